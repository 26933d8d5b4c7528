import type { Kysely } from 'kysely';
import { appError } from '../../domain/errors.ts';
import { inviteStatus } from '../../domain/invites.ts';
import { findInviteByHash, type InviteRow } from '../../db/repos/agents.ts';
import { findSpace, type SpaceRow } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken } from './agent-tokens.ts';
import { agentRightsNow } from './agent-rights.ts';
import type { GrantRights } from '../../domain/grants.ts';

/**
 * The usable invite behind a join token with what the agent it yields may do, or the SPEC error
 * for its state: unknown 404 `not_found`; redeemed 410 `invite_used`; past its expiry, revoked,
 * or made by a person who has left the space 410 `invite_expired`.
 */
export async function readUsableInvite(db: Kysely<DB>, token: string, now: string): Promise<{ invite: InviteRow; space: SpaceRow; rights: GrantRights }> {
  const invite = await findInviteByHash(db, hashToken(token));
  const space = invite ? await findSpace(db, invite.space_id) : undefined;
  if (!invite || !space) {
    throw appError('not_found', 'No invite exists for this link.', { fix: 'Check that the whole join URL was copied; otherwise ask the site owner for a new invite.' });
  }
  switch (inviteStatus(invite, now)) {
    case 'used':
      throw appError('invite_used', 'This invite was already redeemed; an invite works once.', {
        fix: 'If you redeemed it, use the token you got then. Otherwise ask the site owner for a new invite.',
      });
    case 'expired':
      throw appError('invite_expired', `This invite expired at ${invite.expires_at}.`);
    case 'revoked':
      throw appError('invite_expired', 'The site owner withdrew this invite.', { fix: 'Ask the site owner for a new invite.' });
    case 'usable': {
      const rights = await agentRightsNow(db, invite.creator_id, invite.space_id);
      if (!rights) throw appError('invite_expired', 'The person who created this invite no longer has access to the site.', { fix: 'Ask the site owner for a new invite.' });
      return { invite, space, rights };
    }
  }
}
