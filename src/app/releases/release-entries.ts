import type { Kysely } from 'kysely';
import { findEntryFacts, type EntryFactsRow } from '../../db/repos/releases.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { requireContentType, type EntryVerb } from '../../domain/permissions.ts';
import type { EntryFacts, ReleaseItem } from '../../domain/publishing/releases.ts';

/** The entries a release names, by id (those that still exist in the space). */
export async function entryFactsOf(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<Map<string, EntryFacts & { content_type: string }>> {
  const rows: EntryFactsRow[] = await findEntryFacts(db, spaceId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { version: r.version, status: r.status, published_version: r.published_version, content_type: r.content_type }]));
}

/**
 * A person limited to some content types builds, publishes and schedules releases of those
 * types only: each item is checked as the action it stands for.
 */
export function requireItemTypes(actor: Actor, items: readonly ReleaseItem[], facts: ReadonlyMap<string, { content_type: string }>): void {
  for (const it of items) {
    const type = facts.get(it.id)?.content_type;
    if (type !== undefined) requireContentType(actor, type, it.action as EntryVerb);
  }
}
