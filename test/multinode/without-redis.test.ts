import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * Without REDIS_URL nobody carries one node's commits to another's caches, so a second node on
 * the same database refuses to start rather than serve stale content (docs/deploy.md), and
 * `--role api|worker` (which means several nodes) needs REDIS_URL. Both engines.
 */
const MAIN = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

describe('several nodes without Redis', () => {
  let tdb: TestDatabase;
  let cluster: Cluster;
  let first: Node;
  let env: Record<string, string>;

  before(async () => {
    tdb = await createTestDatabase();
    const databaseUrl = tdb.config.kind === 'postgres' ? tdb.config.url : `sqlite:${tdb.config.path}`;
    env = { DATABASE_URL: databaseUrl, TESSERA_DATA_DIR: tdb.dataDir, REDIS_URL: '', PORT: '0', HOST: '127.0.0.1' };
    cluster = startCluster(env);
    first = await cluster.start('alone', 'all');
  });
  after(async () => {
    await cluster?.stop();
    await tdb?.drop();
  });

  const serve = (...args: string[]) => spawnSync(process.execPath, [MAIN, 'serve', ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });

  it('a single node without Redis serves and caches as before', async () => {
    assert.deepEqual(await (await fetch(`${first.url}/healthz`)).json(), { ok: true, caches: true });
  });

  it('refuses to start a second node beside it, naming the first', () => {
    const second = serve();
    assert.equal(second.status, 1, second.stdout);
    assert.match(second.stderr.trim(), /^tessera: another node is serving from this database \(all node [0-9a-f-]+ on .+\) and REDIS_URL is not set: several nodes need Redis/);
  });

  it('refuses --role api and --role worker without REDIS_URL', () => {
    for (const role of ['api', 'worker']) {
      const res = serve('--role', role);
      assert.equal(res.status, 1);
      assert.match(res.stderr, new RegExp(`^tessera: configuration: --role ${role} is for several nodes, which need REDIS_URL`));
    }
    assert.match(serve('--role', 'both').stderr, /^tessera: --role must be api, worker or all, got "both"/);
  });
});
