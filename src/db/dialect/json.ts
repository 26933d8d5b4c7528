import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * Reading one value out of an entry's stored JSON (field → language → value) inside SQL, for
 * list filters and ordering. SQLite uses json_extract/json_each, PostgreSQL jsonb operators.
 * `chain` is the list of languages to try in turn (fallbacks): the first present value wins.
 */
export type JsonColumn = 'fields' | 'published_fields';
export type JsonValueKind = 'text' | 'number' | 'boolean';

function sqlitePath(field: string, locale: string): string {
  return `$."${field}"."${locale}"`;
}

function coalesce(parts: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return parts.length === 1 ? parts[0] : sql`coalesce(${sql.join(parts)})`;
}

export function jsonScalar(engine: Engine, column: JsonColumn, field: string, chain: string[], kind: JsonValueKind): RawBuilder<unknown> {
  const col = sql.ref(`entries.${column}`);
  if (engine === 'sqlite') return coalesce(chain.map((l) => sql`json_extract(${col}, ${sqlitePath(field, l)})`));
  const text = coalesce(chain.map((l) => sql`(${col}::jsonb #>> ARRAY[${field}, ${l}]::text[])`));
  if (kind === 'number') return sql`(${text})::numeric`;
  if (kind === 'boolean') return sql`(${text})::boolean`;
  return text;
}

/** True when the list-valued field (tags, references, …) holds `value` as one of its items. */
export function jsonArrayContains(engine: Engine, column: JsonColumn, field: string, chain: string[], value: string): RawBuilder<boolean> {
  const col = sql.ref(`entries.${column}`);
  if (engine === 'sqlite') {
    const arr = coalesce(chain.map((l) => sql`json_extract(${col}, ${sqlitePath(field, l)})`));
    return sql<boolean>`exists (select 1 from json_each(${arr}) as j where j.value = ${value})`;
  }
  const arr = coalesce(chain.map((l) => sql`(${col}::jsonb #> ARRAY[${field}, ${l}]::text[])`));
  return sql<boolean>`(${arr}) @> jsonb_build_array(${value}::text)`;
}

/** Order term with missing values last in either direction, and byte-wise text order on both engines. */
export function orderTerm(engine: Engine, expr: RawBuilder<unknown>, kind: JsonValueKind, desc: boolean): RawBuilder<unknown>[] {
  const dir = desc ? sql`desc` : sql`asc`;
  const value = engine === 'postgres' && kind === 'text' ? sql`${expr} collate "C"` : expr;
  return [sql`(${expr} is null) asc`, sql`${value} ${dir}`];
}
