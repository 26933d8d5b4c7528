import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { PAGE_LIMIT_MAX, PAGE_SKIP_MAX } from '../domain/paging.ts';
import { Nullable } from '../present/nullable.ts';
import { StringEnum } from '../present/schema-enums.ts';
import { errorReference } from '../domain/errors.ts';

const ERROR_CODES = errorReference().map((e) => e.code);

/** Shared schema pieces, so the OpenAPI document names them once. */
export const SpaceParams = Type.Object({ space_id: Type.String({ description: 'the space slug' }) });

export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: StringEnum(ERROR_CODES, { description: 'what went wrong, stable for programs to branch on; every code with its status: /docs/errors' }),
      message: Type.String({ description: 'what went wrong, for people', examples: ['The request body does not match what this endpoint accepts.'] }),
      fix: Type.String({ description: 'how to repair the request', examples: ['Correct fields.title (required).'] }),
      doc_url: Type.String({ format: 'uri', description: 'the code on the error reference page', examples: ['https://cms.example.com/docs/errors#validation_failed'] }),
      details: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'machine-readable specifics: `fields` (body problems by path), `parameters`, `retry_after` (seconds), …', examples: [{ fields: { title: 'required' } }] })),
    }, { description: 'what went wrong and how to repair it' }),
  },
  // No description here: it would become every error answer's description, where
  // http/openapi.ts gives one per status instead.
  { $id: 'Error', title: 'Error' },
);

const ERROR_RESPONSE = Type.Ref('Error');

/** Response map with the given success schemas plus the error envelope for the listed statuses. */
export function responses(ok: Record<number, TSchema>, errors: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = { ...ok };
  for (const s of errors) out[s] = ERROR_RESPONSE;
  return out;
}

/**
 * A whole-number query parameter. Every one has both bounds (docs/limits.md "Numbers in
 * queries"): a value outside them, or one that is no whole number (`1e309`, `1.5`), is
 * `invalid_parameter` with the bounds in `fix`, never a number the database cannot hold.
 */
export function QueryInteger(o: { minimum: number; maximum: number; default?: number; description?: string }) {
  const bounds = `${o.minimum} to ${o.maximum}`;
  return Type.Integer({ ...o, description: o.description ? `${o.description} (${bounds})` : bounds });
}

/** `limit` and `skip` of a list (SPEC "Limits"). */
export function PageQuery(defaultLimit: number, limitMax: number = PAGE_LIMIT_MAX) {
  return {
    limit: QueryInteger({ minimum: 1, maximum: limitMax, default: defaultLimit, description: 'items per page' }),
    skip: QueryInteger({ minimum: 0, maximum: PAGE_SKIP_MAX, default: 0, description: 'items to pass over' }),
  };
}
/** The optional `Idempotency-Key` request header of POST writes (plugins/idempotency.ts). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'a fresh UUID per logical write (1 to 255 visible ASCII characters; an empty value is refused); a retry by the same person or agent with the same key and body within 24 hours answers the first response again (header Idempotent-Replayed: true) without doing the work twice; the same key with another body answers 422',
      examples: ['5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90'],
    }),
  ),
});

export { Nullable };

export function isTrue(v: unknown): boolean {
  return v === true || v === 'true' || v === '1';
}
