import type { Kysely } from 'kysely';

/**
 * Grants bounded by the person who gave them (docs/people.md "What a grant carries"). The
 * consent screen's narrowing travels from the code to the grant: `read_only` (1: the agent
 * only reads) and `write_types` (JSON array of content types it may write; null: every type
 * the approver may write). `invites.creator_id` is the person who made an invite from the
 * dashboard (null for a management key or the CLI); the agent it yields is bounded by them
 * through `agents.user_id`, as an OAuth agent is by whoever approved it. Portable types only
 * (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['oauth_codes', 'oauth_grants']) {
    await db.schema.alterTable(table).addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('write_types', 'text').execute();
  }
  await db.schema.alterTable('invites').addColumn('creator_id', 'text').execute();
  // Finding the agents a person approved, when they leave the space.
  await db.schema.createIndex('agents_user').on('agents').columns(['space_id', 'user_id']).execute();
}
