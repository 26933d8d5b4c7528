import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { htmlPage, startFakeSite, type FakeSite } from '../support/fake-site.ts';
import { eventually } from '../support/receiver.ts';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * Scheduled readiness checks on several worker nodes (docs/readiness.md "Scheduled checks"):
 * two worker processes on one database, each looking every 50 ms, find the same check due; the
 * live site is read once per due check. Both engines (SQLite: processes sharing one file).
 */
const SCRIPT = path.resolve(import.meta.dirname, '../support/schedule-node.ts');

async function startNode(tdb: TestDatabase): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, TEST_NODE_DATABASE: JSON.stringify(tdb.config), TEST_NODE_DATA_DIR: tdb.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let err = '';
    child.stdout!.on('data', (c: Buffer) => c.toString('utf8').includes('ready') && resolve());
    child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`worker node exited with ${code} before it was ready: ${err.trim()}`)));
  });
  return { child, exited };
}

describe('scheduled readiness checks on two worker nodes', () => {
  let tdb: TestDatabase;
  let svc: TestService;
  let site: FakeSite;
  const nodes: Array<{ child: ChildProcess; exited: Promise<void> }> = [];

  before(async () => {
    tdb = await createTestDatabase();
    svc = await startTestService({}, { database: tdb });
    site = await startFakeSite((req, s) => (req.path === '/' ? { body: htmlPage(`${s.url}/`) } : undefined));
    await svc.space('multi');
  });
  after(async () => {
    for (const n of nodes) {
      n.child.kill('SIGKILL');
      await n.exited;
    }
    await site?.close();
    await svc?.stop();
    await tdb?.drop();
  });

  const checks = async () => (await svc.database.db.selectFrom('readiness_checks').select('id').where('space_id', '=', 'multi').execute()).length;
  const homeReads = () => site.requests.filter((r) => r.path === '/').length;

  it('each due check runs once: one stored check, the site read once, however many nodes look', async () => {
    nodes.push(...(await Promise.all([startNode(tdb), startNode(tdb)])));
    const c = svc.client(await svc.key('multi', 'management'));
    assert.equal((await c.patch('/api/v1/spaces/multi', { production_url: site.url })).status, 200);
    assert.equal((await c.put('/api/v1/spaces/multi/readiness/schedule', { interval_hours: 1 })).status, 200);
    await eventually(async () => (await checks()) === 1, 15_000, 'the first scheduled check');
    await new Promise((r) => setTimeout(r, 500)); // room for a second check, were there one
    assert.equal(await checks(), 1);
    assert.equal(homeReads(), 2, 'the home page once as the crawler, once as a browser');

    // An hour later (moved, not waited for): due again, again once.
    const past = new Date(Date.now() - 61_000).toISOString();
    await svc.database.db.updateTable('readiness_claims').set({ started_at: past }).where('space_id', '=', 'multi').execute();
    await svc.database.db.updateTable('readiness_schedules').set({ next_check_at: past }).where('space_id', '=', 'multi').execute();
    await eventually(async () => (await checks()) === 2, 15_000, 'the second scheduled check');
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await checks(), 2);
    assert.equal(homeReads(), 4);
  });
});
