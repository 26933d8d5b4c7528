import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { authenticate } from '../src/app/keys/authenticate.ts';
import { listEntries } from '../src/app/entries/list-entries.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { systemActor, type Actor } from '../src/domain/actor.ts';
import type { RawListQuery } from '../src/domain/entries/query.ts';
import { presentEntryCollectionJson } from '../src/present/entry.ts';
import { buildBlogInBatches, postSlug, SPACE } from './blog-workload.ts';

/**
 * `npm run bench:queries`: every kind of delivery query ARCHITECTURE "Performance targets" gives
 * 20 ms (`query=` full-text search, each filter operator, `links_to_entry` / `links_to_asset`) at
 * 100,000 posts of the 'blog' workload, uncached: each through the list operation and the
 * presenter, as a delivery key, below the response cache (the first request after a publish
 * meets this). Each query runs once to warm up, then BENCH_RUNS times (default 21); it prints the
 * median and p95 and whether the median is within the budget (met / MISSED).
 *
 * BENCH_DB=sqlite (default) or postgres (TEST_DB=postgres works too); BENCH_POSTS (default
 * 100000). The blog is loaded once through the batch operation in this process (50 creates and
 * 50 publishes a batch, about a minute for 100,000 posts on SQLite) into BENCH_DB_FILE (default
 * `<tmp>/tessera-queries-<posts>.db`) or the PostgreSQL database `tessera_queries_<posts>` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), and re-used by later runs;
 * BENCH_FRESH=1 loads it again. BENCH_ONLY=<regular expression> runs only the queries whose name it matches.
 *
 * Beside the times it prints the CPU each run used (mean of the runs): this process's, plus, on
 * PostgreSQL on this machine, that of the database's server processes (from /proc, in 10 ms
 * ticks, so only the mean over the runs is meaningful). On a machine shared with other work the
 * times stretch with its load; the CPU used moves much less.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const BUDGET_MS = 20;
const ENGINE = process.env.BENCH_DB === 'postgres' || (process.env.BENCH_DB === undefined && process.env.TEST_DB === 'postgres') ? 'postgres' : 'sqlite';
const FRESH = process.env.BENCH_FRESH === '1';
const ONLY = process.env.BENCH_ONLY;
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function open(): Promise<Database> {
  if (ENGINE === 'sqlite') {
    const file = process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), `tessera-queries-${POSTS}.db`);
    if (FRESH) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    return openDatabase({ kind: 'sqlite', path: file });
  }
  const name = `tessera_queries_${POSTS}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    if (FRESH) await admin.query(`drop database if exists ${name} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

/** CPU seconds used so far by the server processes serving `pids` (PostgreSQL on this machine; 0 when /proc cannot tell). */
function serverCpu(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name: state is the first, utime and stime the 12th and 13th.
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // Not on this machine, or gone.
    }
  }
  return ticks / 100;
}

const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

const database = await open();
try {
  const loaded = await database.db.selectFrom('spaces').select('id').where('id', '=', SPACE).executeTakeFirst();
  if (!loaded) {
    console.log(`Loading 100 authors, 20 categories and ${POSTS.toLocaleString('en')} posts into ${ENGINE} through batches (load average ${os.loadavg()[0].toFixed(2)}) …`);
    const blog = await buildBlogInBatches({ config: loadConfig({ ...process.env, TESSERA_DATA_DIR: os.tmpdir() }), database }, { authors: 100, categories: 20, posts: POSTS }, (n) => {
      if (n % 10_000 === 0) process.stdout.write(`  ${n.toLocaleString('en')} posts\n`);
    });
    console.log(`loaded in ${blog.loadSeconds.toFixed(1)} s`);
    if (ENGINE === 'postgres') await sql`vacuum analyze`.execute(database.db); // what autovacuum does after a load
    else await sql`analyze`.execute(database.db);
  } else console.log(`Re-using the blog of ${POSTS.toLocaleString('en')} posts in ${ENGINE} (BENCH_FRESH=1 loads it again)`);
  const { token } = await runUnitOfWork(database, systemActor(SPACE, 'bench'), (uow) => createKey(uow, { name: `bench ${Date.now()}`, kind: 'delivery' }));
  const actor: Actor = await authenticate(database.db, token);
  const drafts = systemActor(SPACE, 'bench');
  const one = Math.floor(POSTS / 2);
  const ids = await database.db.selectFrom('entries').select(['id', 'content_type']).where('space_id', '=', SPACE).where('content_type', 'in', ['author', 'category']).orderBy('created_at').orderBy('id').execute();
  const author = ids.find((r) => r.content_type === 'author')!.id;
  const category = ids.find((r) => r.content_type === 'category')!.id;
  const slugIds = await database.db.selectFrom('entry_slugs').select(['entry_id', 'value']).where('space_id', '=', SPACE).where('value', 'in', [postSlug(1), postSlug(one), postSlug(POSTS - 1)]).execute();
  const postId = (slug: string) => slugIds.find((r) => r.value === slug)!.entry_id;

  const cases: Array<[string, Record<string, string>, Actor?]> = [
    ['query= one rare word (a post number in its slug)', { query: String(one) }],
    ['query= two words, one rare', { query: `post ${one}` }],
    ['query= a word in every post, with content_type', { content_type: 'post', query: 'launch' }],
    ['query= a word in every post, ordered by date', { content_type: 'post', query: 'launch', order: '-sys.published_at' }],
    ['query= a prefix of a common word', { query: 'laun' }],
    ['query= + content_type + [in] + order', { content_type: 'post', query: String(one), 'fields.tags[in]': 'content,site,page', order: '-sys.published_at' }],
    ['fields.slug (equality)', { content_type: 'post', 'fields.slug': postSlug(one) }],
    ['fields.slug[ne] (everything but one)', { content_type: 'post', 'fields.slug[ne]': postSlug(one) }],
    ['fields.slug[in] three slugs', { content_type: 'post', 'fields.slug[in]': [postSlug(1), postSlug(one), postSlug(POSTS - 1)].join(',') }],
    ['fields.slug[nin] two slugs', { content_type: 'post', 'fields.slug[nin]': [postSlug(1), postSlug(one)].join(',') }],
    ['fields.published_on[gte] + [lt] (one month)', { content_type: 'post', 'fields.published_on[gte]': '2025-03-01', 'fields.published_on[lt]': '2025-04-01' }],
    ['fields.published_on[lt] (a narrow range)', { content_type: 'post', 'fields.published_on[lt]': '2025-01-02' }],
    ['fields.published_on[gt] ordered by it', { content_type: 'post', 'fields.published_on[gt]': '2025-06-15', order: 'fields.published_on' }],
    ['fields.excerpt[exists]=true', { content_type: 'post', 'fields.excerpt[exists]': 'true' }],
    ['fields.excerpt[exists]=false', { content_type: 'post', 'fields.excerpt[exists]': 'false' }],
    ['fields.tags (contains)', { content_type: 'post', 'fields.tags': 'motion' }],
    ['fields.tags[all]', { content_type: 'post', 'fields.tags[all]': 'site,design' }],
    ['fields.tags[in]', { content_type: 'post', 'fields.tags[in]': 'grid,system' }],
    ['fields.tags[nin]', { content_type: 'post', 'fields.tags[nin]': 'grid,system' }],
    ['fields.author.sys.id', { content_type: 'post', 'fields.author.sys.id': author }],
    ['fields.categories.sys.id[in]', { content_type: 'post', 'fields.categories.sys.id[in]': category }],
    ['sys.id[in] three ids', { 'sys.id[in]': [postId(postSlug(1)), postId(postSlug(one)), postId(postSlug(POSTS - 1))].join(',') }],
    ['links_to_entry an author (1% of posts)', { content_type: 'post', links_to_entry: author }],
    ['links_to_entry a category (10% of posts)', { links_to_entry: category }],
    ['links_to_entry a category, drafts reader', { content_type: 'post', links_to_entry: category }, drafts],
    ['links_to_entry a post (none link to it)', { links_to_entry: postId(postSlug(one)) }],
    ['links_to_asset a file no entry uses', { links_to_asset: 'missing-file' }],
  ];

  console.log(`\n${ENGINE}, ${POSTS.toLocaleString('en')} posts, delivery key unless said, limit=10, ${RUNS} runs after a warm-up (budget < ${BUDGET_MS} ms each, uncached; load average ${os.loadavg()[0].toFixed(2)}):`);
  console.log(`  ${'query'.padEnd(52)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  ${'matches'.padStart(7)}  ${'CPU/run'.padStart(9)}`);
  let missed = 0;
  let ran = 0;
  for (const [name, params, who] of cases) {
    if (ONLY && !new RegExp(ONLY).test(name)) continue;
    ran++;
    const raw: RawListQuery = { limit: 10, skip: 0, rich_text: 'markdown', include: 0, ...params };
    const run = async () => {
      const t = performance.now();
      const r = await listEntries(database, who ?? actor, raw);
      presentEntryCollectionJson(r, 'https://cms.example.com', { skip: 0, limit: 10 });
      return { ms: performance.now() - t, total: r.total };
    };
    const { total } = await run();
    const pids = ENGINE === 'postgres' ? (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db)).rows.map((r) => r.pid) : [];
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    const server0 = serverCpu(pids);
    for (let i = 0; i < RUNS; i++) times.push((await run()).ms);
    const used = process.cpuUsage(cpu0);
    const cpuMs = ((used.user + used.system) / 1000 + (serverCpu(pids) - server0) * 1000) / RUNS;
    const median = at(times, 0.5);
    const p95 = at(times, 0.95);
    if (median >= BUDGET_MS) missed++;
    console.log(`  ${name.padEnd(52)} ${median.toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms  ${total.toLocaleString('en').padStart(7)}  ${cpuMs.toFixed(1).padStart(6)} ms  ${median < BUDGET_MS ? 'met' : 'MISSED'}`);
  }
  console.log(`\n${ran - missed} of ${ran} within ${BUDGET_MS} ms (median)`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await database.destroy();
}
