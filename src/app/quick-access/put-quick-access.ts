import type { UnitOfWork } from '../unit-of-work.ts';
import { listContentTypeDefinitions, lockContentModel } from '../../db/repos/content-types.ts';
import { findEntryLabelFacts, replaceQuickAccess } from '../../db/repos/quick-access.ts';
import { validationFailed } from '../../domain/errors.ts';
import { checkQuickAccess, QUICK_ACCESS_LIMITS, type QuickAccessInput } from '../../domain/quick-access.ts';
import { requireManageModel } from '../content-types/model-change.ts';
import { readQuickAccess, type QuickAccessView } from './read-quick-access.ts';

/**
 * SPEC `PUT …/quick_access`: replaces the list (at most 8 items, in the order sent; `[]` clears).
 * An unknown or archived entry, an unknown type or a repeated item changes nothing.
 */
export async function putQuickAccess(uow: UnitOfWork, items: QuickAccessInput[]): Promise<QuickAccessView> {
  requireManageModel(uow);
  const spaceId = uow.actor.spaceId;
  await lockContentModel(uow.trx, spaceId);
  const [types, entries] = await Promise.all([
    listContentTypeDefinitions(uow.trx, spaceId),
    findEntryLabelFacts(uow.trx, spaceId, items.flatMap((i) => (typeof i.entry === 'string' ? [i.entry] : []))),
  ]);
  const checked = checkQuickAccess(items, { contentTypes: new Set(types.map((t) => t.api_id)), entries: new Map(entries.map((e) => [e.id, e])) });
  if (Object.keys(checked.errors).length > 0) {
    throw validationFailed(checked.errors, 'The quick-access list is not valid; nothing was changed.', `Send up to ${QUICK_ACCESS_LIMITS.items} items, each {"entry": id} or {"content_type": api_id} naming something that exists, at most once, with a label of up to ${QUICK_ACCESS_LIMITS.label} characters.`);
  }
  await replaceQuickAccess(
    uow.trx,
    spaceId,
    checked.items.map((item, i) => ({ space_id: spaceId, position: i + 1, entry_id: item.entry, content_type: item.content_type, label: item.label, created_at: uow.now })),
  );
  uow.record({ action: 'quick_access.updated', resourceType: 'quick_access', resourceId: spaceId, details: { items: checked.items } });
  // Quick access is part of the model: every model change emits content_type.changed, so
  // subscribers to that event hear of all of them, quick access included.
  uow.emit({ event: 'content_type.changed', resourceType: 'QuickAccess', resourceId: spaceId, data: { change: 'quick_access', items: checked.items.length } });
  return readQuickAccess(uow.trx, uow.actor);
}
