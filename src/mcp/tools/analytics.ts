import { Type } from '@fastify/type-provider-typebox';
import { readAnalytics } from '../../app/analytics/read-analytics.ts';
import { DEFAULT_DAYS, MAX_DAYS, MIN_DAYS } from '../../domain/analytics/report.ts';
import { FilterParams } from '../../present/analytics-filters.ts';
import { Obj, Open } from '../outputs.ts';
import { defineTool, write } from '../tool.ts';
import { createGoal, readGoals, removeGoal } from '../../app/analytics/goals.ts';
import { MAX_GOALS } from '../../domain/analytics/visits.ts';

const GoalOut = Obj('a goal', {
  id: Type.String({ description: 'the goal id' }),
  kind: Type.String({ description: '`event` (a custom event name) or `page` (a path pattern, `*` any characters)' }),
  name: Type.String({ description: 'the event name or the path pattern' }),
  created_at: Type.String({ description: 'when it was added' }),
});

export const analyticsTools = [
  defineTool({
    name: 'get_analytics',
    title: 'Read site analytics',
    description:
      'First-party analytics for the last `days` days or `from`..`to`, in the site\'s time zone: visitors, page views, AI-assistant visits, top-10 lists ({name, count, page_views}), AI crawlers by purpose and bot, search-engine crawlers, visits (bounce rate, duration, entry/exit pages), `goals`, `timeseries` with the `previous` period and `change` in percent. Filters narrow everything. As GET /api/v1/spaces/{space_id}/analytics.',
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
      search_crawlers: Open('search-engine crawlers (Googlebot…): total, unverified, by bot'),
      timeseries: Type.Array(Type.Unknown(), { description: 'points {date, visitors, page_views, ai_visitors, crawler_visits}' }),
      change: Open('change of each total from the previous period, in percent'),
      goals: Type.Array(Type.Unknown(), { description: '{name, visitors, conversions, conversion_rate, props}' }),
    }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: (ctx, args) => {
      const { days, from, to, ...filters } = args;
      return readAnalytics(ctx.app.database.db, ctx.actor, { days, from, to, filters, retentionDays: ctx.app.config.analyticsRetentionDays, now: new Date() });
    },
  }),
  defineTool({
    name: 'list_analytics_goals',
    title: 'List analytics goals',
    description: 'The goals the analytics report counts conversions for.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the goals', { items: Type.Array(GoalOut, { description: 'oldest first' }) }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx) => ({ items: await readGoals(ctx.app.database.db, ctx.actor) }),
  }),
  defineTool({
    name: 'create_analytics_goal',
    title: 'Add an analytics goal',
    description: `Adds an analytics goal: a custom event name, or a page path ("/blog/*"). At most ${MAX_GOALS}.`,
    input: Type.Object(
      {
        kind: Type.Union([Type.Literal('event'), Type.Literal('page')], { description: 'event or page' }),
        name: Type.String({ description: 'event name, or path ("*" any characters)' }),
      },
      { additionalProperties: false },
    ),
    output: GoalOut,
    needs: 'manage_webhooks',
    group: 'reports',
    run: (ctx, args) => write(ctx, (uow) => createGoal(uow, args)),
  }),
  defineTool({
    name: 'delete_analytics_goal',
    title: 'Delete an analytics goal',
    description: 'Deletes an analytics goal; reports stop listing it (a page goal\'s counts go with it).',
    input: Type.Object({ id: Type.String({ description: 'the goal id' }) }, { additionalProperties: false }),
    output: Obj('what was deleted', { deleted: Type.String({ description: 'its id' }) }),
    needs: 'manage_webhooks',
    group: 'reports',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => removeGoal(uow, args.id));
      return { deleted: args.id };
    },
  }),
];
