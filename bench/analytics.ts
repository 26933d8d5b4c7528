import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { readAnalytics } from '../src/app/analytics/read-analytics.ts';
import { sqlAnalyticsStore, type CountedEvent } from '../src/app/analytics/store.ts';
import { foldAllFilterRollups } from '../src/app/analytics/filter-rollups.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { listAiCrawlers } from '../src/domain/analytics/ai-crawlers.ts';
import type { Device } from '../src/domain/analytics/classify.ts';
import { addDays, dayOf } from '../src/domain/analytics/report.ts';
import { buildBlog, SPACE } from './blog-workload.ts';
import { rng, zipf, type IngestResult, type SenderOptions } from './event-sender.ts';
import { load } from './load.ts';

/**
 * `npm run bench:analytics` (ARCHITECTURE "Performance targets"), on SQLite:
 *
 * 1. Ingestion while reading: the blog workload served by Tessera in a child process; Q1
 *    (100 posts, include=1) loaded with 50 connections (wrk; autocannon without it) alone, then while a sender process posts
 *    server events (batches of 100: people, AI crawlers, bots) at BENCH_EVENTS_PER_S (default
 *    2,000) from 16 concurrent senders, as many edge nodes would; Q1 must keep ≥ 90% of its
 *    read-only req/s and the events must be taken at that rate. The service's CPU per event
 *    (process.cpuUsage between two messages, everything included: HTTP, validation,
 *    classification, hashing, writes), and the main thread's share of it (the event loop that
 *    serves Q1), are printed beside it. Also the most events/s the node
 *    takes with nothing else running (64 senders).
 * 2. The 365-day report over 1,000,000 events (BENCH_REPORT_EVENTS) spread over a year of a
 *    realistic site: median of 20 reads < 100 ms; then the fold of the past days into the filter
 *    rollup (timed), and reports narrowed by each filter (and two combined; 30 and 365 days),
 *    each with its time series and previous period, against the same target.
 *    BENCH_DB=postgres runs this part on a throwaway PostgreSQL database (BENCH_PG_URL).
 *
 * BENCH_DURATION (seconds per run, default 8) and BENCH_POSTS (default 10000) shorten it;
 * BENCH_PART=ingest or report runs one half. BENCH_WRITERS=inline,thread measures part 1 for both
 * ways of writing events (TESSERA_ANALYTICS_WRITER), one service each on copies of the same
 * database, alternating BENCH_ROUNDS rounds (default 1) so the machine's load falls on both alike.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const TARGET = Number(process.env.BENCH_EVENTS_PER_S ?? 2_000);
const REPORT_EVENTS = Number(process.env.BENCH_REPORT_EVENTS ?? 1_000_000);
/** Engine of the report part: sqlite (default) or postgres (a throwaway database on BENCH_PG_URL's server). */
const REPORT_DB = process.env.BENCH_DB ?? 'sqlite';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children: ChildProcess[] = [];
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

function spawn(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(here, 'serve-tessera.ts'), [], { env: { ...process.env, ...env }, execArgv: ['--max-semi-space-size=8'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { ready: string }) => resolve({ child, url: m.ready }));
    child.once('exit', (code) => reject(new Error(`serve-tessera exited with ${code}`)));
  });
}

/**
 * Starts an event sender (bench/event-sender.ts) in its own process and waits until it is ready
 * (bodies made, nothing of the project loaded), so its start-up does not fall in a measured
 * window; `go` starts sending and resolves with what was taken.
 */
async function startSender(url: string, token: string, seconds: number, perSecond: number | null, parallel = 16): Promise<{ go: () => Promise<IngestResult> }> {
  const child = fork(path.join(here, 'event-sender.ts'), [], { env: { ...process.env, BENCH_EVENT_SENDER: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the event sender exited with ${code}`))));
  const next = () => Promise.race([new Promise<unknown>((resolve) => child.once('message', resolve)), exited]);
  const ready = next();
  child.send({ url, token, spaceId: SPACE, seconds, perSecond, parallel } satisfies SenderOptions);
  await ready;
  return {
    go() {
      const result = next() as Promise<IngestResult>;
      child.send('go');
      return result;
    },
  };
}

async function ingestInChild(url: string, token: string, seconds: number, perSecond: number | null, parallel = 16): Promise<IngestResult> {
  return (await startSender(url, token, seconds, perSecond, parallel)).go();
}

async function q1(url: string, token: string): Promise<number> {
  const r = await load({ url: `${url}/api/v1/spaces/${SPACE}/entries?content_type=post&limit=100&include=1&rich_text=markdown`, connections: 50, duration: DURATION, headers: { authorization: `Bearer ${token}` } });
  if (r.non2xx || r.errors) throw new Error(`Q1 answered ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
}

/** How collected events are written (TESSERA_ANALYTICS_WRITER): BENCH_WRITERS=inline,thread compares both in one run. */
const WRITERS = (process.env.BENCH_WRITERS ?? 'thread').split(',').filter(Boolean);
/** Rounds of (Q1 alone, Q1 while taking events), alternating between the writers. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

async function ingestionWhileReading(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-analytics-'));
  try {
    const built = path.join(dir, 'built.db');
    console.log(`Building the blog workload (${POSTS} posts) …`);
    const database = await openDatabase({ kind: 'sqlite', path: built });
    const w = await buildBlog(database, { authors: 100, categories: 20, posts: POSTS });
    // Server events name visitors' addresses: only a key that writes may send them (a management key, as an edge holds).
    const { token: writeKey } = await runUnitOfWork(database, systemActor(SPACE, 'bench'), (uow) => createKey(uow, { name: 'edge', kind: 'management' }));
    await database.destroy();
    const [readKey] = w.moreTokens;
    // One service per writer, each on its own copy of the same database; idle while the other is measured.
    const services: Array<{ writer: string; child: ChildProcess; url: string; alone: number[]; loaded: number[]; taken: IngestResult[] }> = [];
    for (const writer of WRITERS) {
      const dbFile = path.join(dir, `${writer}.db`);
      fs.copyFileSync(built, dbFile);
      const { child, url } = await spawn({ DATABASE_URL: `sqlite:${dbFile}`, TESSERA_DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', TESSERA_RATE_LIMIT_PER_MINUTE: '1000000', TESSERA_ANALYTICS_WRITER: writer });
      await q1(url, readKey); // warm the response cache and the JIT
      // And the collect path: a service that takes events has its writer thread running (it
      // starts on the first event) and the path compiled; neither belongs in the first round.
      await ingestInChild(url, writeKey, 2, TARGET);
      services.push({ writer, child, url, alone: [], loaded: [], taken: [] });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of services) {
        s.alone.push(await q1(s.url, readKey));
        const sender = await startSender(s.url, writeKey, DURATION, TARGET);
        const [withIngest, taken] = await Promise.all([q1(s.url, readKey), sender.go()]);
        s.loaded.push(withIngest);
        s.taken.push(taken);
      }
    }
    const lines: string[] = [];
    for (const s of services) {
      // The service's own CPU per event, with nothing else running: all threads, and the main
      // thread alone (the event loop that serves Q1, what each event takes from the reads).
      s.child.send({ cpu: 'start' });
      const paced = await ingestInChild(s.url, writeKey, DURATION, TARGET);
      const used = await new Promise<{ us: number; main: number }>((resolve) => {
        s.child.once('message', resolve);
        s.child.send({ cpu: 'stop' });
      });
      // 64 senders: each waits for its answer, which under load waits for the group commit (half a
      // second), so 16 would measure that wait rather than what the node can take.
      const max = await ingestInChild(s.url, writeKey, DURATION, null, 64);
      await new Promise<void>((resolve) => {
        s.child.once('exit', () => resolve());
        s.child.send({ stop: true });
      });
      const failed = s.taken.reduce((a, t) => a + t.failed, 0) + paced.failed + max.failed;
      if (failed) throw new Error(`${failed} events were refused (${s.writer} writer)`);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const alone = sum(s.alone) / s.alone.length;
      const loaded = sum(s.loaded) / s.loaded.length;
      const ratio = loaded / alone;
      const rate = Math.min(...s.taken.map((t) => t.rate));
      const perEvent = used.us / paced.events;
      const mainPerEvent = used.main / paced.events;
      lines.push(
        `[${s.writer} writer] Q1 alone ${alone.toFixed(0)} req/s; while taking ${rate.toFixed(0)} events/s: ${loaded.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% (target ≥ 90%): ${met(ratio >= 0.9)}${ROUNDS > 1 ? ` (${ROUNDS} rounds: ${s.alone.map((a, i) => `${((s.loaded[i] / a) * 100).toFixed(0)}%`).join(', ')})` : ''}`,
        `[${s.writer} writer] events taken while Q1 is loaded: ${rate.toFixed(0)}/s, slowest round (target ≥ 2,000/s; the sender paces at ${TARGET}/s): ${met(rate >= 0.99 * 2000)}`,
        `[${s.writer} writer] service CPU per event at ${paced.rate.toFixed(0)} events/s, Q1 idle: ${perEvent.toFixed(0)} µs in all threads, ${mainPerEvent.toFixed(0)} µs in the main thread (${((mainPerEvent * paced.rate) / 10_000).toFixed(0)}% of its core); the sender, on the same 2 cores only in this bench: ${(paced.cpuUs / paced.events).toFixed(0)} µs`,
        `[${s.writer} writer] events taken with nothing else running: ${max.rate.toFixed(0)}/s (64 senders, batches of 100)`,
      );
    }
    return lines;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A throwaway PostgreSQL database for the report part (BENCH_DB=postgres), dropped afterwards. */
async function pgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_bench_analytics_${process.pid}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name}`) };
}

/** Median of `n` timed calls, in ms. */
async function medianOf(n: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)];
}

async function reportOverAYear(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-report-'));
  const pgDb = REPORT_DB === 'postgres' ? await pgDatabase() : null;
  try {
    const database = await openDatabase(pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'sqlite', path: path.join(dir, 'tessera.db') });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    const now = new Date();
    const today = dayOf(now);
    const r = rng(7);
    const crawlers = listAiCrawlers().slice(0, 40);
    const perDay = Math.ceil(REPORT_EVENTS / 365);
    const devices: Device[] = ['desktop', 'mobile', 'mobile', 'tablet'];
    const sources = ['Direct', 'google.com', 'ChatGPT', 'Perplexity', 'news.ycombinator.com', 'bing.com', 'newsletter', 'Claude', 'duckduckgo.com', 'reddit.com', ...Array.from({ length: 30 }, (_, i) => `blog${i}.example`)];
    console.log(`Writing ${perDay * 365} events over 365 days through the event store …`);
    const t0 = performance.now();
    for (let d = 364; d >= 0; d--) {
      const day = addDays(today, -d);
      const at = `${day}T12:00:00.000Z`;
      const events: CountedEvent[] = [];
      for (let i = 0; i < perDay; i++) {
        const path = `/posts/post-${zipf(r, 2000)}`;
        if (r() < 0.15) {
          events.push({ kind: 'crawler', spaceId: 'site', at, day, hour: at.slice(0, 13), path, crawler: crawlers[zipf(r, crawlers.length)], verified: null });
          continue;
        }
        const v = Math.floor(r() * (perDay / 3)); // ~3 page views per visitor and day
        const source = sources[zipf(r, sources.length)];
        const ai = ['ChatGPT', 'Perplexity', 'Claude'].includes(source) ? source : null;
        const country = ['DE', 'US', 'FR', 'GB', 'JP', 'BR', 'IN', 'CA', 'ES', 'IT', 'NL', 'SE'][v % 12];
        events.push({
          kind: 'page_view',
          spaceId: 'site',
          at,
          day,
          hour: at.slice(0, 13),
          zoned: false,
          path,
          visitor: `v${day}-${v}`,
          previousVisitor: null,
          attribution: { source, aiEngine: ai, referrer: source === 'Direct' || source === 'newsletter' ? null : `${source.toLowerCase()}/`, campaign: source === 'newsletter' ? `week-${v % 52}` : null },
          device: devices[v % devices.length],
          browser: ['Chrome', 'Safari', 'Firefox', 'Edge'][v % 4],
          os: ['Windows', 'iOS', 'Android', 'macOS', 'Linux'][v % 5],
          country,
          city: `City ${v % 150}`,
        });
      }
      await runUnitOfWork(database, systemActor('site', 'bench'), (uow) => sqlAnalyticsStore.append(uow.trx, uow.engine, events));
    }
    const loadS = (performance.now() - t0) / 1000;
    const actor = systemActor('site', 'bench');
    await readAnalytics(database.db, actor, { days: 365, now });
    const times: number[] = [];
    let visitors = 0;
    // CPU time too: on a shared machine the wall time is mostly waiting for a core.
    const cpuFrom = process.cpuUsage();
    for (let i = 0; i < 20; i++) {
      const s = performance.now();
      const rep = await readAnalytics(database.db, actor, { days: 365, now });
      times.push(performance.now() - s);
      visitors = rep.visitors;
    }
    const cpu = process.cpuUsage(cpuFrom);
    const cpuMs = (cpu.user + cpu.system) / 1000 / 20;
    const thirty: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = performance.now();
      await readAnalytics(database.db, actor, { days: 30, now });
      thirty.push(performance.now() - s);
    }
    // Two days: the time series per hour, from the hourly rollup.
    const twoDays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const s = performance.now();
      await readAnalytics(database.db, actor, { days: 2, now });
      twoDays.push(performance.now() - s);
    }
    // The hourly fold of past days into the filter rollup, timed as the worker would first run it over a year.
    const f0 = performance.now();
    const foldedDays = await foldAllFilterRollups(database, now);
    const foldS = (performance.now() - f0) / 1000;
    // Filtered reports (raw events kept a year here, as a site that filters a year would
    // configure), each with its time series and previous period: one value per filter (the
    // busiest where it matters), a long-tail page, two combined; 30 and 365 days.
    const filtered = { retentionDays: 365, now };
    const cases: Array<[string, number, Record<string, string>]> = [
      ['the most read page (12% of views)', 30, { page: '/posts/post-0' }],
      ['a country (1 visitor in 12)', 30, { country: 'DE' }],
      ['the most read page (12% of views)', 365, { page: '/posts/post-0' }],
      ['a page of the long tail', 365, { page: '/posts/post-500' }],
      ['the first source (Direct)', 365, { source: 'Direct' }],
      ['a referrer', 365, { referrer: 'google.com/' }],
      ['an AI engine', 365, { ai_engine: 'ChatGPT' }],
      ['a country (1 visitor in 12)', 365, { country: 'DE' }],
      ['a city', 365, { city: 'City 7' }],
      ['a device (half the visitors)', 365, { device: 'mobile' }],
      ['a browser (1 in 4)', 365, { browser: 'Chrome' }],
      ['an operating system (1 in 5)', 365, { os: 'iOS' }],
      ['a campaign', 365, { utm_campaign: 'week-3' }],
      ['the most read page and a country', 365, { page: '/posts/post-0', country: 'DE' }],
      ['a device and a browser', 365, { device: 'mobile', browser: 'Safari' }],
    ];
    const filteredLines: string[] = [];
    for (const [label, days, filters] of cases) {
      const cpuBefore = process.cpuUsage();
      const ms = await medianOf(5, () => readAnalytics(database.db, actor, { days, filters, ...filtered }));
      const used = process.cpuUsage(cpuBefore);
      const cpuEach = (used.user + used.system) / 1000 / 5;
      filteredLines.push(`${days}-day report filtered by ${label} [${Object.entries(filters).map(([k, v]) => `${k}=${v}`).join('&')}], with its time series and previous period: median ${ms.toFixed(1)} ms, CPU ${cpuEach.toFixed(1)} ms per report (target < 100 ms): ${met(ms < 100)}`);
    }
    await database.destroy();
    times.sort((a, b) => a - b);
    thirty.sort((a, b) => a - b);
    twoDays.sort((a, b) => a - b);
    const median = times[10];
    return [
      `stored ${perDay * 365} events in ${loadS.toFixed(1)} s (${((perDay * 365) / loadS).toFixed(0)} events/s straight into the store)`,
      `365-day report with its time series (months) and previous period over them (${visitors} visitor-days): median ${median.toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms, CPU ${cpuMs.toFixed(1)} ms per report (target < 100 ms): ${met(median < 100)}`,
      `30-day report (time series by day): median ${thirty[5].toFixed(1)} ms`,
      `2-day report (time series by hour): median ${twoDays[5].toFixed(1)} ms`,
      `folded ${foldedDays} past days into the filter rollup in ${foldS.toFixed(1)} s`,
      ...filteredLines,
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

try {
  // BENCH_PART=ingest or BENCH_PART=report runs one half.
  const part = process.env.BENCH_PART;
  const lines = [...(part === 'report' ? [] : await ingestionWhileReading()), ...(part === 'ingest' ? [] : await reportOverAYear())];
  console.log(`\nAnalytics (ingestion on SQLite; report on ${REPORT_DB})`);
  for (const l of lines) console.log(`- ${l}`);
} finally {
  for (const c of children) if (c.exitCode === null) c.kill();
}
