import { sql, type Kysely } from 'kysely';
import { searchTexts } from '../../domain/entries/search-text.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { textSearchConfig } from '../dialect/full-text.ts';

/**
 * Full-text search of entry lists (`query=`, docs/entries.md "Search"). `entry_search` holds an
 * entry's searched text per language: one row for its latest values and one for its published
 * ones, or a single row flagged both while they are the same (most published entries), so
 * a publish costs an UPDATE of flags, not a second copy of the text. Every write of an entry's
 * values keeps it in the same transaction (`app/entries/search-index.ts`); rows go with their
 * entry (ON DELETE CASCADE).
 *
 * SQLite: an FTS5 table over it (external content, kept by triggers) with the `unicode61`
 * tokenizer removing diacritics, so "Häuser" and "hauser" match alike in any language.
 * PostgreSQL: a generated tsvector with a GIN index, built with the text-search configuration of
 * the row's language (`german` for de, …, `simple` when PostgreSQL has none), title weighted A.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`CREATE TABLE entry_search (
      id integer PRIMARY KEY,
      space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
      entry_id text NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
      locale text NOT NULL,
      latest integer NOT NULL,
      published integer NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      config text NOT NULL)`.execute(db);
    await sql`CREATE VIRTUAL TABLE entry_search_fts USING fts5(title, body, content='entry_search', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`CREATE TRIGGER entry_search_ai AFTER INSERT ON entry_search BEGIN INSERT INTO entry_search_fts(rowid, title, body) VALUES (new.id, new.title, new.body); END`.execute(db);
    await sql`CREATE TRIGGER entry_search_ad AFTER DELETE ON entry_search BEGIN INSERT INTO entry_search_fts(entry_search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body); END`.execute(db);
    await sql`CREATE TRIGGER entry_search_au AFTER UPDATE OF title, body ON entry_search BEGIN
      INSERT INTO entry_search_fts(entry_search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
      INSERT INTO entry_search_fts(rowid, title, body) VALUES (new.id, new.title, new.body); END`.execute(db);
  } else {
    await sql`CREATE TABLE entry_search (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
      entry_id text NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
      locale text NOT NULL,
      latest integer NOT NULL,
      published integer NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      config regconfig NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector(config, title), 'A') || setweight(to_tsvector(config, body), 'B')) STORED)`.execute(db);
    await sql`CREATE INDEX entry_search_tsv ON entry_search USING gin (tsv)`.execute(db);
  }
  await db.schema.createIndex('entry_search_entry').on('entry_search').columns(['entry_id']).execute();

  // The text of what exists already.
  const defs = new Map<string, ContentTypeDefinition>();
  for (const r of await db.selectFrom('content_types').select(['space_id', 'api_id', 'definition']).execute()) defs.set(`${r.space_id}\0${r.api_id}`, JSON.parse(r.definition) as ContentTypeDefinition);
  const defaults = new Map<string, string>();
  for (const r of await db.selectFrom('spaces').select(['id', 'default_locale']).execute()) defaults.set(r.id, r.default_locale);
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('entries').select(['id', 'space_id', 'content_type', 'fields', 'published_fields']).where('id', '>', after).orderBy('id').limit(500).execute();
    const out = rows.flatMap((r) => {
      const def = defs.get(`${r.space_id}\0${r.content_type}`);
      if (!def) return [];
      const texts = searchTexts(def, JSON.parse(r.fields) as StoredFields, r.published_fields ? (JSON.parse(r.published_fields) as StoredFields) : null, defaults.get(r.space_id) ?? 'en');
      return texts.map((t) => ({ space_id: r.space_id, entry_id: r.id, ...t, config: textSearchConfig(t.locale) }));
    });
    for (let i = 0; i < out.length; i += 200) await db.insertInto('entry_search').values(out.slice(i, i + 200)).execute();
    if (rows.length < 500) break;
    after = rows[rows.length - 1].id;
  }
}
