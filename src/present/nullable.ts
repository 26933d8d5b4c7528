import { Type, type TSchema } from '@fastify/type-provider-typebox';

/** A schema that also accepts null (JSON Schema `anyOf [T, null]`), for REST and MCP input shapes alike. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
