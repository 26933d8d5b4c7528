import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hookReceives, resolveHookEvents, type RoutableHook } from '../../src/domain/hooks/events.ts';
import { buildHookBody, deliveryType, MAX_BODY_BYTES, summariseEvent, type HookEventSummary } from '../../src/domain/hooks/payload.ts';
import { isFailing, judgeAttempt, maxAttempts, parseRetryAfter, retryDelayMs, type AttemptOutcome } from '../../src/domain/hooks/retry.ts';

describe('events a new hook listens to (SPEC "Events" 1, 2)', () => {
  const cases: [string, 'production' | 'preview', string[] | undefined, string[] | 'error'][] = [
    ['production default: all but entry.saved and schedule.failed', 'production', undefined, ['entry.published', 'entry.unpublished', 'content_type.changed', 'asset.replaced', 'entry.deleted', 'asset.deleted']],
    ['preview default: all but schedule.failed', 'preview', undefined, ['entry.published', 'entry.unpublished', 'content_type.changed', 'asset.replaced', 'entry.saved', 'entry.deleted', 'asset.deleted']],
    ['preview always adds entry.saved', 'preview', ['entry.published'], ['entry.published', 'entry.saved']],
    ['preview with nothing else still gets entry.saved', 'preview', [], ['entry.saved']],
    ['production may ask for entry.saved', 'production', ['entry.saved', 'entry.published'], ['entry.published', 'entry.saved']],
    ['duplicates collapse', 'production', ['asset.replaced', 'asset.replaced'], ['asset.replaced']],
    ['unknown event', 'production', ['entry.removed'], 'error'],
    ['production with none', 'production', [], 'error'],
    ['schedule.failed only when named', 'production', ['schedule.failed'], ['schedule.failed']],
    ['a preview hook may name schedule.failed', 'preview', ['schedule.failed'], ['entry.saved', 'schedule.failed']],
  ];
  for (const [name, target, requested, expected] of cases) {
    it(name, () => {
      const r = resolveHookEvents(target, requested);
      if (expected === 'error') assert.ok('error' in r);
      else assert.deepEqual(r, { events: expected });
    });
  }
});

describe('which hooks receive an event', () => {
  const hook: RoutableHook = { space_id: 'a', target: 'production', events: ['entry.published'], created_at: '2026-01-01T00:00:00.000Z', disabled: false };
  const ev = { space_id: 'a', event: 'entry.published', created_at: '2026-01-02T00:00:00.000Z' };
  const cases: [string, Partial<RoutableHook>, Partial<typeof ev>, boolean][] = [
    ['listening, same space', {}, {}, true],
    ['another space', {}, { space_id: 'b' }, false],
    ['not listening', {}, { event: 'asset.replaced' }, false],
    ['disabled', { disabled: true }, {}, false],
    ['created after the event', { created_at: '2026-01-03T00:00:00.000Z' }, {}, false],
    ['preview always gets entry.saved', { target: 'preview', events: [] }, { event: 'entry.saved' }, true],
    ['production does not get entry.saved by default', {}, { event: 'entry.saved' }, false],
  ];
  for (const [name, h, e, expected] of cases) it(name, () => assert.equal(hookReceives({ ...hook, ...h }, { ...ev, ...e }), expected));
});

describe('judging an attempt', () => {
  const cases: [AttemptOutcome, { ok: boolean; retryable: boolean; disableHook: boolean; statusCode: number }][] = [
    [{ kind: 'response', status: 200 }, { ok: true, retryable: false, disableHook: false, statusCode: 200 }],
    [{ kind: 'response', status: 204 }, { ok: true, retryable: false, disableHook: false, statusCode: 204 }],
    [{ kind: 'response', status: 500 }, { ok: false, retryable: true, disableHook: false, statusCode: 500 }],
    [{ kind: 'response', status: 503 }, { ok: false, retryable: true, disableHook: false, statusCode: 503 }],
    [{ kind: 'response', status: 429 }, { ok: false, retryable: true, disableHook: false, statusCode: 429 }],
    [{ kind: 'response', status: 408 }, { ok: false, retryable: true, disableHook: false, statusCode: 408 }],
    [{ kind: 'response', status: 400 }, { ok: false, retryable: false, disableHook: false, statusCode: 400 }],
    [{ kind: 'response', status: 404 }, { ok: false, retryable: false, disableHook: false, statusCode: 404 }],
    [{ kind: 'response', status: 410 }, { ok: false, retryable: false, disableHook: true, statusCode: 410 }],
    [{ kind: 'response', status: 301, location: 'https://x' }, { ok: false, retryable: false, disableHook: false, statusCode: 301 }],
    [{ kind: 'network', message: 'ECONNREFUSED' }, { ok: false, retryable: true, disableHook: false, statusCode: 0 }],
    [{ kind: 'refused', message: 'private address' }, { ok: false, retryable: false, disableHook: false, statusCode: 0 }],
    [{ kind: 'failed', message: 'too large' }, { ok: false, retryable: false, disableHook: false, statusCode: 0 }],
  ];
  for (const [outcome, expected] of cases) {
    it(`${outcome.kind} ${'status' in outcome ? outcome.status : ''}`, () => {
      const v = judgeAttempt(outcome);
      assert.deepEqual({ ok: v.ok, retryable: v.retryable, disableHook: v.disableHook, statusCode: v.statusCode }, expected);
      assert.equal(v.error === null, v.ok);
    });
  }
  it('names the redirect target and says redirects are not followed', () => {
    assert.match(judgeAttempt({ kind: 'response', status: 302, location: 'https://new.example' }).error ?? '', /new\.example.*do not follow redirects/);
  });
});

describe('retry timing', () => {
  const schedule = [5, 300, 1800];
  it('follows the schedule, jittered by ±20%', () => {
    assert.equal(retryDelayMs(1, schedule, 0.5), 5000);
    assert.equal(retryDelayMs(1, schedule, 0), 4000);
    assert.equal(retryDelayMs(1, schedule, 0.999999), 6000);
    assert.equal(retryDelayMs(2, schedule, 0.5), 300_000);
    assert.equal(retryDelayMs(3, schedule, 0.5), 1_800_000);
  });
  it('stops when the schedule is used up', () => {
    assert.equal(retryDelayMs(4, schedule, 0.5), null);
    assert.equal(maxAttempts(schedule), 4);
  });
  it('honours Retry-After as a floor', () => {
    assert.equal(retryDelayMs(1, schedule, 0.5, 120), 120_000);
    assert.equal(retryDelayMs(2, schedule, 0.5, 1), 300_000);
  });
  it('reads Retry-After as seconds or an HTTP date, capped at a day', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('30', now), 30);
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now), 60);
    assert.equal(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('999999', now), 86400);
    assert.equal(parseRetryAfter('soon', now), null);
    assert.equal(parseRetryAfter(null, now), null);
  });
  it('a hook is failing after three failed attempts in a row', () => {
    assert.equal(isFailing(2), false);
    assert.equal(isFailing(3), true);
  });
});

describe('payload', () => {
  const row = (i: number, event = 'entry.published') => ({
    id: `ev${i}`,
    event,
    resource_type: 'entry',
    resource_id: `e${i}`,
    payload: JSON.stringify({ version: 3, status: 'published', url: 'https://example.com/blog/x', content_type: 'post', fields: { title: { en: 'big' } }, note: 'x'.repeat(1000) }),
    created_at: '2026-01-01T00:00:00.000Z',
  });

  it('summarises an event: resource type, id and scalar data, strings cut short, objects left out', () => {
    const s = summariseEvent(row(1));
    assert.deepEqual(Object.keys(s.resource).sort(), ['content_type', 'id', 'note', 'status', 'type', 'url', 'version']);
    assert.equal(s.resource.type, 'entry');
    assert.equal(s.resource.id, 'e1');
    assert.equal(s.resource.version, 3);
    assert.equal((s.resource.note as string).length, 300);
  });

  it('the type of a coalesced burst', () => {
    assert.equal(deliveryType([{ type: 'entry.published' }, { type: 'entry.published' }]), 'entry.published');
    assert.equal(deliveryType([{ type: 'entry.published' }], 'asset.replaced'), 'multiple');
  });

  const body = (events: HookEventSummary[], count = events.length) =>
    JSON.parse(buildHookBody({ type: 'entry.published', timestamp: 't', space: 'acme', hook: { id: 'h', name: 'Live', kind: 'generic', target: 'production' }, events, eventCount: count, test: false }));

  it('a single event names the event, space, resource and time', () => {
    const b = body([summariseEvent(row(1))]);
    assert.equal(b.type, 'entry.published');
    assert.equal(b.timestamp, 't');
    assert.equal(b.data.space, 'acme');
    assert.equal(b.data.resource.id, 'e1');
    assert.equal(b.data.count, 1);
    assert.equal(b.data.truncated, false);
  });

  it('stays under 20 kB for a burst, saying how many events there were', () => {
    const events = Array.from({ length: 100 }, (_, i) => summariseEvent(row(i)));
    const text = buildHookBody({ type: 'entry.published', timestamp: 't', space: 'acme', hook: { id: 'h', name: 'Live', kind: 'generic', target: 'production' }, events, eventCount: 250, test: false });
    assert.ok(Buffer.byteLength(text) < MAX_BODY_BYTES);
    const b = JSON.parse(text);
    assert.equal(b.data.count, 250);
    assert.equal(b.data.truncated, true);
    assert.ok(b.data.events.length > 0 && b.data.events.length < 100);
    assert.equal(b.data.resource, undefined);
  });
});

describe('hook settings from the environment', () => {
  it('takes fractional retry steps (tests shorten the schedule) and a coalescing window', async () => {
    const { loadConfig, DEFAULT_HOOK_COALESCE_MS } = await import('../../src/config.ts');
    const c = loadConfig({ TESSERA_HOOK_RETRY_SCHEDULE: '0.05, 0.5,2', TESSERA_HOOK_COALESCE_MS: '150' });
    assert.deepEqual(c.hookRetrySchedule, [0.05, 0.5, 2]);
    assert.equal(c.hookCoalesceMs, 150);
    assert.equal(loadConfig({}).hookCoalesceMs, DEFAULT_HOOK_COALESCE_MS);
    assert.throws(() => loadConfig({ TESSERA_HOOK_COALESCE_MS: 'soon' }), /TESSERA_HOOK_COALESCE_MS/);
    assert.throws(() => loadConfig({ TESSERA_HOOK_RETRY_SCHEDULE: '5,-1' }), /TESSERA_HOOK_RETRY_SCHEDULE/);
  });
});
