import type { Kysely } from 'kysely';

/**
 * What translation costs and what it may reuse (docs/translation.md "Cost", "Glossary",
 * "Translation memory"): token usage per job and per space and month, caps an owner sets,
 * the glossary and tone per space, and the translation memory of segments already translated.
 * Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const col of ['prompt_tokens', 'completion_tokens', 'total_tokens', 'estimated_tokens', 'from_memory']) {
    await db.schema.alterTable('translation_jobs').addColumn(col, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('translation_jobs').addColumn('max_tokens', 'integer').execute();

  // One row per space: glossary and tone (JSON) and the monthly token cap (null: none).
  await db.schema
    .createTable('translation_settings')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('glossary', 'text', (c) => c.notNull())
    .addColumn('monthly_token_cap', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Tokens spent per space and calendar month (UTC), single entries and jobs alike.
  await db.schema
    .createTable('translation_usage')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull())
    .addColumn('completion_tokens', 'integer', (c) => c.notNull())
    .addColumn('total_tokens', 'integer', (c) => c.notNull())
    .addColumn('estimated_tokens', 'integer', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_usage_pk', ['space_id', 'month'])
    .execute();

  // Segments translated before: key = hash of source text, languages, kind and glossary.
  await db.schema
    .createTable('translation_memory')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_memory_pk', ['space_id', 'key'])
    .execute();
}
