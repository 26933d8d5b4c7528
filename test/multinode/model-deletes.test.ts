import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { healthOnceCachesTrusted, startCluster, redisAvailable, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * Deleting a field or a content type through one node: the other nodes stop serving it from
 * their delivery caches as soon as the delete returns. PostgreSQL and Redis, as in nodes.test.ts.
 */
const skip = TEST_ENGINE !== 'postgres' ? 'several nodes need PostgreSQL (TEST_DB=postgres)' : !(await redisAvailable()) ? 'Redis is not running on 127.0.0.1:6379' : false;

describe('model deletes on several nodes', { skip }, () => {
  let tdb: TestDatabase;
  let cluster: Cluster;
  let n1: Node, n2: Node;
  let database: Database;
  let mgmt: string;
  let dlv: string;

  before(async () => {
    tdb = await createTestDatabase();
    cluster = startCluster({ DATABASE_URL: tdb.config.kind === 'postgres' ? tdb.config.url : '', TESSERA_CACHE_LEASE_MS: '1000' });
    [n1, n2] = await Promise.all([cluster.start('api-1', 'api'), cluster.start('api-2', 'api')]);
    database = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Setup', kind: 'management' }))).token;
    dlv = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Site', kind: 'delivery' }))).token;
  });
  after(async () => {
    await cluster?.stop();
    await database?.destroy();
    await tdb?.drop();
  });

  it('drops a deleted field and a deleted type from the other node\'s delivery answers at once', async () => {
    const m = n1.client(mgmt);
    const made = await m.post('/api/v1/spaces/site/content_types', {
      api_id: 'event',
      name: 'Event',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'secret', name: 'Secret', type: 'symbol' },
      ],
    });
    assert.equal(made.status, 201, made.text);
    const created = await m.post('/api/v1/spaces/site/entries', { content_type: 'event', fields: { title: 'Launch', secret: 'door code' } });
    assert.equal(created.status, 201, created.text);
    const id = created.body.sys.id as string;
    assert.equal((await m.post(`/api/v1/spaces/site/entries/${id}/publish`)).status, 200);
    assert.deepEqual(await healthOnceCachesTrusted(n2), { ok: true, caches: true });
    const one = `/api/v1/spaces/site/entries/${id}`;
    const list = '/api/v1/spaces/site/entries?content_type=event';
    const reader = n2.client(dlv);
    // Read twice so both answers are in node 2's cache.
    for (let i = 0; i < 2; i++) {
      assert.equal((await reader.get(one)).body.fields.secret, 'door code');
      assert.equal((await reader.get(list)).body.items[0].fields.secret, 'door code');
    }

    const gone = await m.delete('/api/v1/spaces/site/content_types/event/fields/secret?delete_values=true');
    assert.equal(gone.status, 200, gone.text);
    assert.equal((await reader.get(one)).body.fields.secret, undefined);
    assert.equal((await reader.get(list)).body.items[0].fields.secret, undefined);

    assert.equal((await m.post(`/api/v1/spaces/site/entries/${id}/archive`)).status, 200);
    assert.equal((await reader.get(list)).body.total, 0);
    const type = await m.delete('/api/v1/spaces/site/content_types/event?delete_entries=true');
    assert.equal(type.status, 200, type.text);
    assert.equal((await reader.get(one)).status, 404);
    assert.equal((await n2.client(mgmt).get('/api/v1/spaces/site/content_types/event')).status, 404);
  });
});
