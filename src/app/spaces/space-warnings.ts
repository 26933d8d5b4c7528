import type { Kysely } from 'kysely';
import { contentTypeWarnings } from '../../domain/content-model/type-warnings.ts';
import { isFailing } from '../../domain/hooks/retry.ts';
import { setupWarnings } from '../../domain/spaces.ts';
import type { SpaceRow } from '../../db/repos/spaces.ts';
import { findLinksToUnreadable } from '../../db/repos/entry-links.ts';
import { listWebhooks } from '../../db/repos/webhooks.ts';
import type { DB } from '../../db/schema.ts';
import { listContentTypeViews } from '../content-types/views.ts';

/** Links to archived (or unpublished) entries named one by one; past that, one warning says there are more. */
const ARCHIVED_LINKS_SHOWN = 10;

/** Gathers the facts `setupWarnings` needs from the database. */
export async function spaceWarnings(db: Kysely<DB>, space: SpaceRow, localeCount: number): Promise<string[]> {
  const types = await listContentTypeViews(db, space.id);
  const hooks = await listWebhooks(db, space.id);
  const archived = await findLinksToUnreadable(db, space.id, 'archived', ARCHIVED_LINKS_SHOWN + 1);
  const drafts = await findLinksToUnreadable(db, space.id, 'draft', ARCHIVED_LINKS_SHOWN + 1);
  return setupWarnings({
    production_url: space.production_url,
    preview_url: space.preview_url,
    prefix_default_locale: space.prefix_default_locale === 1,
    localeCount,
    typeWarnings: types.flatMap((v) => contentTypeWarnings(v.type)),
    hooks: hooks.map((h) => ({ name: h.name, target: h.target, disabled: h.disabled_at !== null, failing: isFailing(h.consecutive_failures) })),
    archivedLinks: { links: archived.slice(0, ARCHIVED_LINKS_SHOWN).map((l) => ({ entry: l.entry_id, field: l.field, target: l.target_id })), more: archived.length > ARCHIVED_LINKS_SHOWN },
    draftLinks: { links: drafts.slice(0, ARCHIVED_LINKS_SHOWN).map((l) => ({ entry: l.entry_id, field: l.field, target: l.target_id })), more: drafts.length > ARCHIVED_LINKS_SHOWN },
  });
}
