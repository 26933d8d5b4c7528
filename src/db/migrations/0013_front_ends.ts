import type { Kysely } from 'kysely';

/**
 * Front ends and agents: which delivery and preview keys an agent made (so it can
 * list and revoke them), Idempotency-Key records shared by every node, and the extra browser
 * origins a space lets read its content. Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // `maker` is `agent:<agent id>` for agents (every token of the agent sees the key) or
  // `key:<key id>` for an agent token with no agent record.
  await db.schema
    .createTable('made_keys')
    .addColumn('key_id', 'text', (c) => c.primaryKey().references('api_keys.id').onDelete('cascade'))
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('maker', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('made_keys_maker').on('made_keys').columns(['space_id', 'maker']).execute();

  // One row per (caller, Idempotency-Key): `status` null while the first request runs.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['space_id', 'caller', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').columns(['expires_at']).execute();

  await db.schema
    .createTable('cors_origins')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cors_origins_pk', ['space_id', 'origin'])
    .execute();
}
