import type { Kysely } from 'kysely';

/**
 * Several nodes (docs/deploy.md). `nodes`: every `tessera serve` registers here with a
 * heartbeat, so a node started without REDIS_URL can see that it is not alone and refuse,
 * rather than serve from caches nobody invalidates. `cache_epoch`: one row whose number a node
 * bumps when it committed a change but could not tell the others through Redis; every node
 * reads it on each heartbeat and empties its caches when it moved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('redis', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cache_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('cache_epoch').values({ id: 1, epoch: 0 }).execute();
}
