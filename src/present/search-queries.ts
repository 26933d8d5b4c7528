import { Type } from '@fastify/type-provider-typebox';
import { SEARCH_ENGINES } from '../domain/search/engines.ts';
import { BREAKDOWNS } from '../domain/search/report.ts';
import { Bool, Int, Num, Str } from './schema-values.ts';

/**
 * The search queries report (SPEC "Search queries"; "Search row"). The operation already
 * returns it in API shape; this is its schema, shared by the REST route and the MCP tool's
 * description.
 */
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(t: T) => Type.Union([t, Type.Null()]);

const Engine = Type.Enum([...SEARCH_ENGINES], { description: 'the search engine' });
const Clicks = Int('clicks from search results to the site', 42);
const Impressions = Int('times the site was shown in search results', 1300);
const Ctr = Type.Number({ minimum: 0, maximum: 1, description: 'clicks per impression, 0 to 1', examples: [0.032] });

export const SearchRowSchema = Type.Object(
  {
    engine: Engine,
    query: Nullable(Str('the search; null in `pages`', 'sourdough starter')),
    page: Nullable(Str('the page URL; null in `queries`', 'https://example.com/blog/sourdough')),
    clicks: Clicks,
    impressions: Impressions,
    ctr: Ctr,
    position: Nullable(Num('average position weighted by impressions; 1 is the top; null without impressions', 4.2)),
  },
  { title: 'SearchRow' },
);

const TotalsSchema = Type.Object(
  { clicks: Clicks, impressions: Impressions, ctr: Ctr, position: Nullable(Num('average position weighted by impressions; null without impressions', 6.8)) },
  { description: 'the totals of the window' },
);

const CoverageSchema = Type.Object(
  {
    granularity: Type.Union([Type.Literal('day'), Type.Literal('week')], { description: 'engine_b reports queries and pages by week' }),
    from: Nullable(Type.String({ format: 'date', description: 'first day the counted rows cover', examples: ['2026-10-28'] })),
    to: Nullable(Type.String({ format: 'date', description: 'last day the counted rows cover', examples: ['2026-11-26'] })),
    partial: Bool('true when a counted week only partly overlaps the window: from/to reach past it', false),
  },
  { description: 'what the rows of this engine cover' },
);

const BreakdownRowSchema = Type.Object(
  {
    engine: Engine,
    value: Str('country (ISO 3166-1 alpha-3), device, appearance, query, or the day (trend)', 'DEU'),
    page: Nullable(Str('the page, for query_page', 'https://example.com/blog/sourdough')),
    days: Int('days the row covers (trend)', 1),
    clicks: Clicks,
    impressions: Impressions,
    ctr: Ctr,
    position: Nullable(Num('average position weighted by impressions; null without impressions', 5.1)),
  },
  { title: 'SearchBreakdownRow' },
);

export const SearchQueriesSchema = Type.Object(
  {
    days: Int('days in the window', 28),
    since: Type.String({ format: 'date', description: 'first day counted (UTC)', examples: ['2026-10-30'] }),
    until: Type.String({ format: 'date', description: 'last day counted (UTC)', examples: ['2026-11-26'] }),
    connections: Type.Array(
      Type.Object({
        engine: Engine,
        site_url: Nullable(Str('null while an engine_a connection has no site picked yet', 'sc-domain:example.com')),
        synced_at: Nullable(Str('end of the last good sync, or null', '2026-11-27T04:00:00.000Z')),
        last_error: Nullable(Str('null when the last sync worked', 'the engine refused the token: connect again')),
      }),
      { description: 'the connected search engines' },
    ),
    totals: Type.Object({ engine_a: Type.Optional(TotalsSchema), engine_b: Type.Optional(TotalsSchema) }, { description: 'per connected engine asked for' }),
    coverage: Type.Object({ engine_a: Type.Optional(CoverageSchema), engine_b: Type.Optional(CoverageSchema) }, { description: 'what the queries, pages and totals of each engine cover' }),
    queries: Type.Array(SearchRowSchema, { description: 'the searches that showed the site, most clicks first' }),
    pages: Type.Array(SearchRowSchema, { description: 'the pages shown in search results, most clicks first' }),
    breakdown: Type.Optional(
      Type.Object(
        {
          by: Type.Enum([...BREAKDOWNS], { description: 'what the rows are broken down by (the `breakdown` asked for)' }),
          rows: Type.Array(BreakdownRowSchema, { description: 'top 50 most clicks first; trend: every day, oldest first' }),
          not_offered_by: Type.Array(Type.Enum([...SEARCH_ENGINES]), { description: 'connected engines that do not report this breakdown', examples: [['engine_b']] }),
        },
        { description: 'with `breakdown` only: the rows it asked for' },
      ),
    ),
  },
  { title: 'SearchQueries' },
);
