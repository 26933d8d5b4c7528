import { sql, type Kysely } from 'kysely';

/**
 * Delivery queries within their 20 ms at 100,000 entries on both engines (docs/entries.md
 * "Search" and "Filters").
 *
 * SQLite: `entry_search_terms`, the terms of the search index (an fts5vocab table, nothing stored),
 * so a walk of an order that probes entries for a prefix names the prefix's terms one by one
 * (`dialect/full-text.ts` `searchProbe`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE entry_search_terms USING fts5vocab(entry_search_fts, 'row')`.execute(db);
  }
}
