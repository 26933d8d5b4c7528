import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { Nullable } from '../present/nullable.ts';

/** Shared schema pieces, so the OpenAPI document names them once. */
export const SpaceParams = Type.Object({ space_id: Type.String({ description: 'the space slug' }) });

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      fix: Type.String(),
      doc_url: Type.String({ format: 'uri' }),
      details: Type.Optional(Type.Object({}, { additionalProperties: true })),
    }),
  },
  { $id: 'Error', title: 'Error' },
);

const ERROR_RESPONSE = Type.Ref('Error');

/** Response map with the given success schemas plus the error envelope for the listed statuses. */
export function responses(ok: Record<number, TSchema>, errors: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = { ...ok };
  for (const s of errors) out[s] = ERROR_RESPONSE;
  return out;
}

export { Nullable };

export const LocaleSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  default: Type.Boolean(),
  fallback_code: Nullable(Type.String()),
});

export const SpaceSchema = Type.Object({
  sys: Type.Object({ id: Type.String(), type: Type.Literal('Space') }),
  name: Type.String(),
  default_locale: Type.String(),
  prefix_default_locale: Type.Boolean(),
  production_url: Nullable(Type.String()),
  preview_url: Nullable(Type.String()),
  locales: Type.Array(LocaleSchema),
  content_types: Type.Array(Type.Object({ api_id: Type.String(), name: Type.String() })),
});

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  space: Type.String(),
  can: Type.Array(Type.String()),
  token_hint: Type.String(),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
});


export function isTrue(v: unknown): boolean {
  return v === true || v === 'true' || v === '1';
}
