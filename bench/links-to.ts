import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { listEntries } from '../src/app/entries/list-entries.ts';
import { authenticate } from '../src/app/keys/authenticate.ts';
import { systemActor } from '../src/domain/actor.ts';
import { buildBlog, SPACE } from './blog-workload.ts';

/**
 * `node bench/links-to.ts`: `links_to_entry` and `links_to_asset` lists, uncached (the operation
 * itself, below the response cache), on the 'blog' workload (BENCH_POSTS posts, default 10,000,
 * each linking an author and categories) in the SQLite file BENCH_DB_FILE (default in the system's
 * temporary folder) or the PostgreSQL database BENCH_DATABASE_URL, built once and re-used. Times
 * BENCH_ROUNDS (default 50) lists of the first page of posts linking to one author, for a delivery
 * key and for a key that reads drafts, and prints the median and p95 against the budget of
 * ARCHITECTURE.md ("`links_to_entry` … < 20 ms each, uncached"): met or missed.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const BUDGET_MS = 20;
const pgUrl = process.env.BENCH_DATABASE_URL;
const dbFile = process.env.BENCH_DB_FILE ?? path.join(os.tmpdir(), `tessera-links-to-${POSTS}.db`);

const database = await openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'sqlite', path: dbFile });
let token: string | undefined;
const exists = await database.db.selectFrom('spaces').select('id').where('id', '=', SPACE).executeTakeFirst();
if (!exists) {
  console.log(`Building the blog workload (${POSTS} posts) in ${pgUrl ? 'PostgreSQL' : dbFile} …`);
  token = (await buildBlog(database, { authors: 100, categories: 20, posts: POSTS })).deliveryToken;
} else {
  console.log(`Re-using the blog workload in ${pgUrl ? 'PostgreSQL' : dbFile} (delivery timings need a fresh build: BENCH_DB_FILE=…)`);
}
const links = await database.db.selectFrom('entry_links').select(['target_id', 'target_type']).where('space_id', '=', SPACE).where('target_type', '=', 'Entry').limit(1).execute();
if (links.length === 0) throw new Error('no links in the workload: was it built before the link index existed? Delete the database file and run again.');
const author = links[0].target_id;
console.log(`${await database.db.selectFrom('entry_links').select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', SPACE).executeTakeFirstOrThrow().then((r) => r.n)} link rows; timing links_to_entry=${author}`);

async function time(label: string, actor: Awaited<ReturnType<typeof authenticate>>, query: Record<string, string>): Promise<boolean> {
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const r = await listEntries(database, actor, { content_type: 'post', limit: 100, skip: 0, rich_text: 'json', include: 0, ...query });
    ms.push(performance.now() - t);
    total = r.total;
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const p95 = ms[Math.floor(ms.length * 0.95)];
  const met = p95 < BUDGET_MS;
  console.log(`${label}: ${total} entries; median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms — ${met ? 'met' : 'missed'} (budget < ${BUDGET_MS} ms)`);
  return met;
}

const drafts = systemActor(SPACE, 'bench');
let ok = await time('links_to_entry, drafts reader', drafts, { links_to_entry: author });
if (token) ok = (await time('links_to_entry, delivery key', await authenticate(database.db, token), { links_to_entry: author })) && ok;
ok = (await time('links_to_asset (none used), drafts reader', drafts, { links_to_asset: 'missing-file' })) && ok;
await database.destroy();
process.exitCode = ok ? 0 : 1;
