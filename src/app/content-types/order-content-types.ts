import type { UnitOfWork } from '../unit-of-work.ts';
import { findGroupOrder, saveGroupOrder } from '../../db/repos/content-menu.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { contentMenu, normalizeGroups, orderGroups, orderPositions, orderProblems, type ContentMenu, type MenuGroup } from '../../domain/content-model/menu.ts';
import { validationFailed } from '../../domain/errors.ts';
import { loadModelForChange } from './model-change.ts';

export interface OrderContentTypesInput {
  /** API IDs in menu order; unlisted types keep their order after them. */
  content_types?: string[];
  /** Order of the groups `pages`, `collections`, `settings`; unlisted groups follow. */
  groups?: string[];
}

/**
 * SPEC `POST …/content_types/order`: sets every type's `position` (listed ones 1, 2, 3 …, the
 * rest after them in their current order) and optionally the order of the menu groups. Unknown
 * or repeated API IDs change nothing.
 */
export async function orderContentTypes(uow: UnitOfWork, input: OrderContentTypesInput): Promise<ContentMenu> {
  const records = await loadModelForChange(uow);
  const spaceId = uow.actor.spaceId;
  const all = records.map((r) => r.definition);
  const listed = input.content_types ?? [];
  const problems = orderProblems(all.map((d) => d.api_id), listed, input.groups);
  if (Object.keys(problems).length > 0) {
    throw validationFailed(problems, 'The order names unknown or repeated items; nothing was changed.', 'List each content type API ID (see GET …/content_types) and each group at most once.');
  }

  const moved: string[] = [];
  let model = all;
  if (input.content_types !== undefined) {
    const positions = orderPositions(all, listed);
    model = all.map((d) => ({ ...d, position: positions.get(d.api_id)! }));
    for (const [i, d] of model.entries()) {
      if (all[i].position === d.position) continue;
      moved.push(d.api_id);
      await updateContentTypeDefinition(uow.trx, spaceId, d, uow.now);
    }
  }
  const current = normalizeGroups(await findGroupOrder(uow.trx, spaceId));
  const groups = orderGroups(current, input.groups as MenuGroup[] | undefined);
  const groupsChanged = groups.join() !== current.join();
  if (input.groups !== undefined && groupsChanged) await saveGroupOrder(uow.trx, spaceId, groups, uow.now);

  if (moved.length > 0 || groupsChanged) {
    const details = { content_types: moved, groups };
    uow.record({ action: 'content_types.ordered', resourceType: 'content_menu', resourceId: spaceId, details });
    // One event for the whole menu: a reorder is one change, not one per type.
    uow.emit({ event: 'content_type.changed', resourceType: 'ContentMenu', resourceId: spaceId, data: { change: 'order', ...details } });
  }
  return contentMenu(model, groups);
}
