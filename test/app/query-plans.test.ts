import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import { queriesWithPlans } from '../../scripts/generate-sql.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { findAssetsByIds } from '../../src/db/repos/assets.ts';
import { findActiveEntryOfType, findEntryForUpdate, findLinkTargets, findPublishedIds, findReadableEntries, markVersionPublished, setEntryPositions, updateEntryIfUnchanged } from '../../src/db/repos/entries.ts';
import { findSlugOwners, insertSlugRows, replaceEntrySlugs } from '../../src/db/repos/entry-slugs.ts';
import { findEntryLabelFacts } from '../../src/db/repos/quick-access.ts';
import type { DB, EntriesTable } from '../../src/db/schema.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * SQLite's planner has no statistics until ANALYZE, so a query shape that leaves it a choice can
 * pick an index that walks the whole space (link lookups of a batch then grow linearly with
 * the site). These tests read the plans SQLite chooses for the hot lookups by many ids, without
 * statistics, and require a search by id. PostgreSQL plans with statistics; its plans of the
 * per-write statements are pinned below.
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

/** Slug lookups search the lookup index by all four columns: the value too, not only the type and field. */
const SLUG_SQLITE = /entry_slugs_lookup \(space_id=\? AND content_type=\? AND field=\? AND value=\?\)/;
const SLUG_POSTGRES = /Index (Only )?Scan (using|on) entry_slugs_lookup .*Index Cond: \(\(space_id = .* AND \(content_type = .* AND \(field = .* AND \(value = v\.value\)\)/;

/**
 * The lookups and writes of every entry write (create, edit, publish, archive), looked up by
 * key so their cost does not grow with the space. SQLite plans without
 * statistics, as on a fresh database; PostgreSQL with sequential scans priced out
 * (`enable_seqscan = off`), so an empty test table cannot hide a missing index, both as loaded
 * (no statistics: a growing site before autovacuum analyses it, or a server without autovacuum)
 * and after ANALYZE: every time the plan must search an index on the query's whole key, never
 * walk the table or the whole space.
 */
describe('query plans of the per-write statements', () => {
  let tdb: TestDatabase;
  let database: Database;

  async function plans(run: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> {
    return database.db.transaction().execute(async (trx) => {
      const compiled: CompiledQuery[] = [];
      const recorder: KyselyPlugin = {
        transformQuery: (args) => {
          compiled.push(trx.getExecutor().compileQuery(args.node, args.queryId));
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      if (TEST_ENGINE === 'postgres') await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      await run(trx.withPlugin(recorder));
      const out: string[] = [];
      for (const q of compiled) {
        const res = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN ${TEST_ENGINE === 'sqlite' ? 'QUERY PLAN ' : ''}${q.sql}`, [...q.parameters]));
        out.push(res.rows.map((r) => r.detail ?? r['QUERY PLAN']).join(' | '));
      }
      return out;
    });
  }

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
    // A space of 5,000 posts (each with a slug) and a singleton, and a second space alike, with
    // rows about as wide as real ones (~1 KB of fields that do not compress), so PostgreSQL plans
    // with the statistics of a site once analysed: on rows of a few bytes, walking a whole space
    // is a handful of pages and looks cheaper than 80 lookups by id.
    for (const space of ['site', 'other']) {
      await runUnitOfWork(database, systemActor(space), (uow) => createSpace(uow, { slug: space, name: space }));
      const rows = Array.from({ length: 5000 }, (_, i) => buildEntryRow(space, `${space}-e${i}`, i === 0 ? 'home' : 'post'));
      for (let i = 0; i < rows.length; i += 500) await database.db.insertInto('entries').values(rows.slice(i, i + 500)).execute();
      const slugs = rows.slice(1).map((r, i) => ({ space_id: space, entry_id: r.id, content_type: 'post', field: 'slug', locale: 'en', value: `slug-${i}` }));
      await insertSlugRows(database.db, slugs);
    }
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  const read = { id: 'site-e1', version: 1, status: 'draft' as const, published_version: null };
  const slug = { space_id: 'site', entry_id: 'site-e1', content_type: 'post', field: 'slug', locale: 'en', value: 'hello' };
  // [name, statements, what SQLite must search by (its index constraint), PostgreSQL's index]
  const cases: Array<[string, (db: Kysely<DB>) => Promise<unknown>, RegExp, RegExp]> = [
    ['the entry a write locks and reads', (db) => findEntryForUpdate(db, TEST_ENGINE, 'site', 'site-e1'), /\((space_id=\? AND )?id=\?\)/, /Index (Only )?Scan (using|on) (entries_pkey|entries_space_id)/],
    ['the guarded update of an entry', (db) => updateEntryIfUnchanged(db, read, { updated_at: 'now' }), /PRIMARY KEY \(id=\?\)|sqlite_autoindex_entries_1 \(id=\?\)/, /Index (Only )?Scan (using|on) entries_pkey/],
    ['marking a version published', (db) => markVersionPublished(db, 'site-e1', 1), /\(entry_id=\? AND version=\?\)/, /Index (Only )?Scan (using|on) entry_versions_pk/],
    ['slug uniqueness on publish', (db) => findSlugOwners(db, TEST_ENGINE, 'site', 'post', 'slug', ['hello', 'hallo'], 'site-e1'), SLUG_SQLITE, SLUG_POSTGRES],
    ['slug owners of a batch\'s run of publishes (50 slugs)', (db) => findSlugOwners(db, TEST_ENGINE, 'site', 'post', 'slug', Array.from({ length: 50 }, (_, i) => `slug-${i}`), ''), SLUG_SQLITE, SLUG_POSTGRES],
    ['replacing the slugs of a republished entry', (db) => replaceEntrySlugs(db, 'site-e1', [slug]), /\(entry_id=\?\)/, /Index (Only )?Scan (using|on) entry_slugs_pk/],
    ['the entry of a singleton type', (db) => findActiveEntryOfType(db, 'site', 'home'), /USING INDEX \w+ \(space_id=\? AND content_type=\?/, /Index (Only )?Scan using entries_\w+ on entries .*Index Cond: \(\(space_id = 'site'::text\) AND \(content_type = 'home'::text\)/],
    ['link targets of a batch (80 ids)', (db) => findLinkTargets(db, 'site', Array.from({ length: 80 }, (_, i) => `site-e${i}`)), /USING (INDEX \w+ \(space_id=\? AND id=\?\)|PRIMARY KEY \(id=\?\)|INDEX sqlite_autoindex_\w+ \(id=\?\))/, /Index (Only )?Scan (using|on) (entries_pkey|entries_space_id)/],
    ['positions of ordered entries', (db) => setEntryPositions(db, 'site', ['site-e1', 'site-e2', 'site-e3']), /\((space_id=\? AND )?id=\?\)/, /Index (Only )?Scan (using|on) (entries_pkey|entries_space_id)/],
  ];
  const statistics = TEST_ENGINE === 'postgres' ? ['as loaded, without statistics', 'after ANALYZE'] : ['without statistics'];
  for (const phase of statistics) {
    describe(phase, () => {
      before(async () => {
        if (phase === 'after ANALYZE') await database.db.executeQuery(CompiledQuery.raw('ANALYZE'));
      });
      for (const [name, run, sqlite, postgres] of cases) {
        it(`${name}: searched by its key`, async () => {
          const found = (await plans(run)).filter((p) => !/^(INSERT|Insert)\b/.test(p) && p !== '');
          assert.ok(found.length > 0);
          for (const plan of found) {
            if (TEST_ENGINE === 'sqlite') {
              assert.doesNotMatch(plan, /(^|\| )SCAN /, plan);
              assert.match(plan, sqlite, plan);
            } else {
              assert.doesNotMatch(plan, /Seq Scan/, plan);
              assert.match(plan, postgres, plan);
            }
          }
        });
      }
    });
  }
});

function buildEntryRow(space: string, id: string, contentType: string): EntriesTable {
  const at = '2026-01-01T00:00:00.000Z';
  const fields = JSON.stringify({ body: { en: randomBytes(500).toString('hex') } });
  return { id, space_id: space, content_type: contentType, status: 'draft', version: 1, published_version: null, position: null, fields, published_fields: null, created_at: at, updated_at: at, published_at: null, first_published_at: null, archived_at: null };
}
