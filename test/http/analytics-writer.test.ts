import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { sql } from 'kysely';
import { startTestService, type TestService } from '../support/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { analyticsSite, OPENAI_ADDRESS, report, UA, type AnalyticsSite } from '../support/analytics.ts';
import { storeEvents } from '../../src/app/analytics/store-events.ts';
import type { CountedEvent } from '../../src/app/analytics/store.ts';
import { dayOf } from '../../src/domain/analytics/report.ts';

/**
 * The analytics writer thread (src/runtime/analytics-writer/thread-handle.ts): collected events are written
 * by a worker thread with its own connection, on SQLite files and PostgreSQL alike. A 202 means
 * the events are committed; a failed write answers an error and leaves nothing of it; shutdown
 * writes everything that was handed over.
 */

/** `n` server events of people, each a distinct visitor reading one page. */
const people = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ path: `/p/${(from + i) % 7}`, user_agent: UA.chromeDesktop, ip: `198.51.${Math.floor((from + i) / 250)}.${((from + i) % 250) + 1}`, headers: { 'cf-ipcountry': 'DE' } }));

const rowsOf = async (svc: TestService, table: 'analytics_events' | 'analytics_visitors' | 'analytics_page_visitors' | 'analytics_daily' | 'analytics_monthly', slug: string) =>
  Number((await svc.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('space_id', '=', slug).executeTakeFirstOrThrow()).n);

describe('analytics writer thread', () => {
  let svc: TestService;
  let site: AnalyticsSite;
  before(async () => {
    svc = await startTestService();
    site = await analyticsSite(svc, 'writes', { production_url: 'https://writes.example' });
  });
  after(async () => {
    await svc.stop();
  });

  it('is what writes collected events: the defaults choose it', () => {
    assert.equal(svc.config.analyticsWriter, 'thread');
  });

  it('stores events posted over HTTP, many calls at once, while content is written beside them', async () => {
    const send = (i: number) => svc.client(site.management).post('/api/v1/spaces/writes/analytics/server_events', { events: people(100, i * 100) });
    // The thread is running (it starts with the first event).
    assert.equal((await send(0)).status, 202);
    // Writes of the main connection (site settings) meanwhile, one after another until every call
    // is answered: on SQLite both connections write the same file, and neither may fail for the
    // other (dialect/sqlite.ts WriteLock).
    let posting = true;
    const posts = Promise.all(Array.from({ length: 19 }, (_, i) => send(i + 1))).finally(() => (posting = false));
    const edits = [];
    for (let i = 0; posting || i < 5; i++) edits.push(await svc.client(site.management).patch('/api/v1/spaces/writes', { preview_url: `https://preview-${i}.writes.example` }));
    for (const a of [...(await posts), ...edits]) assert.ok(a.status === 202 || a.status === 200, `${a.status} ${a.text}`);
    const r = await report(svc, 'writes', site.preview);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.page_views, 2000);
    assert.equal(r.body.visitors, 2000);
    assert.deepEqual(r.body.countries.map((c: { code: string; count: number }) => [c.code, c.count]), [['DE', 2000]]);
    assert.equal(await rowsOf(svc, 'analytics_events', 'writes'), 2000);
  });

  it('answers an error when the write fails, and keeps nothing of it', async () => {
    await analyticsSite(svc, 'broken', { production_url: 'https://broken.example' });
    const management = await svc.key('broken', 'management');
    const preview = await svc.key('broken', 'preview');
    // The raw events are written last in the transaction, after the visitor rows and both rollups.
    await sql`ALTER TABLE analytics_events RENAME TO analytics_events_away`.execute(svc.database.db);
    let r;
    try {
      r = await svc.client(management).post('/api/v1/spaces/broken/analytics/server_events', { events: [...people(3), { path: '/', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot }] });
    } finally {
      await sql`ALTER TABLE analytics_events_away RENAME TO analytics_events`.execute(svc.database.db);
    }
    assert.equal(r.status, 500, r.text);
    assert.equal(r.body.error.code, 'internal_error');
    for (const table of ['analytics_events', 'analytics_visitors', 'analytics_page_visitors', 'analytics_daily', 'analytics_monthly'] as const) assert.equal(await rowsOf(svc, table, 'broken'), 0, table);
    // The thread goes on: the same call succeeds now.
    r = await svc.client(management).post('/api/v1/spaces/broken/analytics/server_events', { events: [...people(3), { path: '/', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot }] });
    assert.equal(r.status, 202, r.text);
    const rep = await report(svc, 'broken', preview);
    assert.equal(rep.body.page_views, 3);
    assert.equal(rep.body.crawlers.visits, 1);
  });
});

describe('analytics writer inline (TESSERA_ANALYTICS_WRITER=inline)', () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService({ TESSERA_ANALYTICS_WRITER: 'inline' });
  });
  after(async () => {
    await svc.stop();
  });

  it('stores events posted over HTTP on the event loop, as before the thread', async () => {
    const site = await analyticsSite(svc, 'inline', { production_url: 'https://inline.example' });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => svc.client(site.management).post('/api/v1/spaces/inline/analytics/server_events', { events: people(100, i * 100) })));
    for (const a of answers) assert.equal(a.status, 202, a.text);
    const r = await report(svc, 'inline', site.preview);
    assert.equal(r.body.page_views, 500);
    assert.equal(r.body.visitors, 500);
  });
});

describe('analytics writer thread at shutdown', () => {
  let tdb: TestDatabase;
  before(async () => {
    tdb = await createTestDatabase();
  });
  after(async () => {
    await tdb.drop();
  });

  it('writes every event it was handed before the database closes', async () => {
    const svc = await startTestService({}, { database: tdb });
    await svc.space('handed');
    const now = new Date().toISOString();
    const day = dayOf(now);
    const batch = (k: number): CountedEvent[] =>
      Array.from({ length: 50 }, (_, i) => ({ kind: 'page_view', spaceId: 'handed', at: now, day, hour: now.slice(0, 13), zoned: false, path: `/${i % 5}`, visitor: `v${k}-${i}`, previousVisitor: null, attribution: null, device: 'desktop', browser: null, os: null, country: null, city: null }));
    // Handed over, not awaited: stopping the service closes the database, which lets the thread finish first.
    const writes = Array.from({ length: 10 }, (_, k) => storeEvents(svc.app.ctx, batch(k)));
    await svc.stop();
    const outcomes = await Promise.allSettled(writes);
    assert.deepEqual(outcomes.map((o) => o.status), Array(10).fill('fulfilled'));
    const again = await startTestService({}, { database: tdb });
    try {
      assert.equal(await rowsOf(again, 'analytics_events', 'handed'), 500);
      assert.equal(await rowsOf(again, 'analytics_visitors', 'handed'), 500);
    } finally {
      await again.stop();
    }
  });

  it('keeps every event it answered 202 for when it stops mid-traffic, and no call half', async () => {
    const svc = await startTestService({}, { database: tdb });
    const site = await analyticsSite(svc, 'stopping', { production_url: 'https://stopping.example' });
    // One connection per call, closed after its answer (a kept-alive connection would hold the closing server open).
    const post = (body: string) =>
      new Promise<number>((resolve) => {
        const req = http.request(`${svc.url}/api/v1/spaces/stopping/analytics/server_events`, { method: 'POST', agent: false, headers: { authorization: `Bearer ${site.management}`, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end(body);
      });
    const calls = Array.from({ length: 12 }, (_, i) => post(JSON.stringify({ events: people(100, i * 100) })));
    await Promise.race(calls);
    await svc.stop();
    const statuses = await Promise.all(calls);
    const accepted = statuses.filter((s) => s === 202).length;
    assert.ok(accepted >= 1);
    const again = await startTestService({}, { database: tdb });
    try {
      const preview = await again.key('stopping', 'preview');
      const r = await report(again, 'stopping', preview);
      // A call the closing server did not take stored nothing; one it answered 202 is stored whole.
      assert.ok(r.body.page_views >= accepted * 100, `${r.body.page_views} stored, statuses ${statuses.join(',')}`);
      assert.equal(r.body.page_views % 100, 0);
    } finally {
      await again.stop();
    }
  });
});
