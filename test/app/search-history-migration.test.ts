import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import { openDatabase, type Database } from '../../src/db/client.ts';
import * as searchQueries from '../../src/db/migrations/0010_search_queries.ts';
import * as searchHistory from '../../src/db/migrations/0032_search_history.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * Upgrading a database that stored engine_b's weekly buckets as single days: against the real
 * engine, from the search tables as they were before spans.
 */
describe('search history migration on stored data', () => {
  let tdb: TestDatabase;
  let database: Database;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any>;

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config, { migrate: false });
    db = database.db;
    // The one table the search tables refer to, as far as they need it.
    await db.schema.createTable('spaces').addColumn('id', 'text', (c) => c.primaryKey()).execute();
    await db.insertInto('spaces').values({ id: 's' }).execute();
    await searchQueries.up(db);
    const now = '2026-05-20T10:00:00.000Z';
    for (const [id, engine] of [['a', 'engine_a'], ['b', 'engine_b']]) {
      await db.insertInto('search_connections').values({ id, space_id: 's', engine, site_url: 'https://www.example.com/', credentials: 'v1.x', created_at: now, updated_at: now, synced_at: now, synced_through: '2026-05-20', next_sync_at: '2026-05-21T10:00:00.000Z' }).execute();
      const base = { connection_id: id, space_id: 's', engine, date: '2026-05-11', clicks: 5, impressions: 50, position_sum: 100 };
      await db.insertInto('search_query_days').values({ ...base, query: 'shoes' }).execute();
      await db.insertInto('search_page_days').values({ ...base, page: '/p' }).execute();
      await db.insertInto('search_total_days').values(base).execute();
    }
    await searchHistory.up(db);
  });
  after(async () => {
    await database?.destroy();
    await tdb?.drop();
  });

  it("marks engine_b's stored queries and pages as weeks, engine_a's as days", async () => {
    const rows = await db.selectFrom('search_query_days').select(['engine', 'span']).orderBy('engine').execute();
    assert.deepEqual(rows.map((r) => [r.engine, Number(r.span)]), [['engine_a', 1], ['engine_b', 7]]);
    const pages = await db.selectFrom('search_page_days').select(['engine', 'span']).orderBy('engine').execute();
    assert.deepEqual(pages.map((r) => [r.engine, Number(r.span)]), [['engine_a', 1], ['engine_b', 7]]);
  });

  it("drops engine_b's totals summed from those weeks, and makes every connection due for a full sync", async () => {
    const totals = await db.selectFrom('search_total_days').select('engine').execute();
    assert.deepEqual(totals.map((r) => r.engine), ['engine_a']);
    const conns = await db.selectFrom('search_connections').select(['synced_through', 'next_sync_at']).execute();
    assert.ok(conns.every((c) => c.synced_through === null && c.next_sync_at < '2000'));
  });

  it('adds the breakdown table', async () => {
    await db.insertInto('search_breakdown_days').values({ connection_id: 'a', space_id: 's', engine: 'engine_a', dimension: 'country', date: '2026-05-11', span: 1, key: 'usa', page: '', clicks: 1, impressions: 2, position_sum: 3 }).execute();
    assert.equal((await db.selectFrom('search_breakdown_days').selectAll().execute()).length, 1);
  });
});
