import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';
import type { DB } from '../schema.ts';

export interface FullTextHit {
  entry_id: string;
  content_type: string;
  locale: string;
  field: string;
  body: string;
}

/**
 * Best-matching published documents of a space for any of `terms` (words of letters and
 * digits only). SQLite ranks with FTS5's bm25 over `search_documents_fts`, PostgreSQL with
 * ts_rank over the generated `tsv` column; both use no stemming, so any language works alike.
 */
export async function fullTextSearch(db: Kysely<DB>, engine: Engine, spaceId: string, terms: readonly string[], limit: number): Promise<FullTextHit[]> {
  const words = terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t));
  if (words.length === 0) return [];
  if (engine === 'sqlite') {
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const { rows } = await sql<FullTextHit>`
      SELECT d.entry_id, d.content_type, d.locale, d.field, d.body
      FROM search_documents_fts f JOIN search_documents d ON d.id = f.rowid
      WHERE search_documents_fts MATCH ${match} AND d.space_id = ${spaceId}
      ORDER BY bm25(search_documents_fts) LIMIT ${limit}`.execute(db);
    return rows;
  }
  const query = words.join(' | ');
  const { rows } = await sql<FullTextHit>`
    SELECT entry_id, content_type, locale, field, body
    FROM search_documents, to_tsquery('simple', ${query}) q
    WHERE space_id = ${spaceId} AND tsv @@ q
    ORDER BY ts_rank(tsv, q) DESC, id LIMIT ${limit}`.execute(db);
  return rows;
}
