import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { findAssetsByIds } from '../../db/repos/assets.ts';
import { listContentTypeRecords, lockContentModel, updateContentTypeDefinition, type ContentTypeRecord } from '../../db/repos/content-types.ts';
import { validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { placeAt } from '../../domain/content-model/menu.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import type { TypeContext } from '../../domain/content-model/validate-type.ts';

/** Shared steps of every content-model change: permission, lock, context, events. */

export function requireManageModel(uow: UnitOfWork): void {
  requirePermission(uow.actor, 'manage_model', 'change the content model');
}

/** Locks the space's model for this unit of work and reads every type. */
export async function loadModelForChange(uow: UnitOfWork): Promise<ContentTypeRecord[]> {
  requireManageModel(uow);
  await lockContentModel(uow.trx, uow.actor.spaceId);
  return listContentTypeRecords(uow.trx, uow.actor.spaceId);
}

/** What validation needs to know about the rest of the space. */
export async function typeContext(uow: UnitOfWork, all: ContentTypeDefinition[], def: ContentTypeDefinition): Promise<TypeContext> {
  const assets = await findAssetsByIds(uow.trx, uow.actor.spaceId, def.previews ?? []);
  return {
    typeApiIds: new Set([...all.map((d) => d.api_id), def.api_id]),
    previewAssets: new Map(assets.map((a) => [a.id, { id: a.id, content_type: a.content_type }])),
  };
}

export function throwIfInvalid(errors: FieldErrors, what: string): void {
  if (Object.keys(errors).length === 0) return;
  const names = Object.keys(errors);
  throw validationFailed(errors, `The ${what} is not valid: ${names.join(', ')}.`);
}

/**
 * Gives `def` its explicit position, moving other types down when the place is taken, and saves
 * the types that moved. Returns `def` with the position set.
 */
export async function placeType(uow: UnitOfWork, all: ContentTypeDefinition[], def: ContentTypeDefinition, position: number): Promise<ContentTypeDefinition> {
  const others = all.filter((d) => d.api_id !== def.api_id);
  const changes = placeAt([...others, def], def.api_id, position);
  for (const other of others) {
    const p = changes.get(other.api_id);
    if (p !== undefined && p !== other.position) await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, { ...other, position: p }, uow.now);
  }
  return { ...def, position };
}

/** Activity plus the `content_type.changed` event (SPEC "Events"), in the same transaction. */
export function recordModelChange(uow: UnitOfWork, apiId: string, change: string, details: Record<string, unknown> = {}): void {
  uow.record({ action: `content_type.${change}`, resourceType: 'content_type', resourceId: apiId, details });
  uow.emit({ event: 'content_type.changed', resourceType: 'ContentType', resourceId: apiId, data: { content_type: apiId, change, ...details } });
}
