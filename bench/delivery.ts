import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/client.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { loadBlogOverHttp, postBody, setupBlog, SPACE } from './blog-workload.ts';
import { processCpuUs, startServe } from './service-process.ts';
import { documentToMarkdown, normalizeRichText } from '../src/domain/rich-text/convert.ts';
import type { RichTextDocument } from '../src/domain/rich-text/document.ts';
import { load as autocannon, type AutocannonResult } from './load.ts';

/**
 * `npm run bench`: the delivery benchmark, with the service started as users start it. It makes
 * the 'blog' space (content model and keys) in a temporary SQLite database (or the empty
 * PostgreSQL database BENCH_DATABASE_URL names), starts the command `npm start` runs
 * (`tessera serve`: workers, the analytics writer thread, default settings, LOG_LEVEL included,
 * apart from the rate limit), loads 100 authors, 20 categories and the posts over HTTP through
 * batches with markdown bodies, sends a few page views (so the analytics writer runs, as on a
 * live site), and compares it with a bare Fastify route serving the very same bytes, loaded with
 * wrk (50 connections; a C client, so the figure is the server's; autocannon from this process
 * when wrk is missing). Prints req/s, p50/p99 latency, server CPU time per request (/proc of each
 * server over each run: every thread, little moved by other load on the machine), bytes on the
 * wire, peak RSS and where memory goes, the first (uncached) Q1 after a publish, and Q1/Q3 while
 * 5 posts a second are edited and published in the same space, each against its target
 * (ARCHITECTURE "Performance targets", docs/limits.md) with met/missed. Q1 and Q3 run plain and
 * with `accept-encoding: br, gzip` (against the bare route serving the same brotli bytes). Each
 * query is measured in BENCH_ROUNDS rounds (default 5) that alternate which server goes first,
 * and the medians are compared, so load from other processes hits both sides alike.
 * BENCH_DURATION (seconds per run, default 5) and BENCH_POSTS (default 10000) shorten it;
 * BENCH_QUERIES (e.g. `Q3,304`) picks runs.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const CONNECTIONS = 50;

const children: ChildProcess[] = [];

function spawnBare(env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(here, 'serve-bare.ts'), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { ready: string }) => resolve({ pid: child.pid as number, url: m.ready }));
    child.once('exit', (code) => reject(new Error(`serve-bare.ts exited with ${code}`)));
  });
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** A fresh delivery key per run, so no run meets the per-key rate limit. */
let tokens: string[] = [];
const withFreshKey = (headers: Record<string, string>) => ({ ...headers, authorization: tokens.length ? `Bearer ${tokens.shift()}` : headers.authorization });

/** The CPU time (µs) the server process spends while `run` runs, every thread counted. */
async function cpuDuring<T>(server: Server, run: () => Promise<T>): Promise<{ result: T; us: number }> {
  const from = processCpuUs(server.pid);
  const result = await run();
  return { result, us: processCpuUs(server.pid) - from };
}

interface Measured extends AutocannonResult {
  /** Server CPU time per request, µs (load from other processes barely moves it). */
  cpuUs: number;
}

async function measure(server: Server, path: string, headers: Record<string, string>, expect: number): Promise<Measured> {
  const url = server.url + path;
  const { result: r, us } = await cpuDuring(server, () => autocannon({ url, connections: CONNECTIONS, headers: withFreshKey(headers), duration: DURATION }));
  const wrong = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => Number(code) !== expect);
  if (wrong.length || r.errors) throw new Error(`${url}: unexpected answers ${JSON.stringify(r.statusCodeStats)} errors ${r.errors}`);
  return { ...r, cpuUs: us / r.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
}

function summarize(runs: Measured[]): Summary {
  return { rps: median(runs.map((r) => r.requests.average)), p50: median(runs.map((r) => r.latency.p50)), p99: median(runs.map((r) => r.latency.p99)), cpuUs: median(runs.map((r) => r.cpuUs)) };
}

type Server = { pid: number; url: string };

/** Both servers, in alternating order, ROUNDS times after a warm-up of each. */
async function compare(a: Server, pathA: string, b: Server, pathB: string, headers: Record<string, string>, expect: number): Promise<[Summary, Summary]> {
  await autocannon({ url: a.url + pathA, connections: CONNECTIONS, headers: withFreshKey(headers), duration: 2 });
  await autocannon({ url: b.url + pathB, connections: CONNECTIONS, headers: withFreshKey(headers), duration: 2 });
  const ra: Measured[] = [];
  const rb: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      ra.push(await measure(a, pathA, headers, expect));
      rb.push(await measure(b, pathB, headers, expect));
    } else {
      rb.push(await measure(b, pathB, headers, expect));
      ra.push(await measure(a, pathA, headers, expect));
    }
  }
  return [summarize(ra), summarize(rb)];
}

/** Edits and publishes posts over HTTP with a management key, one at a time or every `ms`. */
function publisher(base: string, token: string, ids: readonly string[]) {
  let n = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const one = async () => {
    const id = ids[n++ % ids.length];
    const url = `${base}/api/v1/spaces/${SPACE}/entries/${id}`;
    const got = (await (await fetch(url, { headers })).json()) as { sys: { version: number } };
    const patched = await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ version: got.sys.version, fields: { excerpt: `Edited ${n} at ${Date.now()}.` } }) });
    if (!patched.ok) throw new Error(`edit ${id}: ${patched.status} ${await patched.text()}`);
    const published = await fetch(`${url}/publish`, { method: 'POST', headers: { authorization: headers.authorization } });
    if (!published.ok) throw new Error(`publish ${id}: ${published.status} ${await published.text()}`);
  };
  const every = (ms: number) => {
    let count = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        const t0 = performance.now();
        await one();
        count++;
        await new Promise((r) => setTimeout(r, Math.max(0, ms - (performance.now() - t0))));
      }
    })();
    return async () => {
      running = false;
      await loop;
      return count;
    };
  };
  return { one, every };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const dbFile = path.join(dir, 'tessera.db');
  const memoryDir = path.join(dir, 'memory');
  fs.mkdirSync(memoryDir);
  let tessera: Awaited<ReturnType<typeof startServe>> | undefined;
  try {
    const pgUrl = process.env.BENCH_DATABASE_URL;
    const database = await openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'sqlite', path: dbFile });
    const keys = await setupBlog(database);
    tokens = [...keys.moreTokens];
    const system = systemActor(SPACE, 'bench');
    const editor = (await runUnitOfWork(database, system, (uow) => createKey(uow, { name: 'editor', kind: 'management' }))).token;
    const loader = (await runUnitOfWork(database, system, (uow) => createKey(uow, { name: 'loader', kind: 'management' }))).token;
    await database.destroy();

    tessera = await startServe({
      DATABASE_URL: pgUrl ?? `sqlite:${dbFile}`,
      TESSERA_DATA_DIR: dir,
      TESSERA_RATE_LIMIT_PER_MINUTE: '1000000',
      // A passive probe: each thread writes its heap figures to a file twice a second.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(here, 'memory-probe.ts')}`.trim(),
      BENCH_MEMORY_DIR: memoryDir,
    });
    const startMb = tessera.memory().nowMb;
    console.log(`Loading the blog workload (${POSTS} posts) over HTTP through batches into tessera serve (${pgUrl ? 'PostgreSQL' : 'SQLite'}) …`);
    const w = await loadBlogOverHttp(tessera.url, loader, { authors: 100, categories: 20, posts: POSTS });
    const loadedMb = tessera.memory();
    if (pgUrl && !process.env.BENCH_NO_VACUUM) {
      // What autovacuum does by itself about a minute after such a load; this machine's server has it
      // off, and a planner without statistics reads whole types (BENCH_NO_VACUUM=1 measures that).
      const admin = await openDatabase({ kind: 'postgres', url: pgUrl }, { migrate: false });
      await sql`VACUUM ANALYZE`.execute(admin.db);
      await admin.destroy();
      console.log('VACUUM ANALYZE done (BENCH_NO_VACUUM=1 skips it)');
    }
    // A live site's page views: the analytics writer thread starts with the first one.
    for (let i = 0; i < 20; i++) {
      await fetch(`${tessera.url}/api/v1/spaces/${SPACE}/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://blog.example.com', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ url: `https://blog.example.com/blog/${w.slugs[i]}`, referrer: '' }),
      });
    }

    // Bodies went in as markdown; clients that send block documents skip parsing it.
    const sample = Array.from({ length: 500 }, (_, i) => documentToMarkdown(postBody(i) as RichTextDocument));
    const t0 = performance.now();
    for (const md of sample) normalizeRichText(md);
    const parseMs = (performance.now() - t0) / sample.length;

    const auth = { authorization: `Bearer ${keys.deliveryToken}` };
    const compressed = { ...auth, 'accept-encoding': 'br, gzip' };
    const mid = Math.floor(POSTS / 2);
    const queries = [
      { name: 'Q1 list 100 posts, include=1', path: `/api/v1/spaces/${SPACE}/entries?content_type=post&limit=100&include=1&rich_text=markdown` },
      { name: 'Q2 one post by slug, include=2', path: `/api/v1/spaces/${SPACE}/entries?content_type=post&fields.slug=${w.slugs[mid]}&include=2` },
      { name: 'Q3 one post by id', path: `/api/v1/spaces/${SPACE}/entries/${w.postIds[mid]}` },
    ];
    const bare: Array<{ path: string; file: string; etag: string; encoding?: string }> = [];
    const cold: string[] = [];
    const fetchTo = async (p: string, headers: Record<string, string>, file: string) => {
      const res = await fetch(tessera!.url + p, { headers });
      // fetch decodes what it is sent; the raw bytes come from Node's http below when compressed.
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.toString().slice(0, 300)}`);
      fs.writeFileSync(file, body);
      return res;
    };
    for (const [i, q] of queries.entries()) {
      const t0 = performance.now();
      const res = await fetchTo(q.path, auth, path.join(dir, `q${i + 1}.json`));
      cold.push(`${q.name.slice(0, 2)} ${(performance.now() - t0).toFixed(1)} ms`);
      bare.push({ path: `/q${i + 1}`, file: path.join(dir, `q${i + 1}.json`), etag: res.headers.get('etag') as string });
    }
    // The brotli forms of Q1 and Q3, as Tessera sends them once made (the first asks, the next gets it).
    const brotli: Record<string, { bytes: number; plain: number }> = {};
    for (const i of [0, 2]) {
      await rawGet(tessera.url + queries[i].path, compressed);
      await new Promise((r) => setTimeout(r, 300));
      const { headers, body } = await rawGet(tessera.url + queries[i].path, compressed);
      if (headers['content-encoding'] !== 'br') throw new Error(`${queries[i].path}: no brotli form (${headers['content-encoding']})`);
      const file = path.join(dir, `q${i + 1}.br`);
      fs.writeFileSync(file, body);
      bare.push({ path: `/q${i + 1}br`, file, etag: headers.etag as string, encoding: 'br' });
      brotli[queries[i].name.slice(0, 2)] = { bytes: body.length, plain: fs.statSync(bare[i].file).size };
    }
    const routesFile = path.join(dir, 'bare-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(bare));
    const baseline = await spawnBare({ BARE_ROUTES: routesFile });
    const server: Server = { pid: tessera.child.pid as number, url: tessera.url };

    const rows: Array<{ name: string; bytes: number; t: Summary; b: Summary }> = [];
    const runs = [
      ...queries.map((q, i) => ({ name: q.name, tessera: q.path, bare: bare[i].path, headers: auth, expect: 200, bytes: fs.statSync(bare[i].file).size })),
      { name: '304 revalidation of Q3', tessera: queries[2].path, bare: bare[2].path, headers: { ...auth, 'if-none-match': bare[2].etag }, expect: 304, bytes: 0 },
      { name: 'Q1 br (accept-encoding: br, gzip)', tessera: queries[0].path, bare: '/q1br', headers: compressed, expect: 200, bytes: brotli.Q1.bytes },
      { name: 'Q3 br (accept-encoding: br, gzip)', tessera: queries[2].path, bare: '/q3br', headers: compressed, expect: 200, bytes: brotli.Q3.bytes },
    ];
    const only = process.env.BENCH_QUERIES?.split(',');
    for (const run of runs.filter((r) => !only || only.some((o) => r.name.startsWith(o)))) {
      const [t, b] = await compare(server, run.tessera, baseline, run.bare, run.headers, run.expect);
      rows.push({ name: run.name, bytes: run.bytes, t, b });
      const m = tessera.memory();
      console.log(`  measured ${run.name} (RSS ${m.nowMb} MB, peak so far ${m.peakMb} MB)`);
    }
    // The first Q1 after a publish (the publish drops it from the cache): median and max of 20.
    const edit = publisher(tessera.url, editor, w.postIds.filter((_, i) => i !== mid));
    const coldQ1: number[] = [];
    for (let i = 0; i < 20; i++) {
      await edit.one();
      const t0 = performance.now();
      const res = await fetch(tessera.url + queries[0].path, { headers: withFreshKey(auth) });
      await res.arrayBuffer();
      coldQ1.push(performance.now() - t0);
    }
    // Reads while 5 posts a second are edited and published in the same space.
    const underWrites: Array<{ name: string; alone: Summary; busy: AutocannonResult; published: number }> = [];
    for (const [i, q] of queries.entries()) {
      if (i === 1) continue;
      const alone = rows.find((r) => r.name === q.name)?.t;
      if (!alone) continue;
      const stopWriting = edit.every(200);
      const busy = await autocannon({ url: tessera.url + q.path, connections: CONNECTIONS, headers: withFreshKey(auth), duration: DURATION });
      const published = await stopWriting();
      underWrites.push({ name: q.name, alone, busy, published });
    }
    const rss = { tessera: tessera.memory().peakMb, bare: peakRssMb(baseline.pid) };
    const threads = memoryByThread(memoryDir);
    await tessera.stop();
    for (const c of children) c.kill();

    const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
    console.log(`\nDelivery benchmark: ${POSTS} posts, ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${DURATION} s, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}`);
    console.log('| query | size | Tessera req/s | bare Fastify req/s | ratio | server CPU µs/req Tessera / bare | Tessera p50 / p99 ms | bare p50 / p99 ms |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.bytes ? `${(r.bytes / 1024).toFixed(1)} KB` : '304'} | ${Math.round(r.t.rps)} | ${Math.round(r.b.rps)} | ${pct(r.t.rps, r.b.rps)} | ${r.t.cpuUs.toFixed(1)} / ${r.b.cpuUs.toFixed(1)} | ${r.t.p50} / ${r.t.p99} | ${r.b.p50} / ${r.b.p99} |`,
      );
    }
    console.log(`\nPeak RSS: Tessera ${rss.tessera} MB, bare Fastify ${rss.bare} MB. Tessera's resident memory: ${startMb} MB when ready, ${loadedMb.nowMb} MB after loading (peak ${loadedMb.peakMb} MB)`);
    console.log(`Where it goes at the end, and the most seen (V8 heap used / reserved, external and array buffers per thread): ${threads}; SQLite's page cache is at most 8 MB per connection (PRAGMA cache_size), one connection per thread; the delivery cache at most TESSERA_DELIVERY_CACHE_MB (64 MB), counted in the main thread's external memory`);
    console.log(`Bytes on the wire: Q1 ${(brotli.Q1.plain / 1024).toFixed(1)} KB plain, ${(brotli.Q1.bytes / 1024).toFixed(1)} KB brotli; Q3 ${(brotli.Q3.plain / 1024).toFixed(1)} KB plain, ${(brotli.Q3.bytes / 1024).toFixed(1)} KB brotli`);
    console.log(`First (uncached) request: ${cold.join(', ')}`);
    const target = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log('\n| figure | measured | target | |');
    console.log('|---|---|---|---|');
    // ARCHITECTURE "Performance targets": Q1 and Q3 against a bare route serving the same bytes, 304
    // revalidation against a bare 200 of Q3 (the bare 304 beside it is the stricter comparison);
    // Q2 has no throughput target.
    const bareQ3 = rows.find((r) => r.name.startsWith('Q3'))?.b.rps;
    for (const r of rows) {
      if (r.name.startsWith('Q2')) console.log(`| ${r.name} req/s vs bare | ${pct(r.t.rps, r.b.rps)} | — | |`);
      else if (r.bytes > 0) console.log(`| ${r.name} req/s vs bare | ${pct(r.t.rps, r.b.rps)} | ≥ 85% | ${target(r.t.rps / r.b.rps >= 0.85)} |`);
      else {
        if (bareQ3) console.log(`| ${r.name} req/s vs a bare 200 of Q3 | ${pct(r.t.rps, bareQ3)} | ≥ 85% | ${target(r.t.rps / bareQ3 >= 0.85)} |`);
        console.log(`| ${r.name} req/s vs a bare 304 | ${pct(r.t.rps, r.b.rps)} | — (stricter than the target) | |`);
      }
      console.log(`| ${r.name} p99 | ${r.t.p99} ms | < 25 ms | ${target(r.t.p99 < 25)} |`);
    }
    console.log(`| peak RSS under load | ${rss.tessera} MB | < 250 MB | ${target(rss.tessera < 250)} |`);
    const coldLimit = POSTS > 10_000 ? 30 : 15;
    console.log(`| first Q1 after a publish (median / max of 20) | ${median(coldQ1).toFixed(1)} / ${Math.max(...coldQ1).toFixed(1)} ms | < ${coldLimit} ms | ${target(median(coldQ1) < coldLimit)} |`);
    for (const u of underWrites) {
      console.log(
        `| ${u.name.slice(0, 2)} while ${(u.published / DURATION).toFixed(1)} posts/s are published | ${Math.round(u.busy.requests.average)} req/s = ${pct(u.busy.requests.average, u.alone.rps)} of read-only, p99 ${u.busy.latency.p99} ms | ≥ 70%, p99 < 50 ms | ${target(u.busy.requests.average / u.alone.rps >= 0.7 && u.busy.latency.p99 < 50)} |`,
      );
    }
    console.log(`| ${POSTS} markdown posts (+120 authors and categories) through batches into tessera serve | ${w.loadSeconds.toFixed(1)} s | < 10 s${POSTS === 10_000 ? '' : ' (at 10,000)'} | ${target(w.loadSeconds < (10 * POSTS) / 10_000)} |`);
    console.log(`Parsing markdown costs ${parseMs.toFixed(2)} ms per post of this workload (in this process).`);
  } finally {
    await tessera?.stop();
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A GET through Node's http: the body as sent (not decoded) and the headers. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The probe's last figures of each thread (bench/memory-probe.ts), in MB. */
function memoryByThread(dir: string): string {
  const mb = (n: number) => Math.round(n / 1048576);
  return fs
    .readdirSync(dir)
    .map((f) => {
      const m = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; peak: { heapTotal: number; external: number } };
      return `${f.replace(/^thread-|\.json$/g, '')} ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB heap (at most ${mb(m.peak.heapTotal)} reserved), ${mb(m.external)} MB external (at most ${mb(m.peak.external)}; ${mb(m.arrayBuffers)} MB array buffers)`;
    })
    .join('; ');
}

await main();
