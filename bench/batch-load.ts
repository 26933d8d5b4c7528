import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { startService } from '../src/main.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { systemActor } from '../src/domain/actor.ts';
import pg from 'pg';
import { authorFields, categoryFields, postFields, setupBlog, SPACE, type BodyFormat } from './blog-workload.ts';

/**
 * `npm run bench:batch`: loads the 'blog' workload (100 authors, 20 categories, 10,000 posts with
 * ~2 KB markdown bodies, each created and published) over HTTP through `POST /batch` (50
 * create_entry + 50 publish_entry per batch, posts linking their author and categories by id) into
 * a fresh database on each engine (a temporary SQLite file; a throwaway database on the PostgreSQL
 * server at BENCH_PG_URL), and prints the time per 1,000 posts at the start and at the end and the
 * markdown load time against their targets (ARCHITECTURE "Performance targets"). Then, on the first
 * engine, BENCH_SINGLE_POSTS posts (default 1,000; 0 skips it) through batches and through single
 * calls (POST entry, POST publish), to compare the two.
 *
 * BENCH_POSTS (default 10000) sets the posts; BENCH_BODY=document sends block documents instead of
 * markdown; BENCH_DB=sqlite or postgres runs one engine; BENCH_EDITS (default 0) adds that many
 * edits (update_entry, 100 a batch, each a new version) after the load. `npm run bench:batch:full`
 * is the scale run: 100,000 posts and 900,000 edits (1,000,000 versions) per engine, about 20
 * minutes for both on a 2-core machine. The service runs in this process, with a management key and
 * no rate limit; times count requests only, not building the bodies.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SINGLE_POSTS = Math.min(POSTS, Number(process.env.BENCH_SINGLE_POSTS ?? 1_000));
const PER_BATCH = 50; // 50 creates + 50 publishes = 100 operations
const BODY: BodyFormat = process.env.BENCH_BODY === 'document' ? 'document' : 'markdown';
type Engine = 'sqlite' | 'postgres';
const ENGINES: Engine[] = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',').map((e) => {
  if (e !== 'sqlite' && e !== 'postgres') throw new Error(`BENCH_DB: sqlite, postgres or both comma-separated, not ${e}`);
  return e;
});
/** Edits after the load (update_entry, EDIT_BATCH to a batch, each one more version): 900,000 on 100,000 posts makes 1,000,000 versions. */
const EDITS = Number(process.env.BENCH_EDITS ?? 0);
const EDIT_BATCH = 100;
const EDIT_SLICE = 10_000;
/** The server that holds the bench's throwaway PostgreSQL databases (BENCH_DB=postgres). */
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Loader {
  /**
   * Creates and publishes `count` items built by `make`; returns their ids in order. `onProgress`
   * hears the count done after each request. `busy` adds up the time and CPU spent in requests
   * only, so building the items (writing bodies out as markdown costs the bench itself about as
   * much as parsing them costs the service) is not counted as the service's.
   */
  load(count: number, make: (i: number) => Item, busy: Busy, onProgress?: (done: number) => void): Promise<string[]>;
}
type Item = { content_type: string; fields: Record<string, unknown> };
/** Seconds spent waiting for the service, and CPU seconds of this process meanwhile. */
type Busy = { seconds: number; cpu: number };
const newBusy = (): Busy => ({ seconds: 0, cpu: 0 });

async function timed<T>(busy: Busy, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  try {
    return await fn();
  } finally {
    const c = process.cpuUsage(c0);
    busy.cpu += (c.user + c.system) / 1e6;
    busy.seconds += (performance.now() - t0) / 1000;
  }
}

/** A fresh database on the chosen engine (a temporary SQLite file, or a throwaway PostgreSQL database) and its DATABASE_URL. */
async function freshDatabase(engine: Engine, dir: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { url: `sqlite:${path.join(dir, 'tessera.db')}`, drop: async () => undefined };
  const name = `tessera_bench_${label}_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function withService<T>(engine: Engine, label: string, fn: (url: string, token: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-batch-${label}-`));
  const store = await freshDatabase(engine, dir, label);
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: store.url, TESSERA_DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', TESSERA_RATE_LIMIT_PER_MINUTE: '1000000', TESSERA_WORKERS: '0' });
    const database = await openDatabase(config.database);
    await setupBlog(database);
    const { token } = await runUnitOfWork(database, systemActor(SPACE), (uow) => createKey(uow, { name: 'loader', kind: 'management' }));
    await database.destroy();
    const service = await startService(config, { logger: false });
    try {
      return await fn(service.url, token);
    } finally {
      await service.stop();
    }
  } finally {
    await store.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function post(url: string, token: string, body: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

function batchLoader(url: string, token: string): Loader {
  return {
    async load(count, make, busy, onProgress) {
      const ids: string[] = [];
      for (let i = 0; i < count; i += PER_BATCH) {
        const chunk = Array.from({ length: Math.min(PER_BATCH, count - i) }, (_, k) => make(i + k));
        const operations = [
          ...chunk.map((it, k) => ({ op: 'create_entry', ref: `e${k}`, content_type: it.content_type, fields: it.fields })),
          ...chunk.map((_, k) => ({ op: 'publish_entry', id: `$e${k}` })),
        ];
        const res = await timed(busy, () => post(`${url}/api/v1/spaces/${SPACE}/batch`, token, { operations }));
        if (res.status !== 200) throw new Error(`batch failed: ${JSON.stringify(res.json)}`);
        for (const r of res.json.results.slice(0, chunk.length)) ids.push(r.sys.id);
        onProgress?.(ids.length);
      }
      return ids;
    },
  };
}

function singleLoader(url: string, token: string): Loader {
  return {
    async load(count, make, busy) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const it = make(i);
        const created = await timed(busy, () => post(`${url}/api/v1/spaces/${SPACE}/entries`, token, it));
        if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
        const published = await timed(busy, () => post(`${url}/api/v1/spaces/${SPACE}/entries/${created.json.sys.id}/publish`, token, undefined));
        if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.json)}`);
        ids.push(created.json.sys.id);
      }
      return ids;
    },
  };
}

/**
 * Authors and categories, then `posts` posts linking them; seconds for each part, and the
 * seconds each successive 1,000 posts took (writes must not slow down as the space grows).
 */
async function loadBlog(loader: Loader, posts: number): Promise<{ setup: number; posts: number; cpu: number; perThousand: number[]; cpuPerThousand: number[]; postIds: string[] }> {
  const before = newBusy();
  const authors = await loader.load(100, (i) => ({ content_type: 'author', fields: authorFields(i) }), before);
  const categories = await loader.load(20, (i) => ({ content_type: 'category', fields: categoryFields(i) }), before);
  const busy = newBusy();
  const perThousand: number[] = [];
  const cpuPerThousand: number[] = [];
  let mark = 0;
  let cpuMark = 0;
  const postIds = await loader.load(posts, (i) => ({ content_type: 'post', fields: postFields(i, authors, categories, BODY) }), busy, (done) => {
    if (done % 1000 !== 0) return;
    perThousand.push(busy.seconds - mark);
    cpuPerThousand.push(busy.cpu - cpuMark);
    mark = busy.seconds;
    cpuMark = busy.cpu;
  });
  return { setup: before.seconds, posts: busy.seconds, cpu: busy.cpu, perThousand, cpuPerThousand, postIds };
}

/** `count` edits of the posts' excerpts (each a new version), EDIT_BATCH update_entry operations a batch; seconds per EDIT_SLICE edits. */
async function editPosts(url: string, token: string, postIds: readonly string[], count: number): Promise<{ seconds: number; perSlice: number[] }> {
  const busy = newBusy();
  const perSlice: number[] = [];
  let mark = 0;
  for (let i = 0; i < count; i += EDIT_BATCH) {
    const operations = Array.from({ length: Math.min(EDIT_BATCH, count - i) }, (_, k) => ({
      op: 'update_entry',
      id: postIds[(i + k) % postIds.length],
      fields: { excerpt: `Edit ${i + k}: ${postIds[(i + k) % postIds.length]}` },
    }));
    const res = await timed(busy, () => post(`${url}/api/v1/spaces/${SPACE}/batch`, token, { operations }));
    if (res.status !== 200) throw new Error(`edit batch failed: ${JSON.stringify(res.json)}`);
    if ((i + EDIT_BATCH) % EDIT_SLICE === 0) {
      perSlice.push(busy.seconds - mark);
      mark = busy.seconds;
    }
  }
  return { seconds: busy.seconds, perSlice };
}

/** Targets (ARCHITECTURE "Performance targets") for 10,000 posts with markdown bodies through batches. */
const MARKDOWN_TARGET_S: Record<Engine, number> = { sqlite: 10, postgres: 20 };
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Seconds per 1,000 at the start and at the end, and whether the end is within 1.3× of the start. */
function growthLine(what: string, per: number, times: number[], total: number): string | null {
  if (times.length < 2) return null;
  // The first slice also warms the JIT and the caches, which would flatter the ratio; from three
  // slices on, the second is the start.
  const start = times.length >= 3 ? times[1] : times[0];
  const last = times[times.length - 1];
  const growth = last / start;
  return (
    `per ${per.toLocaleString('en')} ${what}: ${start.toFixed(2)} s at the start (${times.length >= 3 ? 'second' : 'first'} ${per.toLocaleString('en')}), ` +
    `${last.toFixed(2)} s at ${total.toLocaleString('en')} (${growth.toFixed(2)}×); target: within 1.3× → ${verdict(growth <= 1.3)}`
  );
}

/**
 * The same comparison in CPU seconds of this process (service and client; on SQLite the database
 * work too): steadier than wall time on a shared machine, where one slow slice moves the ratio.
 */
function cpuGrowthLine(cpu: number[], total: number): string | null {
  if (cpu.length < 3) return null;
  const start = cpu[1];
  const last = cpu[cpu.length - 1];
  return `CPU per 1,000 posts: ${start.toFixed(2)} s at the start (second 1,000), ${last.toFixed(2)} s at ${total.toLocaleString('en')} (${(last / start).toFixed(2)}×)`;
}

async function main(): Promise<void> {
  console.log(
    `Loading 100 authors, 20 categories and ${POSTS.toLocaleString('en')} posts with ~2 KB ${BODY === 'markdown' ? 'markdown' : 'block-document'} bodies ` +
      `(each created and published), then ${EDITS.toLocaleString('en')} edits, over HTTP into a fresh database on ${ENGINES.join(' and ')} (load average ${os.loadavg()[0].toFixed(2)}) …`,
  );
  for (const engine of ENGINES) {
    const batched = await withService(engine, 'batches', async (url, token) => {
      const loaded = await loadBlog(batchLoader(url, token), POSTS);
      return { ...loaded, edits: EDITS > 0 ? await editPosts(url, token, loaded.postIds, EDITS) : null };
    });
    const batches = Math.ceil(100 / PER_BATCH) + Math.ceil(20 / PER_BATCH) + Math.ceil(POSTS / PER_BATCH);
    console.log(
      `${engine}, batches: ${batched.posts.toFixed(2)} s for ${POSTS.toLocaleString('en')} posts (${batched.setup.toFixed(2)} s before for authors and categories; ${batches} batches of up to ${PER_BATCH * 2} operations): ` +
        `${((batched.posts / POSTS) * 1000).toFixed(2)} ms per post, ${((batched.cpu / POSTS) * 1000).toFixed(2)} ms of CPU per post (service and client, one process)`,
    );
    const growth = growthLine('posts', 1000, batched.perThousand, POSTS);
    if (growth) console.log(`${engine}, ${growth}`);
    const cpuGrowth = cpuGrowthLine(batched.cpuPerThousand, POSTS);
    if (cpuGrowth) console.log(`${engine}, ${cpuGrowth}`);
    if (BODY === 'markdown' && POSTS >= 10_000) {
      const at10k = batched.perThousand.slice(0, 10).reduce((a, b) => a + b, 0);
      console.log(`${engine}, target: the first 10,000 markdown posts through batches < ${MARKDOWN_TARGET_S[engine]} s: ${at10k.toFixed(2)} s → ${verdict(at10k < MARKDOWN_TARGET_S[engine])}`);
    } else {
      console.log(`${engine}, target: 10,000 markdown posts through batches < ${MARKDOWN_TARGET_S[engine]} s → not measured (needs BENCH_BODY=markdown and BENCH_POSTS ≥ 10000)`);
    }
    if (batched.edits) {
      const e = batched.edits;
      console.log(`${engine}, edits: ${e.seconds.toFixed(2)} s for ${EDITS.toLocaleString('en')} edits in batches of ${EDIT_BATCH} (${((e.seconds / EDITS) * 1000).toFixed(2)} ms per edit; ${(POSTS + EDITS).toLocaleString('en')} versions in all)`);
      const edGrowth = growthLine('edits', EDIT_SLICE, e.perSlice, EDITS);
      if (edGrowth) console.log(`${engine}, ${edGrowth}`);
    }
  }
  if (SINGLE_POSTS === 0) return;
  const engine = ENGINES[0];
  const batched = await withService(engine, 'again', (url, token) => loadBlog(batchLoader(url, token), SINGLE_POSTS));
  const single = await withService(engine, 'single', (url, token) => loadBlog(singleLoader(url, token), SINGLE_POSTS));
  console.log(
    `${engine}, ${SINGLE_POSTS.toLocaleString('en')} posts through single calls (POST entry, POST publish): ${single.posts.toFixed(2)} s, ${((single.posts / SINGLE_POSTS) * 1000).toFixed(2)} ms per post; ` +
      `through batches in the same sitting: ${batched.posts.toFixed(2)} s; batches are ${(single.posts / batched.posts).toFixed(1)}× faster`,
  );
}

await main();
