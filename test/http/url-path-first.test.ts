import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

/** A type gets its url_path before its slug field, the order agents use. */
describe('a url_path before the slug field', () => {
  const svc = useService();
  let mgmt = '';

  before(async () => {
    await svc().space('site');
    mgmt = await svc().key('site', 'agent', 'Builder');
    await svc().client(mgmt).patch('/api/v1/spaces/site', { production_url: 'https://www.example.com' });
  });

  it('creates the type, says what is half set up, and gives entries sys.url once the slug field and a slug exist', async () => {
    const c = svc().client(mgmt);
    const created = await c.post('/api/v1/spaces/site/content_types', {
      name: 'Post', api_id: 'post', url_path: '/blog/{slug}', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }],
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.url_path, '/blog/{slug}');
    assert.match(created.body.warnings.join('\n'), /"post" has url_path "\/blog\/\{slug\}" but no field of type slug.*Add a field of type slug/);
    const space = await c.patch('/api/v1/spaces/site', {});
    assert.ok(space.body.warnings.some((w: string) => w.includes('Content type "post"')), space.text);

    const entry = await c.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Hello' } });
    const published = await c.post(`/api/v1/spaces/site/entries/${entry.body.sys.id}/publish`);
    assert.equal(published.status, 200, published.text);
    assert.equal(published.body.sys.url, undefined, 'no address without a slug');

    const withSlug = await c.post('/api/v1/spaces/site/content_types/post/fields', { api_id: 'slug', name: 'Slug', type: 'slug' });
    assert.equal(withSlug.status, 201, withSlug.text);
    assert.equal(withSlug.body.warnings, undefined);
    assert.ok(!(await c.patch('/api/v1/spaces/site', {})).body.warnings.some((w: string) => w.includes('Content type "post"')));

    await c.patch(`/api/v1/spaces/site/entries/${entry.body.sys.id}`, { fields: { slug: 'hello' } });
    const again = await c.post(`/api/v1/spaces/site/entries/${entry.body.sys.id}/publish`);
    assert.equal(again.body.sys.url, 'https://www.example.com/blog/hello');
  });

  it('still refuses a url_path without {slug} for a type with many entries', async () => {
    const res = await svc().client(mgmt).post('/api/v1/spaces/site/content_types', { name: 'Page', api_id: 'page', url_path: '/pages/about' });
    assert.equal(res.status, 422);
    assert.match(res.body.error.details.fields.url_path, /with \{slug\}/);
  });
});
