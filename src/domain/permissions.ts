/**
 * Key kinds and what each may do (SPEC "Authentication"). `read` is the baseline every key
 * holds (published content); the six named permissions are SPEC's. Agents hold everything a
 * management key does except `manage_keys`: an agent must not be able to mint keys for itself.
 * `create_read_keys` is the part an agent does hold: creating delivery and preview keys (which
 * only read) for the front ends it builds, and listing and revoking the ones it made.
 * `manage_people` (the members of a space, docs/people.md) goes with `manage_keys`: whoever may
 * hand out people's access is an owner or holds a management key, never an agent.
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
