import type { Database } from '../../db/client.ts';
import { findReadableEntry } from '../../db/repos/entries.ts';
import { countIncomingLinks } from '../../db/repos/entry-links.ts';
import { canReadDrafts, type Actor } from '../../domain/actor.ts';
import { notFound } from '../../domain/errors.ts';
import { parseLocale } from '../../domain/entries/query.ts';
import type { RichTextFormat } from '../../domain/entries/types.ts';
import { resolveLinks, type EntryReadResult } from './resolve-links.ts';
import { loadSpaceModel } from './space-model.ts';

export interface GetEntryInput {
  id: string;
  locale?: string;
  rich_text: RichTextFormat;
  include: number;
}

/**
 * SPEC "Entries" GET one. A delivery key gets the published snapshot, and 404 for an entry that
 * is not published (as if it did not exist); keys that read drafts get the latest version,
 * archived entries included, with `sys.links_count` (docs/entries.md "Links and embeds").
 */
export async function getEntry(database: Database, actor: Actor, input: GetEntryInput): Promise<EntryReadResult> {
  const audience = canReadDrafts(actor) ? 'drafts' : 'delivery';
  const model = await loadSpaceModel(database.db, actor.spaceId);
  const locale = parseLocale(input.locale, model.locales);
  const row = await findReadableEntry(database.db, actor.spaceId, input.id, audience);
  if (!row) throw notFound('entry', input.id);
  const result = await resolveLinks(database.db, model, [row], 1, { audience, locale, richText: input.rich_text, include: input.include });
  // Editors see what points here before archiving or deleting; delivery answers stay as they are
  // (no query more, nothing about drafts).
  if (audience === 'drafts') result.linksCount = (await countIncomingLinks(database.db, actor.spaceId, 'Entry', [row.id], 0)).get(row.id) ?? 0;
  return result;
}
