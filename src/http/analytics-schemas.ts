import { Type } from '@fastify/type-provider-typebox';
import { FilterParams } from '../present/analytics-filters.ts';

/** The analytics report (SPEC "Analytics"; item shapes in docs/analytics.md). */
const Item = Type.Object({ name: Type.String(), count: Type.Integer({ description: 'visitors' }), page_views: Type.Integer() });
const Totals = {
  visitors: Type.Integer({ description: 'visitors (daily hashes, summed per day)' }),
  page_views: Type.Integer(),
  ai_visitors: Type.Integer({ description: 'visitors sent by an AI assistant' }),
  crawler_visits: Type.Integer({ description: 'AI crawler visits' }),
};
const NullableNumber = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });
/** Visits: page views of one visitor-day with no gap over 30 minutes (docs/analytics.md "Visits"). */
const VisitTotals = {
  visits: Type.Integer({ description: 'visits: page views of one visitor-day with no gap over 30 minutes between them (a point counts the visits that started in it)' }),
  bounce_rate: NullableNumber('visits of a single page view, in percent of visits (one decimal); null without visits'),
  visit_duration: NullableNumber('mean seconds from a visit\'s first page view to its last, single-page visits counting 0 (whole seconds); null without visits'),
};
const Point = Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (first day of the point), or YYYY-MM-DDTHH:00 local time for hours', examples: ['2026-11-02'] }), ...Totals, ...VisitTotals });
const VisitPage = Type.Object({ name: Type.String({ description: 'path' }), visits: Type.Integer({ description: 'visits that began (entry) or ended (exit) on the page' }) });
const GoalCounts = {
  visitors: Type.Integer({ description: 'visitors who converted (visitor-days, like `visitors`)' }),
  conversions: Type.Integer({ description: 'conversions: custom events of the name, or page views matching the pattern' }),
};
const Goal = Type.Object({
  id: Type.String({ description: 'the goal id (…/analytics/goals)' }),
  kind: Type.Union([Type.Literal('event'), Type.Literal('page')], { description: '`event`: a custom event name; `page`: page views of a path pattern' }),
  name: Type.String({ description: 'the event name, or the path pattern (`*` any characters)' }),
  ...GoalCounts,
  conversion_rate: Type.Number({ description: 'converting visitors in percent of the report\'s visitors (one decimal)' }),
  props: Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.String({ description: 'a value of the prop' }), ...GoalCounts })), {
    description: 'custom events: per prop name, its values (top 10, most converting visitors first); empty for page goals',
  }),
});
const Change = Type.Union([Type.Number(), Type.Null()], { description: 'change from the previous period in percent; null when it counted nothing' });
const Purpose = Type.Union([Type.Literal('search'), Type.Literal('user'), Type.Literal('training')]);

const FilterEcho = Type.Object(Object.fromEntries(Object.keys(FilterParams).map((k) => [k, Type.Optional(Type.String())])), {
  description: 'the filters applied (values as stored: country upper case); empty when none',
});

export const AnalyticsReportSchema = Type.Object(
  {
    days: Type.Integer({ description: 'days covered, both ends included' }),
    since: Type.String({ description: "first day counted (site's time zone), YYYY-MM-DD" }),
    until: Type.String({ description: 'last day counted, YYYY-MM-DD' }),
    time_zone: Type.String({ description: 'IANA time zone of the days and hours', examples: ['Europe/Berlin'] }),
    interval: Type.Union([Type.Literal('hour'), Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { description: 'what one point of `timeseries` covers' }),
    timeseries: Type.Array(Point, { description: 'the range point by point, in order, zero where nothing was counted' }),
    previous: Type.Object({ since: Type.String(), until: Type.String(), ...Totals, ...VisitTotals, timeseries: Type.Array(Point) }, { description: 'the period of the same length just before' }),
    change: Type.Object({
      visitors: Change,
      page_views: Change,
      ai_visitors: Change,
      crawler_visits: Change,
      visits: Change,
      bounce_rate: Type.Union([Type.Number(), Type.Null()], { description: 'change of the bounce rate in percentage points (one decimal); null when either period had no visits' }),
      visit_duration: Change,
    }),
    filters: FilterEcho,
    visitors: Type.Integer(),
    page_views: Type.Integer(),
    from_ai: Type.Object({ visitors: Type.Integer(), page_views: Type.Integer() }),
    ...VisitTotals,
    entry_pages: Type.Array(VisitPage, { description: 'top 10 pages visits began on, most visits first' }),
    exit_pages: Type.Array(VisitPage, { description: 'top 10 pages visits ended on, most visits first' }),
    goals: Type.Array(Goal, { description: 'every goal of the space with its conversions, most converting visitors first' }),
    sources: Type.Array(Item),
    ai_engines: Type.Array(Item),
    referrers: Type.Array(Item),
    pages: Type.Array(Item),
    countries: Type.Array(Type.Object({ name: Type.String(), code: Type.String(), count: Type.Integer(), page_views: Type.Integer() })),
    cities: Type.Array(Type.Object({ name: Type.String(), country: Type.Union([Type.String(), Type.Null()]), count: Type.Integer(), page_views: Type.Integer() })),
    campaigns: Type.Array(Item),
    devices: Type.Array(Item),
    browsers: Type.Array(Item, { description: 'browsers of visitors (their first page view of the day)' }),
    operating_systems: Type.Array(Item, { description: 'operating systems of visitors' }),
    crawlers: Type.Object({
      visits: Type.Integer({ description: 'visits of AI crawlers, verified or of operators that publish no ranges' }),
      unverified: Type.Integer({ description: "visits of crawlers claiming a name whose operator publishes its address ranges, from outside them: not counted as the operator's" }),
      by_purpose: Type.Object({ search: Type.Integer(), user: Type.Integer(), training: Type.Integer() }),
      by_bot: Type.Array(
        Type.Object({
          name: Type.String(),
          operator: Type.String(),
          purpose: Purpose,
          verified: Type.Union([Type.Boolean(), Type.Null()], { description: "true: from the operator's published ranges; false: a claim from elsewhere (shown apart, e.g. \"claims to be GPTBot\"); null: the operator publishes no ranges" }),
          visits: Type.Integer(),
        }),
      ),
      pages: Type.Array(Type.Object({ name: Type.String({ description: 'path' }), visits: Type.Integer() })),
    }),
    search_crawlers: Type.Object(
      {
        visits: Type.Integer({ description: "visits of search-engine crawlers, verified against the engine's published ranges or of engines that publish none" }),
        unverified: Type.Integer({ description: "visits of crawlers claiming a search engine's name (e.g. Googlebot) from outside its published ranges: not counted as the engine's" }),
        by_bot: Type.Array(
          Type.Object({
            name: Type.String({ description: 'crawler name, e.g. Googlebot or bingbot' }),
            operator: Type.String({ description: 'the search engine, e.g. Google' }),
            verified: Type.Union([Type.Boolean(), Type.Null()], { description: 'true: from the engine\'s published ranges; false: a claim from elsewhere; null: the engine publishes no ranges' }),
            visits: Type.Integer({ description: 'visits in the range' }),
          }),
          { description: 'top 10 search-engine crawlers, most visits first' },
        ),
      },
      { description: 'search-engine crawlers (Googlebot, bingbot…), counted apart: never as AI crawlers, people or in the time series' },
    ),
  },
  { title: 'AnalyticsReport' },
);
