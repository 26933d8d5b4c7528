import type { UnitOfWork } from '../unit-of-work.ts';
import { updateRelease, type ReleaseRow } from '../../db/repos/releases.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import { appError } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { releaseConflicts, type BeforeRelease, type ReleaseItem } from '../../domain/publishing/releases.ts';
import { applyReleaseItems } from './apply-release.ts';
import { entryFactsOf, requireItemTypes } from './release-entries.ts';
import { lockOpenRelease } from './update-release.ts';

/**
 * Publishes a release: every item in this one unit of work (readers see none of it or all of it),
 * recorded as one activity record (`release.published`); the entries' deploy-hook events are
 * written together, so each hook gets them in one coalesced delivery. An entry edited after it
 * was added at a fixed version is a conflict (`version_conflict`, `details.conflicts`); entries
 * that fail the publish rules give `validation_failed` with `details.entries`; either way nothing
 * is published.
 */
export async function publishRelease(uow: UnitOfWork, input: { id: string }): Promise<{ release: ReleaseRow; entries: EntryRow[] }> {
  requirePermission(uow.actor, 'publish', 'publish releases');
  const row = await lockOpenRelease(uow, input.id, 'be published again');
  const items = JSON.parse(row.items) as ReleaseItem[];
  const facts = await entryFactsOf(uow.trx, row.space_id, items.map((i) => i.id));
  requireItemTypes(uow.actor, items, facts);
  const conflicts = releaseConflicts(items, facts);
  if (conflicts.length) {
    throw appError('version_conflict', `Release "${row.name}" has ${conflicts.length === 1 ? 'a conflict' : `${conflicts.length} conflicts`}: ${conflicts.map((c) => `${c.id}: ${c.reason}`).join('; ')}.`, {
      fix: `Add each entry listed in details.conflicts again (PATCH /api/v1/spaces/${row.space_id}/releases/${row.id} with add) at the version to publish, or at null for the latest; nothing was published.`,
      details: { conflicts },
    });
  }
  const before: BeforeRelease[] = items.flatMap((i) => {
    const f = facts.get(i.id);
    return f ? [{ id: i.id, status: f.status, published_version: f.published_version }] : [];
  });
  // One activity record for the release: the operations' own records are left out.
  const quiet: UnitOfWork = { ...uow, record: () => undefined };
  const { rows, failures } = await applyReleaseItems(quiet, items);
  if (failures.length) {
    throw appError('validation_failed', `Release "${row.name}" cannot be published: ${failures.length === 1 ? 'one entry fails' : `${failures.length} entries fail`} (${failures.map((f) => `${f.id}: ${f.message}`).join(' ')}).`, {
      fix: 'Fix the entries listed in details.entries (or take them out of the release), then publish again; nothing was published.',
      details: { fields: Object.fromEntries(failures.map((f) => [`entries.${f.id}`, f.message])), entries: failures },
    });
  }
  const published: ReleaseRow = { ...row, status: 'published', before: JSON.stringify(before), published_at: uow.now, published_by: uow.actor.name, updated_at: uow.now };
  await updateRelease(uow.trx, row.space_id, row.id, { status: 'published', before: published.before, published_at: uow.now, published_by: uow.actor.name, updated_at: uow.now });
  uow.record({
    action: 'release.published',
    resourceType: 'release',
    resourceId: row.id,
    details: { name: row.name, prepared_by: row.created_by, entries: items.map((i) => ({ id: i.id, action: i.action, ...(i.version !== null ? { version: i.version } : {}) })) },
  });
  return { release: published, entries: rows };
}
