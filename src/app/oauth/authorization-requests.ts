import type { Kysely } from 'kysely';
import { CODE_TTL_SECONDS, CONSENT_REQUEST_TTL_SECONDS } from '../../domain/oauth.ts';
import { deleteExpiredRequests, deleteOldCodes, insertCode, insertRequest, takeRequest, type OAuthRequestRow } from '../../db/repos/oauth.ts';
import { chosenNarrowing } from './consent-choices.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken, newSecret } from '../agents/agent-tokens.ts';
import { newId } from '../ids.ts';

export type PendingRequest = Omit<OAuthRequestRow, 'id' | 'created_at' | 'expires_at'>;

/** Keeps a validated authorization request while the person decides on the consent screen. */
export async function holdAuthorizationRequest(db: Kysely<DB>, request: PendingRequest, now = new Date()): Promise<string> {
  const nowIso = now.toISOString();
  await deleteExpiredRequests(db, nowIso);
  const id = newId(32);
  await insertRequest(db, { ...request, id, created_at: nowIso, expires_at: new Date(now.getTime() + CONSENT_REQUEST_TTL_SECONDS * 1000).toISOString() });
  return id;
}

/** The held request for this session (taken out: a decision is made once), or null. */
export async function takeAuthorizationRequest(db: Kysely<DB>, id: string, sessionHash: string, now = new Date()): Promise<OAuthRequestRow | null> {
  const row = await takeRequest(db, id);
  if (!row || row.session_hash !== sessionHash || row.expires_at <= now.toISOString()) return null;
  return row;
}

/** What the person chose on the consent screen. */
export interface ConsentChoice {
  space: string;
  /** 'full' (the default) or 'read'. */
  access?: string;
  /** The content types ticked for the chosen space. */
  types: readonly string[];
}

/**
 * Approves a held request for one of the person's spaces: stores a single-use code valid for
 * 60 seconds, bound to the client, redirect URI, PKCE challenge, space, resource and what the
 * person narrowed the grant to. Returns null when the person is not a member of that space, or
 * the problem with the choice (the consent screen is shown again with it).
 */
export async function approveAuthorization(db: Kysely<DB>, request: OAuthRequestRow, choice: ConsentChoice, now = new Date()): Promise<{ code: string } | { problem: string } | null> {
  const spaceId = choice.space;
  const narrowing = await chosenNarrowing(db, request.user_id, spaceId, choice.access, choice.types);
  if (!narrowing || 'problem' in narrowing) return narrowing;
  const code = newSecret();
  await deleteOldCodes(db, new Date(now.getTime() - 24 * 3_600_000).toISOString());
  await insertCode(db, {
    code_hash: hashToken(code),
    client_id: request.client_id,
    client_name: request.client_name,
    user_id: request.user_id,
    space_id: spaceId,
    redirect_uri: request.redirect_uri,
    code_challenge: request.code_challenge,
    scope: request.scope,
    resource: request.resource,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
    used_at: null,
    grant_id: null,
    read_only: narrowing.readOnly ? 1 : 0,
    write_types: narrowing.writeTypes === null ? null : JSON.stringify(narrowing.writeTypes),
  });
  return { code };
}
