import type { Database } from '../../db/client.ts';
import { findRelease, listReleases, type ReleaseRow } from '../../db/repos/releases.ts';
import { listSchedules, type ScheduleRow } from '../../db/repos/schedules.ts';
import type { Actor } from '../../domain/actor.ts';
import { notFound } from '../../domain/errors.ts';
import { checkPage } from '../../domain/paging.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { releaseConflicts, type ReleaseConflict, type ReleaseItem } from '../../domain/publishing/releases.ts';
import { entryFactsOf } from './release-entries.ts';

export interface ReleaseView {
  row: ReleaseRow;
  items: ReleaseItem[];
  /** Open releases: entries changed since they were added at a fixed version, or gone. */
  conflicts: ReleaseConflict[];
  /** Each item's entry as it is now (missing when deleted). */
  entries: Map<string, { content_type: string; status: string; version: number }>;
  /** Its scheduled publishes still to come. */
  schedules: ScheduleRow[];
}

export async function getRelease(database: Database, actor: Actor, id: string): Promise<ReleaseView> {
  requirePermission(actor, 'read_drafts', 'read releases');
  const row = await findRelease(database.db, actor.spaceId, id);
  if (!row) throw notFound('release', id);
  const items = JSON.parse(row.items) as ReleaseItem[];
  const facts = await entryFactsOf(database.db, actor.spaceId, items.map((i) => i.id));
  const { rows: schedules } = await listSchedules(database.db, actor.spaceId, { targetType: 'release', targetId: id, status: 'pending' }, 100, 0);
  return { row, items, conflicts: row.status === 'open' ? releaseConflicts(items, facts) : [], entries: facts, schedules };
}

export async function listReleasesOf(database: Database, actor: Actor, q: { status?: ReleaseRow['status']; limit: number; skip: number }): Promise<{ rows: ReleaseRow[]; total: number }> {
  requirePermission(actor, 'read_drafts', 'read releases');
  checkPage(q, 100);
  return listReleases(database.db, actor.spaceId, q.status, q.limit, q.skip);
}
