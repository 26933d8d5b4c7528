import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { KIND_PERMISSIONS, kindFromToken } from '../../domain/permissions.ts';
import { findKeyByHash, touchKey, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import { findAgentTokenBounds } from '../../db/repos/agents.ts';
import { grantRights, type GrantRights } from '../../domain/grants.ts';
import { storedNarrowing } from '../agents/agent-rights.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken } from './tokens.ts';
import { onEveryCommit } from '../unit-of-work.ts';
import { cachesTrusted, onCacheReset } from '../../runtime/cache-trust.ts';

const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new Map<string, number>();

/**
 * Keys looked up in the last few seconds, per database, by token: delivery reads served from
 * the response cache then need no database round trip and no hashing. Revoking a key drops it
 * at once: on this node (`forgetKey`, and the commit listener below), on the others through the
 * same listener run by the commit bus (docs/deploy.md). Expiry is checked on every use.
 */
const KEY_CACHE_MS = 5_000;
const KEY_CACHE_MAX = 10_000;
interface CachedKey {
  row: ApiKeyRow;
  actor: Actor;
  /** Usable while the clock (ms) is before this: the entry's 5 s or the key's expiry, whichever comes first. */
  until: number;
}
/** A map of keys plus a generation bumped when it is emptied: a lookup that began before is not stored. */
type KeyCache = Map<string, CachedKey> & { generation?: number };
const keyCaches = new WeakMap<Kysely<DB>, KeyCache>();
const allKeyCaches = new Set<KeyCache>();

function cacheOf(db: Kysely<DB>): KeyCache {
  let cache = keyCaches.get(db);
  if (!cache) {
    keyCaches.set(db, (cache = new Map()));
    allKeyCaches.add(cache);
  }
  return cache;
}

/**
 * Keys can be revoked or limited by other features (agents, OAuth, members: an agent token's
 * rights follow its approver's membership): any committed change that is not plain content work
 * empties the key cache of that database, so such a change takes effect on this node's next
 * request even if it does not call `forgetKey`.
 */
const CONTENT_WORK = /^(entry|entries|asset|content_type|field|locale)\./;
function empty(cache: KeyCache | undefined): void {
  if (!cache) return;
  cache.clear();
  cache.generation = (cache.generation ?? 0) + 1;
}
onEveryCommit((work) => {
  if (work.actions.some((a) => !CONTENT_WORK.test(a))) empty(keyCaches.get(work.database.db));
});
onCacheReset((db) => empty(keyCaches.get(db)));

/** Drops a key from every key cache of this process (called after its revocation commits). */
export function forgetKey(keyId: string): void {
  for (const cache of allKeyCaches) for (const [token, hit] of cache) if (hit.row.id === keyId) cache.delete(token);
}

function actorOf(row: ApiKeyRow, rights: GrantRights): Actor {
  // Shared by every request of the key while cached: frozen so nobody changes it for the others.
  return Object.freeze({
    type: row.kind === 'agent' ? 'agent' : 'key',
    kind: row.kind,
    id: row.id,
    name: row.name,
    spaceId: row.space_id,
    ...rights,
  });
}

/**
 * What the key may do now. An agent token is bounded by the person who approved the agent (their
 * role and type limits as they are now) and by the consent's narrowing (docs/people.md "What a
 * grant carries"); the key cache is emptied by every membership change, so a cached token never
 * keeps rights its approver lost.
 */
async function rightsOf(db: Kysely<DB>, row: ApiKeyRow): Promise<GrantRights> {
  if (row.kind !== 'agent') return { can: new Set(KIND_PERMISSIONS[row.kind]) };
  const bounds = await findAgentTokenBounds(db, row.id);
  if (!bounds) return { can: new Set(KIND_PERMISSIONS.agent) };
  const approver = bounds.user_id === null ? undefined : bounds.role === null ? null : { role: bounds.role, writeTypes: bounds.member_write_types };
  const rights = grantRights(approver, storedNarrowing(bounds));
  if (!rights) {
    throw appError('invalid_key', 'The person who approved this agent no longer has access to the space (removed, or their login disabled), so the agent\'s access has ended.', {
      fix: 'Ask a member of the space to connect the agent again (OAuth) or to send a new invite.',
    });
  }
  return rights;
}

function usable(hit: CachedKey | undefined, nowMs: number): hit is CachedKey {
  return hit !== undefined && hit.until > nowMs;
}

/**
 * The caller of a token checked in the last few seconds, without touching the database, or
 * null (then `authenticate` decides). For hot read paths.
 */
export function peekActor(db: Kysely<DB>, token: string, nowMs = Date.now()): Actor | null {
  const hit = keyCaches.get(db)?.get(token);
  return usable(hit, nowMs) && cachesTrusted(db) ? hit.actor : null;
}

/** Turns a bearer token into an Actor, or throws `missing_key` / `invalid_key`. */
export async function authenticate(db: Kysely<DB>, token: string | undefined, now = new Date()): Promise<Actor> {
  if (!token) throw appError('missing_key', 'This endpoint needs a key and none was sent.');
  const nowMs = now.getTime();
  const cache = cacheOf(db);
  let hit = cache.get(token);
  const trusted = cachesTrusted(db);
  if (!trusted || !usable(hit, nowMs)) {
    const kind = kindFromToken(token);
    if (!kind) {
      throw appError('invalid_key', 'The token is not a Tessera key.', {
        fix: 'Send a token starting with svc_dlv_, svc_prv_, svc_mgt_ or svc_agt_ as `Authorization: Bearer <token>`.',
      });
    }
    cache.delete(token);
    const generation = cache.generation;
    const row = await findKeyByHash(db, hashToken(token));
    if (!row || row.kind !== kind) throw appError('invalid_key', 'The key is not known.');
    if (row.revoked_at) throw appError('invalid_key', 'The key has been revoked.');
    if (row.expires_at && row.expires_at <= now.toISOString()) throw appError('invalid_key', 'The key has expired.');
    if (cache.size >= KEY_CACHE_MAX) cache.clear();
    // The expiry folds into `until`, so the hot path reads one number, not the stored row.
    hit = { row, actor: actorOf(row, await rightsOf(db, row)), until: Math.min(nowMs + KEY_CACHE_MS, row.expires_at ? Date.parse(row.expires_at) : Infinity) };
    if (trusted && cache.generation === generation) cache.set(token, hit);
  }
  // last_used_at is for people auditing keys, not a hot-path write: at most once a minute per key.
  const last = lastTouched.get(hit.row.id) ?? 0;
  if (nowMs - last > TOUCH_INTERVAL_MS) {
    lastTouched.set(hit.row.id, nowMs);
    await touchKey(db, hit.row.id, now.toISOString());
  }
  return hit.actor;
}
