import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { queriesWithPlans } from '../../scripts/generate-sql.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { findAssetsByIds } from '../../src/db/repos/assets.ts';
import { findLinkTargets, findPublishedIds, findReadableEntries } from '../../src/db/repos/entries.ts';
import { findEntryLabelFacts } from '../../src/db/repos/quick-access.ts';
import type { DB } from '../../src/db/schema.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * SQLite's planner has no statistics until ANALYZE, so a query shape that leaves it a choice can
 * pick an index that walks the whole space (issue 19: link lookups of a batch grew linearly with
 * the site). These tests read the plans SQLite chooses for the hot lookups by many ids, without
 * statistics, and require a search by id. PostgreSQL plans with statistics; nothing to pin there.
 */
describe('query plans of lookups by many ids (SQLite, no statistics)', { skip: TEST_ENGINE !== 'sqlite' }, () => {
  let tdb: TestDatabase;
  let database: Database;
  const ids = Array.from({ length: 80 }, (_, i) => `entry${i}`);

  /** The plan of every query `run` sends, as SQLite's EXPLAIN QUERY PLAN details. */
  const plans = async (run: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> => (await queriesWithPlans(database, run)).map((q) => q.plan.join(' | '));

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  const cases: Array<[string, (db: Kysely<DB>) => Promise<unknown>]> = [
    ['link targets of a batch', (db) => findLinkTargets(db, 'site', ids)],
    ['entries to include (delivery)', (db) => findReadableEntries(db, 'site', ids, 'delivery')],
    ['entries to include (drafts)', (db) => findReadableEntries(db, 'site', ids, 'drafts')],
    ['published among ids', (db) => findPublishedIds(db, 'site', ids)],
    ['quick-access labels', (db) => findEntryLabelFacts(db, 'site', ids)],
    ['files of entries', (db) => findAssetsByIds(db, 'site', ids)],
  ];
  for (const [name, run] of cases) {
    it(`${name}: searched by id, never by walking the space`, async () => {
      const found = await plans(run);
      assert.ok(found.length > 0);
      for (const plan of found) assert.match(plan, /USING (INDEX \w+ \(space_id=\? AND id=\?\)|(PRIMARY KEY|INDEX sqlite_autoindex_\w+) \(id=\?\))/, plan);
    });
  }
});
