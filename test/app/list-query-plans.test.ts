import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { queriesWithPlans } from '../../scripts/generate-sql.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { listEntryRows, type EntryListSpec } from '../../src/db/repos/entry-list.ts';
import type { DB } from '../../src/db/schema.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * The first delivery list after a publish must not read every entry of the
 * type. These tests read the plans SQLite chooses without statistics (the state of a fresh or
 * never-analysed file) for the list shapes of a site: the count, a time order, a field order and
 * a field filter. PostgreSQL plans with statistics; nothing to pin there.
 */
describe('query plans of delivery lists (SQLite, no statistics)', { skip: TEST_ENGINE !== 'sqlite' }, () => {
  let tdb: TestDatabase;
  let database: Database;

  /** The plan of every query `run` sends (scripts/generate-sql.ts records them for hot-queries.sql too). */
  const plans = async (run: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> => (await queriesWithPlans(database, run)).map((q) => `${q.sql} → ${q.plan.join(' | ')}`);

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  const spec = (over: Partial<EntryListSpec>): EntryListSpec => ({ spaceId: 'site', contentType: 'post', audience: 'delivery', status: null, filters: [], order: [{ sys: 'published_at', desc: true }], limit: 100, skip: 0, ...over });
  const list = (over: Partial<EntryListSpec>) => (db: Kysely<DB>) => listEntryRows(db, 'sqlite', spec(over));

  it('counts published entries from an index, never reading the rows', async () => {
    const found = await plans(list({}));
    const count = found.find((p) => p.startsWith('select count'))!;
    assert.match(count, /USING COVERING INDEX entries_type_live_id/, count);
  });

  it('orders by publication time through the time index, with no sort of the whole type', async () => {
    const rows = (await plans(list({}))).find((p) => !p.startsWith('select count'))!;
    assert.match(rows, /USING INDEX entries_type_published/, rows);
    assert.doesNotMatch(rows, /TEMP B-TREE FOR ORDER BY/, rows);
  });

  for (const [kind, index] of [['text', 'entry_sort_keys_text'], ['number', 'entry_sort_keys_num']] as const) {
    it(`orders by a ${kind} field through ${index}`, async () => {
      const found = await plans(list({ order: [{ field: 'published', chain: ['en'], kind, desc: true }] }));
      // The page is read from the keys alone, in index order (ties by id: a sort of one value's keys at most).
      const page = found.find((p) => p.startsWith('select "k"."entry_id"') && p.includes('order by'))!;
      assert.match(page, new RegExp(`SEARCH k USING COVERING INDEX ${index}`), page);
      assert.doesNotMatch(page, /SCAN|TEMP B-TREE FOR ORDER BY|entries/, page);
    });
  }

  it('filters by a field value through the sort keys', async () => {
    const found = await plans(list({ filters: [{ field: 'author', chain: ['en'], kind: 'text', op: 'eq', value: 'a1' }] }));
    assert.ok(found.some((p) => /SEARCH k USING COVERING INDEX entry_sort_keys_text/.test(p)), found.join('\n'));
    for (const plan of found) assert.doesNotMatch(plan, /SCAN entries|SCAN k\b/, plan);
  });

  // Each operator's matches (or count) are read from its index alone, never from entries' rows;
  // a page reads the matches (few) or walks the time index probing each entry's keys by primary key.
  const cases: Array<[string, Partial<EntryListSpec>, RegExp]> = [
    ['[ne] on a value', { filters: [{ field: 'slug', chain: ['en'], kind: 'text', op: 'ne', value: 's1' }] }, /entry_sort_keys_text/],
    ['[gte] on a date', { filters: [{ field: 'day', chain: ['en'], kind: 'text', op: 'gte', value: '2025-01-01' }] }, /entry_sort_keys_text/],
    ['[in] on tags', { filters: [{ field: 'tags', chain: ['en'], kind: 'text', op: 'in', value: 'a', values: ['a', 'b'], list: true }] }, /entry_list_keys_item/],
    ['[all] on tags', { filters: [{ field: 'tags', chain: ['en'], kind: 'text', op: 'all', value: 'a', values: ['a', 'b'], list: true }] }, /entry_list_keys_item/],
    ['[nin] on tags', { filters: [{ field: 'tags', chain: ['en'], kind: 'text', op: 'nin', value: 'a', values: ['a', 'b'], list: true }] }, /entry_list_keys_item/],
    ['links_to_entry', { linksTo: { type: 'Entry', id: 'a1' } }, /entry_links_target_type/],
  ];
  for (const [name, over, index] of cases) {
    it(`reads ${name} from ${index.source}, never every entry`, async () => {
      const found = await plans(list(over));
      // The first query reads the matching ids (or, for left-out sets, counts them).
      const matches = found.filter((p) => index.test(p) && !p.includes('"entries"."published_fields"'));
      assert.ok(matches.length > 0, found.join('\n'));
      for (const p of matches) assert.doesNotMatch(p, /SCAN (entries|k|l|lk)\b|USING INDEX entries_space_id/, p);
      for (const p of found) assert.doesNotMatch(p, /SCAN entries|SCAN (k|l|lk)\b/, p);
    });
  }
});
