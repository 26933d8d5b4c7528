import type { MadeKeyRow } from '../db/repos/api-keys.ts';
import { KIND_PERMISSIONS } from '../domain/permissions.ts';

/**
 * The key record as the API shows it: never the token or its hash, only a hint. `created_by` is
 * the name of whoever made it; `created_by_agent` the id of the agent that made it (the key ends
 * when that agent is revoked), else null.
 */
export function presentApiKey(k: MadeKeyRow) {
  return {
    id: k.id,
    name: k.name,
    kind: k.kind,
    space: k.space_id,
    can: [...KIND_PERMISSIONS[k.kind]],
    token_hint: k.token_hint,
    created_at: k.created_at,
    created_by: k.created_by,
    created_by_agent: k.maker?.startsWith('agent:') ? k.maker.slice('agent:'.length) : null,
    last_used_at: k.last_used_at,
    expires_at: k.expires_at,
  };
}
