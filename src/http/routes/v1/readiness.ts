import { Type } from '@fastify/type-provider-typebox';
import { readLastReadinessCheck, readReadinessHistory } from '../../../app/readiness/read-readiness.ts';
import { HISTORY_LIMIT, runReadinessCheck } from '../../../app/readiness/run-readiness-check.ts';
import { MAX_INTERVAL_HOURS, readReadinessSchedule, setReadinessSchedule } from '../../../app/readiness/schedule.ts';
import { CHECK_KEYS } from '../../../domain/readiness/types.ts';
import { presentReadinessCheck, presentReadinessSummary } from '../../../present/readiness.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const Status = Type.Union([Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail')]);

export const ReadinessCheckSchema = Type.Object(
  {
    url: Type.String({ format: 'uri', description: 'the live site URL that was read (production_url)' }),
    checked_at: Type.String({ format: 'date-time' }),
    passed: Type.Integer({ description: 'checks with status pass' }),
    total: Type.Integer(),
    checks: Type.Array(
      Type.Object({
        key: Type.String({ description: `stable key: ${CHECK_KEYS.join(', ')}` }),
        title: Type.String(),
        status: Status,
        detail: Type.String({ description: 'what was found, naming pages, entries and files' }),
        fix_by: Type.Union([Type.Literal('content'), Type.Literal('site')], { description: 'content: fixable through this API; site: needs a change to the site code or hosting' }),
        ask_agent: Nullable(Type.String({ description: 'an instruction an agent can carry out (the API call for content fixes; what to change in the site repository for site fixes); null when the check passes' })),
        doc_url: Type.String({ format: 'uri', description: 'the page explaining this check' }),
        checked: Type.Boolean({ description: 'false when the check could not run because AI crawlers got a bot wall (crawler_access): status is then warn, the detail starts "Not checked" and ask_agent is null' }),
        fix_batch: Nullable(
          Type.Object(
            {
              operations: Type.Array(
                Type.Object({
                  op: Type.Union([Type.Literal('update_entry'), Type.Literal('publish_entry')]),
                  id: Type.String(),
                  version: Type.Optional(Type.Integer({ description: 'the entry version the check saw: the batch fails with version_conflict, changing nothing, if the entry changed since' })),
                  fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'the values that fix the finding, drawn from the entry itself' })),
                }),
              ),
            },
            { description: 'beyond SPEC: for a content finding Tessera can fix itself, a ready body for POST /api/v1/spaces/{space_id}/batch (try it with ?dry_run=true first); applying it resolves the finding at the next check. null otherwise' },
          ),
        ),
      }),
    ),
    not_checked: Type.Integer({ description: 'checks that could not run (checked false)' }),
  },
  { $id: 'ReadinessCheck', title: 'ReadinessCheck' },
);

const HistorySchema = Type.Object({
  items: Type.Array(
    Type.Object({
      url: Type.String({ format: 'uri' }),
      checked_at: Type.String({ format: 'date-time' }),
      passed: Type.Integer(),
      total: Type.Integer(),
      warnings: Type.Integer(),
      failures: Type.Integer(),
      not_checked: Type.Integer(),
      statuses: Type.Record(Type.String(), Status, { description: 'status of each check by key' }),
    }),
  ),
});

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
