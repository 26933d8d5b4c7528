import type { UnitOfWork } from '../unit-of-work.ts';
import { insertContentTypeDefinition } from '../../db/repos/content-types.ts';
import { buildContentType, withDisplayField, type ContentTypeInput } from '../../domain/content-model/input.ts';
import { validateContentType } from '../../domain/content-model/validate-type.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { loadModelForChange, placeType, recordModelChange, throwIfInvalid, typeContext } from './model-change.ts';
import { readContentTypeView, type ContentTypeView } from './views.ts';

/**
 * SPEC `POST …/content_types`: a new type with its fields. Unsent settings stay automatic
 * (stored as absent) so they follow the model as it grows. A dry run is this same code rolled back.
 */
export async function createContentType(uow: UnitOfWork, input: ContentTypeInput): Promise<ContentTypeView> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  let def = buildContentType(input);

  const errors: FieldErrors = {};
  const taken = typeof def.api_id === 'string' ? all.find((d) => d.api_id.toLowerCase() === def.api_id.toLowerCase()) : undefined;
  if (taken) errors.api_id = `an API ID not used by another content type of this space ("${taken.api_id}" exists)`;
  Object.assign(errors, validateContentType(def, await typeContext(uow, all, def), (i) => `fields[${i}].`));
  throwIfInvalid(errors, 'content type');

  def = withDisplayField(def);
  if (def.position !== undefined) def = await placeType(uow, all, def, def.position);
  await insertContentTypeDefinition(uow.trx, uow.actor.spaceId, def, uow.now);
  recordModelChange(uow, def.api_id, 'created', { fields: def.fields.map((f) => f.api_id) });
  return readContentTypeView(uow.trx, uow.actor.spaceId, def.api_id);
}
