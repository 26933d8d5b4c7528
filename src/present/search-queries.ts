import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_ENGINES } from '../domain/search/engines.ts';
import { BREAKDOWNS } from '../domain/search/report.ts';

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

const CoverageSchema = Type.Object({
  granularity: Type.Union([Type.Literal('day'), Type.Literal('week')], { description: 'engine_b reports queries and pages by week' }),
  from: Nullable(Type.String({ format: 'date', description: 'first day the counted rows cover' })),
  to: Nullable(Type.String({ format: 'date', description: 'last day the counted rows cover' })),
  partial: Type.Boolean({ description: 'true when a counted week only partly overlaps the window: from/to reach past it' }),
});

const BreakdownRowSchema = Type.Object(
  {
    engine: Type.Enum([...SEARCH_ENGINES]),
    value: Type.String({ description: 'country (ISO 3166-1 alpha-3), device, appearance, query, or the day (trend)' }),
    page: Nullable(Type.String({ description: 'the page, for query_page' })),
    days: Type.Integer({ description: 'days the row covers (trend)' }),
    clicks: Type.Integer(),
    impressions: Type.Integer(),
    ctr: Type.Number({ minimum: 0, maximum: 1 }),
    position: Nullable(Type.Number()),
  },
  { title: 'SearchBreakdownRow' },
);

export const SearchQueriesSchema = Type.Object(
  {
    days: Type.Integer({ description: 'days in the window' }),
    since: Type.String({ format: 'date', description: 'first day counted (UTC)' }),
    until: Type.String({ format: 'date', description: 'last day counted (UTC)' }),
    connections: Type.Array(
      Type.Object({
        engine: Type.Enum([...SEARCH_ENGINES]),
        site_url: Nullable(Type.String({ description: 'null while an engine_a connection has no site picked yet' })),
        synced_at: Nullable(Type.String()),
        last_error: Nullable(Type.String({ description: 'null when the last sync worked' })),
      }),
    ),
    totals: Type.Object({ engine_a: Type.Optional(TotalsSchema), engine_b: Type.Optional(TotalsSchema) }, { description: 'per connected engine asked for' }),
    coverage: Type.Object({ engine_a: Type.Optional(CoverageSchema), engine_b: Type.Optional(CoverageSchema) }, { description: 'what the queries, pages and totals of each engine cover' }),
    queries: Type.Array(SearchRowSchema),
    pages: Type.Array(SearchRowSchema),
    breakdown: Type.Optional(
      Type.Object({
        by: Type.Enum([...BREAKDOWNS]),
        rows: Type.Array(BreakdownRowSchema, { description: 'top 50 most clicks first; trend: every day, oldest first' }),
        not_offered_by: Type.Array(Type.Enum([...SEARCH_ENGINES]), { description: 'connected engines that do not report this breakdown' }),
      }),
    ),
  },
  { title: 'SearchQueries' },
);
