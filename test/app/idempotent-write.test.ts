import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { findIdempotentAnswer } from '../../src/app/idempotency/find-idempotent-answer.ts';
import { IdempotentReplay, type IdempotentRequest, type IdempotentWrite } from '../../src/app/idempotency/idempotent-write.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { AppError, appError } from '../../src/domain/errors.ts';
import { useService } from '../support/service.ts';

/** The idempotency record lives and dies with the write's transaction (real database, both engines). */
describe('idempotent writes in the unit of work', () => {
  const svc = useService();
  const actor = () => systemActor('iw', 'Robot');
  const request = (fingerprint = 'same'): IdempotentRequest => ({ id: { space_id: 'iw', caller: 'system:Robot', idem_key: randomUUID() }, fingerprint, source: 'header' });
  const renaming = (name: string) => async (uow: Parameters<Parameters<typeof runUnitOfWork>[2]>[0]) => {
    await uow.trx.updateTable('spaces').set({ name }).where('id', '=', 'iw').execute();
    uow.record({ action: 'space.updated', resourceType: 'space', resourceId: 'iw' });
    return name;
  };
  const answered = (req: IdempotentRequest): IdempotentWrite<unknown> => ({ request: req, answer: async (v) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ name: v }) }) });
  const records = async (req: IdempotentRequest) => svc().database.db.selectFrom('idempotency_keys').selectAll().where('idem_key', '=', req.id.idem_key).execute();
  const updates = async () => (await svc().database.db.selectFrom('activity').select('id').where('space_id', '=', 'iw').where('action', '=', 'space.updated').execute()).length;

  it('commits the record with its answer, and a second run of the same request replays it without writing', async () => {
    await svc().space('iw');
    const req = request();
    await runUnitOfWork(svc().database, actor(), renaming('First'), { idempotency: answered(req) });
    const [row] = await records(req);
    assert.deepEqual([row.status, row.response], [200, '{"name":"First"}']);
    const before = await updates();
    const err = await runUnitOfWork(svc().database, actor(), renaming('Second'), { idempotency: answered(req) }).catch((e: unknown) => e);
    assert.ok(err instanceof IdempotentReplay);
    assert.equal(err.answer.body, '{"name":"First"}');
    assert.equal(await updates(), before);
    assert.equal((await svc().database.db.selectFrom('spaces').select('name').where('id', '=', 'iw').executeTakeFirstOrThrow()).name, 'First');
    // The same key with another request: refused, nothing written.
    const other = await runUnitOfWork(svc().database, actor(), renaming('Third'), { idempotency: answered({ ...req, fingerprint: 'other' }) }).catch((e: unknown) => e);
    assert.ok(other instanceof AppError && other.status === 422);
  });

  it('a write that fails leaves no record, so the retry runs', async () => {
    const req = request();
    await assert.rejects(
      runUnitOfWork(svc().database, actor(), async (uow) => {
        await renaming('Lost')(uow);
        throw appError('validation_failed', 'no');
      }, { idempotency: answered(req) }),
    );
    assert.deepEqual(await records(req), []);
    assert.deepEqual(await findIdempotentAnswer(svc().database.db, actor(), { key: req.id.idem_key, fingerprint: 'same', source: 'header' }).then((r) => r.kind), 'first');
    assert.equal(await runUnitOfWork(svc().database, actor(), renaming('Retried'), { idempotency: answered(req) }), 'Retried');
  });

  it('a duplicate started while the first is still in its transaction ends with the first answer', async () => {
    const req = request();
    // Read before the first transaction opens: on SQLite it holds the one connection until it ends.
    const before = await svc().database.db.selectFrom('activity').select('id').where('space_id', '=', 'iw').execute();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const first = runUnitOfWork(svc().database, actor(), async (uow) => {
      entered();
      await gate;
      return renaming('Winner')(uow);
    }, { idempotency: answered(req) });
    await inside;
    const second = runUnitOfWork(svc().database, actor(), renaming('Loser'), { idempotency: answered(req) }).catch((e: unknown) => e);
    release();
    assert.equal(await first, 'Winner');
    const dup = await second;
    assert.ok(dup instanceof IdempotentReplay, String(dup));
    assert.equal(dup.answer.body, '{"name":"Winner"}');
    const after = await svc().database.db.selectFrom('activity').select('id').where('space_id', '=', 'iw').execute();
    assert.equal(after.length, before.length + 1);
  });

  it('a dry run claims nothing and records nothing', async () => {
    const req = request();
    await runUnitOfWork(svc().database, actor(), renaming('Dry'), { dryRun: true, idempotency: answered(req) });
    assert.deepEqual(await records(req), []);
  });
});
