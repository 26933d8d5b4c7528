import { Type } from '@fastify/type-provider-typebox';

/** The analytics report (SPEC "Analytics"; item shapes in docs/analytics.md). */
const Item = Type.Object({ name: Type.String(), count: Type.Integer({ description: 'visitors' }), page_views: Type.Integer() });
const Totals = {
  visitors: Type.Integer({ description: 'visitors (daily hashes, summed per day)' }),
  page_views: Type.Integer(),
  ai_visitors: Type.Integer({ description: 'visitors sent by an AI assistant' }),
  crawler_visits: Type.Integer({ description: 'AI crawler visits' }),
};
const Point = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours', examples: ['2026-11-02'] }), ...Totals });
const Change = Type.Union([Type.Number(), Type.Null()], { description: 'change from the previous period in percent; null when it counted nothing' });
const Purpose = Type.Union([Type.Literal('search'), Type.Literal('user'), Type.Literal('training')]);

export const AnalyticsReportSchema = Type.Object(
  {
    days: Type.Integer({ description: 'days covered, both ends included' }),
    since: Type.String({ description: "first day counted (site's time zone), YYYY-MM-DD" }),
    until: Type.String({ description: 'last day counted, YYYY-MM-DD' }),
    time_zone: Type.String({ description: 'IANA time zone of the days and hours', examples: ['Europe/Berlin'] }),
    interval: Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { description: 'what one point of `timeseries` covers' }),
    timeseries: Type.Array(Point, { description: 'the range point by point, in order, zero where nothing was counted' }),
    previous: Type.Object({ since: Type.String(), until: Type.String(), ...Totals, timeseries: Type.Array(Point) }, { description: 'the period of the same length just before' }),
    change: Type.Object({ visitors: Change, page_views: Change, ai_visitors: Change, crawler_visits: Change }),
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
