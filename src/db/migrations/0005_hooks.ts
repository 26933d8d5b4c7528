import type { Kysely } from 'kysely';

/**
 * Deploy-hook deliveries (docs/deploy-hooks.md). A delivery is one signed POST to one hook,
 * carrying one event or a coalesced burst of them; it is retried until it succeeds or gives
 * up, and it is also the delivery log. Claims use a lease (`claimed_until`) plus a token so a
 * worker that died mid-attempt leaves the delivery to be claimed again once the lease ends.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhooks').addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('webhooks').addColumn('failing_since', 'text').execute();
  await db.schema.createIndex('webhooks_space').on('webhooks').columns(['space_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('response_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['webhook_id', 'created_at']).execute();
}
