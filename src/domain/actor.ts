import { KIND_PERMISSIONS, type KeyKind, type Permission, type Role } from './permissions.ts';
import { appError, type AppError } from './errors.ts';

/**
 * Who is calling: a plain value every entry point (HTTP, MCP, batch, CLI) builds, and the only
 * thing operations know about the caller. `name` is what activity and versions show.
 */
export interface Actor {
  type: 'key' | 'agent' | 'user' | 'system';
  /** A key's kind, or a person's role when they act through the dashboard session. */
  kind: KeyKind | Role | 'system';
  id: string | null;
  name: string;
  spaceId: string;
  can: ReadonlySet<Permission>;
  /** When set, `write` is limited to these content types (SPEC "Authentication" 5). */
  writableContentTypes?: ReadonlySet<string>;
}

export function systemActor(spaceId: string, name = 'tessera'): Actor {
  return {
    type: 'system',
    kind: 'system',
    id: null,
    name,
    spaceId,
    can: new Set<Permission>(KIND_PERMISSIONS.management),
  };
}

export function canReadDrafts(actor: Actor): boolean {
  return actor.can.has('read_drafts');
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

/**
 * The one refusal for a missing permission (SPEC "Errors" `key_cannot`): every entry point and
 * operation says "A <kind> key cannot <what>: it needs the "<permission>" permission." with
 * `details.needs`, so a caller can tell which key to use from any refusal. `what` is a verb
 * phrase ("list keys"); `details` adds facts such as the content type.
 */
export function keyCannot(actor: Pick<Actor, 'kind'>, permission: Permission, what: string, extra: { fix?: string; details?: Record<string, unknown> } = {}): AppError {
  return appError('key_cannot', `A ${actor.kind} key cannot ${what}: it needs the "${permission}" permission.`, {
    fix: extra.fix ?? `Use a key that holds "${permission}" (${HOLDERS[permission]}); see \`can\` in GET /api/v1.`,
    details: { needs: permission, key_kind: actor.kind, ...extra.details },
  });
}

/** Throws `keyCannot` unless the actor holds the permission; operations call it first, reads and writes alike. */
export function requirePermission(actor: Pick<Actor, 'kind' | 'can'>, permission: Permission, what: string): void {
  if (!actor.can.has(permission)) throw keyCannot(actor, permission, what);
}
