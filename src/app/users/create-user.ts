import type { Kysely } from 'kysely';
import { validationFailed } from '../../domain/errors.ts';
import type { DB } from '../../db/schema.ts';
import { newId } from '../ids.ts';
import { hashPassword } from './passwords.ts';
import { replaceWriteTypes } from '../../db/repos/sessions.ts';
import { contentTypeIds } from '../../db/repos/members.ts';
import { assertMembership } from '../../domain/members.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createUser(db: Kysely<DB>, email: string, password: string, now = new Date().toISOString()) {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL.test(normalized)) throw validationFailed({ email: 'an email address' });
  if (password.length < 8) throw validationFailed({ password: 'at least 8 characters' });
  const existing = await db.selectFrom('users').select('id').where('email', '=', normalized).executeTakeFirst();
  if (existing) throw validationFailed({ email: `an address not in use: ${normalized} already has a login` });
  const user = { id: newId(), email: normalized, password_hash: await hashPassword(password), created_at: now };
  await db.insertInto('users').values(user).execute();
  return { id: user.id, email: user.email, created_at: user.created_at };
}

/**
 * Gives a person a role in a space. `writeTypes` limits an editor's `write` to those content
 * types (SPEC "Authentication" 5); an empty or missing list means every type. Granting again
 * replaces both the role and the limit.
 */
export async function grantUser(db: Kysely<DB>, email: string, spaceId: string, role: 'owner' | 'editor', now = new Date().toISOString(), writeTypes: string[] = []): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) throw validationFailed({ email: `an existing login; create it first with "tessera user create ${email}"` });
  const space = await db.selectFrom('spaces').select('id').where('id', '=', spaceId).executeTakeFirst();
  if (!space) throw validationFailed({ space: `an existing space; "${spaceId}" does not exist` });
  const types = [...new Set(writeTypes)];
  assertMembership({ role, writeTypes: types }, await contentTypeIds(db, spaceId));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('memberships').where('user_id', '=', user.id).where('space_id', '=', spaceId).execute();
    await trx.insertInto('memberships').values({ user_id: user.id, space_id: spaceId, role, created_at: now }).execute();
    await replaceWriteTypes(trx, user.id, spaceId, types, now);
  });
}
