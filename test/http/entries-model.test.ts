import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { entriesApi } from '../support/entries.ts';

describe('entries and content-model changes', () => {
  const svc = useService();

  it('keeps slug lookups and uniqueness right when a field becomes a slug, and shows model changes at once', async () => {
    await svc().space('cm');
    const mgt = svc().client(await svc().key('cm', 'management'));
    const created = await mgt.post('/api/v1/spaces/cm/content_types', {
      name: 'Page',
      api_id: 'page',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'handle', name: 'Handle', type: 'symbol' },
      ],
    });
    assert.equal(created.status, 201, created.text);
    const api = entriesApi(mgt, 'cm');
    const dlv = entriesApi(svc().client(await svc().key('cm', 'delivery')), 'cm');
    const a = await api.createPublished('page', { title: 'A', handle: 'about' });
    const before = await dlv.get(a.sys.id);
    assert.equal(before.body.sys.url, undefined);

    const changed = await mgt.patch('/api/v1/spaces/cm/content_types/page/fields/handle', { type: 'slug' });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((await dlv.list('?content_type=page&fields.handle=about')).body.total, 1, 'found through the slug index');
    const b = await api.create('page', { title: 'B', handle: 'about' });
    const dup = await api.action(b.sys.id, 'publish');
    assert.equal(dup.status, 422);
    assert.match(dup.body.error.details.fields.handle, new RegExp(a.sys.id));

    await mgt.patch('/api/v1/spaces/cm', { production_url: 'https://cm.test' });
    const urlSet = await mgt.patch('/api/v1/spaces/cm/content_types/page', { url_path: '/pages/{slug}' });
    assert.equal(urlSet.status, 200, urlSet.text);
    const after = await dlv.get(a.sys.id, '', { 'if-none-match': before.headers.get('etag') as string });
    assert.equal(after.status, 200, 'the cached response was dropped by the model change');
    assert.equal(after.body.sys.url, 'https://cm.test/pages/about');
  });
});
