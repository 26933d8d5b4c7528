import fs from 'node:fs';
import { openDatabase } from './src/db/client.ts';
import { buildBlog } from './bench/blog-workload.ts';
const f = '/tmp/prof-bench.db'; for (const x of [f, f+'-wal', f+'-shm']) fs.rmSync(x, { force: true });
const database = await openDatabase({ kind: 'sqlite', path: f });
const w = await buildBlog(database, { authors: 100, categories: 20, posts: 2000 });
console.log(w.loadSeconds);
await database.destroy();
