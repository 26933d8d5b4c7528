import type { Kysely } from 'kysely';
import { describeGrant, grantRights, type Narrowing } from '../../domain/grants.ts';
import { READ_ONLY_PERMISSIONS, type Role } from '../../domain/permissions.ts';
import { listContentTypeDefinitions } from '../../db/repos/content-types.ts';
import { findMembershipRole, findWriteTypes, listMemberSpaces } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';

/** One space the person may connect an agent to, and exactly what the grant would carry there. */
export interface ConsentSpace {
  id: string;
  name: string;
  role: Role;
  /** What the agent may and may not do with full access, in words (from the permission table). */
  may: string[];
  mayNot: string[];
  /** What it may do when the person chooses reading only. */
  readOnly: string[];
  /** Whether the agent may write at all here (then the person picks the types). */
  writes: boolean;
  /** The content types the person may write in this space: the ones they can let the agent write. */
  types: { api_id: string; name: string }[];
}

/** What the consent screen offers, space by space: never more than the person holds there now. */
export async function consentChoices(db: Kysely<DB>, userId: string): Promise<ConsentSpace[]> {
  const out: ConsentSpace[] = [];
  for (const s of await listMemberSpaces(db, userId)) {
    const role: Role = s.role === 'owner' ? 'owner' : 'editor';
    const limit = role === 'editor' ? await findWriteTypes(db, userId, s.id) : [];
    const rights = grantRights({ role, writeTypes: limit })!;
    const defs = await listContentTypeDefinitions(db, s.id);
    const types = defs.filter((d) => !limit.length || limit.includes(d.api_id)).map((d) => ({ api_id: d.api_id, name: d.name }));
    const { may, mayNot } = describeGrant(rights.can);
    out.push({ id: s.id, name: s.name, role, may, mayNot, readOnly: describeGrant(READ_ONLY_PERMISSIONS.filter((p) => rights.can.has(p))).may, writes: rights.can.has('write'), types });
  }
  return out;
}

/**
 * The narrowing chosen on the consent screen for one space, or the reason it cannot be used.
 * Only types the person may write there count; every one of them ticked means no narrowing by
 * type (the agent then follows the person's own limit, also as it changes).
 */
export async function chosenNarrowing(db: Kysely<DB>, userId: string, spaceId: string, access: string | undefined, ticked: readonly string[]): Promise<Narrowing | { problem: string } | null> {
  const role = await findMembershipRole(db, userId, spaceId);
  if (!role) return null;
  if (access === 'read') return { readOnly: true, writeTypes: null };
  if (access !== undefined && access !== 'full') return { problem: 'Choose full access or read only.' };
  const limit = role === 'editor' ? await findWriteTypes(db, userId, spaceId) : [];
  const writable = (await listContentTypeDefinitions(db, spaceId)).map((d) => d.api_id).filter((t) => !limit.length || limit.includes(t));
  const chosen = writable.filter((t) => ticked.includes(t));
  if (writable.length && !chosen.length) return { problem: 'Tick at least one content type the agent may write, or choose read only.' };
  return { readOnly: false, writeTypes: chosen.length === writable.length ? null : chosen };
}
