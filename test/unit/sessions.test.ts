import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { browserLabel, needsTouch, passwordProblem, sessionLive } from '../../src/domain/sessions.ts';

describe('session rules', () => {
  const now = new Date('2030-01-01T12:00:00.000Z');
  const iso = (deltaMs: number) => new Date(now.getTime() + deltaMs).toISOString();
  const IDLE = 12 * 3_600_000;

  it('a session is live before its absolute end and within the idle timeout', () => {
    const cases: Array<[string, { expires_at: string; last_used_at: string }, boolean]> = [
      ['used just now', { expires_at: iso(1000), last_used_at: iso(0 - 1) }, true],
      ['used one ms inside the idle timeout', { expires_at: iso(1000), last_used_at: iso(-IDLE + 1) }, true],
      ['idle exactly the timeout', { expires_at: iso(1000), last_used_at: iso(-IDLE) }, false],
      ['past its absolute end', { expires_at: iso(0), last_used_at: iso(-1) }, false],
    ];
    for (const [name, s, live] of cases) assert.equal(sessionLive(s, now, IDLE), live, name);
  });

  it('records a use at most once a minute', () => {
    assert.equal(needsTouch(iso(-59_999), now), false);
    assert.equal(needsTouch(iso(-60_000), now), true);
  });

  it('asks passwords for a length only', () => {
    const cases: Array<[string, string | null]> = [
      ['', 'at least 8 characters'],
      ['1234567', 'at least 8 characters'],
      ['12345678', null],
      ['correct horse battery staple', null],
      ['x'.repeat(1025), 'at most 1024 characters'],
    ];
    for (const [pw, problem] of cases) assert.equal(passwordProblem(pw), problem, JSON.stringify(pw.slice(0, 10)));
  });

  it('names the browser of a user agent', () => {
    const cases: Array<[string | null, string]> = [
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome on Windows'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge on Windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
      ['curl/8.5.0', 'curl'],
      [null, 'Unknown browser'],
      ['something else', 'Unknown browser'],
    ];
    for (const [ua, label] of cases) assert.equal(browserLabel(ua), label, String(ua));
  });

  it('reads the idle timeout from TESSERA_SESSION_IDLE_HOURS: 12 hours unless set, 1 hour to 14 days', () => {
    assert.equal(loadConfig({}).sessionIdleMs, 12 * 3_600_000);
    assert.equal(loadConfig({ TESSERA_SESSION_IDLE_HOURS: '1' }).sessionIdleMs, 3_600_000);
    for (const bad of ['0', '337', '1.5', 'soon']) assert.throws(() => loadConfig({ TESSERA_SESSION_IDLE_HOURS: bad }), (e: Error) => e instanceof ConfigError && /TESSERA_SESSION_IDLE_HOURS/.test(e.message), bad);
  });
});
