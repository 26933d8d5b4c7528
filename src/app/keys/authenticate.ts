import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { KIND_PERMISSIONS, kindFromToken } from '../../domain/permissions.ts';
import { findKeyByHash, touchKey } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken } from './tokens.ts';

const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new Map<string, number>();

/** Turns a bearer token into an Actor, or throws `missing_key` / `invalid_key`. */
export async function authenticate(db: Kysely<DB>, token: string | undefined, now = new Date()): Promise<Actor> {
  if (!token) throw appError('missing_key', 'This endpoint needs a key and none was sent.');
  const kind = kindFromToken(token);
  if (!kind) {
    throw appError('invalid_key', 'The token is not a Tessera key.', {
      fix: 'Send a token starting with svc_dlv_, svc_prv_, svc_mgt_ or svc_agt_ as `Authorization: Bearer <token>`.',
    });
  }
  const row = await findKeyByHash(db, hashToken(token));
  const nowIso = now.toISOString();
  if (!row || row.kind !== kind) throw appError('invalid_key', 'The key is not known.');
  if (row.revoked_at) throw appError('invalid_key', 'The key has been revoked.');
  if (row.expires_at && row.expires_at <= nowIso) throw appError('invalid_key', 'The key has expired.');

  // last_used_at is for people auditing keys, not a hot-path write: at most once a minute per key.
  const last = lastTouched.get(row.id) ?? 0;
  if (now.getTime() - last > TOUCH_INTERVAL_MS) {
    lastTouched.set(row.id, now.getTime());
    await touchKey(db, row.id, nowIso);
  }
  return {
    type: row.kind === 'agent' ? 'agent' : 'key',
    kind: row.kind,
    id: row.id,
    name: row.name,
    spaceId: row.space_id,
    can: new Set(KIND_PERMISSIONS[row.kind]),
  };
}
