import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { KIND_PERMISSIONS, kindFromToken } from '../../domain/permissions.ts';
import { findKeyByHash, touchKey, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken } from './tokens.ts';

const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new Map<string, number>();

/**
 * Keys looked up in the last few seconds, per database, by token hash: delivery reads served
 * from the response cache then need no database round trip. Revoking a key on this node drops
 * it at once (`forgetKey`); other nodes notice within KEY_CACHE_MS. Expiry is checked on every use.
 */
const KEY_CACHE_MS = 5_000;
const KEY_CACHE_MAX = 10_000;
type KeyCache = Map<string, { row: ApiKeyRow; until: number }>;
const keyCaches = new WeakMap<Kysely<DB>, KeyCache>();
const allKeyCaches = new Set<KeyCache>();

/** Drops a key from every key cache of this process (called after its revocation commits). */
export function forgetKey(keyId: string): void {
  for (const cache of allKeyCaches) for (const [hash, hit] of cache) if (hit.row.id === keyId) cache.delete(hash);
}

async function findKey(db: Kysely<DB>, tokenHash: string, nowMs: number): Promise<ApiKeyRow | undefined> {
  let cache = keyCaches.get(db);
  if (!cache) {
    keyCaches.set(db, (cache = new Map()));
    allKeyCaches.add(cache);
  }
  const hit = cache.get(tokenHash);
  if (hit && hit.until > nowMs) return hit.row;
  const row = await findKeyByHash(db, tokenHash);
  if (row && !row.revoked_at) {
    if (cache.size >= KEY_CACHE_MAX) cache.clear();
    cache.set(tokenHash, { row, until: nowMs + KEY_CACHE_MS });
  } else cache.delete(tokenHash);
  return row;
}

/** Turns a bearer token into an Actor, or throws `missing_key` / `invalid_key`. */
export async function authenticate(db: Kysely<DB>, token: string | undefined, now = new Date()): Promise<Actor> {
  if (!token) throw appError('missing_key', 'This endpoint needs a key and none was sent.');
  const kind = kindFromToken(token);
  if (!kind) {
    throw appError('invalid_key', 'The token is not a Tessera key.', {
      fix: 'Send a token starting with svc_dlv_, svc_prv_, svc_mgt_ or svc_agt_ as `Authorization: Bearer <token>`.',
    });
  }
  const row = await findKey(db, hashToken(token), now.getTime());
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
