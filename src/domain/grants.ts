import type { Membership } from './members.ts';
import { KIND_PERMISSIONS, PERMISSIONS, PERMISSION_WORDS, READ_ONLY_PERMISSIONS, ROLE_PERMISSIONS, type Permission } from './permissions.ts';

/**
 * What the person chose on the consent screen: reading only, and which content types the agent
 * may write (null: every type the person may write, including types added later).
 */
export interface Narrowing {
  readOnly: boolean;
  writeTypes: readonly string[] | null;
}

export const NO_NARROWING: Narrowing = { readOnly: false, writeTypes: null };

/** What an agent may do at one request: its permissions and, when limited, the content types it may write. */
export interface GrantRights {
  can: ReadonlySet<Permission>;
  writableContentTypes?: ReadonlySet<string>;
}

/**
 * The rights of an agent at one request (docs/people.md "What a grant carries"): the agent
 * kind's permissions, within its approver's current role and type limits, within what the
 * consent narrowed to. `approver` is `undefined` for an agent no person bounds (made with a
 * management key or the CLI) and `null` when the person who approved it is no longer a member:
 * then the grant carries nothing and the answer is null.
 */
export function grantRights(approver: Membership | null | undefined, narrowing: Narrowing = NO_NARROWING): GrantRights | null {
  if (approver === null) return null;
  let can: readonly Permission[] = KIND_PERMISSIONS.agent;
  if (approver) can = can.filter((p) => ROLE_PERMISSIONS[approver.role].includes(p));
  if (narrowing.readOnly) can = can.filter((p) => READ_ONLY_PERMISSIONS.includes(p));
  const types = intersectTypes(approver?.writeTypes.length ? approver.writeTypes : null, narrowing.writeTypes);
  return { can: new Set(can), ...(types ? { writableContentTypes: new Set(types) } : {}) };
}

/** Two type limits, each null for "every type", as one. */
function intersectTypes(a: readonly string[] | null, b: readonly string[] | null): readonly string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.filter((t) => b.includes(t));
}

/** The permissions a grant carries and the ones it does not, in words, in the table's order. */
export function describeGrant(can: Iterable<Permission>): { may: string[]; mayNot: string[] } {
  const held = new Set(can);
  return {
    may: PERMISSIONS.filter((p) => held.has(p)).map((p) => PERMISSION_WORDS[p]),
    mayNot: PERMISSIONS.filter((p) => !held.has(p)).map((p) => PERMISSION_WORDS[p]),
  };
}
