import type { Kysely, Selectable } from 'kysely';
import type { AgentsTable, DB, InvitesTable } from '../schema.ts';

export type AgentRow = Selectable<AgentsTable>;
export type InviteRow = Selectable<InvitesTable>;

export interface AgentListRow extends AgentRow {
  last_used_at: string | null;
}

export async function insertAgent(db: Kysely<DB>, row: AgentRow): Promise<void> {
  await db.insertInto('agents').values(row).execute();
}

export function findAgent(db: Kysely<DB>, spaceId: string, id: string): Promise<AgentRow | undefined> {
  return db.selectFrom('agents').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

/** The active agent an OAuth client already holds in a space for a person, if any. */
export function findOAuthAgent(db: Kysely<DB>, spaceId: string, clientId: string, userId: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('oauth_client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Active agents with the last time any of their tokens was used. */
export async function listActiveAgents(db: Kysely<DB>, spaceId: string): Promise<AgentListRow[]> {
  const agents = await db.selectFrom('agents').selectAll().where('space_id', '=', spaceId).where('revoked_at', 'is', null).orderBy('created_at').orderBy('id').execute();
  if (agents.length === 0) return [];
  const used = await db
    .selectFrom('agent_tokens')
    .innerJoin('api_keys', 'api_keys.id', 'agent_tokens.key_id')
    .select(['agent_tokens.agent_id', (eb) => eb.fn.max('api_keys.last_used_at').as('last_used_at')])
    .where('agent_tokens.agent_id', 'in', agents.map((a) => a.id))
    .groupBy('agent_tokens.agent_id')
    .execute();
  const last = new Map(used.map((u) => [u.agent_id, (u.last_used_at as string | null) ?? null]));
  return agents.map((a) => ({ ...a, last_used_at: last.get(a.id) ?? null }));
}

export async function linkAgentToken(db: Kysely<DB>, keyId: string, agentId: string, grantId: string | null): Promise<void> {
  await db.insertInto('agent_tokens').values({ key_id: keyId, agent_id: agentId, grant_id: grantId }).execute();
}

/**
 * Marks the agent revoked and revokes every token it holds and every delivery and preview key
 * it made (they end with it). Returns the ids of those keys, or null when it was not active.
 */
export async function revokeAgentRow(db: Kysely<DB>, spaceId: string, id: string, now: string): Promise<{ madeKeys: string[] } | null> {
  const r = await db.updateTable('agents').set({ revoked_at: now }).where('space_id', '=', spaceId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return null;
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', 'in', db.selectFrom('agent_tokens').select('key_id').where('agent_id', '=', id))
    .where('revoked_at', 'is', null)
    .execute();
  await db.updateTable('oauth_grants').set({ revoked_at: now, revoked_reason: 'agent revoked' }).where('agent_id', '=', id).where('revoked_at', 'is', null).execute();
  const made = await db
    .selectFrom('made_keys')
    .innerJoin('api_keys', 'api_keys.id', 'made_keys.key_id')
    .select('api_keys.id')
    .where('made_keys.space_id', '=', spaceId)
    .where('made_keys.maker', '=', `agent:${id}`)
    .where('api_keys.revoked_at', 'is', null)
    .orderBy('api_keys.created_at')
    .execute();
  const madeKeys = made.map((k) => k.id);
  if (madeKeys.length) await db.updateTable('api_keys').set({ revoked_at: now }).where('id', 'in', madeKeys).execute();
  return { madeKeys };
}

export async function insertInvite(db: Kysely<DB>, row: InviteRow): Promise<void> {
  await db.insertInto('invites').values(row).execute();
}

export function findInviteByHash(db: Kysely<DB>, tokenHash: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findInvite(db: Kysely<DB>, spaceId: string, id: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

export function listInvites(db: Kysely<DB>, spaceId: string): Promise<InviteRow[]> {
  return db.selectFrom('invites').selectAll().where('space_id', '=', spaceId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/**
 * Claims a usable invite for one redemption. The conditions sit in the UPDATE itself, so two
 * concurrent redemptions cannot both win: exactly one sees a changed row.
 */
export async function claimInvite(db: Kysely<DB>, id: string, agentId: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('invites')
    .set({ used_at: now, agent_id: agentId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function revokeInviteRow(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('invites').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).where('used_at', 'is', null).execute();
}

/** What bounds an agent token (docs/people.md "What a grant carries"), read when the token is authenticated. */
export interface AgentTokenBounds {
  agent_id: string;
  /** The approving person, or null when no person bounds the agent. */
  user_id: string | null;
  /** Their role in the agent's space now; null when they are no longer a member or their login is disabled. */
  role: 'owner' | 'editor' | null;
  /** Their write limit in that space (empty: every type). */
  member_write_types: string[];
  /** The consent's narrowing of the grant the token belongs to (none for invite tokens). */
  read_only: number;
  write_types: string | null;
}

/** One round trip (two for a limited editor): the token's agent, grant and the approver's membership. */
export async function findAgentTokenBounds(db: Kysely<DB>, keyId: string): Promise<AgentTokenBounds | undefined> {
  const row = await db
    .selectFrom('agent_tokens')
    .innerJoin('agents', 'agents.id', 'agent_tokens.agent_id')
    .leftJoin('oauth_grants', 'oauth_grants.id', 'agent_tokens.grant_id')
    .leftJoin('memberships', (j) => j.onRef('memberships.user_id', '=', 'agents.user_id').onRef('memberships.space_id', '=', 'agents.space_id'))
    .leftJoin('users', 'users.id', 'agents.user_id')
    .select(['agents.id as agent_id', 'agents.user_id', 'agents.space_id', 'memberships.role', 'users.disabled_at', 'oauth_grants.read_only', 'oauth_grants.write_types'])
    .where('agent_tokens.key_id', '=', keyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const member_write_types =
    row.user_id && row.role === 'editor'
      ? (await db.selectFrom('membership_write_types').select('content_type').where('user_id', '=', row.user_id).where('space_id', '=', row.space_id).execute()).map((r) => r.content_type)
      : [];
  const role = row.disabled_at === null ? (row.role ?? null) : null;
  return { agent_id: row.agent_id, user_id: row.user_id, role, member_write_types, read_only: row.read_only ?? 0, write_types: row.write_types ?? null };
}

/** The active agents a person bounds in a space (the ones they approved or invited). */
export function listAgentsBoundBy(db: Kysely<DB>, spaceId: string, userId: string): Promise<AgentRow[]> {
  return db.selectFrom('agents').selectAll().where('space_id', '=', spaceId).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Withdraws the invites a person made that were not redeemed yet; returns their ids. */
export async function revokeInvitesMadeBy(db: Kysely<DB>, spaceId: string, creatorId: string, now: string): Promise<string[]> {
  const open = await db.selectFrom('invites').select('id').where('space_id', '=', spaceId).where('creator_id', '=', creatorId).where('used_at', 'is', null).where('revoked_at', 'is', null).execute();
  if (open.length) await db.updateTable('invites').set({ revoked_at: now }).where('id', 'in', open.map((i) => i.id)).execute();
  return open.map((i) => i.id);
}
