import type { Kysely } from 'kysely';

/**
 * AI translation (docs/translation.md): what each machine-translated value was translated
 * from, and whole-site translation jobs. Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per translated value: the hash of the default-language value it came from, so a
  // later change of that value marks the translation stale.
  await db.schema
    .createTable('entry_translations')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('translated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_translations_pk', ['entry_id', 'locale', 'field'])
    .execute();

  await db.schema
    .createTable('translation_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text')
    .addColumn('overwrite', 'integer', (c) => c.notNull())
    .addColumn('stale', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // queued | running | done | cancelled
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('translated', 'integer', (c) => c.notNull())
    .addColumn('failures', 'text', (c) => c.notNull()) // JSON [{entry_id, error}]
    .addColumn('cursor', 'text', (c) => c.notNull()) // last entry id handled ('' = none yet)
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('actor', 'text', (c) => c.notNull()) // JSON: who started it, to act as
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('translation_jobs_space').on('translation_jobs').columns(['space_id', 'created_at']).execute();
  await db.schema.createIndex('translation_jobs_due').on('translation_jobs').columns(['status', 'run_after']).execute();
}
