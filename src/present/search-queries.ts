import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_ENGINES } from '../domain/search/engines.ts';

/**
 * The search queries report (SPEC "Search queries"; "Search row"). The operation already
 * returns it in API shape; this is its schema, shared by the REST route and the MCP tool's
 * description.
 */
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

export const SearchRowSchema = Type.Object(
  {
    engine: Type.Enum([...SEARCH_ENGINES]),
    query: Nullable(Type.String({ description: 'the search; null in `pages`' })),
    page: Nullable(Type.String({ description: 'the page URL; null in `queries`' })),
    clicks: Type.Integer(),
    impressions: Type.Integer(),
    ctr: Type.Number({ minimum: 0, maximum: 1 }),
    position: Nullable(Type.Number({ description: 'average position weighted by impressions; 1 is the top; null without impressions' })),
  },
  { title: 'SearchRow' },
);

const TotalsSchema = Type.Object({ clicks: Type.Integer(), impressions: Type.Integer(), ctr: Type.Number({ minimum: 0, maximum: 1 }), position: Nullable(Type.Number()) });

export const SearchQueriesSchema = Type.Object(
  {
    days: Type.Integer(),
    since: Type.String({ format: 'date', description: 'first day counted (UTC)' }),
    connections: Type.Array(
      Type.Object({
        engine: Type.Enum([...SEARCH_ENGINES]),
        site_url: Nullable(Type.String({ description: 'null while an engine_a connection has no site picked yet' })),
        synced_at: Nullable(Type.String()),
        last_error: Nullable(Type.String({ description: 'null when the last sync worked' })),
      }),
    ),
    totals: Type.Object({ engine_a: Type.Optional(TotalsSchema), engine_b: Type.Optional(TotalsSchema) }, { description: 'per connected engine asked for' }),
    queries: Type.Array(SearchRowSchema),
    pages: Type.Array(SearchRowSchema),
  },
  { title: 'SearchQueries' },
);
