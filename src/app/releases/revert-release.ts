import type { UnitOfWork } from '../unit-of-work.ts';
import { newId } from '../ids.ts';
import { findReleaseForUpdate, insertRelease, type ReleaseRow } from '../../db/repos/releases.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { MAX_RELEASE_NAME, revertItems, type BeforeRelease } from '../../domain/publishing/releases.ts';
import { entryFactsOf, requireItemTypes } from './release-entries.ts';

/**
 * Reverting a published release makes a new open release that restores what it replaced: each
 * entry goes back to the version it had live (held at that version), or off the live site, or
 * back into or out of the archive. It is published like any release (and can be previewed and
 * validated first); entries edited in between show as conflicts rather than being overwritten.
 */
export async function revertRelease(uow: UnitOfWork, input: { id: string }): Promise<ReleaseRow> {
  requirePermission(uow.actor, 'write', 'prepare releases');
  const original = await findReleaseForUpdate(uow.trx, uow.engine, uow.actor.spaceId, input.id);
  if (!original) throw notFound('release', input.id);
  if (original.status !== 'published' || original.before === null) {
    throw appError('validation_failed', `Release ${input.id} has not been published, so there is nothing to revert.`, {
      fix: 'Remove entries from the release (PATCH with remove) or delete it instead.',
      details: { fields: { status: 'a published release' } },
    });
  }
  const before = JSON.parse(original.before) as BeforeRelease[];
  const facts = await entryFactsOf(uow.trx, original.space_id, before.map((b) => b.id));
  const items = revertItems(before, facts);
  requireItemTypes(uow.actor, items, facts);
  const row: ReleaseRow = {
    id: newId(),
    space_id: original.space_id,
    name: `Revert: ${original.name}`.slice(0, MAX_RELEASE_NAME),
    status: 'open',
    items: JSON.stringify(items),
    before: null,
    reverts: original.id,
    created_by_type: uow.actor.type,
    created_by: uow.actor.name,
    created_at: uow.now,
    updated_at: uow.now,
    published_at: null,
    published_by: null,
  };
  await insertRelease(uow.trx, row);
  uow.record({ action: 'release.created', resourceType: 'release', resourceId: row.id, details: { name: row.name, reverts: original.id, entries: items.length } });
  return row;
}
