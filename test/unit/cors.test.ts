import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeOrigin, originAllowed } from '../../src/domain/cors.ts';

describe('CORS origins a site lists', () => {
  it('normalizes origins and subdomain patterns, and refuses what is neither', () => {
    const table: Array<[string, string | null]> = [
      ['https://shop.example.com/', 'https://shop.example.com'],
      ['*', '*'],
      ['https://*.Example.COM', 'https://*.example.com'],
      ['http://*.evil.example', 'http://*.evil.example'],
      ['https://*.example.com:8443', 'https://*.example.com:8443'],
      ['https://*.com', null],
      ['https://*', null],
      ['https://a*.example.com', null],
      ['https://a.*.example.com', null],
      ['https://*.*.example.com', null],
      ['https://*.example.com/path', null],
      ['ftp://*.example.com', null],
    ];
    for (const [input, expected] of table) assert.equal(normalizeOrigin(input), expected, input);
  });

  it('matches a subdomain pattern with one label or more under the domain, never the domain itself or a lookalike', () => {
    const s = { production_url: null, preview_url: null, extra: ['https://*.example.com', 'http://*.evil.example:8080'] };
    const table: Array<[string, boolean]> = [
      ['https://shop.example.com', true],
      ['https://a.b.example.com', true],
      ['https://xn--bcher-kva.example.com', true],
      ['https://example.com', false],
      ['https://.example.com', false],
      ['https://badexample.com', false],
      ['https://example.com.attacker.net', false],
      ['https://shop.example.com.attacker.net', false],
      ['http://shop.example.com', false],
      ['https://shop.example.com:8443', false],
      ['http://a.evil.example:8080', true],
      ['http://a.evil.example', false],
      ['http://evil.example:8080', false],
      ['null', false],
    ];
    for (const [origin, allowed] of table) assert.equal(originAllowed(origin, s), allowed, origin);
  });
});
