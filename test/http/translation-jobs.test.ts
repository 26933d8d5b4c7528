import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestService, type TestService } from '../support/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { buildContentType, field, grantRole, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { dashboardSession } from '../support/dashboard-session.ts';
import { startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { segmentsOf, translator } from '../support/translator.ts';
import { claimDueJobs, JOB_LEASE_MS, runTranslationJob } from '../../src/app/translation/run-translation-job.ts';

const SPACE = 'jobs';

async function seed(svc: TestService): Promise<{ mgt: string; ids: string[] }> {
  await svc.space(SPACE);
  const mgt = await svc.key(SPACE, 'management');
  const c = svc.client(mgt);
  assert.equal((await c.post(`/api/v1/spaces/${SPACE}/locales`, { code: 'de' })).status, 201);
  await insertContentType(svc.database, SPACE, buildContentType({ api_id: 'post', name: 'Post', fields: [field('title', 'symbol', { localized: true }), field('body', 'text', { localized: true })] }));
  await insertContentType(svc.database, SPACE, buildContentType({ api_id: 'page', name: 'Page', fields: [field('title', 'symbol', { localized: true })] }));
  const api = entriesApi(c, SPACE);
  const ids: string[] = [];
  for (let i = 1; i <= 5; i++) ids.push((await api.create('post', { title: `Post number ${i}`, body: `Body of post ${i}.` })).sys.id);
  await api.create('page', { title: 'About' });
  return { mgt, ids: ids.sort() };
}

/** Entries whose German title the provider was asked for, in order. */
function askedTitles(provider: FakeAiProvider): string[] {
  return provider.calls.flatMap((c) => segmentsOf(c).filter((s) => s.id === 'title').map((s) => s.text));
}

describe('whole-site translation jobs', () => {
  let provider: FakeAiProvider;
  let tdb: TestDatabase;
  let svc: TestService;
  let mgt: string;
  let ids: string[];
  const jobs = () => svc.client(mgt);

  before(async () => {
    provider = await startAiProvider();
    tdb = await createTestDatabase();
    svc = await startTestService(provider.env(), { database: tdb });
    ({ mgt, ids } = await seed(svc));
  });
  after(async () => {
    await svc.stop();
    await tdb.drop();
    await provider.close();
  });
  beforeEach(async () => {
    provider.reset();
    provider.answerWith(translator());
    await svc.database.db.deleteFrom('translation_memory').execute();
  });

  it('starts one job per language and type, counts its entries, and refuses bad requests', async () => {
    const first = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'post' });
    assert.equal(first.status, 202, first.text);
    assert.equal(first.body.status, 'queued');
    assert.equal(first.body.total, 5);
    assert.equal(first.body.done, 0);
    const again = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'post' });
    assert.equal(again.status, 200);
    assert.equal(again.body.id, first.body.id);
    const bad = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'en' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.error.details.fields.to);
    const badType = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'nope' });
    assert.equal(badType.status, 422);
    const cancelled = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs/${first.body.id}/cancel`);
    assert.equal(cancelled.body.status, 'cancelled');
    const dlv = await svc.client(await svc.key(SPACE, 'delivery')).post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de' });
    assert.equal(dlv.status, 403);
  });

  it('resumes after the node working on it dies, and never runs on two nodes at once', async () => {
    const start = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'post' });
    const ctx = { config: svc.config, database: svc.database };
    const [claimed] = await claimDueJobs(ctx, new Date());
    assert.equal(claimed.id, start.body.id);
    let seen = 0;
    await assert.rejects(
      runTranslationJob(ctx, claimed, {
        onProgress: () => {
          if (++seen === 2) throw new Error('node died');
        },
      }),
      /node died/,
    );
    const mid = (await jobs().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(mid.status, 'running');
    assert.equal(mid.done, 2);
    assert.deepEqual(await claimDueJobs(ctx, new Date()), [], 'a live lease keeps other nodes off');

    const before = askedTitles(provider);
    assert.equal(before.length, 2);
    provider.reset();
    provider.answerWith(translator());
    const [resumed] = await claimDueJobs(ctx, new Date(Date.now() + JOB_LEASE_MS + 1000));
    assert.equal(resumed.id, start.body.id);
    const { outcome } = await runTranslationJob(ctx, resumed);
    assert.equal(outcome, 'done');
    const afterRestart = askedTitles(provider);
    assert.equal(afterRestart.length, 3, 'only the entries not done yet went to the provider');
    assert.equal(new Set([...before, ...afterRestart]).size, 5);
    const end = (await jobs().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(end.status, 'done');
    assert.equal(end.done, 5);
    assert.equal(end.translated, 5);
    assert.deepEqual(end.failures, []);
    for (const id of ids) {
      const de = (await entriesApi(jobs(), SPACE).get(id, '?locale=*')).body.fields.title.de;
      assert.match(de, /^\[de\] Post number \d$/);
    }
  });

  it('lists entries that failed with their ids and goes on with the rest', async () => {
    const api = entriesApi(jobs(), SPACE);
    const broken = await api.create('page', { title: 'BROKEN page' });
    provider.answerWith((call) => (segmentsOf(call).some((s) => s.text.includes('BROKEN')) ? { malformed: '{"nope":' } : translator()(call)));
    const start = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'page' });
    const ctx = { config: svc.config, database: svc.database };
    const [claimed] = await claimDueJobs(ctx, new Date());
    assert.equal((await runTranslationJob(ctx, claimed)).outcome, 'done');
    const end = (await jobs().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(end.done, 2);
    assert.equal(end.translated, 1);
    assert.equal(end.failures.length, 1);
    assert.equal(end.failures[0].entry_id, broken.sys.id);
    assert.match(end.failures[0].error, /translation_unavailable/);
  });

  it('stops when the key that started it is revoked', async () => {
    const temp = await svc.key(SPACE, 'management', 'Temporary key');
    const start = await svc.client(temp).post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'page', overwrite: true });
    assert.equal(start.status, 202, start.text);
    const keyRow = await svc.database.db.selectFrom('api_keys').select('id').where('name', '=', 'Temporary key').executeTakeFirstOrThrow();
    assert.equal((await jobs().delete(`/api/v1/spaces/${SPACE}/api_keys/${keyRow.id}`)).status, 204);
    const ctx = { config: svc.config, database: svc.database };
    const [claimed] = await claimDueJobs(ctx, new Date());
    assert.equal((await runTranslationJob(ctx, claimed)).outcome, 'stopped');
    const end = (await jobs().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(end.status, 'cancelled');
    assert.equal(end.done, 0);
    assert.match(end.last_error, /Temporary key.*revoked/);
    assert.equal(provider.calls.length, 0);
  });

  it('pauses, without failing entries, while the provider limits us', async () => {
    const api = entriesApi(jobs(), SPACE);
    await api.create('post', { title: 'Rate limited one' });
    provider.answerWith(() => ({ status: 429, headers: { 'retry-after': '3600' } }));
    const start = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'post', overwrite: true });
    const ctx = { config: svc.config, database: svc.database };
    const [claimed] = await claimDueJobs(ctx, new Date());
    assert.equal((await runTranslationJob(ctx, claimed)).outcome, 'paused');
    const paused = (await jobs().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(paused.status, 'queued');
    assert.equal(paused.done, 0);
    assert.deepEqual(paused.failures, []);
    assert.match(paused.last_error, /limiting/);
    assert.ok(Date.parse(paused.next_run_at) > Date.now());
    assert.deepEqual(await claimDueJobs(ctx, new Date()), [], 'not claimed again before next_run_at');
    await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}/cancel`);
  });

  it('lets an editor limited to posts start and cancel jobs for posts only', async () => {
    const editor = await dashboardSession(svc, 'writer@example.com', [[SPACE, 'editor']]);
    await grantRole(svc.database, 'writer@example.com', SPACE, 'editor', ['post']);
    const page = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'page' });
    const site = await jobs().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de' });
    for (const [job, type] of [[page.body.id, 'page'], [site.body.id, null]]) {
      const res = await editor.json('POST', `/api/v1/spaces/${SPACE}/translation_jobs/${job}/cancel`);
      assert.deepEqual([res.status, res.body.error?.code, res.body.error?.details.content_type], [403, 'key_cannot', type], res.text);
    }
    const refused = await editor.json('POST', `/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'page' });
    assert.deepEqual([refused.status, refused.body.error.code, refused.body.error.details.content_type], [403, 'key_cannot', 'page']);
    const mine = await editor.json('POST', `/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'post' });
    assert.ok(mine.status >= 200 && mine.status < 300, mine.text);
    const cancelled = await editor.json('POST', `/api/v1/spaces/${SPACE}/translation_jobs/${mine.body.id}/cancel`);
    assert.equal(cancelled.status, 200, cancelled.text);
  });
});

describe('a translation job survives a restart of the service', () => {
  let provider: FakeAiProvider;
  let tdb: TestDatabase;
  let svc: TestService | undefined;

  before(async () => {
    provider = await startAiProvider();
    provider.answerWith(translator());
    tdb = await createTestDatabase();
  });
  after(async () => {
    await svc?.stop();
    await tdb.drop();
    await provider.close();
  });

  it('is finished by the workers of the next start', async () => {
    const first = await startTestService(provider.env(), { database: tdb });
    const { mgt } = await seed(first);
    const start = await first.client(mgt).post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de' });
    assert.equal(start.body.total, 6);
    await first.stop();

    svc = await startTestService(provider.env({ TESSERA_WORKERS: '1' }), { database: tdb });
    let job = start.body;
    for (let i = 0; i < 200 && job.status !== 'done'; i++) {
      await sleep(100);
      job = (await svc.client(mgt).get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    }
    assert.equal(job.status, 'done');
    assert.equal(job.done, 6);
    assert.equal(job.translated, 6);
  });
});
