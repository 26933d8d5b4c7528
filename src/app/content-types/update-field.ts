import type { UnitOfWork } from '../unit-of-work.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { addCopyHideFix, changesAcceptedValues, describeMisfit, isTextTypeChange } from '../../domain/content-model/field-change.ts';
import { patchField, withDisplayField, type FieldPatch } from '../../domain/content-model/input.ts';
import type { FieldDefinition } from '../../domain/content-model/types.ts';
import { validateContentType } from '../../domain/content-model/validate-type.ts';
import { appError, notFound, validationFailed } from '../../domain/errors.ts';
import { TEXT_TYPES } from '../../domain/values.ts';
import { loadModelForChange, recordModelChange, throwIfInvalid, typeContext } from './model-change.ts';
import { refitStoredValues } from './refit-stored-values.ts';
import { readContentTypeView, type ContentTypeView } from './views.ts';
import { reindexSlugField } from '../entries/reindex-slug-field.ts';
import { reindexIfSearchChanged } from '../entries/search-index.ts';

const MAX_LISTED = 20;

/**
 * SPEC `PATCH …/content_types/{id}/fields/{field}`: unsent values keep. Changing what the field
 * accepts (type, options, list columns) on a field with data is checked against every stored
 * value; a type change with data is allowed only among the text types.
 */
export async function updateField(uow: UnitOfWork, apiId: string, fieldId: string, patch: FieldPatch): Promise<ContentTypeView> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  const old = all.find((d) => d.api_id === apiId);
  if (!old) throw notFound('content type', apiId);
  const index = old.fields.findIndex((f) => f.api_id === fieldId && !f.removed);
  if (index === -1) throw notFound(`field of content type "${apiId}"`, fieldId);
  if (patch.api_id !== undefined && patch.api_id !== fieldId) {
    throw validationFailed(
      { api_id: `"${fieldId}": the API ID of a field cannot change` },
      'The API ID of a field cannot be changed.',
      'Leave api_id out. To rename what editors see, change `name`; for a new API ID add a new field, copy the data and hide this one.',
    );
  }
  const oldField = old.fields[index];
  const next = patchField(oldField, patch);
  let def = { ...old, fields: old.fields.map((f, i) => (i === index ? next : f)) };
  throwIfInvalid(validateContentType(def, await typeContext(uow, all, def), (i) => (i === index ? '' : null)), 'field');

  if (changesAcceptedValues(oldField, next)) await checkStoredValues(uow, apiId, oldField, next);

  def = withDisplayField(def);
  // An edit that changes nothing writes nothing: no activity, no event, no new updated_at.
  if (JSON.stringify(def) === JSON.stringify(old)) return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
  await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, def, uow.now);
  if ((oldField.type === 'slug') !== (next.type === 'slug')) await reindexSlugField(uow, apiId, fieldId, next.type === 'slug');
  await reindexIfSearchChanged(uow.trx, uow.actor.spaceId, old, def);
  const sent = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined && k !== 'api_id');
  recordModelChange(uow, apiId, 'field_updated', { field: fieldId, properties: sent, ...(oldField.type !== next.type ? { from_type: oldField.type, to_type: next.type } : {}) });
  return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
}

async function checkStoredValues(uow: UnitOfWork, apiId: string, oldField: FieldDefinition, next: FieldDefinition): Promise<void> {
  const result = await refitStoredValues(uow, apiId, next);
  if (!result.hasData) return;
  const typeChanged = oldField.type !== next.type;
  if (!isTextTypeChange(oldField, next)) {
    throw appError('validation_failed', `Field "${oldField.api_id}" holds data, so its type cannot change from ${oldField.type} to ${next.type}.`, {
      fix: addCopyHideFix(apiId, oldField, next),
      details: {
        fields: {
          type: `${oldField.type}${TEXT_TYPES.includes(oldField.type) ? ` or another text type (${TEXT_TYPES.filter((t) => t !== oldField.type).join(', ')})` : ''}: "${oldField.api_id}" holds data, and with data a type can change only among the text types`,
        },
      },
    });
  }
  if (result.misfits.length === 0) {
    await result.apply();
    return;
  }
  const key = typeChanged ? 'type' : oldField.type === 'list' ? 'item_fields' : 'options';
  const listed = result.misfits.slice(0, MAX_LISTED);
  const more = result.misfits.length - listed.length;
  throw appError('validation_failed', `${result.misfits.length} stored value${result.misfits.length === 1 ? '' : 's'} of field "${oldField.api_id}" would not fit: ${describeMisfit(result.misfits[0])}${result.misfits.length > 1 ? ' …' : ''}`, {
    fix: `Edit the entries listed in details.values so every value fits, then try again; or ${addCopyHideFix(apiId, oldField, next).replace(/^Keep the data: a/, 'a')}`,
    details: {
      fields: { [key]: `a change every stored value fits; ${listed.map(describeMisfit).join('; ')}${more > 0 ? `; and ${more} more` : ''}` },
      values: listed.map((m) => ({ entry: m.entry_id, locale: m.locale, where: m.where, version: m.version, value: m.value, expected: m.expected })),
    },
  });
}
