import { Type } from '@fastify/type-provider-typebox';
import { readLastReadinessCheck, readReadinessHistory } from '../../../app/readiness/read-readiness.ts';
import { HISTORY_LIMIT, runReadinessCheck } from '../../../app/readiness/run-readiness-check.ts';
import { MAX_INTERVAL_HOURS, readReadinessSchedule, setReadinessSchedule } from '../../../app/readiness/schedule.ts';
import { HistorySchema, presentReadinessCheck, presentReadinessSummary, ReadinessCheckSchema } from '../../../present/readiness.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const ScheduleSchema = Type.Object(
  {
    interval_hours: Nullable(Type.Integer({ minimum: 1, maximum: MAX_INTERVAL_HOURS, description: 'hours between scheduled checks; null: none are scheduled' })),
    next_check_at: Nullable(Type.String({ format: 'date-time', description: 'when the worker runs the next scheduled check' })),
    last_error: Nullable(Type.String({ description: 'why the last scheduled check could not run (for example no production_url); null when it ran' })),
  },
  { $id: 'ReadinessSchedule', title: 'ReadinessSchedule', examples: [{ interval_hours: 24, next_check_at: '2026-11-28T06:00:00.000Z', last_error: null }] },
);

const ScheduleBody = Type.Object(
  {
    interval_hours: Nullable(
      Type.Integer({
        minimum: 0,
        maximum: MAX_INTERVAL_HOURS,
        description: `hours between checks the worker runs by itself, 1 to ${MAX_INTERVAL_HOURS} (24: daily, 168: weekly); null (or 0) stops them. Each scheduled check is stored like a manual one, and the readiness.changed deploy-hook event fires when its findings differ from the check before`,
        examples: [24],
      }),
    ),
  },
  { additionalProperties: false, examples: [{ interval_hours: 24 }] },
);

export default async function readinessRoutes(app: App): Promise<void> {
  app.addSchema(ReadinessCheckSchema);
  const CheckRef = Type.Ref('ReadinessCheck');

  app.get(
    '/api/v1/spaces/:space_id/readiness',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Reports'],
        operationId: 'getReadiness',
        summary: 'The last AI-readiness check of the live site',
        description: 'Answers the last stored check; 404 not_found before the first one (run one with POST).',
        params: SpaceParams,
        response: responses({ 200: CheckRef }, [401, 403, 404]),
      },
    },
    async (request) => presentReadinessCheck(app.ctx.config.baseUrl, await readLastReadinessCheck(app.ctx.database.db, actorOf(request))),
  );

  app.post(
    '/api/v1/spaces/:space_id/readiness',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Reports'],
        operationId: 'runReadinessCheck',
        summary: 'Read the live site like an AI crawler and check how ready it is',
        description:
          'Fetches production_url (home page, robots.txt, /llms.txt, the sitemap, and up to TESSERA_READINESS_PAGES (50) more pages: published entry pages first, then the sitemap URLs) with an AI crawler user agent and a browser one, runs every check and stores the result. At most once a minute per site; without a production_url or within a minute of the last check the answer is 422 check_unavailable, whose fix says when to try again.',
        params: SpaceParams,
        response: responses({ 201: CheckRef }, [401, 403, 422]),
      },
    },
    async (request, reply) => {
      const row = await runReadinessCheck(app.ctx, actorOf(request));
      return reply.code(201).send(presentReadinessCheck(app.ctx.config.baseUrl, row));
    },
  );

  app.addSchema(ScheduleSchema);
  const ScheduleRef = Type.Ref('ReadinessSchedule');

  app.get(
    '/api/v1/spaces/:space_id/readiness/schedule',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Reports'],
        operationId: 'getReadinessSchedule',
        summary: 'How often the live site is checked by itself (beyond SPEC)',
        description: 'interval_hours null: no scheduled checks (the default).',
        params: SpaceParams,
        response: responses({ 200: ScheduleRef }, [401, 403]),
      },
    },
    async (request) => readReadinessSchedule(app.ctx.database.db, actorOf(request)),
  );

  app.put(
    '/api/v1/spaces/:space_id/readiness/schedule',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Reports'],
        operationId: 'setReadinessSchedule',
        summary: 'Check the live site every interval_hours, on a worker node (beyond SPEC)',
        description:
          'The first scheduled check falls due one interval after the last check, or at once. With several nodes exactly one runs each check. Without a production_url the answer is 422 check_unavailable. A check that cannot run when due (a manual check in the same minute, production_url removed) is skipped until the next interval, with the reason in last_error.',
        params: SpaceParams,
        body: ScheduleBody,
        response: responses({ 200: ScheduleRef }, [401, 403, 422]),
      },
    },
    async (request) => setReadinessSchedule(app.ctx, actorOf(request), request.body.interval_hours || null),
  );

  app.get(
    '/api/v1/spaces/:space_id/readiness/history',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Reports'],
        operationId: 'listReadinessHistory',
        summary: `The last readiness checks (up to ${HISTORY_LIMIT}), newest first, with each check's status`,
        description: 'Beyond SPEC: the score and per-check status of the stored checks, so progress can be shown. Empty before the first check.',
        params: SpaceParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_LIMIT, default: HISTORY_LIMIT })) }),
        response: responses({ 200: HistorySchema }, [400, 401, 403]),
      },
    },
    async (request) => ({ items: (await readReadinessHistory(app.ctx.database.db, actorOf(request), request.query.limit)).map(presentReadinessSummary) }),
  );
}
