import { Type } from '@fastify/type-provider-typebox';
import type { HookView } from '../app/hooks/read-hooks.ts';
import { HOOK_EVENTS, HOOK_KINDS, HOOK_TARGETS } from '../domain/hooks/events.ts';
import { TEST_EVENT } from '../domain/hooks/payload.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';
import { Bool, Int, List, Str, Time } from './schema-values.ts';
import type { HookEventSummary } from '../domain/hooks/payload.ts';
import { isFailing } from '../domain/hooks/retry.ts';
import type { DeliveryRow } from '../db/repos/webhook-deliveries.ts';

const Resource = Type.Object(
  { type: Type.String({ pattern: '^[a-z_]+$', description: 'what changed: entry, asset, content_type, …', examples: ['entry'] }), id: Str('its id', '4BqrajvA8E6qwgkieoqmqO') },
  { additionalProperties: true, description: 'what the event is about' },
);

/** One delivery of a deploy hook (SPEC "Webhook delivery"). */
export const DeliverySchema = Type.Object(
  {
    id: Str('also the webhook-id header (with a msg_ prefix), the same on every attempt', 'dl_2x7Kq9'),
    status_code: Int('HTTP status of the last answer; 0 when none was received', 200),
    ok: Bool('true when the destination answered 2xx', true),
    response_ms: Int('how long the last answer took, in milliseconds; 0 when none was received', 184),
    error: Nullable(Str('what failed: "unreachable (CODE)", "no answer within 1000 ms" or the HTTP status; null when it worked', 'HTTP 500')),
    test: Bool('true for a test delivery (POST …/test)', false),
    status: Type.Enum(['pending', 'sending', 'succeeded', 'failed'], { description: 'pending: waiting to be sent or retried; sending; succeeded; failed: given up' }),
    type: StringEnum([...HOOK_EVENTS, 'multiple', TEST_EVENT], { description: 'the event, "multiple" for a coalesced burst of different events, or "webhook.test"' }),
    event_count: Int('how many events it carries (a burst is sent as one delivery)', 1),
    events: List(
      'the events it carries',
      Type.Object({
        id: Str('the event id', 'evt_5Jc2Lm'),
        type: StringEnum([...HOOK_EVENTS, TEST_EVENT], { description: 'what happened' }),
        resource: Resource,
        timestamp: Time('when it happened'),
      }),
    ),
    attempts: Int('how many times it was sent', 1),
    next_attempt_at: Nullable(Time('when it will be sent (again), while pending')),
    created_at: Time('when the event was recorded'),
    last_attempt_at: Nullable(Time('when it was last sent, or null')),
    completed_at: Nullable(Time('when it succeeded or was given up, or null')),
  },
  { title: 'WebhookDelivery' },
);

/** A deploy hook (SPEC "Webhooks"), never its secret. */
export const WebhookSchema = Type.Object(
  {
    id: Str('the hook id', 'wh_8Tn3Qp'),
    name: Str('what it rebuilds', 'Live site'),
    kind: Type.Enum([...HOOK_KINDS], { description: 'which host the hook belongs to; only a label' }),
    url: Str('where it posts', 'https://api.example-host.com/v1/hooks/build/abc123'),
    target: Type.Enum([...HOOK_TARGETS], { description: 'production: published content changed; preview: drafts changed too' }),
    events: Type.Array(StringEnum(HOOK_EVENTS), { description: 'the events it gets', examples: [['entry.published', 'entry.unpublished']] }),
    last_delivery: Nullable({ ...DeliverySchema, description: 'its latest delivery, or null' }),
    disabled: Bool('true once the destination answered 410 Gone', false),
    disabled_at: Nullable(Time('when it was disabled, or null')),
    disabled_reason: Nullable(Str('why it was disabled, or null', 'the destination answered 410 Gone')),
    failing: Bool('its last attempts failed in a row', false),
    created_at: Time('when it was made'),
  },
  { title: 'Webhook' },
);

/**
 * A delivery as the log shows it. SPEC's Webhook delivery fields (id, status_code, ok,
 * response_ms, error, test) come first; `status_code` and `response_ms` are 0 until an HTTP
 * answer was received. `status` is `pending` (waiting to be sent or retried), `sending`,
 * `succeeded` or `failed` (given up).
 */
export function presentDelivery(d: DeliveryRow, now: Date) {
  const sending = d.status === 'pending' && d.claimed_until !== null && d.claimed_until > now.toISOString();
  return {
    id: d.id,
    status_code: d.status_code ?? 0,
    ok: d.status === 'succeeded',
    response_ms: d.response_ms ?? 0,
    error: d.error,
    test: d.test === 1,
    status: sending ? ('sending' as const) : d.status,
    type: d.type,
    event_count: d.event_count,
    events: JSON.parse(d.events) as HookEventSummary[],
    attempts: d.attempts,
    next_attempt_at: d.status === 'pending' && !sending ? d.next_attempt_at : null,
    created_at: d.created_at,
    last_attempt_at: d.last_attempt_at,
    completed_at: d.completed_at,
  };
}

/** A deploy hook as the API shows it: never its secret. */
export function presentWebhook(v: HookView, now: Date) {
  const h = v.hook;
  return {
    id: h.id,
    name: h.name,
    kind: h.kind,
    url: h.url,
    target: h.target,
    events: JSON.parse(h.events) as string[],
    last_delivery: v.lastDelivery ? presentDelivery(v.lastDelivery, now) : null,
    disabled: h.disabled_at !== null,
    disabled_at: h.disabled_at,
    disabled_reason: h.disabled_reason,
    failing: h.disabled_at === null && isFailing(h.consecutive_failures),
    created_at: h.created_at,
  };
}
