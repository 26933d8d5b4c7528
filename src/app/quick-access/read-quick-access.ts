import type { Kysely } from 'kysely';
import { listContentTypeDefinitions } from '../../db/repos/content-types.ts';
import { findEntryLabelFacts, listQuickAccess } from '../../db/repos/quick-access.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';
import { canReadDrafts, type Actor } from '../../domain/actor.ts';
import { entryTitle, fitLabel, labelFieldsFor } from '../../domain/quick-access.ts';

export type QuickAccessView = Array<{ entry: string; label: string } | { content_type: string; label: string }>;

/**
 * SPEC `GET …/quick_access`: the stored items in order, each with its label (the one set, else
 * the entry's title or the type's name, cut to 40 characters). Items whose entry is archived or
 * deleted, or whose type no longer exists, are left out. A delivery reader sees only published
 * entries, labelled from their published version: the list never shows it a draft.
 */
export async function readQuickAccess(db: Kysely<DB>, actor: Actor): Promise<QuickAccessView> {
  const spaceId = actor.spaceId;
  const audience = canReadDrafts(actor) ? 'drafts' : 'delivery';
  const rows = await listQuickAccess(db, spaceId);
  if (rows.length === 0) return [];
  const [space, types, entries] = await Promise.all([
    findSpace(db, spaceId),
    listContentTypeDefinitions(db, spaceId),
    findEntryLabelFacts(db, spaceId, rows.flatMap((r) => (r.entry_id ? [r.entry_id] : []))),
  ]);
  const typeById = new Map(types.map((t) => [t.api_id, t]));
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const out: QuickAccessView = [];
  for (const r of rows) {
    if (r.entry_id) {
      const entry = entryById.get(r.entry_id);
      const fields = entry ? labelFieldsFor(entry, audience) : null;
      if (!entry || fields === null) continue;
      const type = typeById.get(entry.content_type);
      const title = type ? entryTitle(JSON.parse(fields), type.display_field, space!.default_locale) : null;
      out.push({ entry: r.entry_id, label: r.label ?? fitLabel(title ?? type?.name ?? 'Untitled') });
    } else if (r.content_type) {
      const type = typeById.get(r.content_type);
      if (!type) continue;
      out.push({ content_type: r.content_type, label: r.label ?? fitLabel(type.name) });
    }
  }
  return out;
}
