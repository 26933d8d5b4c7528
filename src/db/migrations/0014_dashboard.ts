import type { Kysely } from 'kysely';

/**
 * Per-type write access for people (SPEC "Authentication" 5): an editor with rows here may
 * write entries of these content types only; an editor without rows may write every type.
 * Owners are never limited. Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('membership_write_types')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('membership_write_types_pk', ['user_id', 'space_id', 'content_type'])
    .execute();
}
