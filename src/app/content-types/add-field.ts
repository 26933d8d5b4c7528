import type { UnitOfWork } from '../unit-of-work.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { buildField, withDisplayField, type FieldInput } from '../../domain/content-model/input.ts';
import { validateContentType } from '../../domain/content-model/validate-type.ts';
import { notFound } from '../../domain/errors.ts';
import { loadModelForChange, recordModelChange, throwIfInvalid, typeContext } from './model-change.ts';
import { readContentTypeView, type ContentTypeView } from './views.ts';

/**
 * SPEC `POST …/content_types/{id}/fields`: appends a field. Its API ID must never have been used
 * in the type (hidden and removed fields included). A title-like field may take over a display
 * field that had been picked automatically as the first short text.
 */
export async function addField(uow: UnitOfWork, apiId: string, input: FieldInput): Promise<ContentTypeView> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  const old = all.find((d) => d.api_id === apiId);
  if (!old) throw notFound('content type', apiId);
  const field = buildField(input);
  let def = { ...old, fields: [...old.fields, field] };
  const last = def.fields.length - 1;
  throwIfInvalid(validateContentType(def, await typeContext(uow, all, def), (i) => (i === last ? '' : null)), 'field');

  def = withDisplayField(def);
  await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, def, uow.now);
  recordModelChange(uow, apiId, 'field_added', { field: field.api_id, type: field.type });
  return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
}
