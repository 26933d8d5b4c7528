import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/actor.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { revokeKey as revokeKeyRow } from '../../db/repos/api-keys.ts';
import { forgetKey } from './authenticate.ts';

export async function revokeKey(uow: UnitOfWork, id: string): Promise<void> {
  requirePermission(uow.actor, 'manage_keys', 'revoke keys');
  if (uow.actor.id === id) {
    throw appError('validation_failed', 'A key cannot revoke itself.', { details: { fields: { id: 'the id of another key' } }, fix: 'Revoke this key with another management key.' });
  }
  const n = await revokeKeyRow(uow.trx, uow.actor.spaceId, id, uow.now);
  if (n === 0) throw notFound('active key', id);
  uow.record({ action: 'key.revoked', resourceType: 'api_key', resourceId: id });
  uow.afterCommit(() => forgetKey(id));
}
