import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectServerEvents } from '../../src/app/analytics/collect-server-events.ts';
import { pruneAnalytics } from '../../src/app/analytics/prune-analytics.ts';
import { readAnalytics } from '../../src/app/analytics/read-analytics.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { useService } from '../support/service.ts';
import { OPENAI_ADDRESS, UA } from '../support/analytics.ts';

/** The hourly clean-up (analytics worker) against a real database, with the clock passed in. */
describe('pruneAnalytics (operation)', () => {
  const svc = useService();
  const ctx = () => ({ config: svc().config, database: svc().database });
  const actor = () => systemActor('pruned');
  const day0 = new Date('2026-05-10T12:00:00Z');
  const hours = (h: number) => new Date(day0.getTime() + h * 3_600_000);
  const count = async (table: 'analytics_salts' | 'analytics_events' | 'analytics_visitors' | 'analytics_page_visitors') =>
    Number((await svc().database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const prune = (now: Date, retentionDays = 30) => runUnitOfWork(svc().database, actor(), (uow) => pruneAnalytics(uow, { now, retentionDays }));

  before(async () => {
    await svc().space('pruned');
    const person = { user_agent: UA.chromeDesktop, ip: '192.0.2.5' };
    await collectServerEvents(ctx(), actor(), [{ ...person, path: '/a' }, { path: '/', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot }], day0);
    await collectServerEvents(ctx(), actor(), [{ ...person, path: '/b' }], hours(24));
  });

  it('keeps the salts of today and yesterday, deletes each 48 hours after it was made', async () => {
    assert.equal(await count('analytics_salts'), 2);
    assert.equal(await count('analytics_visitors'), 2);
    assert.deepEqual((await prune(hours(30))).salts, 0);
    assert.equal(await count('analytics_visitors'), 2, "on day 1, day 0's counting rows stay");
    assert.deepEqual((await prune(hours(47))).salts, 0);
    assert.equal(await count('analytics_salts'), 2);
    assert.deepEqual((await prune(hours(49))).salts, 1, "day 0's salt is gone 48 hours after it was made");
    assert.equal(await count('analytics_salts'), 1);
  });

  it('drops the once-a-day counting rows of days before yesterday, and raw events past the retention; rollups stay', async () => {
    assert.equal(await count('analytics_visitors'), 1, "day 0's visitor rows are gone on day 2");
    assert.equal(await count('analytics_page_visitors'), 1);
    assert.equal(await count('analytics_events'), 3);
    const r = await prune(hours(24 * 3), 2);
    assert.equal(r.events, 2, 'events older than 2 days are deleted');
    assert.equal(await count('analytics_events'), 1);
    assert.equal(await count('analytics_visitors'), 0);
    const report = await readAnalytics(svc().database.db, actor(), { days: 7, now: hours(24 * 3) });
    assert.equal(report.visitors, 2, 'the report reads rollups, which stay');
    assert.equal(report.crawlers.visits, 1);
  });
});
