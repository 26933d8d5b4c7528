import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { readSearchQueries } from '../src/app/search/read-search-queries.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { replaceBreakdown, replaceDays } from '../src/db/repos/search-days.ts';
import { systemActor } from '../src/domain/actor.ts';
import { addDays, dayOf } from '../src/domain/search/days.ts';
import type { DayRow } from '../src/domain/search/day-rows.ts';
import { historyStart, syncWindows } from '../src/domain/search/sync-plan.ts';

/**
 * `node bench/search-queries.ts`: the search queries report over the 16 months of history kept,
 * with BENCH_QUERIES (default 500) queries a day on engine_a (and as many query × page pairs,
 * 100 pages, 50 countries, 3 devices) plus engine_b's weekly buckets of 200 queries, stored
 * through the sync's own writes. Times the report (median of BENCH_RUNS, default 9, after one
 * warm-up) for days=28, days=90, the whole history (from), and breakdowns over it. ARCHITECTURE
 * has no target for this report; the nearest, "365-day analytics report over 1,000,000 events
 * < 100 ms", is printed beside each figure. BENCH_DB=sqlite (default) or postgres with
 * BENCH_PG_URL (a throwaway database is created there).
 */
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const NEAREST_TARGET_MS = 100;
const ENGINE = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (ENGINE === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-sq-bench-'));
    const database = await openDatabase({ kind: 'sqlite', path: path.join(dir, 'bench.db') });
    return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.BENCH_PG_URL;
  if (!server) throw new Error('BENCH_DB=postgres needs BENCH_PG_URL, a PostgreSQL server URL (a throwaway database is created there)');
  const name = `tessera_sq_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (date: string, key: string, i: number, extra: Partial<DayRow> = {}): DayRow => {
  const clicks = Math.max(0, 200 - i);
  return { date, key, clicks, impressions: clicks * 8 + 40, positionSum: (clicks * 8 + 40) * (1 + (i % 30)), ...extra };
};

const { database, drop } = await open();
try {
  const now = new Date();
  const today = dayOf(now);
  const setup = systemActor('bench', 'bench');
  const space = (await runUnitOfWork(database, setup, (uow) => createSpace(uow, { slug: 'bench', name: 'Bench' }))).id;
  const at = now.toISOString();
  for (const [id, engine] of [['ca', 'engine_a'], ['cb', 'engine_b']] as const) {
    await database.db.insertInto('search_connections').values({ id, space_id: space, engine, site_url: 'https://www.example.com/', credentials: 'v1.x', created_at: at, updated_at: at, synced_at: at, failures: 0 }).execute();
  }
  const t0 = performance.now();
  console.log(`Loading 16 months of ${QUERIES} queries a day into ${ENGINE} (load average ${os.loadavg()[0].toFixed(2)}) …`);
  const a = { connectionId: 'ca', spaceId: space, engine: 'engine_a' as const };
  for (const win of syncWindows({ start: historyStart(now), end: today })) {
    const q: DayRow[] = [], p: DayRow[] = [], t: DayRow[] = [], c: DayRow[] = [], d: DayRow[] = [], qp: DayRow[] = [];
    for (let day = win.start; day <= win.end; day = addDays(day, 1)) {
      for (let i = 0; i < QUERIES; i++) {
        q.push(row(day, `query ${i}`, i));
        qp.push(row(day, `query ${i}`, i, { page: `https://www.example.com/p/${i % 100}` }));
      }
      for (let i = 0; i < 100; i++) p.push(row(day, `https://www.example.com/p/${i}`, i));
      for (let i = 0; i < 50; i++) c.push(row(day, `c${i}`, i));
      for (let i = 0; i < 3; i++) d.push(row(day, ['DESKTOP', 'MOBILE', 'TABLET'][i], i));
      t.push(row(day, '', 0));
    }
    await runUnitOfWork(database, systemActor(space, 'bench'), async (uow) => {
      await replaceDays(uow.trx, 'search_query_days', a, win.start, win.end, q);
      await replaceDays(uow.trx, 'search_page_days', a, win.start, win.end, p);
      await replaceDays(uow.trx, 'search_total_days', a, win.start, win.end, t);
      await replaceBreakdown(uow.trx, 'country', a, win.start, win.end, c);
      await replaceBreakdown(uow.trx, 'device', a, win.start, win.end, d);
      await replaceBreakdown(uow.trx, 'query_page', a, win.start, win.end, qp);
    });
  }
  const b = { connectionId: 'cb', spaceId: space, engine: 'engine_b' as const };
  const bq: DayRow[] = [], bp: DayRow[] = [], bt: DayRow[] = [];
  for (let week = addDays(today, -26 * 7); week <= today; week = addDays(week, 7)) {
    for (let i = 0; i < 200; i++) bq.push(row(week, `b query ${i}`, i, { span: 7 }));
    for (let i = 0; i < 20; i++) bp.push(row(week, `https://www.example.com/b/${i}`, i, { span: 7 }));
  }
  for (let day = addDays(today, -26 * 7); day <= today; day = addDays(day, 1)) bt.push(row(day, '', 0));
  await runUnitOfWork(database, systemActor(space, 'bench'), async (uow) => {
    await replaceDays(uow.trx, 'search_query_days', b, historyStart(now), today, bq);
    await replaceDays(uow.trx, 'search_page_days', b, historyStart(now), today, bp);
    await replaceDays(uow.trx, 'search_total_days', b, historyStart(now), today, bt);
  });
  if (ENGINE === 'postgres') await sql`analyze`.execute(database.db);
  const rows = Number((await database.db.selectFrom('search_query_days').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  console.log(`loaded ${rows.toLocaleString('en')} query rows (and as many query × page pairs) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const reader = systemActor(space, 'bench');
  const from = addDays(historyStart(now), 1);
  const cases: Array<[string, Record<string, string>]> = [
    ['days=28', { days: '28' }],
    ['days=90', { days: '90' }],
    ['16 months (from)', { from }],
    ['16 months, breakdown=trend', { from, breakdown: 'trend' }],
    ['16 months, breakdown=country', { from, breakdown: 'country' }],
    ['days=28, breakdown=query_page', { days: '28', breakdown: 'query_page' }],
    ['16 months, breakdown=query_page', { from, breakdown: 'query_page' }],
  ];
  console.log(`\n| report | median ms | nearest target (${NEAREST_TARGET_MS} ms) |\n|---|---|---|`);
  for (const [name, input] of cases) {
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const s = performance.now();
      await readSearchQueries(database.db, reader, input, now);
      if (i > 0) times.push(performance.now() - s);
    }
    const m = median(times);
    console.log(`| ${name} | ${m.toFixed(1)} | ${m < NEAREST_TARGET_MS ? 'within' : 'over'} |`);
  }
} finally {
  await drop();
}
