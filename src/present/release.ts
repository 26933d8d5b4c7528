import type { ReleaseView } from '../app/releases/read-releases.ts';
import type { ReleaseRow } from '../db/repos/releases.ts';
import type { ReleaseItem } from '../domain/publishing/releases.ts';

/** A release in a list: what it is and how far it got, without its entries' state. */
export function presentReleaseSummary(row: ReleaseRow) {
  const items = JSON.parse(row.items) as ReleaseItem[];
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    entry_count: items.length,
    prepared_by: { type: row.created_by_type, name: row.created_by },
    reverts: row.reverts,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    published_by: row.published_by,
  };
}

/**
 * A release with each entry (its action, the version it is held at, what the entry is now) and
 * its conflicts and pending schedules (docs/publishing.md "Releases").
 */
export function presentRelease(view: Omit<ReleaseView, 'row'> & { row: ReleaseRow }) {
  return {
    ...presentReleaseSummary(view.row),
    entries: view.items.map((i) => {
      const now = view.entries.get(i.id);
      return {
        id: i.id,
        action: i.action,
        version: i.version,
        added_version: i.added_version,
        content_type: now?.content_type ?? null,
        current: now ? { status: now.status, version: now.version } : null,
      };
    }),
    conflicts: view.conflicts,
    schedules: view.schedules.map((s) => ({ id: s.id, at: s.run_at, status: s.status })),
  };
}
