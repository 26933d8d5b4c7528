/** Deploy-hook kinds, targets and event routing (SPEC "Deploy hooks", "Events"). */

export const HOOK_EVENTS = ['entry.published', 'entry.unpublished', 'content_type.changed', 'asset.replaced', 'entry.saved', 'entry.deleted', 'asset.deleted', 'schedule.failed', 'readiness.changed'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

export const HOOK_KINDS = ['host_a', 'host_b', 'generic'] as const;
export type HookKind = (typeof HOOK_KINDS)[number];

export const HOOK_TARGETS = ['production', 'preview'] as const;
export type HookTarget = (typeof HOOK_TARGETS)[number];

/** Hooks a space may hold: each event fans out to every hook, so keep the fan-out bounded. */
export const MAX_HOOKS_PER_SPACE = 20;

/**
 * Events a hook gets only when it names them: `schedule.failed` reports a scheduled publish that
 * did not happen, and `readiness.changed` that the AI-readiness findings of the live site
 * changed; a build hook has no use for either (no content changed) but an alerting endpoint does.
 */
const OPT_IN_EVENTS: ReadonlySet<string> = new Set(['schedule.failed', 'readiness.changed']);

export function isHookEvent(v: string): v is HookEvent {
  return (HOOK_EVENTS as readonly string[]).includes(v);
}

/**
 * The events a new hook listens to. SPEC "Events" 1 and 2: a production hook gets every event
 * but `entry.saved` unless told otherwise; a preview hook always includes `entry.saved` (and by
 * default everything else too, since the staging site shows drafts and published content alike).
 * Returns the list in canonical order, or the problem with what was sent.
 */
export function resolveHookEvents(target: HookTarget, requested: readonly string[] | undefined): { events: HookEvent[] } | { error: string } {
  if (requested === undefined) {
    return { events: HOOK_EVENTS.filter((e) => !OPT_IN_EVENTS.has(e) && (target === 'preview' || e !== 'entry.saved')) };
  }
  const unknown = requested.filter((e) => !isHookEvent(e));
  if (unknown.length > 0) {
    return { error: `only known events (${HOOK_EVENTS.join(', ')}); not ${unknown.map((e) => JSON.stringify(e)).join(', ')}` };
  }
  if (requested.length === 0 && target === 'production') {
    return { error: `at least one of ${HOOK_EVENTS.join(', ')}, or leave events out for the default (every event but entry.saved, schedule.failed and readiness.changed)` };
  }
  const wanted = new Set<string>(requested);
  if (target === 'preview') wanted.add('entry.saved');
  return { events: HOOK_EVENTS.filter((e) => wanted.has(e)) };
}

export interface RoutableHook {
  space_id: string;
  target: HookTarget;
  events: readonly string[];
  created_at: string;
  disabled: boolean;
}

export interface RoutableEvent {
  space_id: string;
  event: string;
  created_at: string;
}

/**
 * Whether a hook receives an event: same space only, listening to it, enabled, and created
 * before the event happened (a hook added later does not get a backlog).
 */
export function hookReceives(hook: RoutableHook, ev: RoutableEvent): boolean {
  if (hook.disabled || hook.space_id !== ev.space_id || ev.created_at < hook.created_at) return false;
  if (hook.target === 'preview' && ev.event === 'entry.saved') return true;
  return hook.events.includes(ev.event);
}
