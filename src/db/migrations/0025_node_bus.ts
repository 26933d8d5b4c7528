import type { Kysely } from 'kysely';

/**
 * Which commit bus each running node announced (a hash of its Redis server and key prefix;
 * null without Redis), so a node can tell that another node registered on the same database
 * cannot hear its invalidations, nor it theirs (docs/deploy.md "A node on another bus").
 * `epoch_applied`: the last cache epoch the node has emptied its caches for, so a write that
 * could not be announced through Redis waits only until the nodes have applied it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('nodes').addColumn('bus', 'text').execute();
  await db.schema.alterTable('nodes').addColumn('epoch_applied', 'integer').execute();
}
