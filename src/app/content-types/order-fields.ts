import type { UnitOfWork } from '../unit-of-work.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { orderFields } from '../../domain/content-model/field-order.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { loadModelForChange, recordModelChange } from './model-change.ts';
import { readContentTypeView, type ContentTypeView } from './views.ts';

/**
 * `POST …/content_types/{id}/fields/order`: the order fields show in the entry form, in the
 * type as the API answers it, in delivered entries and in generated TypeScript types. Only the
 * order changes (no stored value, no setting); the same order again changes nothing and records
 * nothing.
 */
export async function orderTypeFields(uow: UnitOfWork, apiId: string, listed: string[]): Promise<ContentTypeView> {
  const records = await loadModelForChange(uow);
  const old = records.map((r) => r.definition).find((d) => d.api_id === apiId);
  if (!old) throw notFound('content type', apiId);
  const { fields, problems } = orderFields(old, listed);
  if (Object.keys(problems).length > 0) {
    throw validationFailed(problems, 'The order names unknown or repeated fields; nothing was changed.', `List each field API ID of ${apiId} (see GET …/content_types/${apiId}) at most once.`);
  }
  if (fields.some((f, i) => f !== old.fields[i])) {
    await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, { ...old, fields }, uow.now);
    recordModelChange(uow, apiId, 'fields_ordered', { fields: fields.filter((f) => !f.removed).map((f) => f.api_id) });
  }
  return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
}
