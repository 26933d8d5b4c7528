import type { MadeKeyRow } from '../db/repos/api-keys.ts';
import { Type } from '@fastify/type-provider-typebox';
import { KEY_KINDS, KIND_PERMISSIONS } from '../domain/permissions.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';
import { Str, Strings, Time } from './schema-values.ts';

/** A key as the API shows it (SPEC "API keys"). */
export const ApiKeySchema = Type.Object({
  id: Str('the key id', 'k_7Hq2mX9c'),
  name: Str('who or what uses it', 'Website'),
  kind: StringEnum(KEY_KINDS, { description: 'delivery (published content), preview (drafts too), management or agent' }),
  space: Str('the space it belongs to', 'blog'),
  can: Strings('its permissions', ['read']),
  token_hint: Str('the start and end of its token, to tell keys apart; the token itself is never shown again', 'svc_dlv_…x9Qa'),
  created_at: Time('when it was made'),
  created_by: Nullable(Str('the name of whoever made it, or null', 'Ada Lovelace')),
  created_by_agent: Nullable(Str('the agent that made the key (it ends when the agent is revoked), or null', 'ag_3kD9')),
  last_used_at: Nullable(Time('when it was last used, or null')),
  expires_at: Nullable(Time('when it stops working, or null for never')),
});

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
