import type { UnitOfWork } from '../unit-of-work.ts';
import { findReleaseForUpdate, updateRelease as writeRelease, type ReleaseRow } from '../../db/repos/releases.ts';
import { appError, notFound, validationFailed } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { checkReleaseItems, checkReleaseName, MAX_RELEASE_ITEMS, type ReleaseItem, type ReleaseItemInput } from '../../domain/publishing/releases.ts';
import { entryFactsOf, requireItemTypes } from './release-entries.ts';

export interface UpdateReleaseInput {
  id: string;
  name?: string;
  /** Entries to add; an entry already in the release is replaced (new action or version). */
  add?: ReleaseItemInput[];
  /** Entry ids to take out. */
  remove?: string[];
}

/** An open release, locked for this unit of work; a published one cannot change. */
export async function lockOpenRelease(uow: UnitOfWork, id: string, what: string): Promise<ReleaseRow> {
  const row = await findReleaseForUpdate(uow.trx, uow.engine, uow.actor.spaceId, id);
  if (!row) throw notFound('release', id);
  if (row.status !== 'open') {
    throw appError('validation_failed', `Release ${id} was published at ${row.published_at}; a published release cannot ${what}.`, {
      fix: `Revert it (POST /api/v1/spaces/${row.space_id}/releases/${id}/revert) or create a new release.`,
      details: { fields: { status: 'an open release' } },
    });
  }
  return row;
}

export async function updateRelease(uow: UnitOfWork, input: UpdateReleaseInput): Promise<ReleaseRow> {
  requirePermission(uow.actor, 'write', 'prepare releases');
  const row = await lockOpenRelease(uow, input.id, 'change');
  if (input.name !== undefined) {
    const errors = checkReleaseName(input.name);
    if (Object.keys(errors).length) throw validationFailed(errors);
  }
  const add = input.add ?? [];
  const facts = await entryFactsOf(uow.trx, uow.actor.spaceId, add.map((e) => e.id));
  const checked = checkReleaseItems(add, facts);
  if ('errors' in checked) throw validationFailed(checked.errors);
  requireItemTypes(uow.actor, checked.items, facts);
  const current = JSON.parse(row.items) as ReleaseItem[];
  const removed = new Set([...(input.remove ?? []), ...checked.items.map((i) => i.id)]);
  const items = [...current.filter((i) => !removed.has(i.id)), ...checked.items];
  if (items.length > MAX_RELEASE_ITEMS) throw validationFailed({ entries: `at most ${MAX_RELEASE_ITEMS} entries in one release (it would hold ${items.length})` });
  const name = input.name?.trim() ?? row.name;
  const next: ReleaseRow = { ...row, name, items: JSON.stringify(items), updated_at: uow.now };
  await writeRelease(uow.trx, row.space_id, row.id, { name, items: next.items, updated_at: uow.now });
  uow.record({ action: 'release.updated', resourceType: 'release', resourceId: row.id, details: { name, entries: items.length } });
  return next;
}
