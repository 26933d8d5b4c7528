import type { AppContext } from '../context.ts';
import { requirePermission } from '../../domain/actor.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { newId } from '../ids.ts';
import type { Actor } from '../../domain/actor.ts';
import { validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { MAX_HOOKS_PER_SPACE, resolveHookEvents, type HookEvent, type HookKind, type HookTarget } from '../../domain/hooks/events.ts';
import { countWebhooks, insertWebhook, type WebhookRow } from '../../db/repos/webhooks.ts';
import { generateHookSecret } from './secrets.ts';
import { checkHookTarget } from './target.ts';

export interface CreateHookInput {
  name: string;
  kind: HookKind;
  url: string;
  target?: HookTarget;
  events?: string[];
}

/**
 * SPEC "Deploy hooks" POST: validates, then saves the hook with a new signing secret, which is
 * returned here once and never again. The URL is checked (DNS included) before the unit of work
 * opens, so no transaction waits on the network.
 */
export async function createHook(ctx: AppContext, actor: Actor, input: CreateHookInput): Promise<{ webhook: WebhookRow; secret: string }> {
  requirePermission(actor, 'manage_webhooks', 'create deploy hooks');
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name || name.length > 100) errors.name = 'a name of 1 to 100 characters, e.g. "Rebuild live site"';
  const target = input.target ?? 'production';
  const events = resolveHookEvents(target, input.events);
  if ('error' in events) errors.events = events.error;
  const checked = await checkHookTarget(ctx.config, input.url);
  if ('problem' in checked) errors.url = checked.problem;
  if (Object.keys(errors).length > 0 || 'error' in events || 'problem' in checked) throw validationFailed(errors);

  return runUnitOfWork(ctx.database, actor, async (uow) => {
    if ((await countWebhooks(uow.trx, actor.spaceId)) >= MAX_HOOKS_PER_SPACE) {
      throw validationFailed(
        { url: `at most ${MAX_HOOKS_PER_SPACE} deploy hooks per site` },
        `This site already has ${MAX_HOOKS_PER_SPACE} deploy hooks.`,
        'Delete a hook you no longer use (DELETE …/webhooks/{id}), then create this one.',
      );
    }
    const secret = generateHookSecret();
    const webhook: WebhookRow = {
      id: newId(),
      space_id: actor.spaceId,
      name,
      kind: input.kind,
      url: checked.url,
      target,
      events: JSON.stringify(events.events satisfies HookEvent[]),
      secret,
      created_at: uow.now,
      disabled_at: null,
      disabled_reason: null,
      consecutive_failures: 0,
      failing_since: null,
    };
    await insertWebhook(uow.trx, webhook);
    uow.record({ action: 'webhook.created', resourceType: 'webhook', resourceId: webhook.id, details: { name, kind: input.kind, target, url: webhook.url, events: events.events } });
    return { webhook, secret };
  });
}
