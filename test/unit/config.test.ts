import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, DEFAULT_HOOK_RETRY_SCHEDULE, loadConfig } from '../../src/config.ts';

describe('configuration (OPERATOR-CONTRACT)', () => {
  it('defaults to SQLite under ./data on 127.0.0.1:3000', () => {
    const c = loadConfig({});
    assert.equal(c.port, 3000);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.baseUrl, 'http://127.0.0.1:3000');
    assert.deepEqual(c.database, { kind: 'sqlite', path: path.resolve('data/tessera.db') });
    assert.equal(c.allowPrivateTargets, false);
    assert.deepEqual(c.hookRetrySchedule, DEFAULT_HOOK_RETRY_SCHEDULE);
    assert.equal(c.ai, null);
    assert.equal(c.analyticsWriter, 'thread');
    assert.equal(loadConfig({ TESSERA_ANALYTICS_WRITER: 'inline' }).analyticsWriter, 'inline');
  });
  it('selects PostgreSQL by DATABASE_URL and reads the other variables', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PORT: '8080', HOST: '0.0.0.0', TESSERA_BASE_URL: 'https://cms.example.com/', TESSERA_ALLOW_PRIVATE_TARGETS: '1', TESSERA_RATE_LIMIT_PER_MINUTE: '10', TESSERA_HOOK_RETRY_SCHEDULE: '1, 2,3' });
    assert.deepEqual(c.database, { kind: 'postgres', url: 'postgres://u@h/db' });
    assert.equal(c.baseUrl, 'https://cms.example.com');
    assert.equal(c.port, 8080);
    assert.equal(c.allowPrivateTargets, true);
    assert.equal(c.rateLimitPerMinute, 10);
    assert.deepEqual(c.hookRetrySchedule, [1, 2, 3]);
  });
  it('refuses values it cannot use, naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), (e: Error) => e instanceof ConfigError && /PORT/.test(e.message));
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ TESSERA_HOOK_RETRY_SCHEDULE: 'soon' }), /TESSERA_HOOK_RETRY_SCHEDULE/);
    assert.throws(() => loadConfig({ TESSERA_ANALYTICS_WRITER: 'worker' }), /TESSERA_ANALYTICS_WRITER/);
  });
});

describe('TESSERA_TRUST_PROXY', () => {
  const trust = (v: string | undefined) => loadConfig(v === undefined ? {} : { TESSERA_TRUST_PROXY: v }).trustProxy;
  it('reads hop counts and lists of proxy addresses, CIDR ranges and range names', () => {
    const table: Array<[string | undefined, unknown]> = [
      [undefined, false],
      ['', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.0/8', ['10.0.0.0/8']],
      ['192.0.2.7, 10.0.0.0/8 ,fd00::/8', ['192.0.2.7', '10.0.0.0/8', 'fd00::/8']],
      ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ];
    for (const [raw, expected] of table) assert.deepEqual(trust(raw), expected, String(raw));
  });
  it('refuses what would trust the client or is no address, naming the variable', () => {
    for (const raw of ['true', 'yes', '-1', '33', '10.0.0.0/33', '::1/129', '999.1.1.1', 'proxy.internal', ',']) {
      assert.throws(() => trust(raw), (e: Error) => e instanceof ConfigError && /TESSERA_TRUST_PROXY/.test(e.message), raw);
    }
  });
});
