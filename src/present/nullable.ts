import { Type, type TSchema } from '@fastify/type-provider-typebox';

/**
 * A schema that also accepts null (JSON Schema `anyOf [T, null]`), for REST and MCP input shapes
 * alike. The description moves up to the union, where readers of the schema (agents, Redoc) look.
 */
export const Nullable = <T extends TSchema>(t: T) => {
  const { description } = t as { description?: string };
  return Type.Union([t, Type.Null()], description ? { description } : {});
};
