import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import type { Client } from '../support/http.ts';
import { eventually, startReceiver, type Receiver } from '../support/receiver.ts';
import { htmlPage, llmsTxt, sitemapXml, startFakeSite, type FakeSite } from '../support/fake-site.ts';
import { runDueReadinessChecks } from '../../src/app/readiness/schedule.ts';

/**
 * Scheduled readiness checks and the readiness.changed deploy hook (docs/readiness.md
 * "Scheduled checks"): the worker runs a due check by itself, once, and a hook that names
 * readiness.changed hears when the findings of the live site change.
 */
describe('AI readiness: scheduled checks and readiness.changed', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_READINESS_POLL_MS: '50', TESSERA_HOOK_COALESCE_MS: '50' });
  let site: FakeSite;
  let rx: Receiver;
  let c: Client;
  /** What robots.txt says; the test turns it against AI search crawlers to make the score drop. */
  let robots = 'User-agent: *\nAllow: /\n';
  const SPACE = '/api/v1/spaces/sched';

  before(async () => {
    rx = await startReceiver();
    site = await startFakeSite((req, s) => {
      if (req.path === '/') return { body: htmlPage(`${s.url}/`) };
      if (req.path === '/robots.txt') return { type: 'text/plain', body: `${robots}\nSitemap: ${s.url}/sitemap.xml\n` };
      if (req.path === '/llms.txt') return { type: 'text/markdown', body: llmsTxt(s.url) };
      if (req.path === '/sitemap.xml') return { type: 'application/xml', body: sitemapXml([`${s.url}/`]) };
      return undefined;
    });
    await svc().space('sched');
    c = svc().client(await svc().key('sched', 'management', 'Ops key'));
  });
  after(async () => {
    await site?.close();
    await rx?.close();
  });

  const history = async () => (await c.get(`${SPACE}/readiness/history`)).body.items as Array<{ passed: number; checked_at: string; statuses: Record<string, string> }>;
  /** Makes the space's scheduled check due now, and lets it run although a check ran under a minute ago. */
  const dueNow = async () => {
    const past = new Date(Date.now() - 61_000).toISOString();
    await svc().database.db.updateTable('readiness_claims').set({ started_at: past }).where('space_id', '=', 'sched').execute();
    await svc().database.db.updateTable('readiness_schedules').set({ next_check_at: past }).where('space_id', '=', 'sched').execute();
  };

  it('refuses a schedule without a live URL, a bad interval, and keys that may not change settings', async () => {
    assert.deepEqual((await c.get(`${SPACE}/readiness/schedule`)).body, { interval_hours: null, next_check_at: null, last_error: null });
    const nourl = await c.put(`${SPACE}/readiness/schedule`, { interval_hours: 24 });
    assert.equal(nourl.status, 422);
    assert.equal(nourl.body.error.code, 'check_unavailable');
    assert.match(nourl.body.error.fix, /production_url/);
    for (const bad of [{ interval_hours: -1 }, { interval_hours: 721 }, { interval_hours: 1.5 }, { interval_hours: 'daily' }, { interval_hours: '24' }, { every: 'day' }, {}]) {
      const res = await c.put(`${SPACE}/readiness/schedule`, bad);
      assert.equal(res.status, 422, JSON.stringify(bad));
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.details.fields.interval_hours || res.body.error.details.fields.every, JSON.stringify(res.body));
    }
    const preview = svc().client(await svc().key('sched', 'preview'));
    const denied = await preview.put(`${SPACE}/readiness/schedule`, { interval_hours: 24 });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error.details.needs, 'manage_model');
    assert.equal((await preview.get(`${SPACE}/readiness/schedule`)).status, 200);
    assert.equal((await svc().database.db.selectFrom('readiness_schedules').selectAll().execute()).length, 0);
  });

  it('the worker runs the first scheduled check at once, by itself, and the next one an interval later', async () => {
    assert.equal((await c.patch(SPACE, { production_url: site.url })).status, 200);
    const set = await c.put(`${SPACE}/readiness/schedule`, { interval_hours: 24 });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.interval_hours, 24);
    assert.ok(Date.parse(set.body.next_check_at) <= Date.now());
    await eventually(async () => (await history()).length === 1, 10_000, 'the scheduled check');
    const schedule = (await c.get(`${SPACE}/readiness/schedule`)).body;
    const inADay = Date.parse(schedule.next_check_at) - Date.now();
    assert.ok(inADay > 23 * 3_600_000 && inADay <= 24 * 3_600_000, schedule.next_check_at);
    assert.equal(schedule.last_error, null);
    const activity = await svc().database.db.selectFrom('activity').select(['action', 'actor_name']).where('space_id', '=', 'sched').where('action', '=', 'readiness.checked').execute();
    assert.deepEqual(activity.map((a) => a.actor_name), ['schedule']);
    // A manual check right after it is still held to the once-a-minute rule the scheduled one claimed.
    assert.equal((await c.post(`${SPACE}/readiness`)).body.error.code, 'check_unavailable');
  });

  it('two nodes finding the same check due: exactly one reads the site', async () => {
    const before = (await history()).length;
    const homeReads = () => site.requests.filter((r) => r.path === '/').length;
    const readsBefore = homeReads();
    await dueNow();
    // The service's own worker races these two callers too.
    const ran = await Promise.all([runDueReadinessChecks({ config: svc().config, database: svc().database }, new Date()), runDueReadinessChecks({ config: svc().config, database: svc().database }, new Date())]);
    await eventually(async () => (await history()).length === before + 1, 10_000, 'the one check');
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await history()).length, before + 1);
    assert.ok(ran.reduce((a, b) => a + b, 0) <= 1);
    assert.equal(homeReads() - readsBefore, 2, 'the home page once as the crawler and once as a browser');
  });

  it('readiness.changed reaches the hooks that name it when the findings change, saying what got worse', async () => {
    const hook = await c.post(`${SPACE}/webhooks`, { name: 'Alerts', kind: 'generic', url: rx.url('/alerts'), events: ['readiness.changed'] });
    assert.equal(hook.status, 201, hook.text);
    const build = await c.post(`${SPACE}/webhooks`, { name: 'Build', kind: 'generic', url: rx.url('/build') });
    assert.equal(build.status, 201);
    assert.ok(!build.body.webhook.events.includes('readiness.changed'), 'a build hook does not get it unless it asks');

    // Nothing changed on the site: a check with the same findings sends nothing.
    const before = (await history()).length;
    await dueNow();
    await eventually(async () => (await history()).length === before + 1, 10_000, 'an unchanged check');
    robots = 'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    await dueNow();
    await eventually(async () => (await history()).length === before + 2, 10_000, 'the changed check');
    const [delivery] = await rx.waitFor(1, '/alerts');
    assert.equal(delivery.json.type, 'readiness.changed');
    const resource = delivery.json.data.resource;
    const [last, previous] = await history();
    assert.deepEqual(
      { type: resource.type, url: resource.url, passed: resource.passed, previous_passed: resource.previous_passed, score_dropped: resource.score_dropped, worse: resource.worse, better: resource.better, checked_by: resource.checked_by },
      { type: 'ReadinessCheck', url: site.url, passed: last.passed, previous_passed: previous.passed, score_dropped: true, worse: 'robots_txt', better: '', checked_by: 'schedule' },
    );
    assert.equal(last.statuses.robots_txt, 'fail');
    assert.equal(rx.at('/alerts').length, 1, 'only the changed check was announced');
    assert.equal(rx.at('/build').length, 0);

    // Fixed again: the event says what got better, and the score did not drop.
    robots = 'User-agent: *\nAllow: /\n';
    await dueNow();
    const deliveries = await rx.waitFor(2, '/alerts');
    assert.deepEqual([deliveries[1].json.data.resource.better, deliveries[1].json.data.resource.score_dropped], ['robots_txt', false]);
  });

  it('a scheduled check that cannot run says why, and null stops the schedule', async () => {
    assert.equal((await c.patch(SPACE, { production_url: null })).status, 200);
    await dueNow();
    await eventually(async () => (await c.get(`${SPACE}/readiness/schedule`)).body.last_error !== null, 10_000, 'the reason');
    assert.match((await c.get(`${SPACE}/readiness/schedule`)).body.last_error, /no live URL.*PATCH/);
    assert.equal((await c.put(`${SPACE}/readiness/schedule`, { interval_hours: 0 })).body.interval_hours, null, '0 stops them too');
    assert.equal((await c.put(`${SPACE}/readiness/schedule`, { interval_hours: 12 })).status, 422, 'no production_url now');
    const off = await c.put(`${SPACE}/readiness/schedule`, { interval_hours: null });
    assert.equal(off.status, 200);
    assert.deepEqual(off.body, { interval_hours: null, next_check_at: null, last_error: null });
    assert.equal((await svc().database.db.selectFrom('readiness_schedules').selectAll().execute()).length, 0);
  });
});
