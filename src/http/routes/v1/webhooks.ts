import { Type } from '@fastify/type-provider-typebox';
import { checkHook } from '../../../app/hooks/check-hook.ts';
import { createHook } from '../../../app/hooks/create-hook.ts';
import { deleteHook } from '../../../app/hooks/delete-hook.ts';
import { listHookDeliveries, listHooks, readHook } from '../../../app/hooks/read-hooks.ts';
import { retryDelivery } from '../../../app/hooks/retry-delivery.ts';
import { testHook } from '../../../app/hooks/test-hook.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { HOOK_EVENTS, HOOK_KINDS, HOOK_TARGETS } from '../../../domain/hooks/events.ts';
import { presentDelivery, presentWebhook } from '../../../present/webhook.ts';
import { StringEnum } from '../../../present/schema-enums.ts';
import { TEST_EVENT } from '../../../domain/hooks/payload.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, QueryInteger, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const Resource = Type.Object({ type: Type.String({ pattern: '^[a-z_]+$', description: 'what changed: entry, asset, content_type, …', examples: ['entry'] }), id: Type.String() }, { additionalProperties: true });

export const DeliverySchema = Type.Object(
  {
    id: Type.String({ description: 'also the webhook-id header (with a msg_ prefix), the same on every attempt' }),
    status_code: Type.Integer({ description: 'HTTP status of the last answer; 0 when none was received' }),
    ok: Type.Boolean(),
    response_ms: Type.Integer(),
    error: Nullable(Type.String()),
    test: Type.Boolean(),
    status: Type.Enum(['pending', 'sending', 'succeeded', 'failed']),
    type: StringEnum([...HOOK_EVENTS, 'multiple', TEST_EVENT], { description: 'the event, "multiple" for a coalesced burst of different events, or "webhook.test"' }),
    event_count: Type.Integer(),
    events: Type.Array(Type.Object({ id: Type.String(), type: StringEnum([...HOOK_EVENTS, TEST_EVENT]), resource: Resource, timestamp: Type.String() })),
    attempts: Type.Integer(),
    next_attempt_at: Nullable(Type.String({ description: 'when it will be sent (again), while pending' })),
    created_at: Type.String(),
    last_attempt_at: Nullable(Type.String()),
    completed_at: Nullable(Type.String()),
  },
  { title: 'WebhookDelivery' },
);

export const WebhookSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    kind: Type.Enum([...HOOK_KINDS]),
    url: Type.String(),
    target: Type.Enum([...HOOK_TARGETS]),
    events: Type.Array(Type.String()),
    last_delivery: Nullable(DeliverySchema),
    disabled: Type.Boolean(),
    disabled_at: Nullable(Type.String()),
    disabled_reason: Nullable(Type.String()),
    failing: Type.Boolean({ description: 'its last attempts failed in a row' }),
    created_at: Type.String(),
  },
  { title: 'Webhook' },
);

const HookParams = Type.Object({ space_id: Type.String(), id: Type.String() });
const DeliveryParams = Type.Object({ space_id: Type.String(), id: Type.String(), delivery_id: Type.String() });
const Delivery = Type.Object({ delivery: DeliverySchema });

const CreateBody = Type.Object(
  {
    name: Type.String({ description: 'what the hook rebuilds, e.g. "Live site"', examples: ['Live site'] }),
    kind: Type.Enum([...HOOK_KINDS], { description: 'which host the hook belongs to; only a label: every kind gets the same request' }),
    url: Type.String({ description: 'https:// and public; checked again before every delivery', examples: ['https://api.example-host.com/v1/hooks/build/abc123'] }),
    events: Type.Optional(Type.Array(Type.String(), { maxItems: 20, description: `any of ${HOOK_EVENTS.join(', ')}; production default: all but entry.saved and schedule.failed; preview hooks always include entry.saved`, examples: [['entry.published', 'entry.unpublished']] })),
    target: Type.Optional(Type.Enum([...HOOK_TARGETS], { default: 'production', description: 'production: published content changed; preview: drafts changed too (entry.saved)' })),
  },
  { additionalProperties: false },
);

export default async function webhookRoutes(app: App): Promise<void> {
  // Shared schemas are inlined, not added with app.addSchema: a schema added inside this
  // plugin would give it Fastify's default validator, which strips unknown body properties.
  const db = () => app.ctx.database.db;

  app.get(
    '/api/v1/spaces/:space_id/webhooks',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Deploy hooks'],
        summary: 'List the deploy hooks of the site with their last delivery (never their secrets)',
        params: SpaceParams,
        response: responses({ 200: Type.Object({ sys: Type.Object({ type: Type.Literal('Array') }), total: Type.Integer(), items: Type.Array(WebhookSchema) }) }, [401, 403]),
      },
    },
    async (request) => {
      const now = new Date();
      const views = await listHooks(db(), actorOf(request));
      return { sys: { type: 'Array' as const }, total: views.length, items: views.map((v) => presentWebhook(v, now)) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/webhooks',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Deploy hooks'],
        summary: 'Create a deploy hook; its signing secret is shown only in this answer',
        params: SpaceParams,
        body: CreateBody,
        response: responses({ 201: Type.Object({ webhook: WebhookSchema, secret: Type.String({ description: 'whsec_…: verify signatures with it; shown once' }) }) }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const hook = await checkHook(app.ctx, actorOf(request), request.body);
      const { webhook, secret } = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => createHook(uow, hook));
      return reply.code(201).send({ webhook: presentWebhook({ hook: webhook, lastDelivery: null }, new Date()), secret });
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/webhooks/:id',
    {
      config: { auth: 'manage_webhooks' },
      schema: { tags: ['Deploy hooks'], summary: 'Read one deploy hook', params: HookParams, response: responses({ 200: WebhookSchema }, [401, 403, 404]) },
    },
    async (request) => presentWebhook(await readHook(db(), actorOf(request), request.params.id), new Date()),
  );

  app.delete(
    '/api/v1/spaces/:space_id/webhooks/:id',
    {
      config: { auth: 'manage_webhooks' },
      schema: { tags: ['Deploy hooks'], summary: 'Delete a deploy hook and its delivery log', params: HookParams, response: responses({ 204: Type.Null() }, [401, 403, 404]) },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => deleteHook(uow, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/webhooks/:id/test',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Deploy hooks'],
        summary: 'Send a test delivery now and answer with what the destination said',
        params: HookParams,
        response: responses({ 200: Type.Object(Delivery.properties, { description: 'The test delivery, with the status and time of the destination\'s answer' }) }, [401, 403, 404]),
      },
    },
    async (request) => ({ delivery: presentDelivery(await testHook(app.ctx, actorOf(request), request.params.id), new Date()) }),
  );

  app.get(
    '/api/v1/spaces/:space_id/webhooks/:id/deliveries',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Deploy hooks'],
        summary: 'The delivery log of a hook, newest first (the last 100 are kept)',
        params: HookParams,
        querystring: Type.Object({ limit: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, default: 20, description: 'deliveries to show' })) }, { additionalProperties: false }),
        response: responses({ 200: Type.Object({ sys: Type.Object({ type: Type.Literal('Array') }), total: Type.Integer(), limit: Type.Integer(), items: Type.Array(DeliverySchema) }) }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const now = new Date();
      const limit = request.query.limit ?? 20;
      const { deliveries } = await listHookDeliveries(db(), actorOf(request), request.params.id, limit);
      return { sys: { type: 'Array' as const }, total: deliveries.length, limit, items: deliveries.map((d) => presentDelivery(d, now)) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/webhooks/:id/deliveries/:delivery_id/retry',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Deploy hooks'],
        summary: 'Send a logged delivery again now (same webhook-id and body)',
        params: DeliveryParams,
        response: responses({ 200: Delivery }, [401, 403, 404, 422]),
      },
    },
    async (request) => ({ delivery: presentDelivery(await retryDelivery(app.ctx, actorOf(request), request.params.id, request.params.delivery_id), new Date()) }),
  );
}
