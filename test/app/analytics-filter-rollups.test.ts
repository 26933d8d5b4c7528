import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldAllFilterRollups, splitRange } from '../../src/app/analytics/filter-rollups.ts';
import { readAnalytics, type TimedReport } from '../../src/app/analytics/read-analytics.ts';
import { sqlAnalyticsStore, type CountedEvent } from '../../src/app/analytics/store.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { listAiCrawlers } from '../../src/domain/analytics/ai-crawlers.ts';
import { addDays } from '../../src/domain/analytics/report.ts';
import { findFold } from '../../src/db/repos/analytics-filter-rollups.ts';
import { useService } from '../support/service.ts';

/**
 * Reports narrowed by one filter over a long range read the months the fold covers from the
 * filter rollup: every figure, list and point must equal what the raw events give, for every
 * filter, on both engines. A deterministic mix of people (sources, AI assistants, campaigns,
 * places, devices) and crawlers (verified, claims, unverifiable; some reading for answers) over
 * 120 days, some visitors returning within a day.
 */
describe('analytics filter rollup (operation)', () => {
  const svc = useService();
  const NOW = new Date('2026-06-20T15:00:00Z');
  const TODAY = '2026-06-20';
  const FILTERS = {
    page: '/p/1',
    source: 'google.com',
    referrer: 'google.com/search',
    ai_engine: 'ChatGPT',
    country: 'DE',
    city: 'Berlin',
    device: 'mobile',
    browser: 'Firefox',
    os: 'iOS',
    utm_campaign: 'spring',
  } as const;
  const read = (filters: Record<string, string>) => readAnalytics(svc().database.db, systemActor('fr'), { days: 365, filters, retentionDays: 400, now: NOW });
  const raw: Record<string, TimedReport> = {};

  before(async () => {
    await svc().space('fr');
    const crawlers = listAiCrawlers();
    const user = crawlers.find((c) => c.purpose === 'user')!;
    const training = crawlers.find((c) => c.purpose === 'training')!;
    let seed = 11;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const sources = [
      { source: 'google.com', aiEngine: null, referrer: 'google.com/search', campaign: null },
      { source: 'ChatGPT', aiEngine: 'ChatGPT', referrer: 'chatgpt.com', campaign: null },
      { source: 'newsletter', aiEngine: null, referrer: null, campaign: 'spring' },
      { source: 'Direct', aiEngine: null, referrer: null, campaign: null },
    ];
    const places = [['DE', 'Berlin'], ['DE', 'Hamburg'], ['FR', 'Paris'], [null, null]] as const;
    for (let d = 119; d >= 0; d--) {
      const day = addDays(TODAY, -d);
      const events: CountedEvent[] = [];
      for (let i = 0; i < 12; i++) {
        const hour = `${day}T${String(8 + (i % 10)).padStart(2, '0')}`;
        const at = `${hour}:0${i % 6}:00.000Z`;
        const path = `/p/${Math.floor(rand() * 5)}`;
        if (i % 5 === 4) {
          const c = i % 2 ? user : training;
          const verified = [true, false, null][Math.floor(rand() * 3)];
          events.push({ kind: 'crawler', spaceId: 'fr', at, day, hour, path, crawler: c, verified });
          continue;
        }
        const v = Math.floor(rand() * 6);
        const [country, city] = places[v % places.length];
        events.push({
          kind: 'page_view', spaceId: 'fr', at, day, hour, zoned: false, path, visitor: `v${v}`, previousVisitor: null,
          attribution: i % 3 === 0 ? sources[Math.floor(rand() * sources.length)] : null,
          device: v % 2 ? 'mobile' : 'desktop', browser: ['Firefox', 'Chrome', 'Safari'][v % 3], os: ['iOS', 'Linux'][v % 2], country, city,
        });
      }
      await runUnitOfWork(svc().database, systemActor('fr', 'test'), (uow) => sqlAnalyticsStore.append(uow.trx, uow.engine, events));
    }
    for (const [name, value] of Object.entries(FILTERS)) raw[name] = await read({ [name]: value });
    raw.both = await read({ page: '/p/1', country: 'DE' });
    await foldAllFilterRollups(svc().database, NOW);
  });

  it('folds the days at least three days old, and reads whole months of the range from the sums', async () => {
    const fold = await findFold(svc().database.db, 'fr');
    assert.deepEqual({ ...fold }, { from_day: addDays(TODAY, -120), through_day: addDays(TODAY, -3) });
    const split = splitRange(addDays(TODAY, -364), TODAY, fold);
    assert.deepEqual(split.months, ['2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    assert.deepEqual(split.raw.at(-1), { from: addDays(TODAY, -2), to: TODAY });
  });

  for (const [name, value] of Object.entries(FILTERS)) {
    it(`gives the same figures, lists and monthly points for ${name}=${value} as the raw events`, async () => {
      const r = await read({ [name]: value });
      assert.ok(r.visitors > 0 || r.crawlers.visits > 0, 'the filter keeps something');
      assert.deepEqual(r, raw[name]);
    });
  }

  it('reads combined filters from the raw events, with the same figures', async () => {
    assert.deepEqual(await read({ page: '/p/1', country: 'DE' }), raw.both);
  });

  it('folds nothing twice: a second run adds no day', async () => {
    assert.equal(await foldAllFilterRollups(svc().database, NOW), 0);
    assert.deepEqual(await read({ country: 'DE' }), raw.country);
  });
});
