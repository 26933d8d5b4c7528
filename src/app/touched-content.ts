import type { ActivityInput, EventInput } from './unit-of-work.ts';

/**
 * What a committed unit of work changed, in the terms entry reads depend on, so caches of finished
 * responses drop only what could now be stale, and keep every other answer. Plain JSON: other nodes
 * receive it with the rest of `CommittedWork` and replay the same invalidation.
 */
export interface TouchedContent {
  /**
   * Something any read may show changed: the content model, languages, space settings (sys.url
   * uses production_url), manual order, an import, or an action not known to be narrower.
   */
  everything: boolean;
  /**
   * Entries written. `live`: their published snapshot changed (published, unpublished, archived
   * while live), so delivery readers see the change; otherwise only readers of drafts do.
   * `content_type` is null when the work did not say (lists of every type are then affected).
   */
  entries: { id: string; content_type: string | null; live: boolean }[];
  /** Assets written (metadata or file): reads that link to them show their fields or URL. */
  assets: string[];
}

/** Actions that change nothing an entry read shows (keys, hooks, agents, reports, logins). */
const NO_READ_EFFECT = /^(key|agent|invite|webhook|answers|readiness|search_engine|translation_job|user|schedule)\.|^quick_access\.updated$|^release\.(created|updated|deleted)$/;
const LIVE_EVENTS = new Set(['entry.published', 'entry.unpublished', 'entry.deleted']);

/** Derives what was touched from the activity records and outbox events of the work (both written with every change). */
export function touchedContent(activities: readonly ActivityInput[], events: readonly EventInput[]): TouchedContent {
  const touched: TouchedContent = { everything: false, entries: [], assets: [] };
  const entries = new Map<string, { id: string; content_type: string | null; live: boolean }>();
  const entryOf = (id: string) => {
    let e = entries.get(id);
    if (!e) entries.set(id, (e = { id, content_type: null, live: false }));
    return e;
  };
  const assets = new Set<string>();
  for (const a of activities) {
    if (NO_READ_EFFECT.test(a.action)) continue;
    if (a.resourceType === 'entry' && a.resourceId !== null && a.action.startsWith('entry.')) {
      const e = entryOf(a.resourceId);
      const type = a.details?.content_type;
      if (typeof type === 'string') e.content_type = type;
    } else if (a.resourceType === 'asset' && a.resourceId !== null && a.action.startsWith('asset.')) {
      assets.add(a.resourceId);
    } else {
      touched.everything = true;
    }
  }
  for (const ev of events) {
    if (ev.resourceType !== 'Entry') continue;
    const e = entryOf(ev.resourceId);
    if (typeof ev.data.content_type === 'string') e.content_type = ev.data.content_type;
    if (LIVE_EVENTS.has(ev.event)) e.live = true;
  }
  touched.entries = [...entries.values()];
  touched.assets = [...assets];
  return touched;
}
