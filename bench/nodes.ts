import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { startCluster, type Node } from '../test/support/cluster.ts';
import { createTestDatabase, TEST_ENGINE } from '../test/support/database.ts';

/**
 * `TEST_DB=postgres node bench/nodes.ts` (PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379): what several
 * nodes cost, measured against one node in the same run. Baseline: one `tessera serve` without
 * Redis. Then three API nodes with Redis. For each: the time a publish takes to answer (update +
 * publish of one entry, BENCH_ROUNDS times), checked fresh through another node right after, and
 * the time of a cached delivery read. Medians; the load average is printed with them, since
 * this machine is shared and every figure moves with it.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const READS = Number(process.env.BENCH_READS ?? 1000);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label: string, nodes: Node[], databaseUrl: string) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { migrate: false });
  await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
  const mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Bench', kind: 'management' }))).token;
  const delivery = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Read', kind: 'delivery' }))).token;
  await database.destroy();
  const [writer, reader] = [nodes[0], nodes[1] ?? nodes[0]];
  const m = writer.client(mgmt);
  await m.post('/api/v1/spaces/site/content_types', { api_id: 'post', name: 'Post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
  const created = await m.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 't0' } });
  const one = `/api/v1/spaces/site/entries/${created.body.sys.id}`;
  let version = created.body.sys.version as number;
  const publishMs: number[] = [];
  let stale = 0;
  for (let i = 1; i <= ROUNDS; i++) {
    const started = performance.now();
    await m.patch(one, { fields: { title: `t${i}` }, version });
    version = (await m.post(`${one}/publish`)).body.sys.version;
    publishMs.push(performance.now() - started);
    if ((await reader.client(delivery).get(one)).body.fields.title !== `t${i}`) stale += 1;
  }
  const r = reader.client(delivery);
  for (let i = 0; i < 50; i++) await r.get(one);
  const readMs: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await r.get(one);
    readMs.push(performance.now() - started);
  }
  return { label, publishMs: median(publishMs), readMs: median(readMs), stale };
}

async function run(label: string, count: number, withRedis: boolean) {
  const tdb = await createTestDatabase();
  const url = tdb.config.kind === 'postgres' ? tdb.config.url : '';
  const cluster = startCluster({ DATABASE_URL: url, LOG_LEVEL: 'warn', TESSERA_RATE_LIMIT_PER_MINUTE: '1000000', TESSERA_WORKERS: '0', ...(withRedis ? {} : { REDIS_URL: '' }) });
  try {
    const nodes = await Promise.all(Array.from({ length: count }, (_, i) => cluster.start(`n${i + 1}`, withRedis ? 'api' : 'all', { LOG_LEVEL: 'info' })));
    await new Promise((r) => setTimeout(r, 1000)); // first heartbeats: caches trusted
    return await measure(label, nodes, url);
  } finally {
    await cluster.stop();
    await tdb.drop();
  }
}

if (TEST_ENGINE !== 'postgres') {
  console.error('several nodes need PostgreSQL: run TEST_DB=postgres node bench/nodes.ts');
  process.exit(1);
}
const one = await run('1 node, no Redis', 1, false);
const three = await run('3 API nodes + Redis', 3, true);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
for (const r of [one, three]) {
  console.log(`${r.label.padEnd(22)} publish (update+publish) median ${r.publishMs.toFixed(1)} ms; cached read on ${r === one ? 'the same' : 'another'} node median ${r.readMs.toFixed(2)} ms; stale reads after a publish: ${r.stale}/${ROUNDS}`);
}
console.log(`ratio 3 nodes / 1 node: publish ${(three.publishMs / one.publishMs).toFixed(2)}×, cached read ${(three.readMs / one.readMs).toFixed(2)}×`);
