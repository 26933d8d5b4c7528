import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { queriesWithPlans } from '../../scripts/generate-sql.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { deleteEventsBefore, deleteVisitorDaysBefore, findVisitorDays, headsOfPeriods, sumValues } from '../../src/db/repos/analytics.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import type { DB } from '../../src/db/schema.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * The analytics lookups that must stay searches, whatever a day's traffic: without statistics
 * SQLite's planner once walked every visitor of the day for each collected batch (space_id was
 * left out of the visitor lookup), and a covering rank index lured it away from the primary
 * key for the sums of candidate values. These tests read the plans it chooses.
 */
describe('analytics query plans (SQLite, no statistics)', { skip: TEST_ENGINE !== 'sqlite' }, () => {
  let tdb: TestDatabase;
  let database: Database;

  /** The plan of every query `run` sends (scripts/generate-sql.ts records them for hot-queries.sql too). */
  const plans = async (run: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> => (await queriesWithPlans(database, run)).map((q) => q.plan.join(' | '));

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
    // The prunes run per space: one space, so they send their statements.
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  const periods = { days: ['2026-05-29', '2026-05-30', '2026-05-31'], months: ['2026-06', '2026-07'] };

  it('visitors already seen: by the whole primary key', async () => {
    const keys = Array.from({ length: 50 }, (_, i) => ({ space_id: 'site', day: '2026-07-01', visitor: `v${i}` }));
    for (const plan of await plans((db) => findVisitorDays(db, 'sqlite', keys))) assert.match(plan, /SEARCH analytics_visitors USING PRIMARY KEY \(space_id=\? AND day=\? AND visitor=\?\)/, plan);
  });

  it('the hourly prune: space by space, through indexes that lead with the space (no index on the time alone is written per event)', async () => {
    const plan = (await plans(async (db) => {
      await deleteEventsBefore(db, '2026-06-01T00:00:00.000Z');
      await deleteVisitorDaysBefore(db, '2026-06-30');
    })).join(' || ');
    assert.match(plan, /SEARCH analytics_events USING (COVERING )?INDEX analytics_events_space_at \(space_id=\? AND at<\?\)/, plan);
    assert.match(plan, /SEARCH analytics_visitors USING PRIMARY KEY \(space_id=\? AND day<\?\)/, plan);
    assert.match(plan, /SEARCH analytics_page_visitors USING PRIMARY KEY \(space_id=\? AND day<\?\)/, plan);
    assert.doesNotMatch(plan, /SCAN analytics_/, plan);
  });

  it('heads of each period: from the rank index, most first, without sorting', async () => {
    const plan = (await plans((db) => headsOfPeriods(db, 'site', 'page', periods, 20))).join(' || ');
    assert.match(plan, /SEARCH analytics_daily USING INDEX analytics_daily_rank \(space_id=\? AND dimension=\? AND day=\?\)/, plan);
    assert.match(plan, /SEARCH analytics_monthly USING INDEX analytics_monthly_rank \(space_id=\? AND dimension=\? AND month=\?\)/, plan);
    assert.doesNotMatch(plan, /TEMP B-TREE/, plan);
  });

  it('sums of the candidate values: primary-key lookups of each value in each period', async () => {
    const plan = (await plans((db) => sumValues(db, 'site', 'page', periods, ['/a', '/b', '/c']))).join(' || ');
    assert.match(plan, /SEARCH analytics_daily USING INDEX sqlite_autoindex_analytics_daily_1 \(space_id=\? AND dimension=\? AND day=\? AND value=\?\)/, plan);
    assert.match(plan, /SEARCH analytics_monthly USING INDEX sqlite_autoindex_analytics_monthly_1 \(space_id=\? AND dimension=\? AND month=\? AND value=\?\)/, plan);
  });
});
