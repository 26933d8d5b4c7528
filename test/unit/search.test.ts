import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { open, seal, SecretBoxError } from '../../src/app/search/secret-box.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/domain/errors.ts';
import { mergeDayRows, positionSumOf, totalsFromPages } from '../../src/domain/search/day-rows.ts';
import { addDays, dayOfWcfDate, isDay } from '../../src/domain/search/days.ts';
import { pkcePair, sessionFingerprint, signState, verifyState } from '../../src/domain/search/oauth-state.ts';
import { reportParams, reportSince, searchFigures } from '../../src/domain/search/report.ts';
import { retryAt, syncRange } from '../../src/domain/search/sync-plan.ts';

describe('search: engine_b /Date(…)/ values', () => {
  const cases: Array<[unknown, string | null]> = [
    ['/Date(1700035200000-0800)/', '2023-11-15'], // 08:00 UTC = local midnight at -08:00
    ['/Date(1700006400000-0800)/', '2023-11-14'], // 00:00 UTC is still the evening before at -08:00
    ['/Date(1700006400000+0100)/', '2023-11-15'],
    ['/Date(1700006400000)/', '2023-11-15'],
    ['/Date(abc)/', null],
    ['2023-11-15', null],
    [1700006400000, null],
  ];
  for (const [input, want] of cases) it(`${JSON.stringify(input)} → ${want}`, () => assert.equal(dayOfWcfDate(input), want));
});

describe('search: days', () => {
  it('adds days across months and years, and checks YYYY-MM-DD', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29');
    assert.equal(addDays('2024-01-01', -1), '2023-12-31');
    assert.equal(isDay('2024-02-30'), false);
    assert.equal(isDay('2024-02-29'), true);
  });
});

describe('search: what one sync fetches', () => {
  const now = new Date('2026-05-20T10:00:00Z');
  const cases: Array<[string | null, { start: string; end: string }, string]> = [
    [null, { start: '2026-02-20', end: '2026-05-20' }, 'first sync: 90 days including today'],
    ['2026-05-19', { start: '2026-05-16', end: '2026-05-20' }, 'daily: the last 3 days again'],
    ['2025-01-01', { start: '2026-02-20', end: '2026-05-20' }, 'long pause: never more than 90 days'],
    ['2026-06-01', { start: '2026-05-20', end: '2026-05-20' }, 'a clock that went back: today'],
  ];
  for (const [through, want, why] of cases) it(why, () => assert.deepEqual(syncRange(now, through), want));

  it('backs off failed syncs, longer each time, and honours what the engine asked for', () => {
    const t = (iso: string) => (Date.parse(iso) - now.getTime()) / 60_000;
    assert.equal(t(retryAt(now, 1)), 5);
    assert.equal(t(retryAt(now, 3)), 20);
    assert.equal(t(retryAt(now, 20)), 360);
    assert.equal(t(retryAt(now, 1, 3_600_000)), 60);
  });
});

describe('search: report parameters (SPEC limits)', () => {
  const ok: Array<[Record<string, unknown>, { engines: string[]; days: number }]> = [
    [{}, { engines: ['engine_a', 'engine_b'], days: 28 }],
    [{ days: '1' }, { engines: ['engine_a', 'engine_b'], days: 1 }],
    [{ days: 90, engine: 'engine_b' }, { engines: ['engine_b'], days: 90 }],
  ];
  for (const [input, want] of ok) it(`accepts ${JSON.stringify(input)}`, () => assert.deepEqual(reportParams(input), want));
  const bad: Array<[Record<string, unknown>, string[]]> = [
    [{ days: 0 }, ['days']],
    [{ days: '91' }, ['days']],
    [{ days: '1e1' }, ['days']],
    [{ days: 2.5 }, ['days']],
    [{ engine: 'engine_c', days: -1 }, ['engine', 'days']],
  ];
  for (const [input, names] of bad) {
    it(`refuses ${JSON.stringify(input)} naming ${names.join(', ')}`, () => {
      assert.throws(
        () => reportParams(input),
        (e: unknown) => e instanceof AppError && e.code === 'invalid_parameter' && e.status === 400 && JSON.stringify(Object.keys((e.details as { parameters: object }).parameters)) === JSON.stringify(names),
      );
    });
  }
  it('counts today as one of the days', () => {
    assert.equal(reportSince(new Date('2026-05-20T23:59:00Z'), 1), '2026-05-20');
    assert.equal(reportSince(new Date('2026-05-20T00:00:00Z'), 28), '2026-04-23');
  });
});

describe('search: figures', () => {
  it('ctr is 0 to 1 and position is impression-weighted, null without impressions', () => {
    assert.deepEqual(searchFigures(0, 0, 0), { ctr: 0, position: null });
    assert.deepEqual(searchFigures(10, 100, 100 * 2.5), { ctr: 0.1, position: 2.5 });
    assert.deepEqual(searchFigures(1, 3, 3 * 1.2345), { ctr: 0.3333, position: 1.23 });
    assert.equal(searchFigures(5, 10, 0).position, null);
  });
  it('merges rows of the same day and key, weighting positions by impressions', () => {
    const rows = mergeDayRows([
      { date: '2026-05-01', key: 'shoes ', clicks: 2, impressions: 10, positionSum: positionSumOf(2, 10) },
      { date: '2026-05-01', key: 'shoes', clicks: 1, impressions: 30, positionSum: positionSumOf(6, 30) },
      { date: '2026-05-02', key: 'shoes', clicks: -3, impressions: 5, positionSum: positionSumOf(-1, 5) },
      { date: '2026-05-02', key: '   ', clicks: 9, impressions: 9, positionSum: 9 },
    ]);
    assert.deepEqual(rows, [
      { date: '2026-05-01', key: 'shoes', clicks: 3, impressions: 40, positionSum: 200 },
      { date: '2026-05-02', key: 'shoes', clicks: 0, impressions: 5, positionSum: 0 },
    ]);
    assert.equal(searchFigures(3, 40, 200).position, 5);
  });
  it('totals of a day are the sum of its pages', () => {
    assert.deepEqual(totalsFromPages([
      { date: '2026-05-01', key: '/a', clicks: 2, impressions: 10, positionSum: 20 },
      { date: '2026-05-01', key: '/b', clicks: 3, impressions: 10, positionSum: 40 },
    ]), [{ date: '2026-05-01', key: '', clicks: 5, impressions: 20, positionSum: 60 }]);
  });
});

describe('search: engine_a authorization state', () => {
  const key = randomBytes(32);
  const now = new Date('2026-05-20T10:00:00Z');
  const state = { space: 'site', user: 'u1', session: sessionFingerprint('sess'), expires: now.getTime() + 600_000, nonce: 'n' };
  it('opens what it signed until it expires', () => {
    const token = signState(key, state);
    assert.deepEqual(verifyState([key], token, now), state);
    assert.equal(verifyState([key], token, new Date(state.expires)), null);
  });
  it('refuses another key, a changed body and junk', () => {
    const token = signState(key, state);
    assert.equal(verifyState([randomBytes(32)], token, now), null);
    const [, sig] = token.split('.');
    assert.equal(verifyState([key], `${Buffer.from(JSON.stringify({ ...state, space: 'other' })).toString('base64url')}.${sig}`, now), null);
    assert.equal(verifyState([key], 'abc', now), null);
    assert.equal(verifyState([key], 'a.b.c', now), null);
  });
  it('derives a PKCE pair whose challenge is the S256 of the verifier', () => {
    const { verifier, challenge } = pkcePair(key, 'n');
    assert.ok(verifier.length >= 43);
    assert.equal(pkcePair(key, 'n').challenge, challenge);
    assert.notEqual(pkcePair(key, 'm').challenge, challenge);
  });
});

describe('search: credentials at rest (AES-256-GCM)', () => {
  const current = randomBytes(32);
  const previous = randomBytes(32);
  it('seals with the current key and opens only for the same row', () => {
    const sealed = seal([current], 'secret refresh token', 'row-1');
    assert.doesNotMatch(sealed, /secret/);
    assert.notEqual(seal([current], 'secret refresh token', 'row-1'), sealed, 'a fresh IV every time');
    assert.deepEqual(open([current], sealed, 'row-1'), { plaintext: 'secret refresh token', stale: false });
    assert.throws(() => open([current], sealed, 'row-2'), SecretBoxError);
    assert.throws(() => open([randomBytes(32)], sealed, 'row-1'), /does not have/);
    const [v, id, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    assert.throws(() => open([current], [v, id, iv, flipped.toString('base64url')].join('.'), 'row-1'), SecretBoxError);
  });
  it('opens values sealed with the previous key while rotating, and says they are stale', () => {
    const old = seal([previous], 'k', 'row');
    assert.deepEqual(open([current, previous], old, 'row'), { plaintext: 'k', stale: true });
  });
  it('refuses to seal without a key, naming the variable', () => {
    assert.throws(() => seal([], 'x', 'row'), (e: unknown) => e instanceof AppError && e.code === 'integration_unavailable' && /TESSERA_SECRET_KEY/.test(e.message));
  });
});

describe('search: configuration', () => {
  it('defaults to the real engines and reads the overrides', () => {
    const d = loadConfig({});
    assert.equal(d.search.engineA.apiUrl, 'https://searchconsole.googleapis.com');
    assert.equal(d.search.engineA.tokenUrl, 'https://oauth2.googleapis.com/token');
    assert.equal(d.search.engineB.apiUrl, 'https://ssl.bing.com');
    assert.deepEqual(d.secretKeys, []);
    const hex = randomBytes(32).toString('hex');
    const c = loadConfig({ TESSERA_ENGINE_B_API_URL: 'http://127.0.0.1:9/', TESSERA_SECRET_KEY: hex, TESSERA_SECRET_KEY_PREVIOUS: randomBytes(32).toString('base64') });
    assert.equal(c.search.engineB.apiUrl, 'http://127.0.0.1:9');
    assert.equal(c.secretKeys.length, 2);
    assert.equal(c.secretKeys[0].toString('hex'), hex);
  });
  it('refuses keys that are not 32 bytes, and a previous key without a current one', () => {
    assert.throws(() => loadConfig({ TESSERA_SECRET_KEY: 'short' }), (e: unknown) => e instanceof ConfigError && /TESSERA_SECRET_KEY/.test(e.message));
    assert.throws(() => loadConfig({ TESSERA_SECRET_KEY_PREVIOUS: randomBytes(32).toString('base64') }), /TESSERA_SECRET_KEY_PREVIOUS/);
    assert.throws(() => loadConfig({ TESSERA_ENGINE_A_API_URL: 'ftp://x' }), /TESSERA_ENGINE_A_API_URL/);
  });
});
