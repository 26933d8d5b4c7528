import type { UnitOfWork } from '../unit-of-work.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { patchContentType, withDisplayField, type ContentTypePatch } from '../../domain/content-model/input.ts';
import { validateContentType } from '../../domain/content-model/validate-type.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { loadModelForChange, placeType, recordModelChange, throwIfInvalid, typeContext } from './model-change.ts';
import { readContentTypeView, type ContentTypeView } from './views.ts';
import { reindexIfSearchChanged } from '../entries/search-index.ts';

/**
 * SPEC `PATCH …/content_types/{id}`: unsent values keep; `null` returns kind, subtitle_field,
 * image_field, position, entry_order and display_field to automatic and clears guidance and
 * previews (as does `[]`). The API ID cannot change.
 */
export async function updateContentType(uow: UnitOfWork, apiId: string, patch: ContentTypePatch): Promise<ContentTypeView> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  const old = all.find((d) => d.api_id === apiId);
  if (!old) throw notFound('content type', apiId);
  if (patch.api_id !== undefined && patch.api_id !== old.api_id) {
    throw validationFailed(
      { api_id: `"${old.api_id}": the API ID of a content type cannot change` },
      'The API ID of a content type cannot be changed.',
      'Leave api_id out (or send the current one). To use another API ID, create a new content type.',
    );
  }
  let def = patchContentType(old, patch);
  throwIfInvalid(validateContentType(def, await typeContext(uow, all, def), () => null), 'content type');

  def = withDisplayField(def);
  // An edit that changes nothing writes nothing: no activity, no event, no new updated_at.
  if (JSON.stringify(def) === JSON.stringify(old)) return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
  if (patch.position !== undefined && patch.position !== null) def = await placeType(uow, all, def, patch.position);
  await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, def, uow.now);
  await reindexIfSearchChanged(uow.trx, uow.actor.spaceId, old, def); // a new title weighs differently
  const sent = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined && k !== 'api_id');
  recordModelChange(uow, apiId, 'updated', { properties: sent });
  return readContentTypeView(uow.trx, uow.actor.spaceId, apiId);
}
