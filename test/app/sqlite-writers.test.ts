import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { WriterTurn } from '../../src/db/dialect/sqlite.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * Several connections writing one SQLite file, as `tessera serve` and a `tessera` command in
 * another process do: two `openDatabase` calls on the same file share no lock of this process
 * (each has its own `WriteLock`), exactly like two processes; only SQLite's lock is between them.
 */
describe('SQLite: connections of different processes writing one file', { skip: TEST_ENGINE !== 'sqlite' && 'SQLite only' }, () => {
  let tdb: TestDatabase;
  let server: Database;
  let command: Database;
  before(async () => {
    tdb = await createTestDatabase();
    server = await openDatabase(tdb.config);
    command = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(server, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
  });
  after(async () => {
    await command.destroy();
    await server.destroy();
    await tdb.drop();
  });

  const nameOf = async (db: Database) => (await db.db.selectFrom('spaces').select('name').where('id', '=', 'site').executeTakeFirstOrThrow()).name;

  it('a write transaction that read first waits for the other connection to commit, then commits; reads go on meanwhile', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    // The server's transaction holds the write lock until the gate opens.
    const first = runUnitOfWork(server, systemActor('site'), async (uow) => {
      await uow.trx.updateTable('spaces').set({ name: 'By the server' }).where('id', '=', 'site').execute();
      uow.record({ action: 'space.updated', resourceType: 'space', resourceId: 'site' });
      held();
      await gate;
    });
    await holding;
    // The command reads, then writes what it read plus its own part (a read-modify-write).
    let secondDone = false;
    const second = runUnitOfWork(command, systemActor('site'), async (uow) => {
      const { name } = await uow.trx.selectFrom('spaces').select('name').where('id', '=', 'site').executeTakeFirstOrThrow();
      await uow.trx.updateTable('spaces').set({ name: `${name}, then the command` }).where('id', '=', 'site').execute();
      uow.record({ action: 'space.updated', resourceType: 'space', resourceId: 'site' });
    }).then(() => (secondDone = true));
    // Reads of the waiting connection are answered while the other transaction is open.
    assert.equal(await nameOf(command), 'Site');
    assert.equal(secondDone, false);
    open();
    await Promise.all([first, second]);
    // The command's transaction began after the server's commit, so it read the server's name.
    assert.equal(await nameOf(server), 'By the server, then the command');
    const activity = await server.db.selectFrom('activity').select('action').where('space_id', '=', 'site').where('action', '=', 'space.updated').execute();
    assert.equal(activity.length, 2);
  });

  it('writes outside a transaction wait for the lock the same way', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const first = runUnitOfWork(server, systemActor('site'), async (uow) => {
      await uow.trx.updateTable('spaces').set({ name: 'Held' }).where('id', '=', 'site').execute();
      held();
      await gate;
    });
    await holding;
    const lone = command.db.updateTable('spaces').set({ production_url: 'https://site.example' }).where('id', '=', 'site').execute();
    open();
    await Promise.all([first, lone]);
    const row = await server.db.selectFrom('spaces').select(['name', 'production_url']).where('id', '=', 'site').executeTakeFirstOrThrow();
    assert.deepEqual({ ...row }, { name: 'Held', production_url: 'https://site.example' });
  });

  it('a unit of work that still meets SQLITE_BUSY runs again whole, its rollback hooks first', async () => {
    let runs = 0;
    const undone: number[] = [];
    await runUnitOfWork(command, systemActor('site'), async (uow) => {
      runs++;
      await uow.trx.updateTable('spaces').set({ name: `Run ${runs}` }).where('id', '=', 'site').execute();
      uow.record({ action: 'space.renamed', resourceType: 'space', resourceId: 'site', details: { run: runs } });
      uow.afterRollback(() => void undone.push(runs));
      // What node:sqlite throws when another connection holds the lock.
      if (runs === 1) throw Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5, errstr: 'database is locked' });
    });
    assert.equal(runs, 2);
    assert.deepEqual(undone, [1]);
    assert.equal(await nameOf(server), 'Run 2');
    const activity = await server.db.selectFrom('activity').select('details').where('action', '=', 'space.renamed').execute();
    assert.deepEqual(
      activity.map((a) => JSON.parse(a.details as string)),
      [{ run: 2 }],
    );
  });

  it('a process that waits long claims the next turn, and the others let it go first until it releases it', () => {
    const path = tdb.config.kind === 'sqlite' ? tdb.config.path : '';
    const waiting = new WriterTurn(path);
    const other = new WriterTurn(path);
    assert.equal(other.othersWaiting(), false);
    waiting.claim();
    assert.equal(other.othersWaiting(), true);
    assert.equal(waiting.othersWaiting(), false, 'not for its own claim');
    other.claim(); // a live claim of another process stays
    waiting.release();
    assert.equal(other.othersWaiting(), false);
  });
});
