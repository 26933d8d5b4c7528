import { Type } from '@fastify/type-provider-typebox';
import { readAnalytics } from '../../app/analytics/read-analytics.ts';
import { DEFAULT_DAYS, MAX_DAYS, MIN_DAYS } from '../../domain/analytics/report.ts';
import { FilterParams } from '../../present/analytics-filters.ts';
import { Obj, Open } from '../outputs.ts';
import { defineTool } from '../tool.ts';

export const analyticsTools = [
  defineTool({
    name: 'get_analytics',
    title: 'Read site analytics',
    description:
      'First-party analytics for the last `days` days or `from`..`to`, in the site\'s time zone: visitors, page views, visits from AI assistants, top-10 sources, referrers, pages, places, campaigns, devices, browsers and systems ({name, count, page_views}); AI crawler visits by purpose and bot, and the pages assistants read; search-engine crawlers apart; `timeseries`, the `previous` period and `change` in percent. Filters narrow everything. Same report as GET /api/v1/spaces/{space_id}/analytics.',
    input: Type.Object(
      {
        days: Type.Optional(Type.Integer({ minimum: MIN_DAYS, maximum: MAX_DAYS, description: `days to cover, today included (${MIN_DAYS} to ${MAX_DAYS}; default ${DEFAULT_DAYS})` })),
        from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day YYYY-MM-DD, with `to`, instead of `days`' })),
        to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day YYYY-MM-DD (included), at most 365 days after `from`' })),
        ...FilterParams,
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
      search_crawlers: Open('search-engine crawler visits (Googlebot, bingbot…), apart from AI crawlers: total, unverified claims, by bot'),
      timeseries: Type.Array(Type.Unknown(), { description: 'points {date, visitors, page_views, ai_visitors, crawler_visits}' }),
      change: Open('change of each total from the previous period, in percent'),
    }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: (ctx, args) => {
      const { days, from, to, ...filters } = args;
      return readAnalytics(ctx.app.database.db, ctx.actor, { days, from, to, filters, retentionDays: ctx.app.config.analyticsRetentionDays, now: new Date() });
    },
  }),
];
