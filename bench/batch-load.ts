import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { startService } from '../src/main.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { systemActor } from '../src/domain/actor.ts';
import { authorFields, categoryFields, postFields, setupBlog, SPACE } from './blog-workload.ts';

/**
 * `npm run bench:batch`: loads the 'blog' workload (100 authors, 20 categories, 10,000 posts
 * with ~2 KB rich-text bodies, each created and published) over HTTP into a fresh temporary
 * SQLite database, once through `POST /batch` (50 create_entry + 50 publish_entry per batch,
 * posts linking their author and categories by id), once through single calls (POST entry,
 * POST publish). Single calls load BENCH_SINGLE_POSTS posts (default 1,000) and the time is
 * extrapolated to the full count, as the output says. BENCH_POSTS (default 10000) shortens
 * (or lengthens) the batch run; BENCH_SINGLE_POSTS=0 skips single calls. The service runs in this process, with a management key and no rate limit.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SINGLE_POSTS = Math.min(POSTS, Number(process.env.BENCH_SINGLE_POSTS ?? 1_000));
const PER_BATCH = 50; // 50 creates + 50 publishes = 100 operations

interface Loader {
  /** Creates and publishes the items; returns their ids in order. `onProgress` hears the count done after each request. */
  load(items: Array<{ content_type: string; fields: Record<string, unknown> }>, onProgress?: (done: number) => void): Promise<string[]>;
}

async function withService<T>(label: string, fn: (url: string, token: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-batch-${label}-`));
  const dbFile = path.join(dir, 'tessera.db');
  try {
    const database = await openDatabase({ kind: 'sqlite', path: dbFile });
    await setupBlog(database);
    const { token } = await runUnitOfWork(database, systemActor(SPACE), (uow) => createKey(uow, { name: 'loader', kind: 'management' }));
    await database.destroy();
    const config = loadConfig({ ...process.env, DATABASE_URL: `sqlite:${dbFile}`, TESSERA_DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', TESSERA_RATE_LIMIT_PER_MINUTE: '1000000', TESSERA_WORKERS: '0' });
    const service = await startService(config, { logger: false });
    try {
      return await fn(service.url, token);
    } finally {
      await service.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function post(url: string, token: string, body: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

function batchLoader(url: string, token: string): Loader {
  return {
    async load(items, onProgress) {
      const ids: string[] = [];
      for (let i = 0; i < items.length; i += PER_BATCH) {
        const chunk = items.slice(i, i + PER_BATCH);
        const operations = [
          ...chunk.map((it, k) => ({ op: 'create_entry', ref: `e${k}`, content_type: it.content_type, fields: it.fields })),
          ...chunk.map((_, k) => ({ op: 'publish_entry', id: `$e${k}` })),
        ];
        const res = await post(`${url}/api/v1/spaces/${SPACE}/batch`, token, { operations });
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
    async load(items) {
      const ids: string[] = [];
      for (const it of items) {
        const created = await post(`${url}/api/v1/spaces/${SPACE}/entries`, token, it);
        if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
        const published = await post(`${url}/api/v1/spaces/${SPACE}/entries/${created.json.sys.id}/publish`, token, undefined);
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
async function loadBlog(loader: Loader, posts: number): Promise<{ setup: number; posts: number; perThousand: number[] }> {
  const t0 = performance.now();
  const authors = await loader.load(Array.from({ length: 100 }, (_, i) => ({ content_type: 'author', fields: authorFields(i) })));
  const categories = await loader.load(Array.from({ length: 20 }, (_, i) => ({ content_type: 'category', fields: categoryFields(i) })));
  const t1 = performance.now();
  const perThousand: number[] = [];
  let mark = t1;
  await loader.load(
    Array.from({ length: posts }, (_, i) => ({ content_type: 'post', fields: postFields(i, authors, categories) })),
    (done) => {
      if (done % 1000 !== 0) return;
      const now = performance.now();
      perThousand.push((now - mark) / 1000);
      mark = now;
    },
  );
  const t2 = performance.now();
  return { setup: (t1 - t0) / 1000, posts: (t2 - t1) / 1000, perThousand };
}

async function main(): Promise<void> {
  console.log(`Loading 100 authors, 20 categories and ${POSTS} posts (each created and published) over HTTP into temporary SQLite databases …`);
  const batched = await withService('batches', (url, token) => loadBlog(batchLoader(url, token), POSTS));
  const batchTotal = batched.setup + batched.posts;
  const batches = Math.ceil(100 / PER_BATCH) + Math.ceil(20 / PER_BATCH) + Math.ceil(POSTS / PER_BATCH);
  console.log(
    `batches:      ${batchTotal.toFixed(2)} s for ${POSTS + 120} entries in ${batches} batches of up to ${PER_BATCH * 2} operations ` +
      `(${((batched.posts / POSTS) * 1000).toFixed(2)} ms per post; ${((batched.posts / Math.ceil(POSTS / PER_BATCH)) * 1000).toFixed(1)} ms per batch)`,
  );
  const { perThousand } = batched;
  if (perThousand.length >= 2) {
    const first = perThousand[0];
    const last = perThousand[perThousand.length - 1];
    const growth = last / first;
    console.log(
      `per 1,000 posts: ${first.toFixed(2)} s at the start, ${last.toFixed(2)} s at ${POSTS.toLocaleString('en')} (${growth.toFixed(2)}×); ` +
        `target (ARCHITECTURE): within 1.3× → ${growth <= 1.3 ? 'met' : 'NOT met'}`,
    );
  }
  if (SINGLE_POSTS === 0) {
    console.log(`target (ARCHITECTURE): 10,000 posts through batches on SQLite < 10 s → ${batched.posts < 10 || POSTS < 10_000 ? 'met' : 'NOT met'}`);
    return;
  }
  const single = await withService('single', (url, token) => loadBlog(singleLoader(url, token), SINGLE_POSTS));
  const perPost = single.posts / SINGLE_POSTS;
  const singleTotal = single.setup + perPost * POSTS;
  const note = SINGLE_POSTS < POSTS ? ` (measured on ${SINGLE_POSTS} posts, ${single.posts.toFixed(2)} s, extrapolated to ${POSTS})` : '';
  console.log(`single calls: ${singleTotal.toFixed(2)} s for ${POSTS + 120} entries, ${2 * (POSTS + 120)} requests${note} (${(perPost * 1000).toFixed(2)} ms per post)`);
  console.log(`batches are ${(singleTotal / batchTotal).toFixed(1)}× faster; target (ARCHITECTURE): 10,000 posts through batches on SQLite < 10 s → ${batched.posts < 10 || POSTS < 10_000 ? 'met' : 'NOT met'}`);
}

await main();
