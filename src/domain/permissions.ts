import type { Actor } from './actor.ts';
import { appError, type AppError } from './errors.ts';

/**
 * Who may do what, and the one way to refuse (SPEC "Authentication", "Errors" `key_cannot`).
 * Every entry point (HTTP routes through the auth plugin, operations for batch, MCP and the
 * dashboard) asks this module: `requirePermission` for a permission, `requireContentType` for
 * a person limited to some content types, and both refuse with `keyCannot`. Nothing else builds
 * a `key_cannot` error (eslint rule `tessera/one-refusal`).
 *
 * Key kinds and what each may do: `read` is the baseline every key holds (published content);
 * the six named permissions are SPEC's. Agents hold everything a management key does except
 * `manage_keys`: an agent must not be able to mint keys for itself. `create_read_keys` is the
 * part an agent does hold: creating delivery and preview keys (which only read) for the front
 * ends it builds, and listing and revoking the ones it made. `manage_people` (the members of a
 * space, docs/people.md) goes with `manage_keys`: whoever may hand out people's access is an
 * owner or holds a management key, never an agent.
 */
export const PERMISSIONS = ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'manage_keys', 'create_read_keys', 'manage_people'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const KEY_KINDS = ['delivery', 'preview', 'management', 'agent'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

/** Kinds the API (REST and MCP) may create; management keys and agent tokens come from the CLI, invites and OAuth. */
export const READ_KEY_KINDS = ['delivery', 'preview'] as const satisfies readonly KeyKind[];

export const TOKEN_PREFIX: Record<KeyKind, string> = {
  delivery: 'svc_dlv_',
  preview: 'svc_prv_',
  management: 'svc_mgt_',
  agent: 'svc_agt_',
};

export const KIND_PERMISSIONS: Record<KeyKind, readonly Permission[]> = {
  delivery: ['read'],
  preview: ['read', 'read_drafts'],
  management: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'manage_keys', 'create_read_keys', 'manage_people'],
  agent: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'create_read_keys'],
};

export function kindFromToken(token: string): KeyKind | null {
  for (const kind of KEY_KINDS) if (token.startsWith(TOKEN_PREFIX[kind])) return kind;
  return null;
}

/**
 * What a person holds in a space through the dashboard session (SPEC "Authentication" 5). An
 * owner holds what a management key holds (the API never mints management keys, so owners
 * cannot either); an editor writes and publishes content but does not change the model, hooks
 * or keys.
 */
export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: KIND_PERMISSIONS.management,
  editor: ['read', 'read_drafts', 'write', 'publish'],
};

/**
 * What one may do in a space, by action, and whether a limit to some content types applies to
 * it (SPEC "Authentication" 5 names `write`; every action that changes an entry is limited the
 * same way, or an editor limited to posts could still publish or archive the home page).
 * Reading is never limited. docs/people.md shows this table per role; a test keeps them equal.
 */
export const ACTIONS = {
  read: { needs: 'read', typed: false, label: 'read published content' },
  read_drafts: { needs: 'read_drafts', typed: false, label: 'read drafts, versions and activity' },
  create_edit: { needs: 'write', typed: true, label: 'create and edit entries' },
  publish: { needs: 'publish', typed: true, label: 'publish and unpublish entries' },
  archive: { needs: 'publish', typed: true, label: 'archive and unarchive entries' },
  restore: { needs: 'write', typed: true, label: 'restore an earlier version' },
  translate: { needs: 'write', typed: true, label: 'translate entries' },
  order: { needs: 'write', typed: true, label: 'order the entries of a type' },
  model: { needs: 'manage_model', typed: false, label: 'change content types and languages' },
  hooks: { needs: 'manage_webhooks', typed: false, label: 'manage deploy hooks' },
  keys: { needs: 'create_read_keys', typed: false, label: 'create and revoke delivery and preview keys' },
  people: { needs: 'manage_people', typed: false, label: 'manage the people of the space' },
  settings: { needs: 'manage_webhooks', typed: false, label: 'change site settings and connect search engines' },
  export: { needs: 'manage_model', typed: false, label: 'export the site' },
  analytics: { needs: 'read_drafts', typed: false, label: 'read analytics and search queries' },
} as const satisfies Record<string, { needs: Permission; typed: boolean; label: string }>;
export type Action = keyof typeof ACTIONS;

/** What holds permissions: an Actor, or a membership before it signs in. */
export interface Holder {
  can: ReadonlySet<Permission>;
  writableContentTypes?: ReadonlySet<string>;
}

/** Whether the holder may do the action (on entries of `contentType`, for actions limited by type). */
export function mayDo(holder: Holder, action: Action, contentType?: string): boolean {
  const a = ACTIONS[action];
  if (!holder.can.has(a.needs)) return false;
  return !a.typed || contentType === undefined || mayChangeType(holder, contentType);
}

/** Whether a limit to some content types lets the holder change entries of this type. */
export function mayChangeType(holder: Pick<Holder, 'writableContentTypes'>, contentType: string): boolean {
  return !holder.writableContentTypes || holder.writableContentTypes.has(contentType);
}

const HOLDERS: Record<Permission, string> = {
  read: 'any key',
  read_drafts: 'a preview key, a management key or an agent token',
  write: 'a management key or an agent token',
  publish: 'a management key or an agent token',
  manage_model: 'a management key or an agent token',
  manage_webhooks: 'a management key or an agent token',
  manage_keys: 'a management key',
  create_read_keys: 'a management key or an agent token',
  manage_people: 'a management key, or an owner signed in to the dashboard',
};

type Caller = Pick<Actor, 'type' | 'kind' | 'name'>;

/** Who is refused, as the start of a sentence: a person by role and email, a key by kind. */
function subject(actor: Caller): string {
  if (actor.type === 'user') return `As ${actor.kind} of this space, ${actor.name}`;
  if (actor.type === 'agent' || actor.kind === 'agent') return 'An agent token';
  return `A ${actor.kind} key`;
}

/** Who the caller is, in `details`: a person's role, or a key's kind. */
function callerDetails(actor: Caller): Record<string, unknown> {
  return actor.type === 'user' ? { role: actor.kind } : { key_kind: actor.kind };
}

const ASK_AN_OWNER = 'Ask an owner of the space to do it, or to make you an owner (`tessera user grant EMAIL SPACE --role owner`).';

/**
 * The one refusal (SPEC "Errors" `key_cannot`, 403): "<who> cannot <what>: <reason>." with
 * `details.needs` (the permission that would allow it) and the caller's role or key kind, so a
 * caller can tell what to use instead from any refusal. `what` is a verb phrase ("list keys");
 * `reason` replaces "it needs the … permission" when the caller holds the permission but a
 * limit stops it; `details` adds facts such as the content type.
 */
export function keyCannot(actor: Caller, permission: Permission, what: string, extra: { reason?: string; fix?: string; details?: Record<string, unknown> } = {}): AppError {
  const fix = extra.fix ?? (actor.type === 'user' ? ASK_AN_OWNER : `Use a key that holds "${permission}" (${HOLDERS[permission]}); see \`can\` in GET /api/v1.`);
  return appError('key_cannot', `${subject(actor)} cannot ${what}: ${extra.reason ?? `it needs the "${permission}" permission`}.`, {
    fix,
    details: { needs: permission, ...callerDetails(actor), ...extra.details },
  });
}

/** Throws `keyCannot` unless the actor holds the permission; operations call it first, reads and writes alike. */
export function requirePermission(actor: Caller & Pick<Actor, 'can'>, permission: Permission, what: string): void {
  if (!actor.can.has(permission)) throw keyCannot(actor, permission, what);
}

/** The verbs of the actions on entries that a limit to some content types applies to. */
export type EntryVerb = 'create' | 'edit' | 'publish' | 'unpublish' | 'archive' | 'unarchive' | 'translate' | 'order' | 'restore';

/**
 * Throws `keyCannot` with `details.content_type` unless the actor may change entries of this
 * type (a person can be limited to some types, docs/people.md). `null` is every type at once
 * (a whole-site job), which a limited actor may not touch. Reading is never limited.
 */
export function requireContentType(actor: Caller & Pick<Actor, 'writableContentTypes'>, contentType: string | null, verb: EntryVerb): void {
  const allowed = actor.writableContentTypes;
  if (!allowed || (contentType !== null && allowed.has(contentType))) return;
  const types = [...allowed];
  const list = types.length ? types.map((t) => `"${t}"`).join(', ') : 'no type';
  const who = actor.type === 'user' ? 'your' : 'this key\'s';
  throw keyCannot(actor, 'write', contentType === null ? `${verb} entries of every type` : `${verb} entries of type "${contentType}"`, {
    reason: `changes are limited to entries of ${list}`,
    fix: contentType === null
      ? `Name one of ${list} as the content type.`
      : `Work on entries of ${list}, or ask an owner of the space to add "${contentType}" to ${who} content types (People in the dashboard, or write_types in PATCH /api/v1/spaces/{space_id}/members/{user_id}).`,
    details: { content_type: contentType, write_types: types },
  });
}

/**
 * Each permission in words, for the pages that tell a person or an agent what a grant carries
 * (the consent screen, the invite page). They are generated from these tables, so they say
 * exactly what the API checks.
 */
export const PERMISSION_WORDS: Record<Permission, string> = {
  read: 'read published content, files and the content model',
  read_drafts: 'read drafts, every version and the site\'s activity',
  write: 'create and edit entries and upload files',
  publish: 'publish, unpublish and archive entries',
  manage_model: 'change the content model, languages and ordering, and export the whole site',
  manage_webhooks: 'change site settings, allowed browser origins (CORS) and deploy hooks',
  manage_keys: 'create and revoke keys of every kind, and invite or revoke agents',
  create_read_keys: 'create delivery and preview keys (a preview key reads drafts) and revoke the ones it made',
  manage_people: 'add, change and remove the people of the site',
};

/** The permissions of a read-only grant: it reads what its approver reads and changes nothing. */
export const READ_ONLY_PERMISSIONS: readonly Permission[] = ['read', 'read_drafts'];
