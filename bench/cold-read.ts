import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/client.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { buildBlog, SPACE } from './blog-workload.ts';

/**
 * `node bench/cold-read.ts`: the first Q1 after a publish (the response cache emptied), on a
 * database kept between runs. Builds the 'blog' workload once (BENCH_POSTS posts, default 10,000)
 * in the SQLite file BENCH_DB_FILE (default in the system's temporary folder, named by the size) or
 * the PostgreSQL database BENCH_DATABASE_URL, and re-uses it when the blog space is already there.
 * Serves it with Tessera (a child process started like `npm start`) and, BENCH_COLD_ROUNDS times
 * (default 20) each: publishes a post outside Q1's page and times the next Q1 (the publish empties
 * the space's response cache), then publishes a post on Q1's page and times the next Q1. Prints
 * median and max wall time and the server's CPU time per cold Q1 (process.cpuUsage of the service),
 * which holds better than wall time on a shared machine. BENCH_VACUUM=1 runs `VACUUM ANALYZE` on
 * PostgreSQL first (statistics and visibility map, as autovacuum would).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 20);
const pgUrl = process.env.BENCH_DATABASE_URL;
const dbFile = process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), `tessera-cold-read-${POSTS}.db`);
const Q1 = `/api/v1/spaces/${SPACE}/entries?content_type=post&limit=100&include=1&rich_text=markdown`;

const database = await openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'sqlite', path: dbFile });
const exists = await database.db.selectFrom('spaces').select('id').where('id', '=', SPACE).executeTakeFirst();
if (!exists) {
  console.log(`Building the blog workload (${POSTS} posts) in ${pgUrl ? 'PostgreSQL' : dbFile} …`);
  const w = await buildBlog(database, { authors: 100, categories: 20, posts: POSTS });
  console.log(`Loaded in ${w.loadSeconds.toFixed(1)} s`);
} else {
  console.log(`Re-using the blog workload in ${pgUrl ? 'PostgreSQL' : dbFile}`);
}
if (pgUrl && process.env.BENCH_VACUUM) {
  // What autovacuum does on its own about a minute after such a load (this bench's server may have it off).
  await sql`VACUUM ANALYZE`.execute(database.db);
  console.log('VACUUM ANALYZE done');
}
const posts = await database.db.selectFrom('entries').select('id').where('space_id', '=', SPACE).where('content_type', '=', 'post').where('published_version', 'is not', null).orderBy('created_at').orderBy('id').execute();
const system = systemActor(SPACE, 'bench');
const editor = (await runUnitOfWork(database, system, (uow) => createKey(uow, { name: 'cold editor', kind: 'management' }))).token;
const reader = (await runUnitOfWork(database, system, (uow) => createKey(uow, { name: 'cold reader', kind: 'delivery' }))).token;
await database.destroy();

const child: ChildProcess = fork(path.join(here, 'serve-tessera.ts'), [], {
  env: { ...process.env, DATABASE_URL: pgUrl ?? `sqlite:${dbFile}`, TESSERA_DATA_DIR: path.dirname(dbFile), PORT: '0', LOG_LEVEL: 'warn', TESSERA_RATE_LIMIT_PER_MINUTE: '1000000' },
  execArgv: ['--max-semi-space-size=8', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const base = await new Promise<string>((resolve, reject) => {
  child.once('message', (m: { ready: string }) => resolve(m.ready));
  child.once('exit', (code) => reject(new Error(`serve-tessera exited with ${code}`)));
});
const serverCpu = async <T>(f: () => Promise<T>): Promise<{ value: T; us: number }> => {
  const got = new Promise<number>((resolve) => child.once('message', (m: { us: number }) => resolve(m.us)));
  child.send({ cpu: 'start' });
  const value = await f();
  child.send({ cpu: 'stop' });
  return { value, us: await got };
};

const manage = { authorization: `Bearer ${editor}`, 'content-type': 'application/json' };
let n = 0;
async function editAndPublish(id: string): Promise<void> {
  const url = `${base}/api/v1/spaces/${SPACE}/entries/${id}`;
  const got = (await (await fetch(url, { headers: manage })).json()) as { sys: { version: number } };
  const patched = await fetch(url, { method: 'PATCH', headers: manage, body: JSON.stringify({ version: got.sys.version, fields: { excerpt: `Edited ${++n} at ${Date.now()}.` } }) });
  if (!patched.ok) throw new Error(`edit ${id}: ${patched.status} ${await patched.text()}`);
  const published = await fetch(`${url}/publish`, { method: 'POST', headers: { authorization: manage.authorization } });
  if (!published.ok) throw new Error(`publish ${id}: ${published.status} ${await published.text()}`);
}
async function q1(): Promise<{ ms: number; us: number; bytes: number; ids: string[] }> {
  const t0 = performance.now();
  const { value: body, us } = await serverCpu(async () => {
    const res = await fetch(base + Q1, { headers: { authorization: `Bearer ${reader}` } });
    if (res.status !== 200) throw new Error(`Q1: ${res.status}`);
    return res.text();
  });
  const ms = performance.now() - t0;
  return { ms, us, bytes: Buffer.byteLength(body), ids: (JSON.parse(body) as { items: Array<{ sys: { id: string } }> }).items.map((i) => i.sys.id) };
}

const first = await q1();
console.log(`First Q1 after start: ${first.ms.toFixed(1)} ms, server CPU ${(first.us / 1000).toFixed(1)} ms, ${(first.bytes / 1024).toFixed(0)} KB`);
const onPage = first.ids;
const offPage = posts.map((p) => p.id).filter((id) => !onPage.includes(id));
const samples = { off: [] as Array<{ ms: number; us: number }>, on: [] as Array<{ ms: number; us: number }> };
for (let i = 0; i < ROUNDS; i++) {
  await editAndPublish(offPage[i % offPage.length]);
  samples.off.push(await q1());
  await editAndPublish(onPage[(i * 7) % onPage.length]);
  samples.on.push(await q1());
}
const warm: Array<{ ms: number; us: number }> = [];
for (let i = 0; i < 20; i++) warm.push(await q1());
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.send({ stop: true });
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const show = (xs: Array<{ ms: number; us: number }>) =>
  `${median(xs.map((x) => x.ms)).toFixed(1)} / ${Math.max(...xs.map((x) => x.ms)).toFixed(1)} ms wall (median / max), server CPU median ${(median(xs.map((x) => x.us)) / 1000).toFixed(1)} ms`;
console.log(`\nFirst Q1 after a publish, ${POSTS} posts, ${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${ROUNDS} rounds, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`  publish of a post not on the page: ${show(samples.off)}`);
console.log(`  publish of a post on the page:     ${show(samples.on)}`);
console.log(`  cached Q1 (for scale):             ${show(warm)}`);
if (!fs.existsSync(dbFile) && !pgUrl) console.log('(database file missing?)');
