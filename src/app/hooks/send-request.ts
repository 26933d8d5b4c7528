import { Webhook } from 'standardwebhooks';
import { FetchLimitError, safeFetch, UnsafeTargetError } from '../../integrations/safe-fetch.ts';
import type { Config } from '../../config.ts';
import { buildHookBody, TEST_EVENT, type HookEventSummary } from '../../domain/hooks/payload.ts';
import type { AttemptOutcome } from '../../domain/hooks/retry.ts';
import type { DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import type { WebhookRow } from '../../db/repos/webhooks.ts';

/** The default time limit of one hook request (TESSERA_HOOK_TIMEOUT_MS). */
export const HOOK_TIMEOUT_MS = 10_000;
/** The largest answer read from a destination (only an excerpt goes into the log). */
const MAX_RESPONSE_BYTES = 1024 * 1024;

export const USER_AGENT = 'Tessera-Webhooks/1';

/** The `webhook-id` of a delivery: the same on every attempt, so receivers can de-duplicate. */
export function messageId(delivery: Pick<DeliveryRow, 'id'>): string {
  return `msg_${delivery.id}`;
}

export function deliveryBody(hook: WebhookRow, delivery: DeliveryRow): string {
  const events = JSON.parse(delivery.events) as HookEventSummary[];
  const test = delivery.test === 1;
  return buildHookBody({
    type: test ? TEST_EVENT : delivery.type,
    timestamp: test || events.length === 0 ? delivery.created_at : events[events.length - 1].timestamp,
    space: delivery.space_id,
    hook: { id: hook.id, name: hook.name, kind: hook.kind, target: hook.target },
    events,
    eventCount: delivery.event_count,
    test,
  });
}

/** Headers of one attempt per Standard Webhooks: HMAC-SHA256 over `id.timestamp.body`, signed now. */
export function signedHeaders(secret: string, msgId: string, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(msgId, at, body),
  };
}

function excerpt(body: Buffer): string | null {
  const text = body.subarray(0, 400).toString('utf8').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * Sends one attempt of a delivery. The target is checked again by the safe fetcher (https and
 * public unless the dev switch is on); redirects are not followed. Never throws for what the
 * destination or the network does: that is an outcome for the log.
 */
export async function sendHookRequest(config: Config, hook: WebhookRow, delivery: DeliveryRow): Promise<{ outcome: AttemptOutcome; responseMs: number }> {
  const body = deliveryBody(hook, delivery);
  const headers = signedHeaders(hook.secret, messageId(delivery), body, new Date());
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await safeFetch(hook.url, {
      policy: { allowPrivate: config.allowPrivateTargets },
      method: 'POST',
      headers,
      body,
      timeoutMs: config.hookTimeoutMs,
      maxBytes: MAX_RESPONSE_BYTES,
      maxRedirects: 0,
    });
    return {
      outcome: { kind: 'response', status: res.status, retryAfter: res.headers.get('retry-after'), location: res.headers.get('location'), excerpt: excerpt(res.body) },
      responseMs: elapsed(),
    };
  } catch (err) {
    return { outcome: failureOutcome(err), responseMs: elapsed() };
  }
}

function failureOutcome(err: unknown): AttemptOutcome {
  if (err instanceof UnsafeTargetError) return { kind: 'refused', message: err.message };
  if (err instanceof FetchLimitError && err.reason === 'too_large') {
    return { kind: 'failed', message: `The destination's answer was larger than ${MAX_RESPONSE_BYTES} bytes; a deploy hook should answer briefly.` };
  }
  return { kind: 'network', message: `No answer: ${(err as Error).message ?? String(err)}.` };
}
