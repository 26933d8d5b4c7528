import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Engine } from '../client.ts';
import { jsonArrayContains, jsonArrayHas, jsonArrayNonEmpty, jsonScalar, orderTerm, textCompare, type JsonValueKind } from '../dialect/json.ts';
import { searchMatchRows, searchProbe, searchRanks, withPrefixTerms, type EntrySearchSpec } from '../dialect/full-text.ts';
import type { DB } from '../schema.ts';
import { selectEntryColumns, type EntryColumns, type ReadEntryRow } from './entries.ts';
import { MAX_KEY_TEXT } from '../../domain/entries/sort-keys.ts';

/** A list query in storage terms (languages and fallbacks already resolved by the caller). */
export interface EntryListSpec {
  spaceId: string;
  contentType: string | null;
  audience: EntryColumns;
  /** Drafts readers: one status, or null for every status except archived. */
  status: string | null;
  filters: ListFilter[];
  /** By entry id (`sys.id`, `sys.id[in]`, …). */
  ids?: Array<{ op: 'eq' | 'ne' | 'in' | 'nin'; values: string[] }>;
  /** `query=`: only entries whose text matches; without an order, the best matches first. */
  search?: EntrySearchSpec | null;
  order: Array<{ sys: 'created_at' | 'updated_at' | 'published_at' | 'position' | 'id'; desc: boolean } | { field: string; chain: string[]; kind: JsonValueKind; desc: boolean }>;
  limit: number;
  skip: number;
  /** Only entries whose values (delivery: published snapshot) point at this entry or file (the link index). */
  linksTo?: { type: 'Entry' | 'Asset'; id: string } | null;
}

/**
 * One field filter (`domain/entries/filters.ts`). `eq` and the comparisons take `value`; `in`,
 * `nin`, `all` take `values`; `exists` takes `value` true or false. `list`: the field holds a
 * list, whose items `contains`, `ne`, `in`, `nin` and `all` test.
 */
export interface ListFilter {
  field: string;
  chain: string[];
  kind: JsonValueKind;
  op: 'eq' | 'contains' | 'ne' | 'in' | 'nin' | 'exists' | 'lt' | 'lte' | 'gt' | 'gte' | 'all';
  value: string | number | boolean;
  values?: Array<string | number | boolean>;
  list?: boolean;
  /** The value is a document (json, rich_text, list rows): only `exists` applies, and it has no sort key. */
  composite?: boolean;
}

type Q<O> = SelectQueryBuilder<DB, 'entries', O>;

function applyWhere<O>(qb: Q<O>, engine: Engine, spec: EntryListSpec, counting = false): Q<O> {
  const column = spec.audience === 'delivery' ? 'published_fields' : 'fields';
  let q = qb.where('entries.space_id', '=', spec.spaceId);
  if (spec.contentType) q = q.where('entries.content_type', '=', spec.contentType);
  // Published ⇔ published_version set (every write sets or clears both together). Counting by
  // published_version reads the (space, type, published_version) index, not every row; rows
  // keep the other form, so SQLite's planner (no statistics) still orders by the time indexes.
  if (spec.audience === 'delivery') q = counting ? q.where('entries.published_version', 'is not', null) : q.where('entries.published_fields', 'is not', null);
  else q = spec.status ? q.where('entries.status', '=', spec.status as 'draft') : q.where('entries.status', '!=', 'archived');
  // Published entries always have published_at (set and cleared with the snapshot). Saying so
  // lets an ORDER BY published_at … LIMIT start at the first published entry: without it, the
  // index walk begins with the NULLs of drafts (and, on PostgreSQL, of dead row versions) —
  // first in a backward scan there, first in an ascending one on SQLite — and reads them all.
  if (spec.audience === 'delivery' && !counting && ordersByPublishedAt(spec)) q = q.where('entries.published_at', 'is not', null);
  for (const id of spec.ids ?? []) {
    if (id.op === 'eq') q = q.where('entries.id', '=', id.values[0]);
    else if (id.op === 'ne') q = q.where('entries.id', '!=', id.values[0]);
    else q = q.where('entries.id', id.op === 'in' ? 'in' : 'not in', id.values);
  }
  // A probe of the entry's own link rows (their primary key starts with entry_id, published):
  // the matches or the order's index drive, whichever the caller chose.
  if (spec.linksTo) q = q.where((eb) => linksProbe(eb, spec.audience, spec.linksTo!));
  for (const f of spec.filters) {
    const exact = exactKey(spec, f);
    if (exact) {
      // Answered by the keys alone: one probe of this entry's keys, no JSON.
      q = q.where((eb) => exact.test(eb));
      continue;
    }
    const keyed = spec.audience === 'delivery' && spec.contentType ? keyCondition(f) : null;
    if (keyed) {
      // Index pre-filter from the sort keys (slugs included; every language of the chain: a
      // superset of the fallback-resolved comparison below, which stays the rule).
      q = q.where('entries.id', 'in', (eb) =>
        keyed(
          eb
            .selectFrom('entry_sort_keys')
            .select('entry_sort_keys.entry_id')
            .where('entry_sort_keys.space_id', '=', spec.spaceId)
            .where('entry_sort_keys.content_type', '=', spec.contentType as string)
            .where('entry_sort_keys.field', '=', f.field)
            .where('entry_sort_keys.locale', 'in', f.chain),
        ),
      );
    }
    q = q.where(filterCondition(engine, column, f));
  }
  return q;
}

const COMPARE = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/** The rule of one filter on the reader's values (the JSON of the latest or published values). */
function filterCondition(engine: Engine, column: 'fields' | 'published_fields', f: ListFilter): RawBuilder<boolean> {
  const values = f.values ?? [f.value];
  if (f.list) {
    const has = (mode: 'any' | 'all') => jsonArrayHas(engine, column, f.field, f.chain, values.map(String), mode);
    switch (f.op) {
      case 'contains':
        return jsonArrayContains(engine, column, f.field, f.chain, String(f.value));
      case 'ne':
      case 'nin':
        // Entries without the field hold none of the values: they match (as in Contentful).
        return sql<boolean>`not ${has('any')}`;
      case 'in':
        return has('any');
      case 'all':
        return has('all');
      case 'exists':
        return f.value ? jsonArrayNonEmpty(engine, column, f.field, f.chain) : sql<boolean>`not ${jsonArrayNonEmpty(engine, column, f.field, f.chain)}`;
      default:
        throw new Error(`operator ${f.op} on a list field`);
    }
  }
  const expr = jsonScalar(engine, column, f.field, f.chain, f.kind);
  const list = sql.join(values.map((v) => sql`${v}`));
  switch (f.op) {
    case 'eq':
      return sql<boolean>`${expr} = ${f.value}`;
    case 'ne':
      return engine === 'sqlite' ? sql<boolean>`${expr} is not ${f.value}` : sql<boolean>`${expr} is distinct from ${f.value}`;
    case 'in':
      return sql<boolean>`${expr} in (${list})`;
    case 'nin':
      return sql<boolean>`(${expr} is null or ${expr} not in (${list}))`;
    case 'exists':
      return f.value ? sql<boolean>`${expr} is not null` : sql<boolean>`${expr} is null`;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return f.kind === 'text' ? textCompare(engine, expr, COMPARE[f.op], String(f.value)) : sql<boolean>`${expr} ${sql.raw(COMPARE[f.op])} ${f.value}`;
    default:
      throw new Error(`operator ${f.op} on a single value`);
  }
}

type KeyQuery = SelectQueryBuilder<DB, 'entry_sort_keys', { entry_id: string }>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IdSet = SelectQueryBuilder<DB, any, { entry_id: string }>;

/**
 * A delivery filter the keys answer exactly (`entry_sort_keys` for single values,
 * `entry_list_keys` for list items): the entries of the type it keeps (`negative` false) or
 * leaves out (`negative` true) as a set of ids, and the same test on one entry.
 */
interface ExactKey {
  negative: boolean;
  /** The ids the keys name: those kept, or, when `negative`, those left out. */
  set: (db: Kysely<DB>) => IdSet;
  /** True when the entry passes the filter, probing its own keys (primary key lookups). */
  test: (eb: ExpressionBuilder<DB, 'entries'>) => Expression<SqlBool>;
  /**
   * `set` names each entry at most once (one sort key per entry, field and language), so it is
   * counted and intersected as it is: a DISTINCT over 50,000–100,000 keys hashed them all on
   * PostgreSQL (150–280 ms at 100,000 posts, spilling to disk past work_mem).
   */
  unique?: boolean;
  /**
   * A kept single value: the condition on its key row (alias k) and the keys of its field and
   * language. Conditions on one field and language are one range of one index (`[gte]` with
   * `[lt]`), and an order by that field reads only the keys within it.
   */
  onKey?: { field: string; locale: string; cond: RawBuilder<SqlBool>; keys: (db: Kysely<DB>) => IdSet };
}

/**
 * The keys are exact for a delivery filter on one type when the value compared is one language's
 * own (no fallback: keys are per language, and the first language that has a value would have
 * to be chosen per entry) and the value compared is a key (texts of at most MAX_KEY_TEXT). Keys
 * exist exactly for the published snapshots of the type's entries (`app/entries/sort-keys.ts`),
 * so an entry with no key for the field has no value there: `[ne]`, `[nin]` and `[exists]=false`
 * keep it, as the JSON rule does. Null: the JSON rule decides (with a key pre-filter if any).
 */
function exactKey(spec: EntryListSpec, f: ListFilter): ExactKey | null {
  if (spec.audience !== 'delivery' || !spec.contentType || f.composite || f.chain.length !== 1) return null;
  const type = spec.contentType;
  const locale = f.chain[0];
  const values = f.values ?? [f.value];
  if (f.list) {
    if (f.op !== 'exists' && values.some((v) => typeof v !== 'string')) return null;
    const items = [...new Set(values.map(String))];
    const keys = (db: Kysely<DB>) =>
      db.selectFrom('entry_list_keys as l').select('l.entry_id').where('l.space_id', '=', spec.spaceId).where('l.content_type', '=', type).where('l.field', '=', f.field).where('l.locale', '=', locale);
    const own = (eb: ExpressionBuilder<DB, 'entries'>) => eb.selectFrom('entry_list_keys as l').whereRef('l.entry_id', '=', 'entries.id').where('l.field', '=', f.field).where('l.locale', '=', locale);
    const anyOf = (negative: boolean, only: string[] | null): ExactKey => ({
      negative,
      set: (db) => (only ? keys(db).where('l.item', 'in', only) : keys(db)),
      test: (eb) => {
        const found = eb.exists((only ? own(eb).where('l.item', 'in', only) : own(eb)).select('l.entry_id'));
        return negative ? eb.not(found) : found;
      },
    });
    switch (f.op) {
      case 'contains':
        return anyOf(false, [String(f.value)]);
      case 'in':
        return anyOf(false, items);
      case 'ne':
      case 'nin':
        return anyOf(true, f.op === 'ne' ? [String(f.value)] : items);
      case 'exists':
        return anyOf(!f.value, null);
      case 'all':
        return {
          negative: false,
          // The first item's keys, each probed for the others by primary key: a GROUP BY over
          // every key of every item sorted them all (80 ms for two common tags at 100,000 posts).
          set: (db) =>
            items
              .slice(1)
              .reduce(
                // The other items' keys named in full (space and type too): PostgreSQL then merges
                // two ranges of entry_list_keys_item, both in entry id order, instead of scanning
                // the table for the item (115 ms at 100,000 posts).
                (q, item) =>
                  q.where(({ exists, selectFrom }) =>
                    exists(
                      selectFrom('entry_list_keys as l2')
                        .select('l2.entry_id')
                        .whereRef('l2.entry_id', '=', 'l.entry_id')
                        .where('l2.space_id', '=', spec.spaceId)
                        .where('l2.content_type', '=', type)
                        .where('l2.field', '=', f.field)
                        .where('l2.locale', '=', locale)
                        .where('l2.item', '=', item),
                    ),
                  ),
                keys(db).where('l.item', '=', items[0]),
              ),
          test: (eb) => eb(own(eb).where('l.item', 'in', items).select((e) => e.fn.countAll().as('n')), '=', items.length),
        };
      default:
        return null;
    }
  }
  if (values.some((v) => String(v).length > MAX_KEY_TEXT)) return null;
  const col = f.kind === 'text' ? 'k.text_value' : 'k.num_value';
  const key = (v: string | number | boolean) => keyValue(f.kind, v).value as never;
  const keys = (db: Kysely<DB>) =>
    db.selectFrom('entry_sort_keys as k').select('k.entry_id').where('k.space_id', '=', spec.spaceId).where('k.content_type', '=', type).where('k.field', '=', f.field).where('k.locale', '=', locale);
  const own = (eb: ExpressionBuilder<DB, 'entries'>) => eb.selectFrom('entry_sort_keys as k').whereRef('k.entry_id', '=', 'entries.id').where('k.field', '=', f.field).where('k.locale', '=', locale);
  // The condition on one key row (alias k): what the value must be (true: any value, or none).
  const make = (negative: boolean, cond: RawBuilder<SqlBool>): ExactKey => ({
    negative,
    unique: true,
    onKey: negative ? undefined : { field: f.field, locale, cond, keys },
    set: (db) => keys(db).where(cond),
    test: (eb) => {
      const found = eb.exists(own(eb).where(cond).select('k.entry_id'));
      return negative ? eb.not(found) : found;
    },
  });
  const ref = sql.ref(col);
  const list = () => sql.join(values.map((v) => sql`${key(v)}`));
  switch (f.op) {
    case 'eq':
      return make(false, sql<SqlBool>`${ref} = ${key(f.value)}`);
    case 'in':
      return make(false, sql<SqlBool>`${ref} in (${list()})`);
    case 'ne':
      return make(true, sql<SqlBool>`${ref} = ${key(f.value)}`);
    case 'nin':
      return make(true, sql<SqlBool>`${ref} in (${list()})`);
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return make(false, sql<SqlBool>`${ref} ${sql.raw(COMPARE[f.op])} ${key(f.value)}`);
    case 'exists':
      return make(!f.value, sql<SqlBool>`1 = 1`);
    default:
      return null;
  }
}

function linksProbe(eb: ExpressionBuilder<DB, 'entries'>, audience: EntryColumns, linksTo: NonNullable<EntryListSpec['linksTo']>): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('entry_links as lk')
      .select('lk.entry_id')
      .whereRef('lk.entry_id', '=', 'entries.id')
      .where('lk.published', '=', audience === 'delivery' ? 1 : 0)
      .where('lk.target_type', '=', linksTo.type)
      .where('lk.target_id', '=', linksTo.id),
  );
}

/**
 * `links_to_*` of a delivery list as a kept set: the link index's rows from published snapshots
 * exist exactly for published entries (`app/entries/link-index.ts`), with the linking entry's
 * type, so the matches of a type are read from `entry_links_target_type` alone.
 */
function linksKey(spec: EntryListSpec, linksTo: NonNullable<EntryListSpec['linksTo']>): ExactKey {
  return {
    negative: false,
    set: (db) => {
      const q = db
        .selectFrom('entry_links as lk')
        .select('lk.entry_id')
        .where('lk.space_id', '=', spec.spaceId)
        .where('lk.target_type', '=', linksTo.type)
        .where('lk.target_id', '=', linksTo.id)
        .where('lk.published', '=', spec.audience === 'delivery' ? 1 : 0);
      return spec.contentType ? q.where('lk.content_type', '=', spec.contentType) : q;
    },
    test: (eb) => linksProbe(eb, spec.audience, linksTo),
  };
}

/**
 * A drafts reader's list without `status` leaves archived entries out: for `links_to_*` of one
 * type, the type's archived entries (usually few, from `entries_space_type`) are the left-out set.
 */
function archivedKey(spec: EntryListSpec, contentType: string): ExactKey {
  return {
    negative: true,
    unique: true,
    set: (db) => db.selectFrom('entries').select('entries.id as entry_id').where('entries.space_id', '=', spec.spaceId).where('entries.content_type', '=', contentType).where('entries.status', '=', 'archived'),
    test: (eb) => eb('entries.status', '!=', 'archived'),
  };
}

/**
 * Every condition of a delivery list as exact keys (field filters, `links_to_*`), or null when
 * any is not, when there is none, or with id filters or a search (those drive by themselves).
 */
function exactKeys(spec: EntryListSpec): ExactKey[] | null {
  if ((spec.ids?.length ?? 0) > 0 || spec.search) return null;
  if (spec.audience === 'drafts') {
    // Drafts readers' filters read the JSON; their `links_to_*` of one type (every status but archived) are keys.
    return spec.linksTo && spec.contentType && spec.filters.length === 0 && spec.status === null ? [linksKey(spec, spec.linksTo), archivedKey(spec, spec.contentType)] : null;
  }
  if (spec.filters.length === 0 && !spec.linksTo) return null;
  const keys = spec.filters.map((f) => exactKey(spec, f));
  if (spec.linksTo) keys.push(linksKey(spec, spec.linksTo));
  return keys.every((k) => k !== null) ? keys : null;
}

/** The published entries of the list's type (or of every type), as ids (the `entries_type_live_id` index alone). */
function liveIds(db: Kysely<DB>, spec: EntryListSpec): IdSet {
  const q = db.selectFrom('entries').select('entries.id as entry_id').where('entries.space_id', '=', spec.spaceId).where('entries.published_version', 'is not', null);
  return spec.contentType ? q.where('entries.content_type', '=', spec.contentType) : q;
}

/**
 * The ids of the entries matching every exact filter: the kept sets intersected, minus every
 * left-out set; with none kept, the type's published entries minus the left-out sets.
 */
function matchingIds(db: Kysely<DB>, spec: EntryListSpec, keys: readonly ExactKey[]): IdSet {
  const kept = mergeRanges(keys.filter((k) => !k.negative));
  // distinct: an entry may hold two of the items asked for, or link from two fields.
  let q: IdSet = kept.length > 0 ? (kept[0].unique ? kept[0].set(db) : kept[0].set(db).distinct()) : liveIds(db, spec);
  for (const k of kept.slice(1)) q = q.intersect(k.set(db));
  const left = keys.filter((k) => k.negative);
  if (left.length === 0) return q;
  // NOT IN, not EXCEPT: SQLite merges an EXCEPT in id order, reading the left-out set through
  // the (space, id) index whatever narrower index it has; a NOT IN list is read by its own.
  return left.reduce((out, k) => out.where('m.entry_id', 'not in', k.set(db) as never), db.selectFrom(q.as('m')).select('m.entry_id') as unknown as IdSet);
}

/** Kept single values on one field and language become one set: every condition on the same key row. */
function mergeRanges(kept: readonly ExactKey[]): ExactKey[] {
  const out: ExactKey[] = [];
  const byKey = new Map<string, ExactKey[]>();
  for (const k of kept) {
    if (!k.onKey) {
      out.push(k);
      continue;
    }
    const name = JSON.stringify([k.onKey.field, k.onKey.locale]);
    if (!byKey.has(name)) byKey.set(name, []);
    byKey.get(name)!.push(k);
  }
  for (const group of byKey.values()) {
    const first = group[0].onKey!;
    out.push(group.length === 1 ? group[0] : { ...group[0], set: (db) => group.reduce((q, k) => q.where(k.onKey!.cond), first.keys(db)) });
  }
  return out;
}

/**
 * How many entries match, from the keys alone. With a kept set, its (intersected, reduced) ids
 * are counted; with only left-out sets, the type's published entries (the covering
 * `entries_type_live_id` index) minus their union: counting what `[ne]` keeps would read every
 * entry of the type, counting what it leaves out reads a few keys. `live`: the type's count, when
 * it was read.
 */
async function exactCount(db: Kysely<DB>, spec: EntryListSpec, keys: readonly ExactKey[]): Promise<{ total: number; live: number | null }> {
  // Every set counted holds each id once (`matchingIds`; compounds are distinct).
  const count = async (ids: IdSet) => Number((await db.selectFrom(ids.as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (keys.some((k) => !k.negative)) return { total: await count(matchingIds(db, spec, keys)), live: null };
  // UNION removes repeats itself; one set alone needs DISTINCT unless it is unique.
  const first = keys.length > 1 || keys[0].unique ? keys[0].set(db) : keys[0].set(db).distinct();
  const left = keys.slice(1).reduce<IdSet>((q, k) => q.union(k.set(db)), first);
  // Independent counts: PostgreSQL runs them on two connections at once.
  const [live, out] = await Promise.all([liveCount(db, spec), count(left)]);
  return { total: live - out, live };
}

function liveCount(db: Kysely<DB>, spec: EntryListSpec): Promise<number> {
  let q = db.selectFrom('entries').select((eb) => eb.fn.countAll<number>().as('n')).where('entries.space_id', '=', spec.spaceId).where('entries.published_version', 'is not', null);
  if (spec.contentType) q = q.where('entries.content_type', '=', spec.contentType);
  return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
}

/**
 * Whether the page is read from the matches' ids (each match's order value read from an index,
 * then sorted: about `total` index reads) rather than by walking the order's index and testing
 * each entry with a probe of its keys until the page is full (about (skip + limit) × live /
 * total entries). Up to DRIVE_MAX matches they drive; with only left-out sets (the type's count
 * is known), the cheaper of the two.
 */
const DRIVE_MAX = 5000;
function driveFromIds(spec: EntryListSpec, total: number, live: number | null): boolean {
  if (live === null) return total <= DRIVE_MAX;
  return total <= DRIVE_MAX && total <= ((spec.skip + spec.limit) * live) / total;
}

/**
 * The page of an exact-filtered list whose matches are few: the page's ids first, sorting the
 * matches by what an index holds (the time columns in `entries_order_cover` on SQLite, where
 * reading them from a row means walking its JSON's overflow pages; a field's sort keys), then
 * the page's rows. Other orders, or keys out of step with the entries, sort the joined rows.
 */
async function rowsFromIds(db: Kysely<DB>, engine: Engine, spec: EntryListSpec, keys: readonly ExactKey[], ids: readonly string[]): Promise<ReadEntryRow[]> {
  const rest: EntryListSpec = { ...spec, filters: [], linksTo: null };
  const joined = async () => {
    const q = applyWhere(db.selectFrom(matchingIds(db, spec, keys).as('m')).crossJoin('entries').whereRef('entries.id', '=', 'm.entry_id') as unknown as Q<object>, engine, rest);
    return (await applyOrder(selectEntryColumns(q, spec.audience), engine, spec).limit(spec.limit).offset(spec.skip).execute()) as ReadEntryRow[];
  };
  // The matches' ids (at most DRIVE_MAX) as a list: both planners read each one by its id; as a
  // subquery PostgreSQL misjudged how many and hashed every entry of the type.
  if (ids.length === 0) return [];
  let page: string[] | null = null;
  const byKey = keyOrder(spec);
  if (spec.order.every((o) => 'sys' in o)) {
    const listed = db.selectFrom('entries').select('entries.id').where('entries.id', 'in', ids) as unknown as Q<{ id: string }>;
    // PostgreSQL: with the list's own conditions beside the ids it may instead walk the order's
    // index, testing each entry against the ids, when they are many (3,449 ids: 70 buffers
    // instead of 13,800 for reading every one and sorting). SQLite reads them from
    // `entries_order_cover`, which holds the times.
    const q = engine === 'postgres' ? applyWhere(listed, engine, rest) : listed;
    page = (await applyOrder(q, engine, spec).limit(spec.limit).offset(spec.skip).execute()).map((r) => r.id);
  } else if (byKey && !(await hasUnkeyedValues(db, spec, byKey))) {
    // Entries with a value by value then id, then those without one by id (as `rowsByKey`).
    const keyed = (
      await db
        .selectFrom('entry_sort_keys as ok')
        .select('ok.entry_id')
        .where('ok.entry_id', 'in', ids)
        .where('ok.field', '=', byKey.field)
        .where('ok.locale', '=', byKey.locale)
        .where(`ok.${byKey.col}`, 'is not', null)
        .orderBy(`ok.${byKey.col}`, byKey.desc ? 'desc' : 'asc')
        .orderBy('ok.entry_id')
        .execute()
    ).map((r) => r.entry_id);
    const has = new Set(keyed);
    const missing = ids.filter((id) => !has.has(id));
    // Ids in the database's own order (its collation), as every other page's tie-break.
    const rest = missing.length === 0 || keyed.length >= spec.skip + spec.limit ? [] : (await db.selectFrom('entries').select('entries.id').where('entries.id', 'in', missing).orderBy('entries.id').execute()).map((r) => r.id);
    page = [...keyed, ...rest].slice(spec.skip, spec.skip + spec.limit);
  }
  if (page === null) return joined();
  if (page.length === 0) return [];
  const rows = (await selectEntryColumns(applyWhere(db.selectFrom('entries').where('entries.id', 'in', page), engine, rest), spec.audience).execute()) as ReadEntryRow[];
  if (rows.length !== page.length) return joined();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.map((id) => byId.get(id) as ReadEntryRow);
}

/**
 * The sort-key condition that narrows a delivery filter to an index range (`entry_sort_keys`
 * holds published scalar values), or null when keys cannot say: list fields (not keys), `ne` and
 * `nin` (they match entries without a value, which have no key), texts too long to be keys.
 */
function keyCondition(f: ListFilter): ((q: KeyQuery) => KeyQuery) | null {
  if (f.list || f.composite) return null;
  const values = f.values ?? [f.value];
  if (values.some((v) => String(v).length > MAX_KEY_TEXT)) return null;
  const col = f.kind === 'text' ? 'entry_sort_keys.text_value' : 'entry_sort_keys.num_value';
  const key = (v: string | number | boolean) => keyValue(f.kind, v).value as never;
  switch (f.op) {
    case 'eq':
      return (q) => q.where(col, '=', key(f.value));
    case 'in':
      return (q) => q.where(col, 'in', values.map(key));
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return (q) => q.where(col, COMPARE[f.op as keyof typeof COMPARE], key(f.value));
    case 'exists':
      return f.value ? (q) => q : null;
    default:
      return null;
  }
}

/** Delivery readers' `sys.updated_at` is the time of publishing: both order by published_at. */
function ordersByPublishedAt(spec: EntryListSpec): boolean {
  const first = spec.order[0];
  return first !== undefined && 'sys' in first && (first.sys === 'published_at' || first.sys === 'updated_at');
}

/** The sort-key column and value a JSON scalar of this kind is stored as (`domain/entries/sort-keys.ts`). */
function keyValue(kind: JsonValueKind, value: string | number | boolean): { col: 'text_value' | 'num_value'; value: string | number } {
  if (kind === 'text') return { col: 'text_value', value: String(value) };
  return { col: 'num_value', value: typeof value === 'boolean' ? (value ? 1 : 0) : Number(value) };
}

function sysColumn(key: EntryListSpec['order'][number] & { sys: string }, audience: EntryColumns): RawBuilder<unknown> {
  // Delivery readers see the published snapshot: its "updated" time is when it was published.
  const name = key.sys === 'updated_at' && audience === 'delivery' ? 'published_at' : key.sys;
  return sql.ref(`entries.${name}`);
}

function applyOrder<O>(qb: Q<O>, engine: Engine, spec: Pick<EntryListSpec, 'order' | 'audience'>): Q<O> {
  const column = spec.audience === 'delivery' ? 'published_fields' : 'fields';
  let q = qb;
  for (const o of spec.order) {
    if ('sys' in o) {
      const col = sysColumn(o, spec.audience);
      const nullable = o.sys === 'position' || (o.sys === 'published_at' && spec.audience === 'drafts');
      // Never-null columns order plainly, so the (space, type, time) indexes serve ORDER BY … LIMIT.
      if (nullable) q = q.orderBy(sql`(${col} is null)`, 'asc');
      q = q.orderBy(col, o.desc ? 'desc' : 'asc');
      continue;
    }
    for (const t of orderTerm(engine, jsonScalar(engine, column, o.field, o.chain, o.kind), o.kind, o.desc)) q = q.orderBy(t);
  }
  return q.orderBy('entries.id');
}

export async function listEntryRows(db: Kysely<DB>, engine: Engine, spec: EntryListSpec): Promise<{ total: number; rows: ReadEntryRow[]; ranks?: Map<string, number | null>; totalExact?: false }> {
  if (spec.search) return searchEntryRows(db, engine, spec, spec.search);
  const exact = exactKeys(spec);
  if (exact) {
    // The count first: it is read from the keys, and says how to read the page.
    if (exact.some((k) => !k.negative)) {
      // Kept sets: their first DRIVE_MAX + 1 ids; fewer are all of them (the total, and the ids the page is sorted from).
      const ids = (await matchingIds(db, spec, exact).limit(DRIVE_MAX + 1).execute()).map((r) => r.entry_id);
      if (ids.length <= DRIVE_MAX) return { total: ids.length, rows: spec.skip >= ids.length ? [] : await rowsFromIds(db, engine, spec, exact, ids) };
    }
    const { total, live } = await exactCount(db, spec, exact);
    if (total === 0 || spec.skip >= total) return { total, rows: [] };
    if (driveFromIds(spec, total, live)) return { total, rows: await rowsFromIds(db, engine, spec, exact, (await matchingIds(db, spec, exact).execute()).map((r) => r.entry_id)) };
    const byKey = keyOrder(spec);
    const rows = byKey && !(await hasUnkeyedValues(db, spec, byKey)) ? await rowsByKey(db, engine, spec, byKey) : await scanRows(db, engine, spec);
    return { total, rows };
  }
  if (spec.linksTo) return linkedEntryRows(db, engine, spec, spec.linksTo);
  const countQ = applyWhere(db.selectFrom('entries'), engine, spec, true).select((eb) => eb.fn.countAll<number>().as('n'));
  const byKey = keyOrder(spec);
  const rowsP = byKey && !(await hasUnkeyedValues(db, spec, byKey)) ? rowsByKey(db, engine, spec, byKey) : scanRows(db, engine, spec);
  const [rows, count] = await Promise.all([rowsP, countQ.executeTakeFirstOrThrow()]);
  return { total: Number(count.n), rows };
}

/**
 * A search counts its matches exactly and ranks them up to this many; beyond, its total is this
 * number with `totalExact` false and its page is in the list's order (docs/entries.md "Search").
 * Ranking means reading every match (bm25 / ts_rank of 100,000 posts holding a common word:
 * 0.2–7 s), where a word in that many entries ranks them almost alike anyway.
 */
export const SEARCH_COUNT_MAX = 1000;

/** PostgreSQL: how many of the newest index rows, per row the count needs, are tried before the index (see `searchEntryRows`). */
const RECENT_ROWS = 3;

/**
 * A search. The matching index rows are read in the index's order, joined with the list's other
 * conditions, until more than SEARCH_COUNT_MAX entries are seen (a LIMIT the engines stop at).
 * Up to that many: exact total; the page by rank (each match ranked by a probe of its own rows)
 * or in the asked order. More: without an order, the newest matching index rows first (not
 * ranked); with one, the order's index is walked, each entry probed for a match. Delivery readers search the published text only, so no draft text can
 * match or show.
 */
async function searchEntryRows(db: Kysely<DB>, engine: Engine, spec: EntryListSpec, asked: EntrySearchSpec): Promise<{ total: number; rows: ReadEntryRow[]; ranks: Map<string, number | null>; totalExact?: false }> {
  // Ranks read the words as asked; the matching and probing queries a prefix as its terms.
  const search = await withPrefixTerms(db, engine, asked);
  const which = spec.audience === 'delivery' ? 'published' : 'latest';
  // Each entry has at most rowsPerEntry rows (one per language), so this many rows without
  // reaching the limit are every match; reaching it means more than SEARCH_COUNT_MAX entries.
  const cap = (SEARCH_COUNT_MAX + 1) * Math.max(1, search.rowsPerEntry);
  const matching = (hits: ReturnType<typeof searchMatchRows>) =>
    applyWhere(
      // The matches drive the join (SQLite keeps a CROSS JOIN's order).
      db.selectFrom(hits).crossJoin('entries').whereRef('entries.id', '=', 'hits.entry_id' as never) as unknown as Q<object>,
      engine,
      spec,
      true,
    )
      .select('entries.id')
      .limit(cap);
  // PostgreSQL reads a GIN index as a bitmap of every match before any LIMIT (100,000 for a
  // common word: most of the budget). The newest index rows are tried first: `cap` matches among
  // them settle that there are more than SEARCH_COUNT_MAX; fewer, and the index is read.
  const recentOver = engine === 'postgres' && (await matching(searchMatchRows(engine, spec.spaceId, which, search, RECENT_ROWS * cap)).execute()).length >= cap;
  const matched = recentOver ? [] : await matching(searchMatchRows(engine, spec.spaceId, which, search)).execute();
  const ids = [...new Set(matched.map((r) => r.id))];
  if (!recentOver && matched.length < cap && ids.length <= SEARCH_COUNT_MAX) {
    const total = ids.length;
    if (total === 0 || spec.skip >= total) return { total, rows: [], ranks: new Map() };
    const ranks = await searchRanks(db, engine, spec.spaceId, which, search, ids);
    let page: string[];
    if (spec.order.length === 0) {
      page = [...ids].sort((x, y) => (ranks.get(y) ?? 0) - (ranks.get(x) ?? 0) || (x < y ? -1 : x > y ? 1 : 0)).slice(spec.skip, spec.skip + spec.limit);
    } else {
      const q = db.selectFrom('entries').select('entries.id').where('entries.space_id', '=', spec.spaceId).where('entries.id', 'in', ids) as unknown as Q<{ id: string }>;
      page = (await applyOrder(q, engine, spec).limit(spec.limit).offset(spec.skip).execute()).map((r) => r.id);
    }
    const rows = page.length === 0 ? [] : ((await selectEntryColumns(db.selectFrom('entries').where('entries.id', 'in', page), spec.audience).execute()) as ReadEntryRow[]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const inOrder = page.flatMap((id) => byId.get(id) ?? []);
    return { total, rows: inOrder, ranks: new Map(inOrder.map((r) => [r.id, ranks.get(r.id) ?? 0])) };
  }
  if (spec.order.length === 0) {
    // Not ranked: the matches in the index's order, newest index rows first (the text written
    // last), read until the page is full; an entry matching in several languages once.
    const want = spec.skip + spec.limit;
    for (let rows = want * Math.max(1, search.rowsPerEntry); ; rows *= 4) {
      const got = await applyWhere(
        db.selectFrom(searchMatchRows(engine, spec.spaceId, which, search)).crossJoin('entries').whereRef('entries.id', '=', 'hits.entry_id' as never) as unknown as Q<object>,
        engine,
        spec,
        true,
      )
        .select('entries.id')
        .orderBy(sql`hits.row_id`, 'desc')
        .limit(rows)
        .execute();
      const seen = [...new Set(got.map((r) => r.id))];
      if (seen.length >= want || got.length < rows) {
        const page = seen.slice(spec.skip, want);
        const found = page.length === 0 ? [] : ((await selectEntryColumns(db.selectFrom('entries').where('entries.id', 'in', page), spec.audience).execute()) as ReadEntryRow[]);
        const byId = new Map(found.map((r) => [r.id, r]));
        const inOrder = page.flatMap((id) => byId.get(id) ?? []);
        return { total: SEARCH_COUNT_MAX, totalExact: false, rows: inOrder, ranks: new Map(inOrder.map((r) => [r.id, null])) };
      }
    }
  }
  // In the asked order: its index walked, each entry probed for a match.
  const walk = { ...spec, search: null };
  const rows = (await applyOrder(selectEntryColumns(applyWhere(db.selectFrom('entries'), engine, walk).where(searchProbe(engine, spec.spaceId, which, search)), spec.audience), engine, walk)
    .limit(spec.limit)
    .offset(spec.skip)
    .execute()) as ReadEntryRow[];
  return { total: SEARCH_COUNT_MAX, totalExact: false, rows, ranks: new Map(rows.map((r) => [r.id, null])) };
}

/**
 * `links_to_entry` / `links_to_asset`: the entries the link index names (usually few) drive the
 * join, each then tested against the list's other conditions and sorted. As an IN-subquery
 * beside the other conditions, both planners walked the type's entries in the asked order
 * through its index, probing the link index for every one: the whole type when nothing matched.
 * SQLite keeps a CROSS JOIN's order; the DISTINCT subquery (one entry may link from several
 * fields) cannot be flattened, so it is read first from `entry_links_target_type`. Delivery lists
 * whose other conditions are all exact keys take `linksKey` instead (counted from the index alone).
 */
async function linkedEntryRows(db: Kysely<DB>, engine: Engine, spec: EntryListSpec, linksTo: NonNullable<EntryListSpec['linksTo']>): Promise<{ total: number; rows: ReadEntryRow[] }> {
  const rest: EntryListSpec = { ...spec, linksTo: null };
  const joined = (counting: boolean) => {
    const linked = db
      .selectFrom('entry_links')
      .select('entry_links.entry_id')
      .distinct()
      .where('entry_links.space_id', '=', spec.spaceId)
      .where('entry_links.target_type', '=', linksTo.type)
      .where('entry_links.target_id', '=', linksTo.id)
      .where('entry_links.published', '=', spec.audience === 'delivery' ? 1 : 0)
      .as('linked');
    return applyWhere(db.selectFrom(linked).crossJoin('entries').whereRef('entries.id', '=', 'linked.entry_id') as unknown as Q<object>, engine, rest, counting);
  };
  const [rows, count] = await Promise.all([
    applyOrder(selectEntryColumns(joined(false), spec.audience), engine, spec).limit(spec.limit).offset(spec.skip).execute(),
    joined(true)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows: rows as unknown as ReadEntryRow[] };
}

function scanRows(db: Kysely<DB>, engine: Engine, spec: EntryListSpec): Promise<ReadEntryRow[]> {
  const rowsQ = applyOrder(selectEntryColumns(applyWhere(db.selectFrom('entries'), engine, spec), spec.audience), engine, spec).limit(spec.limit).offset(spec.skip);
  return rowsQ.execute() as Promise<ReadEntryRow[]>;
}

interface KeyOrder {
  field: string;
  locale: string;
  col: 'text_value' | 'num_value';
  desc: boolean;
}

/**
 * Delivery lists of one type ordered by one field in one language (no fallback to merge) read
 * the sort keys in index order instead of every entry's JSON, which cost
 * 300 ms at 10,000 posts (see migrations/0019_sort_keys.ts).
 */
function keyOrder(spec: EntryListSpec): KeyOrder | null {
  if (spec.audience !== 'delivery' || !spec.contentType || spec.order.length !== 1) return null;
  const o = spec.order[0];
  if ('sys' in o || o.chain.length !== 1) return null;
  return { field: o.field, locale: o.chain[0], col: o.kind === 'text' ? 'text_value' : 'num_value', desc: o.desc };
}

/** A text too long to be a key (stored with no value) means this order must read the JSON. */
async function hasUnkeyedValues(db: Kysely<DB>, spec: EntryListSpec, k: KeyOrder): Promise<boolean> {
  const row = await keysOf(db, spec, k).select('k.entry_id').where('k.text_value', 'is', null).where('k.num_value', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

function keysOf(db: Kysely<DB>, spec: EntryListSpec, k: KeyOrder) {
  return db
    .selectFrom('entry_sort_keys as k')
    .where('k.space_id', '=', spec.spaceId)
    .where('k.content_type', '=', spec.contentType as string)
    .where('k.field', '=', k.field)
    .where('k.locale', '=', k.locale);
}

/**
 * The same rows and order as the JSON path: entries with a value by value then id, then those
 * without one by id (missing values last in either direction).
 */
async function rowsByKey(db: Kysely<DB>, engine: Engine, spec: EntryListSpec, k: KeyOrder): Promise<ReadEntryRow[]> {
  // Exact filters on the order's own field and language narrow the keys read (the walk starts
  // within their range instead of testing every entry before it).
  const own = spec.filters.flatMap((f) => {
    const on = exactKey(spec, f)?.onKey;
    return on && on.field === k.field && on.locale === k.locale ? [on.cond] : [];
  });
  const withValue = () =>
    applyWhere(own.reduce((q, c) => q.where(c), keysOf(db, spec, k)).innerJoin('entries', 'entries.id', 'k.entry_id').where(`k.${k.col}`, 'is not', null) as unknown as Q<object>, engine, spec);
  const joined = async () =>
    (await selectEntryColumns(withValue(), spec.audience)
      .orderBy(`k.${k.col}` as never, k.desc ? 'desc' : 'asc')
      .orderBy('k.entry_id' as never)
      .limit(spec.limit)
      .offset(spec.skip)
      .execute()) as ReadEntryRow[];
  const valued = spec.filters.length === 0 ? ((await pageOfKeys(db, engine, spec, k)) ?? (await joined())) : await joined();
  if (valued.length === spec.limit) return valued;
  // The page reaches past the entries with a value: how many there are decides where the rest starts.
  const before =
    valued.length > 0
      ? spec.skip + valued.length
      : Number((await withValue().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const missing = (await selectEntryColumns(
    applyWhere(db.selectFrom('entries'), engine, spec).where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('entry_sort_keys as m').select('m.entry_id').whereRef('m.entry_id', '=', 'entries.id').where('m.field', '=', k.field).where('m.locale', '=', k.locale).where(`m.${k.col}`, 'is not', null))),
    ),
    spec.audience,
  )
    .orderBy('entries.id')
    .limit(spec.limit - valued.length)
    .offset(Math.max(0, spec.skip - before))
    .execute()) as ReadEntryRow[];
  return [...valued, ...missing];
}

/**
 * Without filters, the page is the first keys in index order, and only its entries are read:
 * keys exist for published entries only (`app/entries/sort-keys.ts`). Joining first instead let
 * the planners (SQLite with statistics, PostgreSQL without) walk every entry of the type, and
 * the tie-break by id ascending under a descending value keeps an index from giving the whole
 * order, so the join ran for every entry sharing the top value. Null when some key's entry is
 * not a published entry of the type (keys out of step): the caller joins instead.
 */
async function pageOfKeys(db: Kysely<DB>, engine: Engine, spec: EntryListSpec, k: KeyOrder): Promise<ReadEntryRow[] | null> {
  const page = await keysOf(db, spec, k)
    .select('k.entry_id')
    .where(`k.${k.col}`, 'is not', null)
    .orderBy(`k.${k.col}`, k.desc ? 'desc' : 'asc')
    .orderBy('k.entry_id')
    .limit(spec.limit)
    .offset(spec.skip)
    .execute();
  if (page.length === 0) return [];
  const rows = (await selectEntryColumns(applyWhere(db.selectFrom('entries'), engine, spec).where('entries.id', 'in', page.map((p) => p.entry_id)), spec.audience).execute()) as ReadEntryRow[];
  if (rows.length !== page.length) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.map((p) => byId.get(p.entry_id) as ReadEntryRow);
}

/** Every matching id in order (no paging): entry ordering works on the whole type. */
export async function listEntryIds(db: Kysely<DB>, engine: Engine, spec: Omit<EntryListSpec, 'limit' | 'skip'>): Promise<string[]> {
  const rows = await applyOrder(applyWhere(db.selectFrom('entries'), engine, { ...spec, limit: 0, skip: 0 }).select('entries.id'), engine, spec).execute();
  return rows.map((r) => r.id);
}
