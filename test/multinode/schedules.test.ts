import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { entriesApi } from '../support/entries.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { eventually } from '../support/receiver.ts';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * Scheduled publishing on several worker nodes (docs/publishing.md "Exactly once"): two worker
 * processes on one database race for a publish scheduled 2 s ahead; it happens once, including
 * when the node that ran it is killed (SIGKILL) right after committing, when one node is gone
 * before the time, and when a killed node comes back. Both engines (SQLite: processes sharing
 * one file).
 */
const SCRIPT = path.resolve(import.meta.dirname, '../support/schedule-node.ts');

interface WorkerNode {
  child: ChildProcess;
  exited: Promise<void>;
  alive: () => boolean;
  kill(): Promise<void>;
}

async function startNode(tdb: TestDatabase, dieAfter?: string): Promise<WorkerNode> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, TEST_NODE_DATABASE: JSON.stringify(tdb.config), TEST_NODE_DATA_DIR: tdb.dataDir, ...(dieAfter ? { TEST_DIE_AFTER: dieAfter } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => {
    alive = false;
    resolve();
  }));
  await new Promise<void>((resolve, reject) => {
    let err = '';
    child.stdout!.on('data', (c: Buffer) => c.toString('utf8').includes('ready') && resolve());
    child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`worker node exited with ${code} before it was ready: ${err.trim()}`)));
  });
  return {
    child,
    exited,
    alive: () => alive,
    async kill() {
      if (alive) child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('scheduled publishing on two worker nodes', () => {
  let tdb: TestDatabase;
  let svc: TestService;
  let api: ReturnType<typeof entriesApi>;
  const nodes: WorkerNode[] = [];
  const base = '/api/v1/spaces/multi';

  before(async () => {
    tdb = await createTestDatabase();
    svc = await startTestService({}, { database: tdb });
    await svc.space('multi');
    api = entriesApi(svc.client(await svc.key('multi', 'management')), 'multi');
    await insertContentType(svc.database, 'multi', buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { required: true })] }));
  });
  after(async () => {
    await Promise.all(nodes.map((n) => n.kill()));
    await svc?.stop();
    await tdb?.drop();
  });

  const published = async (id: string) => {
    const db = svc.database.db;
    const activity = await db.selectFrom('activity').select('id').where('resource_id', '=', id).where('action', '=', 'entry.published').execute();
    const events = await db.selectFrom('outbox').select('id').where('resource_id', '=', id).where('event', '=', 'entry.published').execute();
    return { activity: activity.length, events: events.length };
  };
  const scheduleStatus = async (id: string) => (await svc.database.db.selectFrom('schedules').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function scheduleIn2s(title: string): Promise<{ entry: string; schedule: string; at: number }> {
    const e = await api.create('post', { title });
    const at = Date.now() + 2000;
    const r = await svc.client(await svc.key('multi', 'management')).post(`${base}/entries/${e.sys.id}/schedule`, { at: new Date(at).toISOString() });
    assert.equal(r.status, 201, r.text);
    return { entry: e.sys.id, schedule: r.body.id, at };
  }

  it('a publish scheduled 2 s ahead happens once, even when the node that ran it is killed right after its commit', async () => {
    const [dying, steady] = await Promise.all([startNode(tdb, 'entry.published'), startNode(tdb)]);
    nodes.push(dying, steady);
    const s = await scheduleIn2s('Raced');
    await eventually(async () => (await scheduleStatus(s.schedule)) === 'done', 15_000, 'the scheduled publish');
    assert.ok(Date.now() - s.at < 5000, 'within seconds of its time');
    await new Promise((r) => setTimeout(r, 500)); // room for a second run, were there one
    assert.deepEqual(await published(s.entry), { activity: 1, events: 1 });
    assert.equal((await api.get(s.entry)).body.sys.published_version, 1);
    await dying.kill(); // killed by its own commit if it ran the publish; by the test otherwise
  });

  it('with one node killed before the time, the other runs it; a restarted node runs nothing again', async () => {
    const [s, back] = await Promise.all([scheduleIn2s('Survivor'), startNode(tdb)]);
    nodes.push(back);
    await eventually(async () => (await scheduleStatus(s.schedule)) === 'done', 15_000, 'the scheduled publish on the surviving node');
    assert.ok(Date.now() - s.at < 5000, 'within seconds of its time');
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(await published(s.entry), { activity: 1, events: 1 });
    const first = await svc.database.db.selectFrom('activity').select('id').where('space_id', '=', 'multi').where('action', '=', 'entry.published').execute();
    assert.equal(first.length, 2, 'the restarted node ran nothing that was done already');
    const done = await svc.database.db.selectFrom('schedules').select('status').where('space_id', '=', 'multi').execute();
    assert.deepEqual(done.map((d) => d.status), ['done', 'done']);
  });
});
