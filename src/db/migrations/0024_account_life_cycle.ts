import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * The account life cycle (docs/dashboard.md "Your account"). `users.disabled_at`: a disabled
 * login cannot sign in and everything it approved stops (null: active). Sessions get a public
 * `id` (the list of one's sessions names them without showing the hash of the cookie), the
 * browser and address they were opened from, and `last_used_at` for the idle timeout.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  // Sessions open while upgrading keep working: last used when they began, a fresh public id each.
  const open = await db.selectFrom('sessions').select(['id_hash', 'created_at']).execute();
  for (const s of open) {
    await db.updateTable('sessions').set({ id: randomBytes(15).toString('base64url'), last_used_at: s.created_at }).where('id_hash', '=', s.id_hash).execute();
  }
  await db.schema.createIndex('sessions_public_id').on('sessions').columns(['id']).unique().execute();
}
