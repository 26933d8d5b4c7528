import type { UnitOfWork } from '../unit-of-work.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { findMaker, revokeKey as revokeKeyRow } from '../../db/repos/api-keys.ts';
import { forgetKey } from './authenticate.ts';
import { keyMakerScope } from './key-maker.ts';

/** Revokes a key of the space; an agent may revoke only the keys it made (others are not found for it). */
export async function revokeKey(uow: UnitOfWork, id: string): Promise<void> {
  const maker = await keyMakerScope(uow.trx, uow.actor);
  if (uow.actor.id === id) {
    throw appError('validation_failed', 'A key cannot revoke itself.', { details: { fields: { id: 'the id of another key' } }, fix: 'Revoke this key with another management key.' });
  }
  if (maker !== null && (await findMaker(uow.trx, uow.actor.spaceId, id)) !== maker) throw notFound('key made by this agent', id);
  const n = await revokeKeyRow(uow.trx, uow.actor.spaceId, id, uow.now);
  if (n === 0) throw notFound('active key', id);
  uow.record({ action: 'key.revoked', resourceType: 'api_key', resourceId: id });
  uow.afterCommit(() => forgetKey(id));
}
