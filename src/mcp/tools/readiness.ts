import { Type } from '@fastify/type-provider-typebox';
import { readLastReadinessCheck, readReadinessHistory } from '../../app/readiness/read-readiness.ts';
import { HISTORY_LIMIT, runReadinessCheck } from '../../app/readiness/run-readiness-check.ts';
import { MAX_INTERVAL_HOURS, setReadinessSchedule } from '../../app/readiness/schedule.ts';
import { Nullable } from '../../present/nullable.ts';
import { presentReadinessCheck, presentReadinessSummary } from '../../present/readiness.ts';
import { Obj, ReadinessCheckOut } from '../outputs.ts';
import { defineTool } from '../tool.ts';

export const readinessTools = [
  defineTool({
    name: 'run_readiness_check',
    title: 'Check how ready the live site is for AI',
    description:
      'Reads the live site (production_url) as an AI crawler does (home page, robots.txt, /llms.txt, sitemap, published entry and sitemap pages) and runs the AI-readiness checks (crawler access and robots rules, llms.txt, sitemap, text without JavaScript, titles, descriptions, canonical, language, redirect chains, Open Graph, JSON-LD and whether it matches the entry, headings, alt text, noindex) and checks of the content itself. Each check has status pass/warn/fail and fix_by: content (fix it through these tools, following ask_agent, or send fix_batch to the batch tool when present) or site (the site code must change: ask_agent says what to tell a coding agent). At most once a minute; check_unavailable says when to retry.',
    input: Type.Object({}, { additionalProperties: false }),
    output: ReadinessCheckOut,
    needs: 'read_drafts',
    group: 'reports',
    openWorld: true,
    run: async (ctx) => presentReadinessCheck(ctx.app.config.baseUrl, await runReadinessCheck(ctx.app, ctx.actor)),
  }),
  defineTool({
    name: 'get_readiness',
    title: 'Read the last AI-readiness check',
    description: 'Returns the last AI-readiness check of the live site (same shape as run_readiness_check), or not_found before the first one. Use it to see what to fix without running a new check.',
    input: Type.Object({}, { additionalProperties: false }),
    output: ReadinessCheckOut,
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx) => presentReadinessCheck(ctx.app.config.baseUrl, await readLastReadinessCheck(ctx.app.database.db, ctx.actor)),
  }),
  defineTool({
    name: 'get_readiness_history',
    title: 'Read the AI-readiness history',
    description: `Returns the last AI-readiness checks (up to ${HISTORY_LIMIT}), newest first: score and each check's status, to see progress over time.`,
    input: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_LIMIT, description: `how many checks, newest first (default and most ${HISTORY_LIMIT})` })) }, { additionalProperties: false }),
    output: Obj('past checks', {
      items: Type.Array(Obj('a past check', { checked_at: Type.String({ description: 'when' }), passed: Type.Integer({ description: 'checks passed' }), total: Type.Integer({ description: 'checks run' }) }), { description: 'newest first' }),
    }),
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx, args) => ({ items: (await readReadinessHistory(ctx.app.database.db, ctx.actor, args.limit)).map(presentReadinessSummary) }),
  }),
  defineTool({
    name: 'set_readiness_schedule',
    title: 'Schedule AI-readiness checks',
    description: `Has the worker check the live site every interval_hours (1 to ${MAX_INTERVAL_HOURS}; 24 daily; null or 0 stops it). Hooks listening to readiness.changed hear when the findings change.`,
    input: Type.Object({ interval_hours: Nullable(Type.Integer({ minimum: 0, maximum: MAX_INTERVAL_HOURS, description: 'hours between checks; null or 0: none' })) }, { additionalProperties: false }),
    output: Obj('the schedule', {
      interval_hours: Nullable(Type.Integer({ description: 'hours between checks; null: none' })),
      next_check_at: Nullable(Type.String({ description: 'when the next check runs' })),
    }),
    needs: 'manage_model',
    group: 'reports',
    run: async (ctx, args) => setReadinessSchedule(ctx.app, ctx.actor, args.interval_hours || null),
  }),
];
