import { Type } from '@fastify/type-provider-typebox';

/** The analytics report (SPEC "Analytics"; item shapes in docs/analytics.md). */
const Item = Type.Object({ name: Type.String(), count: Type.Integer({ description: 'visitors' }), page_views: Type.Integer() });
const Purpose = Type.Union([Type.Literal('search'), Type.Literal('user'), Type.Literal('training')]);

export const AnalyticsReportSchema = Type.Object(
  {
    days: Type.Integer(),
    since: Type.String({ description: 'first day counted (UTC), YYYY-MM-DD' }),
    visitors: Type.Integer(),
    page_views: Type.Integer(),
    from_ai: Type.Object({ visitors: Type.Integer(), page_views: Type.Integer() }),
    sources: Type.Array(Item),
    ai_engines: Type.Array(Item),
    referrers: Type.Array(Item),
    pages: Type.Array(Item),
    countries: Type.Array(Type.Object({ name: Type.String(), code: Type.String(), count: Type.Integer(), page_views: Type.Integer() })),
    cities: Type.Array(Type.Object({ name: Type.String(), country: Type.Union([Type.String(), Type.Null()]), count: Type.Integer(), page_views: Type.Integer() })),
    campaigns: Type.Array(Item),
    devices: Type.Array(Item),
    crawlers: Type.Object({
      visits: Type.Integer(),
      by_purpose: Type.Object({ search: Type.Integer(), user: Type.Integer(), training: Type.Integer() }),
      by_bot: Type.Array(Type.Object({ name: Type.String(), operator: Type.String(), purpose: Purpose, visits: Type.Integer() })),
      pages: Type.Array(Type.Object({ name: Type.String({ description: 'path' }), visits: Type.Integer() })),
    }),
  },
  { title: 'AnalyticsReport' },
);
