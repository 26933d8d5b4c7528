import type { UnitOfWork } from '../unit-of-work.ts';
import { displayNameProblem } from '../../domain/display-names.ts';
import { validationFailed } from '../../domain/errors.ts';
import { READ_KEY_KINDS, type KeyKind } from '../../domain/permissions.ts';
import { insertKey, insertMadeKey, type ApiKeyRow, type MadeKeyRow } from '../../db/repos/api-keys.ts';
import { newId } from '../ids.ts';
import { keyMakerScope } from './key-maker.ts';
import { generateToken, hashToken, tokenHint } from './tokens.ts';

export interface CreateKeyInput {
  name: string;
  kind: KeyKind;
  expiresAt?: string | null;
}

/**
 * Creates a key; the token is returned here once and never again (only its hash is stored).
 * Keys and agents make only read keys (delivery, preview); a key an agent makes is recorded as
 * its own so it can list and revoke it.
 */
export async function createKey(uow: UnitOfWork, input: CreateKeyInput): Promise<{ token: string; key: MadeKeyRow }> {
  const maker = await keyMakerScope(uow.trx, uow.actor);
  if (uow.actor.type !== 'system' && !(READ_KEY_KINDS as readonly KeyKind[]).includes(input.kind)) {
    throw validationFailed({ kind: '"delivery" or "preview"; management keys are created by the site owner with `tessera key create`' });
  }
  const name = input.name.trim();
  if (!name || name.length > 100) throw validationFailed({ name: 'a name of 1 to 100 characters, saying who or what uses the key' });
  const nameProblem = displayNameProblem(name);
  if (nameProblem) throw validationFailed({ name: `a name that ${nameProblem}` });
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
  if (maker !== null) await insertMadeKey(uow.trx, { key_id: key.id, space_id: key.space_id, maker });
  uow.record({ action: 'key.created', resourceType: 'api_key', resourceId: key.id, details: { kind: key.kind, name: key.name } });
  return { token, key: { ...key, maker } };
}
