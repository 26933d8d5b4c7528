import type { AppContext } from '../context.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { resolveHookEvents, type HookEvent, type HookKind, type HookTarget } from '../../domain/hooks/events.ts';
import { checkHookTarget } from './target.ts';
import { displayNameProblem } from '../../domain/display-names.ts';

export interface CreateHookInput {
  name: string;
  kind: HookKind;
  url: string;
  target?: HookTarget;
  events?: string[];
}

declare const checked: unique symbol;

/** A hook input that passed `checkHook`; only that function makes one, so no unchecked URL is saved. */
export interface CheckedHook {
  readonly [checked]: true;
  name: string;
  kind: HookKind;
  url: string;
  target: HookTarget;
  events: HookEvent[];
}

/**
 * Step one of creating a deploy hook (step two: `createHook` in a unit of work): the permission,
 * the name and events, and the URL with its DNS answer checked against private addresses. It
 * runs before the unit of work opens, so no transaction waits on the network.
 */
export async function checkHook(ctx: AppContext, actor: Actor, input: CreateHookInput): Promise<CheckedHook> {
  requirePermission(actor, 'manage_webhooks', 'create deploy hooks');
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name || name.length > 100) errors.name = 'a name of 1 to 100 characters, e.g. "Rebuild live site"';
  else if (displayNameProblem(name)) errors.name = `a name that ${displayNameProblem(name)}`;
  const target = input.target ?? 'production';
  const events = resolveHookEvents(target, input.events);
  if ('error' in events) errors.events = events.error;
  const url = await checkHookTarget(ctx.config, input.url);
  if ('problem' in url) errors.url = url.problem;
  if (Object.keys(errors).length > 0 || 'error' in events || 'problem' in url) throw validationFailed(errors);
  return { name, kind: input.kind, url: url.url, target, events: events.events } as CheckedHook;
}
