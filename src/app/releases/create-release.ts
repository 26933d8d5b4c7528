import type { UnitOfWork } from '../unit-of-work.ts';
import { newId } from '../ids.ts';
import { countOpenReleases, insertRelease, type ReleaseRow } from '../../db/repos/releases.ts';
import { validationFailed } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { checkReleaseItems, checkReleaseName, MAX_OPEN_RELEASES, type ReleaseItemInput } from '../../domain/publishing/releases.ts';
import { entryFactsOf, requireItemTypes } from './release-entries.ts';

export interface CreateReleaseInput {
  name: string;
  entries?: ReleaseItemInput[];
}

/**
 * A release is prepared with `write` (building one changes nothing anyone reads); publishing it
 * needs `publish`. So an agent can prepare a release and leave it for a person to publish: the
 * release keeps who prepared it.
 */
export async function createRelease(uow: UnitOfWork, input: CreateReleaseInput): Promise<ReleaseRow> {
  requirePermission(uow.actor, 'write', 'prepare releases');
  const spaceId = uow.actor.spaceId;
  const nameErrors = checkReleaseName(input.name);
  if (Object.keys(nameErrors).length) throw validationFailed(nameErrors);
  const sent = input.entries ?? [];
  const facts = await entryFactsOf(uow.trx, spaceId, sent.map((e) => e.id));
  const checked = checkReleaseItems(sent, facts);
  if ('errors' in checked) throw validationFailed(checked.errors, undefined, 'Fix the entries listed in details.fields (ids from GET …/entries, versions from GET …/entries/{id}/versions).');
  requireItemTypes(uow.actor, checked.items, facts);
  if ((await countOpenReleases(uow.trx, spaceId)) >= MAX_OPEN_RELEASES) {
    throw validationFailed({ name: `room for it: a site holds at most ${MAX_OPEN_RELEASES} unpublished releases; publish or delete one first` });
  }
  const row: ReleaseRow = {
    id: newId(),
    space_id: spaceId,
    name: input.name.trim(),
    status: 'open',
    items: JSON.stringify(checked.items),
    before: null,
    reverts: null,
    created_by_type: uow.actor.type,
    created_by: uow.actor.name,
    created_at: uow.now,
    updated_at: uow.now,
    published_at: null,
    published_by: null,
  };
  await insertRelease(uow.trx, row);
  uow.record({ action: 'release.created', resourceType: 'release', resourceId: row.id, details: { name: row.name, entries: checked.items.length } });
  return row;
}
