import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { systemActor } from '../src/domain/actor.ts';
import { appError } from '../src/domain/errors.ts';
import { useService } from './support/service.ts';
import { snapshotDatabase } from './support/snapshot.ts';

describe('unit of work (real database)', () => {
  const svc = useService();

  it('writes the change, its activity and its outbox events in one commit', async () => {
    await svc().space('site');
    const committed: string[] = [];
    await runUnitOfWork(svc().database, systemActor('site', 'Robot'), async (uow) => {
      await uow.trx.updateTable('spaces').set({ name: 'Renamed' }).where('id', '=', 'site').execute();
      uow.record({ action: 'space.updated', resourceType: 'space', resourceId: 'site' });
      uow.emit({ event: 'content_type.changed', resourceType: 'ContentType', resourceId: 'post', data: { a: 1 } });
      uow.afterCommit(() => void committed.push('done'));
    });
    const db = svc().database.db;
    assert.equal((await db.selectFrom('spaces').select('name').where('id', '=', 'site').executeTakeFirstOrThrow()).name, 'Renamed');
    const act = await db.selectFrom('activity').selectAll().where('space_id', '=', 'site').execute();
    assert.equal(act.length, 1);
    assert.equal(act[0].actor_name, 'Robot');
    const out = await db.selectFrom('outbox').selectAll().where('space_id', '=', 'site').execute();
    assert.equal(out.length, 1);
    assert.deepEqual(JSON.parse(out[0].payload), { a: 1 });
    assert.equal(act[0].created_at, out[0].created_at);
    assert.deepEqual(committed, ['done']);
  });

  it('a failure rolls back the change, the activity and the events, and runs rollback hooks', async () => {
    const before = await snapshotDatabase(svc().database);
    const undone: string[] = [];
    await assert.rejects(
      runUnitOfWork(svc().database, systemActor('site'), async (uow) => {
        await uow.trx.updateTable('spaces').set({ name: 'Lost' }).where('id', '=', 'site').execute();
        uow.record({ action: 'x', resourceType: 'space', resourceId: 'site' });
        uow.emit({ event: 'entry.saved', resourceType: 'Entry', resourceId: 'e', data: {} });
        uow.afterRollback(() => void undone.push('file removed'));
        uow.afterCommit(() => assert.fail('must not run'));
        throw appError('validation_failed', 'nope');
      }),
      /nope/,
    );
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.deepEqual(undone, ['file removed']);
  });

  it('a dry run returns the result and keeps nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const result = await runUnitOfWork(
      svc().database,
      systemActor('site'),
      async (uow) => {
        await uow.trx.updateTable('spaces').set({ name: 'Dry' }).where('id', '=', 'site').execute();
        uow.record({ action: 'x', resourceType: 'space', resourceId: 'site' });
        return (await uow.trx.selectFrom('spaces').select('name').where('id', '=', 'site').executeTakeFirstOrThrow()).name;
      },
      { dryRun: true },
    );
    assert.equal(result, 'Dry');
    assert.equal(await snapshotDatabase(svc().database), before);
  });
});
