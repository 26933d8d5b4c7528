import { Type } from '@fastify/type-provider-typebox';
import { checkHook } from '../../app/hooks/check-hook.ts';
import { createHook } from '../../app/hooks/create-hook.ts';
import { deleteHook } from '../../app/hooks/delete-hook.ts';
import { listHooks } from '../../app/hooks/read-hooks.ts';
import { testHook } from '../../app/hooks/test-hook.ts';
import { HOOK_EVENTS, HOOK_KINDS, HOOK_TARGETS } from '../../domain/hooks/events.ts';
import { presentDelivery, presentWebhook } from '../../present/webhook.ts';
import { DeliveryOut, Obj, WebhookOut } from '../outputs.ts';
import { defineTool, write } from '../tool.ts';

const HookId = Type.Object({ id: Type.String({ description: 'the deploy hook id' }) }, { additionalProperties: false });

/** Deploy hooks (SPEC "Deploy hooks"), for keys holding `manage_webhooks`. */
export const hookTools = [
  defineTool({
    name: 'list_webhooks',
    title: 'List deploy hooks',
    description: 'Lists the deploy hooks (outgoing webhooks that rebuild the live or staging site) with their events and last delivery; never their secrets.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the hooks', { items: Type.Array(WebhookOut, { description: 'every hook' }) }),
    needs: 'manage_webhooks',
    group: 'admin',
    readOnly: true,
    run: async (ctx) => {
      const now = new Date();
      return { items: (await listHooks(ctx.app.database.db, ctx.actor)).map((v) => presentWebhook(v, now)) };
    },
  }),
  defineTool({
    name: 'create_webhook',
    title: 'Create a deploy hook',
    description: 'Creates a deploy hook that calls url (https, public) when content changes. target "production" (default) listens to every event but entry.saved and schedule.failed and rebuilds the live site; "preview" also gets entry.saved for the staging site. The signing secret is in the answer once.',
    input: Type.Object(
      {
        name: Type.String({ description: 'what it rebuilds, e.g. "Live site"' }),
        kind: Type.Enum([...HOOK_KINDS], { description: 'a label for the destination; every kind gets the same request' }),
        url: Type.String({ description: 'the https URL to call, usually the host\'s build hook' }),
        events: Type.Optional(Type.Array(Type.Enum([...HOOK_EVENTS]), { minItems: 1, maxItems: 20, description: 'the events that call it; default: every event but entry.saved and schedule.failed (a preview hook always gets entry.saved)' })),
        target: Type.Optional(Type.Enum([...HOOK_TARGETS], { description: 'production (default): the live site; preview: the staging site' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('the hook and its secret', { webhook: WebhookOut, secret: Type.String({ description: 'whsec_…: verifies signatures; shown this once' }) }),
    needs: 'manage_webhooks',
    group: 'admin',
    run: async (ctx, args) => {
      const hook = await checkHook(ctx.app, ctx.actor, args);
      const { webhook, secret } = await write(ctx, (uow) => createHook(uow, hook));
      return { webhook: presentWebhook({ hook: webhook, lastDelivery: null }, new Date()), secret };
    },
  }),
  defineTool({
    name: 'test_webhook',
    title: 'Test a deploy hook',
    description: 'Sends a test delivery to a deploy hook now and answers with what the destination said (status code, time, error).',
    input: HookId,
    output: Obj('what the destination said', { delivery: DeliveryOut }),
    needs: 'manage_webhooks',
    group: 'admin',
    openWorld: true,
    run: async (ctx, args) => ({ delivery: presentDelivery(await testHook(ctx.app, ctx.actor, args.id), new Date()) }),
  }),
  defineTool({
    name: 'delete_webhook',
    title: 'Delete a deploy hook',
    description: 'Deletes a deploy hook and its delivery log.',
    input: HookId,
    output: Obj('what was deleted', { deleted: Type.String({ description: 'its id' }) }),
    needs: 'manage_webhooks',
    group: 'admin',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => deleteHook(uow, args.id));
      return { deleted: args.id };
    },
  }),
];
