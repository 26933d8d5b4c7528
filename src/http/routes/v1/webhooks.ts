import { Type } from '@fastify/type-provider-typebox';
import { checkHook } from '../../../app/hooks/check-hook.ts';
import { createHook } from '../../../app/hooks/create-hook.ts';
import { deleteHook } from '../../../app/hooks/delete-hook.ts';
import { listHookDeliveries, listHooks, readHook } from '../../../app/hooks/read-hooks.ts';
import { retryDelivery } from '../../../app/hooks/retry-delivery.ts';
import { testHook } from '../../../app/hooks/test-hook.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { HOOK_EVENTS, HOOK_KINDS, HOOK_TARGETS } from '../../../domain/hooks/events.ts';
import { DeliverySchema, presentDelivery, presentWebhook, WebhookSchema } from '../../../present/webhook.ts';
import { Limit, ListSys, Str, Total } from '../../../present/schema-values.ts';
import { actorOf } from '../../plugins/auth.ts';
import { QueryInteger, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const HookParams = Type.Object({ space_id: Type.String(), id: Type.String() });
const DeliveryParams = Type.Object({ space_id: Type.String(), id: Type.String(), delivery_id: Type.String() });
const Delivery = Type.Object({ delivery: { ...DeliverySchema, description: 'the delivery sent' } });

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
        response: responses({ 200: Type.Object({ sys: ListSys, total: Total, items: Type.Array(WebhookSchema, { description: 'the deploy hooks' }) }) }, [401, 403]),
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
        response: responses({ 201: Type.Object({ webhook: { ...WebhookSchema, description: 'the new deploy hook' }, secret: Str('whsec_…: verify signatures with it; shown once', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') }) }, [400, 401, 403, 422]),
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
        response: responses({ 200: Type.Object({ sys: ListSys, total: Total, limit: Limit, items: Type.Array(DeliverySchema, { description: 'the deliveries, newest first' }) }) }, [400, 401, 403, 404]),
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
