import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/actor.ts';
import { validationFailed } from '../../domain/errors.ts';
import type { KeyKind } from '../../domain/permissions.ts';
import { insertKey, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import { newId } from '../ids.ts';
import { generateToken, hashToken, tokenHint } from './tokens.ts';

export interface CreateKeyInput {
  name: string;
  kind: KeyKind;
  expiresAt?: string | null;
}

/** Creates a key; the token is returned here once and never again (only its hash is stored). */
export async function createKey(uow: UnitOfWork, input: CreateKeyInput): Promise<{ token: string; key: ApiKeyRow }> {
  requirePermission(uow.actor, 'manage_keys', 'create keys');
  const name = input.name.trim();
  if (!name || name.length > 100) throw validationFailed({ name: 'a name of 1 to 100 characters, saying who or what uses the key' });
  const token = generateToken(input.kind);
  const key: ApiKeyRow = {
    id: newId(),
    space_id: uow.actor.spaceId,
    kind: input.kind,
    name,
    token_hash: hashToken(token),
    token_hint: tokenHint(token),
    created_at: uow.now,
    created_by: uow.actor.name,
    last_used_at: null,
    expires_at: input.expiresAt ?? null,
    revoked_at: null,
  };
  await insertKey(uow.trx, key);
  uow.record({ action: 'key.created', resourceType: 'api_key', resourceId: key.id, details: { kind: key.kind, name: key.name } });
  return { token, key };
}
