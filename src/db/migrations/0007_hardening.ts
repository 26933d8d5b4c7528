import type { Kysely } from 'kysely';

/**
 * Hardening: the file hashes an asset had before it was replaced, so only a URL that
 * really pointed at the asset redirects to its current file (docs/assets.md "Delivery"); any
 * other hash is 404. Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('asset_past_files')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_past_files_pk', ['space_id', 'asset_id', 'sha256'])
    .execute();
}
