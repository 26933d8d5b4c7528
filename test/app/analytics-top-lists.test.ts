import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sqlAnalyticsStore, type CountedEvent } from '../../src/app/analytics/store.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { sumRollup } from '../../src/db/repos/analytics.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { listAiCrawlers } from '../../src/domain/analytics/ai-crawlers.ts';
import { addDays, DIMENSIONS, reportWindow, TOP } from '../../src/domain/analytics/report.ts';
import { useService } from '../support/service.ts';

/**
 * Top lists read from the heads of each day and month (src/domain/analytics/top-list.ts) are
 * the lists that summing every rollup row gives, on a real database: many more values per
 * period than a head holds, skewed (pages) and even (cities), over windows that cross months.
 */
describe('analytics top lists (store, against summing every row)', () => {
  const svc = useService();
  const now = new Date('2026-04-20T12:00:00Z');

  before(async () => {
    await svc().space('tops');
    let seed = 3;
    const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const crawlers = listAiCrawlers().filter((c) => c.purpose === 'user');
    for (let d = 0; d < 75; d++) {
      const day = addDays('2026-04-20', -d);
      const events: CountedEvent[] = [];
      for (let i = 0; i < 400; i++) {
        const path = `/p/${Math.floor(120 * rnd() ** 3)}`;
        if (i % 5 === 0) {
          events.push({ kind: 'crawler', spaceId: 'tops', at: `${day}T10:00:00.000Z`, day, hour: `${day}T10`, path, crawler: crawlers[i % crawlers.length], verified: null });
          continue;
        }
        const v = Math.floor(rnd() * 150);
        events.push({
          kind: 'page_view', spaceId: 'tops', at: `${day}T10:00:00.000Z`, day, hour: `${day}T10`, zoned: false, path, visitor: `v${v}`, previousVisitor: null, browser: 'Chrome', os: 'Linux',
          attribution: { source: `s${v % 30}`, aiEngine: null, referrer: `r${Math.floor(40 * rnd() ** 2)}.example/`, campaign: null },
          device: 'desktop', country: 'DE', city: `City ${v % 60}`,
        });
      }
      await runUnitOfWork(svc().database, systemActor('tops'), (uow) => sqlAnalyticsStore.append(uow.trx, uow.engine, events));
    }
  });

  for (const days of [1, 7, 30, 45, 75]) {
    it(`gives the exact top ${TOP} of every list over ${days} days`, async () => {
      const w = reportWindow(days, now);
      for (const d of DIMENSIONS) {
        const opts = { limit: TOP, orderBy: d === 'crawler' || d === 'crawler_page' ? ('views' as const) : ('visitors' as const) };
        const full = await sumRollup(svc().database.db, 'tops', d, w, opts);
        assert.deepEqual(await sqlAnalyticsStore.sum(svc().database.db, 'tops', d, w, opts), full, `${d} over ${days} days`);
        if (d === 'page') assert.equal(full.length, TOP);
      }
    });
  }
});
