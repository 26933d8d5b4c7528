import type { UnitOfWork } from '../unit-of-work.ts';
import { findContentTypeDefinition, lockContentModel, updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { setEntryPositions } from '../../db/repos/entries.ts';
import { listEntryIds } from '../../db/repos/entry-list.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { orderEntryIds } from '../../domain/entries/ordering.ts';
import { parseOrder } from '../../domain/entries/query.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { toListSpec } from './list-spec.ts';
import { forgetSpaceModel, loadSpaceModel } from './space-model.ts';

export interface OrderEntriesInput {
  content_type: string;
  entries: string[];
}

export interface OrderEntriesResult {
  content_type: string;
  entry_order: 'sys.position';
  items: Array<{ id: string; position: number }>;
}

/**
 * SPEC "Ordering and quick access" for entries: positions 1..n (named entries first, the other
 * active entries after them in their current order), and the type's entry_order becomes
 * `sys.position`. Positions stay saved when the type returns to an automatic order.
 */
export async function orderEntries(uow: UnitOfWork, input: OrderEntriesInput): Promise<OrderEntriesResult> {
  requirePermission(uow.actor, 'write', 'order entries');
  const spaceId = uow.actor.spaceId;
  // The type's entry_order may change: serialise with other model changes (as they do).
  await lockContentModel(uow.trx, spaceId);
  const def = await findContentTypeDefinition(uow.trx, spaceId, input.content_type);
  if (!def) throw notFound('content type', input.content_type);
  requireContentType(uow.actor, def.api_id, 'order');
  const model = await loadSpaceModel(uow.trx, spaceId);
  const current = model.effective.get(def.api_id)!.entry_order;
  let order;
  try {
    order = parseOrder(current, def);
  } catch {
    order = parseOrder('-sys.updated_at', def);
  }
  const spec = toListSpec(spaceId, { contentType: def.api_id, order, limit: 0, skip: 0, locale: model.locales.defaultLocale, richText: 'json', include: 0, filters: [], ids: [], search: null, status: null, linksTo: null }, 'drafts', model.locales);
  const ids = await listEntryIds(uow.trx, uow.engine, spec);
  const r = orderEntryIds(input.entries, ids);
  if (!r.ok) throw validationFailed(r.errors, `Some ids are not active entries of ${def.api_id}, or are repeated; nothing was reordered.`);

  await setEntryPositions(uow.trx, spaceId, r.order);
  if (def.entry_order !== 'sys.position') {
    await updateContentTypeDefinition(uow.trx, spaceId, { ...def, entry_order: 'sys.position' }, uow.now);
    forgetSpaceModel(uow.trx);
  }
  uow.record({ action: 'entries.ordered', resourceType: 'content_type', resourceId: def.api_id, details: { entries: input.entries } });
  uow.emit({ event: 'content_type.changed', resourceType: 'ContentType', resourceId: def.api_id, data: { content_type: def.api_id, entry_order: 'sys.position' } });
  return { content_type: def.api_id, entry_order: 'sys.position', items: r.order.map((id, i) => ({ id, position: i + 1 })) };
}
