import type { Kysely } from 'kysely';
import { validationFailed } from '../../domain/errors.ts';
import type { DB } from '../../db/schema.ts';
import { newId } from '../ids.ts';
import { hashPassword } from './passwords.ts';
import { replaceWriteTypes } from '../../db/repos/sessions.ts';

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
  if (types.length && role === 'owner') throw validationFailed({ write_types: 'no list for an owner: only editors are limited to some content types' });
  if (types.length) {
    const known = new Set((await db.selectFrom('content_types').select('api_id').where('space_id', '=', spaceId).execute()).map((r) => r.api_id));
    const unknown = types.filter((t) => !known.has(t));
    if (unknown.length) throw validationFailed({ write_types: `content types of "${spaceId}"; unknown: ${unknown.join(', ')}` });
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('memberships').where('user_id', '=', user.id).where('space_id', '=', spaceId).execute();
    await trx.insertInto('memberships').values({ user_id: user.id, space_id: spaceId, role, created_at: now }).execute();
    await replaceWriteTypes(trx, user.id, spaceId, types, now);
  });
}
