import { Type } from '@fastify/type-provider-typebox';
import { readAnalytics } from '../../app/analytics/read-analytics.ts';
import { DEFAULT_DAYS, MAX_DAYS, MIN_DAYS } from '../../domain/analytics/report.ts';
import { Obj, Open } from '../outputs.ts';
import { defineTool } from '../tool.ts';

export const analyticsTools = [
  defineTool({
    name: 'get_analytics',
    title: 'Read site analytics',
    description:
      'The site\'s first-party analytics for the last `days` days (1 to 365, default 30; today included) or the dates `from` to `to`, in the site\'s time zone: visitors and page views, visits sent by AI assistants (from_ai, ai_engines), top-10 sources, referrers, pages, countries, cities, UTM campaigns and devices (each item {name, count of visitors, page_views}), and AI crawlers: total visits, visits by purpose (search, user, training), by bot with its operator, and the pages assistants read to answer people; `timeseries` point by point (hours, days, weeks or months), `previous` period and `change` in percent.',
    input: Type.Object(
      {
        days: Type.Optional(Type.Integer({ minimum: MIN_DAYS, maximum: MAX_DAYS, description: `days to cover, today included (${MIN_DAYS} to ${MAX_DAYS}; default ${DEFAULT_DAYS})` })),
        from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day YYYY-MM-DD, with `to`, instead of `days`' })),
        to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day YYYY-MM-DD (included), at most 365 days after `from`' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('the analytics report', {
      days: Type.Integer({ description: 'days covered' }),
      since: Type.String({ description: 'the first day covered' }),
      visitors: Type.Integer({ description: 'unique visitors (daily hashes)' }),
      page_views: Type.Integer({ description: 'page views' }),
      from_ai: Obj('visits sent by AI assistants', { visitors: Type.Integer({ description: 'visitors' }), page_views: Type.Integer({ description: 'page views' }) }),
      pages: Type.Array(Type.Unknown(), { description: 'top pages: {name, count, page_views}' }),
      crawlers: Open('AI crawler visits: total, by purpose, by bot, pages read'),
      timeseries: Type.Array(Type.Unknown(), { description: 'points {date, visitors, page_views, ai_visitors, crawler_visits}' }),
      change: Open('change of each total from the previous period, in percent'),
    }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: (ctx, args) => readAnalytics(ctx.app.database.db, ctx.actor, { days: args.days, from: args.from, to: args.to, now: new Date() }),
  }),
];
