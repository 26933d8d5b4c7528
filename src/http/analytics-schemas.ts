import { Type } from '@fastify/type-provider-typebox';
import { FilterParams } from '../present/analytics-filters.ts';
import { Int, Str } from '../present/schema-values.ts';

/** The analytics report (SPEC "Analytics"; item shapes in docs/analytics.md). */
const Item = Type.Object({ name: Str('what is counted (a source, page, device, …)', 'ChatGPT'), count: Int('visitors', 42), page_views: Int('page views', 57) });
const Totals = {
  visitors: Int('visitors (daily hashes, summed per day)', 1200),
  page_views: Int('page views of people', 3400),
  ai_visitors: Int('visitors sent by an AI assistant', 85),
  crawler_visits: Int('AI crawler visits', 640),
};
const Point = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours', examples: ['2026-11-02'] }), ...Totals });
const Change = Type.Union([Type.Number({ examples: [12.5] }), Type.Null()], { description: 'change from the previous period in percent; null when it counted nothing' });
const Purpose = Type.Union([Type.Literal('search'), Type.Literal('user'), Type.Literal('training')], { description: 'what the crawler fetches for: search (an AI search index), user (a person asked the assistant), training' });

const FilterEcho = Type.Object(Object.fromEntries(Object.entries(FilterParams).map(([k, p]) => [k, Type.Optional(Type.String({ description: `the \`${k}\` filter applied`, examples: (p as { examples?: string[] }).examples }))])), {
  description: 'the filters applied (values as stored: country upper case); empty when none',
});

export const AnalyticsReportSchema = Type.Object(
  {
    days: Int('days covered, both ends included', 30),
    since: Str("first day counted (site's time zone), YYYY-MM-DD", '2026-10-29'),
    until: Str('last day counted, YYYY-MM-DD', '2026-11-27'),
    time_zone: Type.String({ description: 'IANA time zone of the days and hours', examples: ['Europe/Berlin'] }),
    interval: Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { description: 'what one point of `timeseries` covers' }),
    timeseries: Type.Array(Point, { description: 'the range point by point, in order, zero where nothing was counted' }),
    previous: Type.Object(
      { since: Str('its first day', '2026-09-29'), until: Str('its last day', '2026-10-28'), ...Totals, timeseries: Type.Array(Point, { description: 'the previous period point by point' }) },
      { description: 'the period of the same length just before' },
    ),
    change: Type.Object({ visitors: Change, page_views: Change, ai_visitors: Change, crawler_visits: Change }, { description: 'change of each total from the previous period' }),
    filters: FilterEcho,
    visitors: Int('visitors in the range (daily hashes, summed per day)', 1200),
    page_views: Int('page views of people in the range', 3400),
    from_ai: Type.Object({ visitors: Int('visitors sent by an AI assistant', 85), page_views: Int('their page views', 140) }, { description: 'people an AI assistant sent' }),
    sources: Type.Array(Item, { description: 'where visitors came from (search engines, AI assistants, sites, direct), most first' }),
    ai_engines: Type.Array(Item, { description: 'AI assistants that sent visitors, most first' }),
    referrers: Type.Array(Item, { description: 'referring hosts, most first' }),
    pages: Type.Array(Item, { description: 'paths viewed, most first' }),
    countries: Type.Array(
      Type.Object({ name: Str('the country', 'Germany'), code: Str('two-letter code', 'DE'), count: Int('visitors', 310), page_views: Int('page views', 820) }),
      { description: 'visitor countries, most first' },
    ),
    cities: Type.Array(
      Type.Object({ name: Str('the city', 'Berlin'), country: Type.Union([Type.String({ examples: ['DE'] }), Type.Null()], { description: 'its two-letter country code, or null' }), count: Int('visitors', 95), page_views: Int('page views', 240) }),
      { description: 'visitor cities, most first' },
    ),
    campaigns: Type.Array(Item, { description: 'UTM campaigns, most first' }),
    devices: Type.Array(Item, { description: 'device classes (desktop, mobile, tablet, tv, unknown), most first' }),
    browsers: Type.Array(Item, { description: 'browsers of visitors (their first page view of the day)' }),
    operating_systems: Type.Array(Item, { description: 'operating systems of visitors' }),
    crawlers: Type.Object({
      visits: Type.Integer({ description: 'visits of AI crawlers, verified or of operators that publish no ranges', examples: [640] }),
      unverified: Type.Integer({ examples: [12], description: "visits of crawlers claiming a name whose operator publishes its address ranges, from outside them: not counted as the operator's" }),
      by_purpose: Type.Object(
        { search: Int('visits to build AI search indexes', 300), user: Int('visits on behalf of a person asking an assistant', 120), training: Int('visits to collect training data', 220) },
        { description: 'crawler visits by what they fetch for' },
      ),
      by_bot: Type.Array(
        Type.Object({
          name: Str('the crawler', 'GPTBot'),
          operator: Str('who runs it', 'OpenAI'),
          purpose: Purpose,
          verified: Type.Union([Type.Boolean(), Type.Null()], { description: "true: from the operator's published ranges; false: a claim from elsewhere (shown apart, e.g. \"claims to be GPTBot\"); null: the operator publishes no ranges" }),
          visits: Int('its visits', 210),
        }),
        { description: 'each crawler, most visits first' },
      ),
      pages: Type.Array(Type.Object({ name: Str('path', '/pricing'), visits: Int('crawler visits of it', 48) }), { description: 'paths crawlers fetched, most first' }),
    }, { description: 'AI crawlers (they run no script: counted from server events)' }),
  },
  { title: 'AnalyticsReport' },
);
