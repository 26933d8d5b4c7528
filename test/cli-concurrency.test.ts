import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { startTestService } from './support/service.ts';
import { buildContentType, field, insertContentType } from './support/builders.ts';
import { client, type Client, type Res } from './support/http.ts';
import { startAiProvider, type FakeAiProvider } from './support/ai-provider.ts';
import { translator } from './support/translator.ts';
import { UA } from './support/analytics.ts';
import { startServeProcess, tessera, type ServeProcess } from './support/cli.ts';

/**
 * OPERATOR-CONTRACT: the bootstrap commands "may run while it is serving, on SQLite as on
 * PostgreSQL, without either side failing". Here `tessera serve` runs in a process of its own
 * on the test's database, taking content writes over the API and analytics events (written by
 * its analytics writer thread, a second connection), while other processes import an export,
 * translate a site and create keys on the same database. Nothing may fail on any side.
 */

const TRANSLATED = 120;
const IMPORTED = 400;

const post = buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { localized: true })] });

/** `n` at a time, `each(i)` for i = 0, 1, 2 … */
async function inChunks(total: number, n: number, each: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < total; i += n) await Promise.all(Array.from({ length: Math.min(n, total - i) }, (_, j) => each(i + j)));
}

/**
 * The server's own traffic while `busy()` holds (and at least `least` calls of each): content
 * writes (entries created) and analytics events, several calls in flight at once. Resolves to
 * every answer.
 */
async function serverTraffic(api: Client, busy: () => boolean, least = 150): Promise<{ writes: Res[]; events: Res[] }> {
  const writes: Res[] = [];
  const events: Res[] = [];
  const lane = async (out: Res[], call: (i: number) => Promise<Res>) => {
    while (busy() || out.length < least) out.push(await call(out.length));
  };
  const write = (i: number) => api.post('/api/v1/spaces/live/entries', { content_type: 'post', fields: { title: `Live ${i}` } });
  const event = (i: number) =>
    api.post('/api/v1/spaces/live/analytics/server_events', {
      events: Array.from({ length: 20 }, (_, k) => ({ path: `/p/${k % 5}`, user_agent: UA.chromeDesktop, ip: `198.51.${i % 250}.${k + 1}`, headers: { 'cf-ipcountry': 'DE' } })),
    });
  await Promise.all([...Array.from({ length: 4 }, () => lane(writes, write)), ...Array.from({ length: 4 }, () => lane(events, event))]);
  return { writes, events };
}

/** The answers that are not `ok`: how many, and the first few. */
const failed = (answers: Res[], ok: number) => {
  const bad = answers.filter((r) => r.status !== ok);
  return bad.length === 0 ? [] : [`${bad.length} of ${answers.length}`, ...bad.slice(0, 3).map((r) => `${r.status} ${r.text.slice(0, 300)}`)];
};

describe('the command line beside a running server on the same database', () => {
  let db: TestDatabase;
  let provider: FakeAiProvider;
  let server: ServeProcess;
  let api: Client;
  let exportFile: string;

  before(async () => {
    db = await createTestDatabase();
    provider = await startAiProvider();
    provider.answerWith(translator());
    // Set-up through an in-process service, stopped before the server process starts.
    const svc = await startTestService({}, { database: db });
    await svc.space('site');
    const mgt = await svc.key('site', 'management');
    await svc.client(mgt).post('/api/v1/spaces/site/locales', { code: 'fr' });
    await insertContentType(svc.database, 'site', post);
    await inChunks(TRANSLATED, 20, (i) => svc.client(mgt).post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: `Post ${i}` } }));

    await svc.space('source');
    const source = await svc.key('source', 'management');
    await insertContentType(svc.database, 'source', post);
    await inChunks(IMPORTED, 20, (i) => svc.client(source).post('/api/v1/spaces/source/entries', { content_type: 'post', fields: { title: `Source ${i}` } }));
    const exported = await svc.client(source).get('/api/v1/spaces/source/export');
    assert.equal(exported.status, 200, exported.text);
    exportFile = path.join(db.dataDir, 'source-export.json');
    fs.writeFileSync(exportFile, exported.text);

    await svc.space('live');
    const live = await svc.key('live', 'management');
    await insertContentType(svc.database, 'live', post);
    assert.equal((await svc.client(live).patch('/api/v1/spaces/live', { production_url: 'https://live.example' })).status, 200);
    await svc.stop();

    // The server's own limit per key would answer 429 to this much traffic.
    server = await startServeProcess(db, { TESSERA_RATE_LIMIT_PER_MINUTE: '1000000' });
    api = client(server.url, live);
  });

  after(async () => {
    const code = await server?.stop();
    await db?.drop();
    await provider?.close();
    assert.equal(code, 0, 'the server stops cleanly');
  });

  it('imports and translates while the server takes API writes and analytics events: no failure on any side', async () => {
    let cliRunning = true;
    const commands = Promise.all([tessera(db, ['translate', 'site', '--to', 'fr', '--type', 'post'], provider.env()), tessera(db, ['import', 'copy', exportFile])]).finally(
      () => (cliRunning = false),
    );
    const [traffic, [translate, imported]] = await Promise.all([serverTraffic(api, () => cliRunning), commands]);

    assert.deepEqual(failed(traffic.writes, 201), [], 'content writes of the server');
    assert.deepEqual(failed(traffic.events, 202), [], 'analytics events of the server');

    assert.equal(translate.code, 0, translate.stderr);
    assert.equal(translate.stderr, '');
    const job = JSON.parse(translate.stdout);
    assert.deepEqual(job.failures, []);
    assert.equal(job.status, 'done');
    assert.equal(job.done, TRANSLATED);
    assert.equal(job.translated, TRANSLATED);

    assert.equal(imported.code, 0, imported.stderr);
    assert.equal(JSON.parse(imported.stdout).entries, IMPORTED);

    // What everyone wrote is there.
    const copy = await client(server.url, (await tessera(db, ['key', 'create', 'copy', '--kind', 'preview', '--name', 'Check'])).stdout.trim()).get('/api/v1/spaces/copy/entries?limit=1');
    assert.equal(copy.status, 200, copy.text);
    assert.equal(copy.body.total, IMPORTED);
    const liveEntries = await api.get('/api/v1/spaces/live/entries?limit=1');
    assert.equal(liveEntries.body.total, traffic.writes.length);
  });

  it('key create succeeds every time while the server writes, and each token works', async () => {
    let creating = true;
    const keys = Promise.all(Array.from({ length: 8 }, (_, i) => tessera(db, ['key', 'create', 'live', '--kind', 'delivery', '--name', `Beside ${i}`]))).finally(() => (creating = false));
    const [traffic, made] = await Promise.all([serverTraffic(api, () => creating, 40), keys]);
    assert.deepEqual(failed(traffic.writes, 201), []);
    assert.deepEqual(failed(traffic.events, 202), []);
    for (const k of made) {
      assert.equal(k.code, 0, k.stderr);
      assert.equal(k.stderr, '');
      const me = await client(server.url, k.stdout.trim()).get('/api/v1');
      assert.equal(me.status, 200, me.text);
    }
  });
});
