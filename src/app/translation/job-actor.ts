import type { Actor } from '../../domain/actor.ts';
import type { Permission } from '../../domain/permissions.ts';

/**
 * A translation job translates each entry as the key or agent that started it (same
 * permissions, same name in activity and versions), so the actor is stored with the job.
 */
export function actorToJson(actor: Actor): string {
  return JSON.stringify({
    type: actor.type,
    kind: actor.kind,
    id: actor.id,
    name: actor.name,
    spaceId: actor.spaceId,
    can: [...actor.can],
    writableContentTypes: actor.writableContentTypes ? [...actor.writableContentTypes] : null,
  });
}

export function actorFromJson(json: string): Actor {
  const a = JSON.parse(json) as Omit<Actor, 'can' | 'writableContentTypes'> & { can: Permission[]; writableContentTypes: string[] | null };
  return { ...a, can: new Set(a.can), ...(a.writableContentTypes ? { writableContentTypes: new Set(a.writableContentTypes) } : { writableContentTypes: undefined }) };
}
