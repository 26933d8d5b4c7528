import { Type } from '@fastify/type-provider-typebox';
import { FilterParams } from '../present/analytics-filters.ts';
import { Int, Num, Str } from '../present/schema-values.ts';

/** The analytics report (SPEC "Analytics"; item shapes in docs/analytics.md). */
const Item = Type.Object({ name: Str('what is counted (a source, page, device, …)', 'ChatGPT'), count: Int('visitors', 42), page_views: Int('page views', 57) });
const Totals = {
  visitors: Int('visitors (daily hashes, summed per day)', 1200),
  page_views: Int('page views of people', 3400),
  ai_visitors: Int('visitors sent by an AI assistant', 85),
  crawler_visits: Int('AI crawler visits', 640),
};
const NullableNumber = (description: string, example: number) => Type.Union([Type.Number({ examples: [example] }), Type.Null()], { description });
/** Visits: page views of one visitor-day with no gap over 30 minutes (docs/analytics.md "Visits"). */
const VisitTotals = {
  visits: Int('visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)', 1500),
  bounce_rate: NullableNumber('visits of a single page view, in percent of visits (one decimal); null without visits', 48.2),
  visit_duration: NullableNumber('mean seconds from a visit\'s first page view to its last, single-page visits counting 0 (whole seconds); null without visits', 74),
};
const Point = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours', examples: ['2026-11-02'] }), ...Totals, ...VisitTotals });
const VisitPage = Type.Object({ name: Str('path', '/pricing'), visits: Int('visits that began (entry) or ended (exit) on the page', 130) });
const GoalCounts = {
  visitors: Int('visitors who converted (visitor-days, like `visitors`)', 36),
  conversions: Int('conversions: custom events of the name, or page views matching the pattern', 41),
};
const Goal = Type.Object({
  id: Str('the goal id (…/analytics/goals)', '01JD7Q2M4W8X9Y0Z1A2B3C4D5E'),
  kind: Type.Union([Type.Literal('event'), Type.Literal('page')], { description: '`event`: a custom event name; `page`: page views of a path pattern' }),
  name: Str('the event name, or the path pattern (`*` any characters)', 'Signup'),
  ...GoalCounts,
  conversion_rate: Num('converting visitors in percent of the report\'s visitors (one decimal)', 3),
  props: Type.Record(Type.String(), Type.Array(Type.Object({ value: Str('a value of the prop', 'pro'), ...GoalCounts })), {
    description: 'custom events: per prop name, its values (top 10, most converting visitors first); empty for page goals',
    examples: [{ plan: [{ value: 'pro', visitors: 20, conversions: 22 }] }],
  }),
});
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
      { since: Str('its first day', '2026-09-29'), until: Str('its last day', '2026-10-28'), ...Totals, ...VisitTotals, timeseries: Type.Array(Point, { description: 'the previous period point by point' }) },
      { description: 'the period of the same length just before' },
    ),
    change: Type.Object(
      {
        visitors: Change,
        page_views: Change,
        ai_visitors: Change,
        crawler_visits: Change,
        visits: Change,
        bounce_rate: Type.Union([Type.Number({ examples: [-2.5] }), Type.Null()], { description: 'change of the bounce rate in percentage points (one decimal); null when either period had no visits' }),
        visit_duration: Change,
      },
      { description: 'change of each total from the previous period' },
    ),
    filters: FilterEcho,
    visitors: Int('visitors in the range (daily hashes, summed per day)', 1200),
    page_views: Int('page views of people in the range', 3400),
    from_ai: Type.Object({ visitors: Int('visitors sent by an AI assistant', 85), page_views: Int('their page views', 140) }, { description: 'people an AI assistant sent' }),
    ...VisitTotals,
    entry_pages: Type.Array(VisitPage, { description: 'top 10 pages visits began on, most visits first' }),
    exit_pages: Type.Array(VisitPage, { description: 'top 10 pages visits ended on, most visits first' }),
    goals: Type.Array(Goal, { description: 'every goal of the space with its conversions, most converting visitors first' }),
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
    search_crawlers: Type.Object(
      {
        visits: Int("visits of search-engine crawlers, verified against the engine's published ranges or of engines that publish none", 900),
        unverified: Int("visits of crawlers claiming a search engine's name (e.g. Googlebot) from outside its published ranges: not counted as the engine's", 4),
        by_bot: Type.Array(
          Type.Object({
            name: Str('crawler name, e.g. Googlebot or bingbot', 'Googlebot'),
            operator: Str('the search engine', 'Google'),
            verified: Type.Union([Type.Boolean(), Type.Null()], { description: 'true: from the engine\'s published ranges; false: a claim from elsewhere; null: the engine publishes no ranges' }),
            visits: Int('visits in the range', 610),
          }),
          { description: 'top 10 search-engine crawlers, most visits first' },
        ),
      },
      { description: 'search-engine crawlers (Googlebot, bingbot…), counted apart: never as AI crawlers, people or in the time series' },
    ),
  },
  { title: 'AnalyticsReport' },
);
