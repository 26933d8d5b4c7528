import { Type, type TUnsafe } from '@fastify/type-provider-typebox';

/**
 * Strings with a fixed set of values, declared so the OpenAPI document lists them and generated
 * clients get a union type.
 */

/** An answer's string that is always one of `values` (serialized as a plain string). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/**
 * A request's string the domain checks against `values`. The validator lets other strings
 * through on purpose: the domain then refuses them together with every other problem of the
 * request, in one answer (REST, MCP and batch give the same errors). The document shows the
 * values as an `enum` (http/openapi.ts turns `x-enum` into `enum`).
 */
export const CheckedString = (values: readonly string[], options: { description: string; examples?: string[] }) =>
  Type.String({ ...options, examples: options.examples ?? [values[0]], 'x-enum': [...values] });

/** Actor kinds as activity, releases and versions show them. */
export const ACTOR_TYPES = ['key', 'agent', 'user', 'system'] as const;
