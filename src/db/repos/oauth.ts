import type { Kysely, Selectable } from 'kysely';
import type { DB, OAuthClientsTable, OAuthCodesTable, OAuthGrantsTable, OAuthRefreshTokensTable, OAuthRequestsTable } from '../schema.ts';

export type OAuthClientRow = Selectable<OAuthClientsTable>;
export type OAuthRequestRow = Selectable<OAuthRequestsTable>;
export type OAuthCodeRow = Selectable<OAuthCodesTable>;
export type OAuthGrantRow = Selectable<OAuthGrantsTable>;
export type OAuthRefreshRow = Selectable<OAuthRefreshTokensTable>;

export async function insertClient(db: Kysely<DB>, row: OAuthClientRow): Promise<void> {
  await db.insertInto('oauth_clients').values(row).execute();
}

export function findClient(db: Kysely<DB>, clientId: string): Promise<OAuthClientRow | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertRequest(db: Kysely<DB>, row: OAuthRequestRow): Promise<void> {
  await db.insertInto('oauth_requests').values(row).execute();
}

/** Takes a pending consent request out (single use): returns it only if it was still there. */
export async function takeRequest(db: Kysely<DB>, id: string): Promise<OAuthRequestRow | undefined> {
  const row = await db.selectFrom('oauth_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const r = await db.deleteFrom('oauth_requests').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1 ? row : undefined;
}

export async function deleteExpiredRequests(db: Kysely<DB>, now: string): Promise<void> {
  await db.deleteFrom('oauth_requests').where('expires_at', '<=', now).execute();
}

export async function insertCode(db: Kysely<DB>, row: OAuthCodeRow): Promise<void> {
  await db.insertInto('oauth_codes').values(row).execute();
}

export function findCode(db: Kysely<DB>, codeHash: string): Promise<OAuthCodeRow | undefined> {
  return db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function claimCode(db: Kysely<DB>, codeHash: string, grantId: string, now: string): Promise<boolean> {
  const r = await db.updateTable('oauth_codes').set({ used_at: now, grant_id: grantId }).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Uses up a code without issuing anything (a wrong PKCE verifier); false if it was already used. */
export async function burnCode(db: Kysely<DB>, codeHash: string, now: string): Promise<boolean> {
  const r = await db.updateTable('oauth_codes').set({ used_at: now }).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Codes are kept a day after they were issued, long enough to notice a code presented again. */
export async function deleteOldCodes(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('oauth_codes').where('created_at', '<', before).execute();
}

export async function insertGrant(db: Kysely<DB>, row: OAuthGrantRow): Promise<void> {
  await db.insertInto('oauth_grants').values(row).execute();
}

export function findGrant(db: Kysely<DB>, id: string): Promise<OAuthGrantRow | undefined> {
  return db.selectFrom('oauth_grants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Revokes a grant and every access token issued under it; its refresh tokens die with it. */
export async function revokeGrant(db: Kysely<DB>, id: string, reason: string, now: string): Promise<void> {
  await db.updateTable('oauth_grants').set({ revoked_at: now, revoked_reason: reason }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', 'in', db.selectFrom('agent_tokens').select('key_id').where('grant_id', '=', id))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertRefreshToken(db: Kysely<DB>, row: OAuthRefreshRow): Promise<void> {
  await db.insertInto('oauth_refresh_tokens').values(row).execute();
}

export function findRefreshToken(db: Kysely<DB>, tokenHash: string): Promise<OAuthRefreshRow | undefined> {
  return db.selectFrom('oauth_refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a refresh token used (rotated); false when it already was. */
export async function claimRefreshToken(db: Kysely<DB>, tokenHash: string, now: string): Promise<boolean> {
  const r = await db.updateTable('oauth_refresh_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findAgentTokenGrant(db: Kysely<DB>, keyId: string): Promise<{ grant_id: string | null; agent_id: string } | undefined> {
  return db.selectFrom('agent_tokens').select(['grant_id', 'agent_id']).where('key_id', '=', keyId).executeTakeFirst();
}
