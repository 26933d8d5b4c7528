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

/** True when the list-valued field holds any (`any`) or every one (`all`) of `values`; null when it has no list. */
export function jsonArrayHas(engine: Engine, column: JsonColumn, field: string, chain: string[], values: readonly string[], mode: 'any' | 'all'): RawBuilder<boolean> {
  const col = sql.ref(`entries.${column}`);
  const distinct = [...new Set(values)];
  if (engine === 'sqlite') {
    const arr = coalesce(chain.map((l) => sql`json_extract(${col}, ${sqlitePath(field, l)})`));
    const list = sql.join(distinct.map((v) => sql`${v}`));
    if (mode === 'any') return sql<boolean>`exists (select 1 from json_each(${arr}) as j where j.value in (${list}))`;
    return sql<boolean>`(select count(distinct j.value) from json_each(${arr}) as j where j.value in (${list})) = ${sql.lit(distinct.length)}`;
  }
  const arr = coalesce(chain.map((l) => sql`(${col}::jsonb #> ARRAY[${field}, ${l}]::text[])`));
  const list = sql`ARRAY[${sql.join(distinct.map((v) => sql`${v}`))}]::text[]`;
  return mode === 'any' ? sql<boolean>`coalesce((${arr}) ?| ${list}, false)` : sql<boolean>`coalesce((${arr}) ?& ${list}, false)`;
}

/** True when the list-valued field holds at least one item in the first language of `chain` that has it. */
export function jsonArrayNonEmpty(engine: Engine, column: JsonColumn, field: string, chain: string[]): RawBuilder<boolean> {
  const col = sql.ref(`entries.${column}`);
  if (engine === 'sqlite') {
    const arr = coalesce(chain.map((l) => sql`json_extract(${col}, ${sqlitePath(field, l)})`));
    return sql<boolean>`(coalesce(json_array_length(${arr}), 0) > 0)`;
  }
  const arr = coalesce(chain.map((l) => sql`(${col}::jsonb #> ARRAY[${field}, ${l}]::text[])`));
  return sql<boolean>`(coalesce(jsonb_array_length(case when jsonb_typeof(${arr}) = 'array' then ${arr} end), 0) > 0)`;
}

/** `expr op value` on text in byte order on both engines (ISO 8601 dates compare so). */
export function textCompare(engine: Engine, expr: RawBuilder<unknown>, op: '<' | '<=' | '>' | '>=', value: string): RawBuilder<boolean> {
  const left = engine === 'postgres' ? sql`${expr} collate "C"` : expr;
  return sql<boolean>`${left} ${sql.raw(op)} ${value}`;
}
