/**
 * The JSON body a deploy hook receives (docs/deploy-hooks.md, "Payload"): Standard Webhooks'
 * `{type, timestamp, data}`, under 20 kB, naming the event(s), the space, each resource and
 * the time. Pure: built from what the delivery row stores, so every retry sends the same bytes
 * (apart from the signature headers, which carry the attempt's own timestamp).
 */

/** One event as a delivery stores and sends it. */
export interface HookEventSummary {
  /** The outbox id of the event: stable, so receivers can de-duplicate single events too. */
  id: string;
  type: string;
  resource: Record<string, string | number | boolean | null> & { type: string; id: string };
  timestamp: string;
}

export interface OutboxEventRow {
  id: string;
  event: string;
  resource_type: string;
  resource_id: string;
  payload: string;
  created_at: string;
}

/** Events a delivery keeps in its row; a longer burst only raises `event_count`. */
export const MAX_STORED_EVENTS = 100;
export const MAX_BODY_BYTES = 20_000;
const MAX_RESOURCE_KEYS = 12;
const MAX_STRING = 300;

/**
 * The resource as the receiver sees it: type and id from the outbox row, plus the scalar values
 * the emitting feature put in the event's data (version, status, url, content_type, …), each
 * string cut to 300 characters. Nested objects are left out to keep the body small.
 */
export function summariseEvent(row: OutboxEventRow): HookEventSummary {
  let data: unknown;
  try {
    data = JSON.parse(row.payload);
  } catch {
    data = {};
  }
  const resource: HookEventSummary['resource'] = { type: row.resource_type, id: row.resource_id };
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    let n = 0;
    for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
      if (n >= MAX_RESOURCE_KEYS) break;
      if (k === 'type' || k === 'id' || !/^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(k)) continue;
      if (typeof v === 'string') resource[k] = v.length > MAX_STRING ? v.slice(0, MAX_STRING) : v;
      else if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' || v === null) resource[k] = v;
      else continue;
      n++;
    }
  }
  return { id: row.id, type: row.event, resource, timestamp: row.created_at };
}

/** The body `type` of a delivery holding `events`: their common event, or `multiple`. */
export function deliveryType(events: readonly { type: string }[], previous?: string): string {
  const types = new Set(events.map((e) => e.type));
  if (previous) types.add(previous);
  return types.size === 1 ? [...types][0] : 'multiple';
}

export const TEST_EVENT = 'webhook.test';

export interface HookBodyInput {
  type: string;
  /** When the (last) event happened, or when the test was sent. */
  timestamp: string;
  space: string;
  hook: { id: string; name: string; kind: string; target: string };
  events: readonly HookEventSummary[];
  eventCount: number;
  test: boolean;
}

/**
 * Serialises the body. `data.events` lists the events (the first ones, when a burst was
 * coalesced and the list would pass 20 kB; `data.truncated` then says so and `data.count`
 * keeps the full number); `data.resource` is there when the delivery holds exactly one event.
 */
export function buildHookBody(input: HookBodyInput): string {
  let listed = input.events.slice(0, MAX_STORED_EVENTS);
  for (;;) {
    const data: Record<string, unknown> = {
      space: input.space,
      hook: input.hook,
      test: input.test,
      count: input.eventCount,
      ...(input.eventCount === 1 && input.events.length === 1 ? { resource: input.events[0].resource } : {}),
      events: listed,
      truncated: listed.length < input.eventCount,
    };
    const body = JSON.stringify({ type: input.type, timestamp: input.timestamp, data });
    if (Buffer.byteLength(body) < MAX_BODY_BYTES || listed.length === 0) return body;
    listed = listed.slice(0, Math.floor(listed.length * 0.75));
  }
}
