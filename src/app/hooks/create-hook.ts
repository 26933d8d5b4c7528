import type { UnitOfWork } from '../unit-of-work.ts';
import { newId } from '../ids.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { validationFailed } from '../../domain/errors.ts';
import { MAX_HOOKS_PER_SPACE } from '../../domain/hooks/events.ts';
import { countWebhooks, insertWebhook, type WebhookRow } from '../../db/repos/webhooks.ts';
import type { CheckedHook } from './check-hook.ts';
import { generateHookSecret } from './secrets.ts';

/**
 * SPEC "Deploy hooks" POST, step two (step one, `checkHook`, checks the input and the URL
 * before the unit of work opens): saves the hook with a new signing secret, which is returned
 * here once and never again.
 */
export async function createHook(uow: UnitOfWork, hook: CheckedHook): Promise<{ webhook: WebhookRow; secret: string }> {
  requirePermission(uow.actor, 'manage_webhooks', 'create deploy hooks');
  if ((await countWebhooks(uow.trx, uow.actor.spaceId)) >= MAX_HOOKS_PER_SPACE) {
    throw validationFailed(
      { url: `at most ${MAX_HOOKS_PER_SPACE} deploy hooks per site` },
      `This site already has ${MAX_HOOKS_PER_SPACE} deploy hooks.`,
      'Delete a hook you no longer use (DELETE …/webhooks/{id}), then create this one.',
    );
  }
  const secret = generateHookSecret();
  const webhook: WebhookRow = {
    id: newId(),
    space_id: uow.actor.spaceId,
    name: hook.name,
    kind: hook.kind,
    url: hook.url,
    target: hook.target,
    events: JSON.stringify(hook.events),
    secret,
    created_at: uow.now,
    disabled_at: null,
    disabled_reason: null,
    consecutive_failures: 0,
    failing_since: null,
  };
  await insertWebhook(uow.trx, webhook);
  uow.record({ action: 'webhook.created', resourceType: 'webhook', resourceId: webhook.id, details: { name: hook.name, kind: hook.kind, target: hook.target, url: hook.url, events: hook.events } });
  return { webhook, secret };
}
