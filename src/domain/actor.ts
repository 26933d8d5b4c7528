import { KIND_PERMISSIONS, type KeyKind, type Permission, type Role } from './permissions.ts';

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
