import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { open, seal, SecretBoxError } from '../../src/app/search/secret-box.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/domain/errors.ts';
import { mergeDayRows, positionSumOf } from '../../src/domain/search/day-rows.ts';
import { addDays, addMonths, dayOfWcfDate, isDay } from '../../src/domain/search/days.ts';
import { pkcePair, sessionFingerprint, signState, verifyState } from '../../src/domain/search/oauth-state.ts';
import { coverageOf, reportParams, reportSince, searchFigures } from '../../src/domain/search/report.ts';
import { retryAt, syncRange, syncWindows } from '../../src/domain/search/sync-plan.ts';

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
    [null, { start: '2025-01-20', end: '2026-05-20' }, 'first sync: the 16 months engine_a keeps, today included'],
    ['2026-05-19', { start: '2026-05-16', end: '2026-05-20' }, 'daily: the last 3 days again'],
    ['2024-01-01', { start: '2025-01-20', end: '2026-05-20' }, 'long pause: never more than 16 months'],
    ['2026-06-01', { start: '2026-05-20', end: '2026-05-20' }, 'a clock that went back: today'],
  ];
  for (const [through, want, why] of cases) it(why, () => assert.deepEqual(syncRange(now, through), want));

  it('cuts a backfill into 30-day windows, oldest first, the last one ending today', () => {
    const w = syncWindows(syncRange(now, null));
    assert.equal(w.length, 17);
    assert.deepEqual(w[0], { start: '2025-01-20', end: '2025-02-18' });
    assert.deepEqual(w.at(-1), { start: '2026-05-15', end: '2026-05-20' });
    for (let i = 1; i < w.length; i++) assert.equal(w[i].start, addDays(w[i - 1].end, 1));
  });

  it('counts 16 months back by calendar month, clamped to the month end', () => {
    assert.equal(addMonths('2026-05-20', -16), '2025-01-20');
    assert.equal(addMonths('2026-07-31', -16), '2025-03-31');
    assert.equal(addMonths('2026-06-30', -16), '2025-02-28');
    assert.equal(addMonths('2025-06-29', -16), '2024-02-29');
  });

  it('backs off failed syncs, longer each time, and honours what the engine asked for', () => {
    const t = (iso: string) => (Date.parse(iso) - now.getTime()) / 60_000;
    assert.equal(t(retryAt(now, 1)), 5);
    assert.equal(t(retryAt(now, 3)), 20);
    assert.equal(t(retryAt(now, 20)), 360);
    assert.equal(t(retryAt(now, 1, 3_600_000)), 60);
  });
});

describe('search: report parameters (SPEC limits)', () => {
  const now = new Date('2026-05-20T10:00:00Z');
  const first = '2025-01-20';
  const ok: Array<[Record<string, unknown>, { engines: string[]; days: number; since: string; until: string; breakdown: string | null }]> = [
    [{}, { engines: ['engine_a', 'engine_b'], days: 28, since: '2026-04-23', until: '2026-05-20', breakdown: null }],
    [{ days: '1' }, { engines: ['engine_a', 'engine_b'], days: 1, since: '2026-05-20', until: '2026-05-20', breakdown: null }],
    [{ days: 90, engine: 'engine_b', breakdown: 'trend' }, { engines: ['engine_b'], days: 90, since: '2026-02-20', until: '2026-05-20', breakdown: 'trend' }],
    [{ from: first, to: '2025-12-31' }, { engines: ['engine_a', 'engine_b'], days: 346, since: first, until: '2025-12-31', breakdown: null }],
    [{ from: '2026-05-01', breakdown: 'query_page' }, { engines: ['engine_a', 'engine_b'], days: 20, since: '2026-05-01', until: '2026-05-20', breakdown: 'query_page' }],
  ];
  for (const [input, want] of ok) it(`accepts ${JSON.stringify(input)}`, () => assert.deepEqual(reportParams(input, now, first), want));
  const bad: Array<[Record<string, unknown>, string[]]> = [
    [{ days: 0 }, ['days']],
    [{ days: '91' }, ['days']],
    [{ days: '1e1' }, ['days']],
    [{ days: 2.5 }, ['days']],
    [{ engine: 'engine_c', days: -1 }, ['engine', 'days']],
    [{ from: '2025-01-19' }, ['from']],
    [{ from: '2026-05-10', to: '2026-05-09' }, ['to']],
    [{ from: '2026-05-10', to: '2026-05-21' }, ['to']],
    [{ to: '2026-05-10' }, ['from']],
    [{ from: '2026-02-30' }, ['from']],
    [{ from: '2026-05-01', days: 7 }, ['days']],
    [{ breakdown: 'city' }, ['breakdown']],
  ];
  for (const [input, names] of bad) {
    it(`refuses ${JSON.stringify(input)} naming ${names.join(', ')}`, () => {
      assert.throws(
        () => reportParams(input, now, first),
        (e: unknown) => e instanceof AppError && e.code === 'invalid_parameter' && e.status === 400 && JSON.stringify(Object.keys((e.details as { parameters: object }).parameters)) === JSON.stringify(names),
      );
    });
  }
  it('says when a counted bucket reaches past the window', () => {
    assert.deepEqual(coverageOf([], '2026-05-14', '2026-05-20'), { from: null, to: null, partial: false });
    assert.deepEqual(coverageOf([{ first: '2026-05-11', last: '2026-05-17' }, { first: '2026-05-18', last: '2026-05-24' }], '2026-05-14', '2026-05-20'), { from: '2026-05-11', to: '2026-05-24', partial: true });
    assert.deepEqual(coverageOf([{ first: '2026-05-11', last: '2026-05-17' }], '2026-05-11', '2026-05-17'), { from: '2026-05-11', to: '2026-05-17', partial: false });
  });
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
