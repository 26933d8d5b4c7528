import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { authenticate, peekActor } from '../../src/app/keys/authenticate.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * Keys are cached for a few seconds after they are checked (the delivery hot path reads the cache
 * only), and expiry is checked on every use: a key that expires while cached is refused from its
 * expiry on, not when the cache entry lapses.
 */
describe('a key that expires while cached', () => {
  let tdb: TestDatabase;
  let database: Database;
  let token: string;
  const checkedAt = Date.parse('2030-01-01T12:00:00.000Z');
  const expiresAt = checkedAt + 2_000; // within the 5 s a checked key stays cached

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    ({ token } = await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'short-lived', kind: 'delivery', expiresAt: new Date(expiresAt).toISOString() })));
    await authenticate(database.db, token, new Date(checkedAt));
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  it('is served from the cache until it expires', async () => {
    assert.equal(peekActor(database.db, token, expiresAt - 1)?.spaceId, 'site');
    assert.equal((await authenticate(database.db, token, new Date(expiresAt - 1))).spaceId, 'site');
  });

  it('is refused from its expiry on, though checked a moment before', async () => {
    assert.equal(peekActor(database.db, token, expiresAt), null);
    await assert.rejects(authenticate(database.db, token, new Date(expiresAt + 1)), (err: Error & { code?: string }) => err.code === 'invalid_key' && /expired/.test(err.message));
  });
});
