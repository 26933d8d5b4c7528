import type { ApiKeyRow } from '../db/repos/api-keys.ts';
import { KIND_PERMISSIONS } from '../domain/permissions.ts';

/** The key record as the API shows it: never the token or its hash, only a hint. */
export function presentApiKey(k: ApiKeyRow) {
  return {
    id: k.id,
    name: k.name,
    kind: k.kind,
    space: k.space_id,
    can: [...KIND_PERMISSIONS[k.kind]],
    token_hint: k.token_hint,
    created_at: k.created_at,
    created_by: k.created_by,
    last_used_at: k.last_used_at,
    expires_at: k.expires_at,
  };
}
