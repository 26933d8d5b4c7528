/**
 * CPU time (process.cpuUsage) per event written and per report, for comparing two trees on a
 * shared machine where wall times are mostly waiting for a core: writes the events of
 * `BENCH_PART=report` (BENCH_REPORT_EVENTS, default 300,000, over a year) straight into the
 * store, then times unfiltered reports (365, 30, 2 days) and three filtered ones, without the
 * fold and the other cases of bench/analytics.ts. `node bench/analytics-cpu.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { readAnalytics, type AnalyticsInput } from '../src/app/analytics/read-analytics.ts';
import { sqlAnalyticsStore, type CountedEvent } from '../src/app/analytics/store.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { listAiCrawlers } from '../src/domain/analytics/ai-crawlers.ts';
import type { Device } from '../src/domain/analytics/classify.ts';
import { addDays, dayOf } from '../src/domain/analytics/report.ts';
import { rng, zipf } from './event-sender.ts';

const N = Number(process.env.BENCH_REPORT_EVENTS ?? 300_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vperf-'));
const database = await openDatabase({ kind: 'sqlite', path: path.join(dir, 'tessera.db') });
await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
const now = new Date(); const today = dayOf(now); const r = rng(7);
const crawlers = listAiCrawlers().slice(0, 40);
const perDay = Math.ceil(N / 365);
const devices: Device[] = ['desktop', 'mobile', 'mobile', 'tablet'];
const sources = ['Direct', 'google.com', 'ChatGPT', 'Perplexity', 'news.ycombinator.com', 'bing.com', 'newsletter', 'Claude', 'duckduckgo.com', 'reddit.com', ...Array.from({ length: 30 }, (_, i) => `blog${i}.example`)];
let appendCpu = 0; const w0 = performance.now();
for (let d = 364; d >= 0; d--) {
  const day = addDays(today, -d); const at = `${day}T12:00:00.000Z`; const events: CountedEvent[] = [];
  for (let i = 0; i < perDay; i++) {
    const p = `/posts/post-${zipf(r, 2000)}`;
    if (r() < 0.15) { events.push({ kind: 'crawler', spaceId: 'site', at, day, hour: at.slice(0, 13), path: p, crawler: crawlers[zipf(r, crawlers.length)], verified: null }); continue; }
    const v = Math.floor(r() * (perDay / 3));
    const source = sources[zipf(r, sources.length)];
    const ai = ['ChatGPT', 'Perplexity', 'Claude'].includes(source) ? source : null;
    const country = ['DE', 'US', 'FR', 'GB', 'JP', 'BR', 'IN', 'CA', 'ES', 'IT', 'NL', 'SE'][v % 12];
    events.push({ kind: 'page_view', spaceId: 'site', at, day, hour: at.slice(0, 13), zoned: false, path: p, visitor: `v${day}-${v}`, previousVisitor: null,
      attribution: { source, aiEngine: ai, referrer: source === 'Direct' || source === 'newsletter' ? null : `${source.toLowerCase()}/`, campaign: source === 'newsletter' ? `week-${v % 52}` : null },
      device: devices[v % devices.length], browser: ['Chrome', 'Safari', 'Firefox', 'Edge'][v % 4], os: ['Windows', 'iOS', 'Android', 'macOS', 'Linux'][v % 5], country, city: `City ${v % 150}` });
  }
  const c = process.cpuUsage();
  await runUnitOfWork(database, systemActor('site', 'bench'), (uow) => sqlAnalyticsStore.append(uow.trx, uow.engine, events));
  const u = process.cpuUsage(c); appendCpu += u.user + u.system;
}
const total = perDay * 365;
console.log(`${total} events, append CPU ${(appendCpu / total).toFixed(1)} us/event (${(total / (appendCpu / 1e6)).toFixed(0)} events per CPU-second), wall ${(total / ((performance.now() - w0) / 1000)).toFixed(0)} events/s`);
const actor = systemActor('site', 'bench');
const cpuOf = async (label: string, n: number, input: Omit<AnalyticsInput, 'now'>) => {
  await readAnalytics(database.db, actor, { ...input, now });
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < n; i++) await readAnalytics(database.db, actor, { ...input, now });
  const u = process.cpuUsage(c);
  console.log(`  ${label}: CPU ${((u.user + u.system) / 1000 / n).toFixed(1)} ms, wall ${((performance.now() - t) / n).toFixed(1)} ms per report`);
};
await cpuOf('365 d', 20, { days: 365 });
await cpuOf('30 d', 20, { days: 30 });
await cpuOf('2 d', 20, { days: 2 });
await cpuOf('30 d page', 10, { days: 30, filters: { page: '/posts/post-0' }, retentionDays: 365 });
await cpuOf('30 d country', 10, { days: 30, filters: { country: 'DE' }, retentionDays: 365 });
await cpuOf('365 d longtail page', 10, { days: 365, filters: { page: '/posts/post-500' }, retentionDays: 365 });
await database.destroy(); fs.rmSync(dir, { recursive: true, force: true });
