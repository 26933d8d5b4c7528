import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../support/service.ts';
import { insertAsset } from '../support/builders.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { noteSyncChange } from '../../src/app/sync/record-sync-changes.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { importSpace } from '../../src/app/export/import-space.ts';
import { Readable } from 'node:stream';

interface Item {
  sys: { type: string; id: string; version?: number; deleted_at?: string };
  fields?: Record<string, unknown>;
}
interface Page {
  items: Item[];
  next_page_token?: string;
  next_sync_token?: string;
}

/** A site's copy of the published content, kept by applying sync pages as a static build does. */
class Replica {
  readonly entries = new Map<string, Item>();
  readonly assets = new Map<string, Item>();
  token = '';
  seen: Item[] = [];
  private readonly get: (path: string) => Promise<{ status: number; body: Page; text: string }>;
  constructor(get: (path: string) => Promise<{ status: number; body: Page; text: string }>) {
    this.get = get;
  }
  async sync(limit = 100): Promise<Item[]> {
    const got: Item[] = [];
    let query = this.token ? `sync_token=${encodeURIComponent(this.token)}` : 'initial=true';
    for (;;) {
      const res = await this.get(`/api/v1/spaces/sync/sync?${query}&limit=${limit}`);
      assert.equal(res.status, 200, res.text);
      for (const it of res.body.items) {
        got.push(it);
        const { type, id } = it.sys;
        if (type === 'Entry') this.entries.set(id, it);
        else if (type === 'Asset') this.assets.set(id, it);
        else if (type === 'DeletedEntry') this.entries.delete(id);
        else if (type === 'DeletedAsset') this.assets.delete(id);
      }
      if (res.body.next_sync_token) {
        this.token = res.body.next_sync_token;
        assert.equal(res.body.next_page_token, undefined);
        break;
      }
      assert.ok(res.body.next_page_token);
      query = `sync_token=${encodeURIComponent(res.body.next_page_token)}`;
    }
    this.seen = got;
    return got;
  }
}

describe('GET /api/v1/spaces/{space_id}/sync', () => {
  let a: TestService;
  let b: TestService;
  let mgmt = '';
  let delivery = '';

  const create = async (svc: TestService, title: string, publish = true) => {
    const c = svc.client(mgmt);
    const res = await c.post('/api/v1/spaces/sync/entries', { content_type: 'post', fields: { title } });
    assert.equal(res.status, 201, res.text);
    if (publish) assert.equal((await c.post(`/api/v1/spaces/sync/entries/${res.body.sys.id}/publish`)).status, 200);
    return res.body.sys.id as string;
  };
  const publishedIds = async () => {
    const res = await a.client(delivery).get('/api/v1/spaces/sync/entries?limit=1000');
    return new Set((res.body.items as Item[]).map((e) => e.sys.id));
  };

  before(async () => {
    a = await startTestService();
    b = await startTestService({ TESSERA_BASE_URL: a.url }, { database: a.testDatabase });
    await a.space('sync');
    mgmt = await a.key('sync', 'management');
    delivery = await a.key('sync', 'delivery');
    const res = await a.client(mgmt).post('/api/v1/spaces/sync/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    assert.equal(res.status, 201, res.text);
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('a first sync answers every published entry and file in pages; a second only the difference, in commit order', async () => {
    const published = [await create(a, 'One'), await create(a, 'Two'), await create(a, 'Three')];
    const draft = await create(a, 'Draft only', false);
    await insertAsset(a.database, 'sync', { id: 'pic1', title: 'Picture' });
    const site = new Replica((p) => a.client(delivery).get(p));
    const first = await site.sync(2);
    assert.deepEqual(new Set(site.entries.keys()), new Set(published));
    assert.deepEqual([...site.assets.keys()], ['pic1']);
    assert.equal(first.length, 4, 'each once, nothing deleted in a first sync');
    assert.ok(!site.entries.has(draft));
    assert.equal(site.entries.get(published[0])?.fields?.title, 'One');

    assert.deepEqual(await site.sync(), [], 'nothing changed: nothing answered');

    const c = a.client(mgmt);
    await c.patch(`/api/v1/spaces/sync/entries/${published[0]}`, { fields: { title: 'One, edited' } }); // a draft edit: not live
    await c.patch(`/api/v1/spaces/sync/entries/${published[1]}`, { fields: { title: 'Two, republished' } });
    await c.post(`/api/v1/spaces/sync/entries/${published[1]}/publish`);
    await c.post(`/api/v1/spaces/sync/entries/${published[2]}/unpublish`);
    await c.post(`/api/v1/spaces/sync/entries/${draft}/publish`);
    const fourth = await create(b, 'Four, from the other node');
    await c.post(`/api/v1/spaces/sync/entries/${fourth}/archive`);
    const fifth = await create(b, 'Five');

    const diff = await site.sync();
    assert.deepEqual(
      diff.map((i) => `${i.sys.type}:${i.sys.id}`),
      [`Entry:${published[1]}`, `DeletedEntry:${published[2]}`, `Entry:${draft}`, `DeletedEntry:${fourth}`, `Entry:${fifth}`],
      'exactly what changed for delivery, in commit order, each at its latest state',
    );
    assert.equal(site.entries.get(published[1])?.fields?.title, 'Two, republished');
    assert.equal(site.entries.get(published[0])?.fields?.title, 'One', 'delivery still shows the published version');
    assert.deepEqual(new Set(site.entries.keys()), await publishedIds());
    assert.deepEqual(await site.sync(), []);
  });

  it('a removal noted by an operation (a delete) comes as a deletion', async () => {
    const site = new Replica((p) => a.client(delivery).get(p));
    await site.sync();
    await runUnitOfWork(a.database, systemActor('sync'), async (uow) => {
      noteSyncChange(uow, 'Entry', 'gone-entry');
      noteSyncChange(uow, 'Asset', 'pic1');
      uow.record({ action: 'test.removed', resourceType: 'test', resourceId: null });
    });
    const diff = await site.sync();
    // The asset is still there, so it comes as it is now; the entry that is not comes as deleted.
    assert.deepEqual(diff.map((i) => `${i.sys.type}:${i.sys.id}`), ['DeletedEntry:gone-entry', 'Asset:pic1']);
    assert.ok(diff[0].sys.deleted_at);
  });

  it('never misses a change committed concurrently on another node', async () => {
    const site = new Replica((p) => (Math.random() < 0.5 ? a : b).client(delivery).get(p));
    await site.sync();
    let done = false;
    const syncing = (async () => {
      while (!done) await site.sync(3);
    })();
    await Promise.all(Array.from({ length: 12 }, (_, i) => create(i % 2 ? a : b, `Concurrent ${i}`)));
    done = true;
    await syncing;
    await site.sync();
    assert.deepEqual(new Set(site.entries.keys()), await publishedIds());
  });

  it('an imported space syncs its published entries', async () => {
    await a.space('imp');
    const key = await a.key('imp', 'management');
    const c = a.client(key);
    await c.post('/api/v1/spaces/imp/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    const live = await c.post('/api/v1/spaces/imp/entries', { content_type: 'post', fields: { title: 'Live' } });
    await c.post(`/api/v1/spaces/imp/entries/${live.body.sys.id}/publish`);
    await c.post('/api/v1/spaces/imp/entries', { content_type: 'post', fields: { title: 'Draft' } });
    const exported = await c.get('/api/v1/spaces/imp/export');
    assert.equal(exported.status, 200);
    await importSpace({ config: a.config, database: a.database }, 'impcopy', () => Readable.from([exported.text]), new Date(), undefined, exported.text.length);
    const reader = await a.key('impcopy', 'delivery');
    const site = new Replica((p) => a.client(reader).get(p.replace('/spaces/sync/', '/spaces/impcopy/')));
    await site.sync();
    const listed = await a.client(reader).get('/api/v1/spaces/impcopy/entries');
    assert.equal(listed.body.items.length, 1);
    assert.deepEqual([...site.entries.keys()], [listed.body.items[0].sys.id]);
  });

  it('answers with a validator, and refuses what it cannot start from', async () => {
    const c = a.client(delivery);
    const first = await c.get('/api/v1/spaces/sync/sync?initial=true');
    const etag = first.headers.get('etag') ?? '';
    assert.match(etag, /^"/);
    assert.equal((await c.get('/api/v1/spaces/sync/sync?initial=true', { 'if-none-match': etag })).status, 304);
    for (const q of ['', '?sync_token=nonsense', `?initial=true&sync_token=${encodeURIComponent(first.body.next_sync_token)}`, '?initial=true&limit=0']) {
      const res = await c.get(`/api/v1/spaces/sync/sync${q}`);
      assert.equal(res.status, 400, q);
      assert.ok(res.body.error.fix, q);
    }
    assert.equal((await a.anon.get('/api/v1/spaces/sync/sync?initial=true')).status, 401);
  });
});
