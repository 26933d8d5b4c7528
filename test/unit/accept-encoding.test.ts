import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { acceptedCodings } from '../../src/http/accept-encoding.ts';

/** Which precompressed copy of a dashboard file to try first, from the browser's Accept-Encoding. */
describe('Accept-Encoding negotiation', () => {
  const cases: [string | undefined, string[]][] = [
    [undefined, ['identity']],
    ['', ['identity']],
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']], // Chromium
    ['gzip, deflate', ['gzip', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['br;q=0.0, gzip;q=0', ['identity']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br', 'identity']],
    ['BR, GZip', ['br', 'gzip', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0, gzip', ['gzip', 'identity']],
    ['identity;q=0, br', ['br', 'identity']], // identity stays the last resort when no copy exists
    ['identity', ['identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['deflate', ['identity']],
    ['br; q = 0.8 , gzip ; q=0.9', ['gzip', 'br', 'identity']],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} -> ${expected.join(' > ')}`, () => {
      assert.deepEqual(acceptedCodings(header), expected);
    });
  }
});
