import { sql, type Kysely } from 'kysely';

/**
 * AI answers (docs/answers.md): the questions set for a space, the runs that ask them, and a
 * full-text index of published content that runs search to find what answers contradict.
 * The index is a plain table on both engines; SQLite searches it through an FTS5 table kept
 * in step by triggers, PostgreSQL through a generated tsvector column with a GIN index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('answer_settings')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('next_run_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('answer_settings_due').on('answer_settings').columns(['next_run_at']).execute();

  await db.schema
    .createTable('answer_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('result', 'text')
    .addColumn('usage', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('answer_runs_space').on('answer_runs').columns(['space_id', 'created_at']).execute();
  await db.schema.createIndex('answer_runs_status').on('answer_runs').columns(['status', 'claimed_until']).execute();

  await db.schema
    .createTable('search_documents')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_documents_entry').on('search_documents').columns(['space_id', 'entry_id']).execute();

  if (dialect === 'postgres') {
    await sql`ALTER TABLE search_documents ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED`.execute(db);
    await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE search_documents_fts USING fts5(body, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN INSERT INTO search_documents_fts(rowid, body) VALUES (new.id, new.body); END`.execute(db);
    await sql`CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN INSERT INTO search_documents_fts(search_documents_fts, rowid, body) VALUES ('delete', old.id, old.body); END`.execute(db);
  }
}
