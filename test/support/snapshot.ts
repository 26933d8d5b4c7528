import { sql } from 'kysely';
import type { Database } from '../../src/db/client.ts';

/**
 * Every row of every table, in a stable order, as one JSON string: compare before and after a
 * request to prove it left the database exactly as it was. `last_used_at` (when a key last
 * called, written at most once a minute) is left out: it records the call, not a change the
 * call made, and would make a slow run fail.
 */
export async function snapshotDatabase(database: Database): Promise<string> {
  const tables =
    database.engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(database.db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(database.db)).rows.map((r) => r.name);
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(database.db)).rows;
    out[t] = rows.map(({ last_used_at: _used, ...r }) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}
