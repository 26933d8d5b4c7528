import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Engine } from '../client.ts';
import { jsonArrayContains, jsonScalar, orderTerm, type JsonValueKind } from '../dialect/json.ts';
import type { DB } from '../schema.ts';
import { selectEntryColumns, type EntryColumns, type ReadEntryRow } from './entries.ts';

/** A list query in storage terms (languages and fallbacks already resolved by the caller). */
export interface EntryListSpec {
  spaceId: string;
  contentType: string | null;
  audience: EntryColumns;
  /** Drafts readers: one status, or null for every status except archived. */
  status: string | null;
  filters: Array<{ field: string; chain: string[]; kind: JsonValueKind; op: 'eq' | 'contains'; value: string | number | boolean; slug: boolean }>;
  order: Array<{ sys: 'created_at' | 'updated_at' | 'published_at' | 'position' | 'id'; desc: boolean } | { field: string; chain: string[]; kind: JsonValueKind; desc: boolean }>;
  limit: number;
  skip: number;
}

type Q<O> = SelectQueryBuilder<DB, 'entries', O>;

function applyWhere<O>(qb: Q<O>, engine: Engine, spec: EntryListSpec): Q<O> {
  const column = spec.audience === 'delivery' ? 'published_fields' : 'fields';
  let q = qb.where('entries.space_id', '=', spec.spaceId);
  if (spec.contentType) q = q.where('entries.content_type', '=', spec.contentType);
  if (spec.audience === 'delivery') q = q.where('entries.published_fields', 'is not', null);
  else q = spec.status ? q.where('entries.status', '=', spec.status as 'draft') : q.where('entries.status', '!=', 'archived');
  for (const f of spec.filters) {
    if (f.op === 'contains') {
      q = q.where(jsonArrayContains(engine, column, f.field, f.chain, String(f.value)));
      continue;
    }
    if (f.slug && spec.audience === 'delivery' && spec.contentType) {
      // Index pre-filter: the published slug index holds every language's raw value, a superset
      // of what the fallback-resolved comparison below keeps.
      q = q.where('entries.id', 'in', (eb) =>
        eb
          .selectFrom('entry_slugs')
          .select('entry_slugs.entry_id')
          .where('entry_slugs.space_id', '=', spec.spaceId)
          .where('entry_slugs.content_type', '=', spec.contentType as string)
          .where('entry_slugs.field', '=', f.field)
          .where('entry_slugs.value', '=', String(f.value)),
      );
    }
    q = q.where(sql<boolean>`${jsonScalar(engine, column, f.field, f.chain, f.kind)} = ${f.value}`);
  }
  return q;
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

export async function listEntryRows(db: Kysely<DB>, engine: Engine, spec: EntryListSpec): Promise<{ total: number; rows: ReadEntryRow[] }> {
  const rowsQ = applyOrder(selectEntryColumns(applyWhere(db.selectFrom('entries'), engine, spec), spec.audience), engine, spec).limit(spec.limit).offset(spec.skip);
  const countQ = applyWhere(db.selectFrom('entries'), engine, spec).select((eb) => eb.fn.countAll<number>().as('n'));
  const [rows, count] = await Promise.all([rowsQ.execute(), countQ.executeTakeFirstOrThrow()]);
  return { total: Number(count.n), rows: rows as ReadEntryRow[] };
}

/** Every matching id in order (no paging): entry ordering works on the whole type. */
export async function listEntryIds(db: Kysely<DB>, engine: Engine, spec: Omit<EntryListSpec, 'limit' | 'skip'>): Promise<string[]> {
  const rows = await applyOrder(applyWhere(db.selectFrom('entries'), engine, { ...spec, limit: 0, skip: 0 }).select('entries.id'), engine, spec).execute();
  return rows.map((r) => r.id);
}
