import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { analyticsSite, sendBrowserEvent, type AnalyticsSite } from '../support/analytics.ts';

/** The site's time zone (PATCH spaces) and the report's range parameters, through HTTP and MCP. */
describe('analytics: time zone and range', () => {
  const svc = useService({ TESSERA_TRUST_PROXY: '1' });
  let site: AnalyticsSite;
  before(async () => {
    site = await analyticsSite(svc(), 'zoned', { production_url: 'https://zoned.example' });
  });

  it('sets the time zone with PATCH like the other site settings, and refuses what is no IANA zone', async () => {
    const c = svc().client(site.management);
    assert.equal((await c.get('/api/v1/spaces/zoned')).body.time_zone, 'UTC');
    const set = await c.patch('/api/v1/spaces/zoned', { time_zone: 'america/new_york' });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.time_zone, 'America/New_York', 'stored in the list spelling');
    for (const bad of ['Mars/Olympus_Mons', '+02:00', 'CET;drop', '']) {
      const before = await snapshotDatabase(svc().database);
      const r = await c.patch('/api/v1/spaces/zoned', { time_zone: bad, production_url: 'https://other.example' });
      assert.equal(r.status, 422, `${bad}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_failed');
      assert.ok(r.body.error.details.fields.time_zone);
      assert.match(r.body.error.fix, /IANA/);
      assert.equal(await snapshotDatabase(svc().database), before, 'a refused change changes nothing');
    }
    const mcp = await mcpClient(svc(), site.management);
    const r = await call(mcp, 'update_space', { time_zone: 'Europe/Berlin' });
    assert.ok(!r.isError, JSON.stringify(r.content));
    assert.equal(JSON.parse(r.content[0].text).time_zone, 'Europe/Berlin');
    await mcp.close();
  });

  it('reports days in the site time zone, with its time series, previous period and change', async () => {
    const s = svc();
    assert.equal((await sendBrowserEvent(s, 'zoned', { url: 'https://zoned.example/', address: '198.51.100.7' })).status, 202);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const r = await s.client(site.preview).get(`/api/v1/spaces/zoned/analytics?from=${today}&to=${today}`);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual([r.body.time_zone, r.body.since, r.body.until, r.body.days, r.body.interval, r.body.timeseries.length], ['Europe/Berlin', today, today, 1, 'hour', 24]);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
    const point = r.body.timeseries.find((p: { visitors: number }) => p.visitors > 0);
    // The hour may have turned between the event and the check.
    assert.ok([`${today}T${hour}:00`, `${today}T${String(Number(hour) - 1).padStart(2, '0')}:00`].includes(point.date), point.date);
    assert.deepEqual(r.body.change, { visitors: null, page_views: null, ai_visitors: null, crawler_visits: null, visits: null, bounce_rate: null, visit_duration: null });
    assert.equal(r.body.previous.timeseries.length, 24);

    const mcp = await mcpClient(s, site.preview);
    const viaMcp = await call(mcp, 'get_analytics', { from: today, to: today });
    assert.ok(!viaMcp.isError, JSON.stringify(viaMcp.content));
    assert.deepEqual(JSON.parse(viaMcp.content[0].text).timeseries, r.body.timeseries);
    await mcp.close();
  });

  it('refuses ranges it cannot read with invalid_parameter and a fix', async () => {
    const c = svc().client(site.preview);
    for (const q of ['from=2026-01-01', 'days=7&from=2026-01-01&to=2026-01-02', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-02&to=2026-03-01', 'from=2025-01-01&to=2026-01-01', 'from=yesterday&to=today']) {
      const r = await c.get(`/api/v1/spaces/zoned/analytics?${q}`);
      assert.equal(r.status, 400, `${q}: ${r.text}`);
      assert.equal(r.body.error.code, 'invalid_parameter', q);
    }
    const r = await c.get('/api/v1/spaces/zoned/analytics?from=2025-01-02&to=2026-01-01');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual([r.body.days, r.body.interval, r.body.timeseries.length], [365, 'month', 13]);
  });
});
