import { Type, type TSchema } from '@fastify/type-provider-typebox';

/**
 * Answer values as the OpenAPI document shows them: each with what it means and an example, so
 * a reader of the reference or of a generated client sees a real value beside every property.
 * Only `description` and `examples` are added: the REST answers are serialized from these
 * schemas, and neither changes what is sent.
 */
export const Str = (description: string, example: string) => Type.String({ description, examples: [example] });
export const Int = (description: string, example: number) => Type.Integer({ description, examples: [example] });
export const Num = (description: string, example: number) => Type.Number({ description, examples: [example] });
export const Bool = (description: string, example: boolean) => Type.Boolean({ description, examples: [example] });
/** A moment in ISO 8601 UTC, as every `*_at` of the API. */
export const Time = (description: string, example = '2026-11-02T09:30:00.000Z') => Type.String({ description, examples: [example] });
export const Strings = (description: string, example: string[]) => Type.Array(Type.String(), { description, examples: [example] });
/** An array of objects: its items are described property by property. */
export const List = <T extends TSchema>(description: string, items: T) => Type.Array(items, { description });

/** `sys` of a list answer. */
export const ListSys = Type.Object({ type: Type.Literal('Array', { description: 'always Array: the answer is a list' }) }, { description: 'what the answer is' });
export const Total = Int('how many there are in all', 42);
export const Skip = Int('how many were passed over', 0);
export const Limit = Int('the page size', 100);
