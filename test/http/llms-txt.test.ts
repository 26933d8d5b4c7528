import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

describe('GET /api/v1/spaces/{space_id}/llms.txt', () => {
  const svc = useService();

  it('describes the live content model, languages and endpoints in markdown for any key', async () => {
    await svc().space('acme', { name: 'Acme Robotics' });
    const mgmt = await svc().key('acme', 'management');
    await svc().client(mgmt).post('/api/v1/spaces/acme/locales', { code: 'de' });
    const created = await svc().client(mgmt).post('/api/v1/spaces/acme/content_types', {
      name: 'Blog post',
      api_id: 'blogPost',
      description: 'Articles for the blog',
      guidance: 'Use for dated news and guides.',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true, help: 'Under 60 characters' },
        { api_id: 'slug', name: 'Slug', type: 'slug', required: true },
        { api_id: 'category', name: 'Category', type: 'select', options: ['news', 'guides'] },
        { api_id: 'cover', name: 'Cover', type: 'asset' },
        { api_id: 'legacyId', name: 'Legacy id', type: 'symbol', hidden: true },
      ],
    });
    assert.equal(created.status, 201);

    const delivery = await svc().key('acme', 'delivery', 'Website');
    const res = await svc().client(delivery).get('/api/v1/spaces/acme/llms.txt');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/markdown/);
    const md = res.text;
    assert.match(md, /^# Acme Robotics/);
    assert.match(md, /### Blog post \(`blogPost`\)/);
    assert.match(md, /Articles for the blog/);
    assert.match(md, /When to use: Use for dated news and guides\./);
    assert.match(md, /\| `title` \| Title \| symbol \| yes \| yes \| .*Under 60 characters/);
    assert.match(md, /\| `category` \| Category \| select \| no \| no \| .*options: "news", "guides"/);
    assert.match(md, /\| `cover` \| Cover \| asset \|.*images/);
    assert.match(md, /`legacyId`.*hidden/);
    assert.match(md, /- `en` English \(default\)/);
    assert.match(md, /- `de` .*fall back to `en`/);
    assert.match(md, /POST \/entries/);
    assert.match(md, /delivery key "Website"/);
    assert.ok(md.includes(`${svc().url}/mcp`));

    const example = /```json\nPOST [^\n]+\/entries\n([\s\S]*?)\n```/.exec(md);
    assert.ok(example);
    const body = JSON.parse(example[1]);
    assert.equal(body.content_type, 'blogPost');
    assert.equal(body.fields.category, 'news');
    assert.match(body.fields.slug, /^[a-z0-9-]+$/);
    assert.equal('cover' in body.fields, false, 'no invented file ids');
    assert.equal('legacyId' in body.fields, false, 'hidden fields are left alone');
  });

  it('is enough to write a valid entry of every type: each example create body is accepted as it stands', async () => {
    const mgmt = await svc().key('acme', 'management');
    const every = await svc().client(mgmt).post('/api/v1/spaces/acme/content_types', {
      name: 'Kitchen sink',
      api_id: 'kitchenSink',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', required: true },
        { api_id: 'summary', name: 'Summary', type: 'text' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'count', name: 'Count', type: 'integer' },
        { api_id: 'ratio', name: 'Ratio', type: 'number' },
        { api_id: 'featured', name: 'Featured', type: 'boolean' },
        { api_id: 'day', name: 'Day', type: 'date' },
        { api_id: 'meta', name: 'Meta', type: 'json' },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'tags', name: 'Tags', type: 'tags' },
        { api_id: 'related', name: 'Related', type: 'references' },
        { api_id: 'steps', name: 'Steps', type: 'list', item_fields: [{ api_id: 'label', name: 'Label', type: 'symbol' }, { api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm'] }] },
        { api_id: 'link', name: 'Link', type: 'url' },
        { api_id: 'contact', name: 'Contact', type: 'email' },
        { api_id: 'tint', name: 'Tint', type: 'color' },
        { api_id: 'mood', name: 'Mood', type: 'select', options: ['calm', 'bold'] },
        { api_id: 'moods', name: 'Moods', type: 'multi_select', options: ['calm', 'bold'] },
      ],
    });
    assert.equal(every.status, 201, every.text);
    const md = (await svc().client(await svc().key('acme', 'delivery')).get('/api/v1/spaces/acme/llms.txt')).text;
    const bodies = [...md.matchAll(/```json\nPOST ([^\n]+)\n([\s\S]*?)\n```/g)];
    assert.equal(bodies.length, 2);
    for (const [, url, json] of bodies) {
      const path = new URL(url).pathname;
      const res = await svc().client(mgmt).post(path, JSON.parse(json));
      assert.equal(res.status, 201, `${json}\n${res.text}`);
      assert.equal(res.body.sys.status, 'draft');
      const published = await svc().client(mgmt).post(`${path}/${res.body.sys.id}/publish`);
      assert.equal(published.status, 200, `publishing the example: ${published.text}`);
    }
  });

  it('is enough for an agent in an empty space: the modelling body it shows creates a type, whose entry example then creates and publishes', async () => {
    await svc().space('blank');
    const agent = await svc().key('blank', 'agent', 'Claude');
    const first = (await svc().client(agent).get('/api/v1/spaces/blank/llms.txt')).text;
    assert.match(first, /no content types yet/);
    assert.match(first, /\| `select`, `multi_select` \| `options` \(required\)/);
    assert.match(first, /`accept` \(optional\): `image`, `video` or `any`/);
    const modelBody = /```json\nPOST ([^\n]+\/content_types)\n([\s\S]*?)\n```/.exec(first);
    assert.ok(modelBody, 'a create-content-type body');
    const created = await svc().client(agent).post(new URL(modelBody[1]).pathname, JSON.parse(modelBody[2]));
    assert.equal(created.status, 201, created.text);

    const second = (await svc().client(agent).get('/api/v1/spaces/blank/llms.txt')).text;
    const entryBody = /```json\nPOST ([^\n]+\/entries)\n([\s\S]*?)\n```/.exec(second);
    assert.ok(entryBody);
    const entry = await svc().client(agent).post(new URL(entryBody[1]).pathname, JSON.parse(entryBody[2]));
    assert.equal(entry.status, 201, entry.text);
    const published = await svc().client(agent).post(`/api/v1/spaces/blank/entries/${entry.body.sys.id}/publish`);
    assert.equal(published.status, 200, published.text);
  });

  it('tells how to read rich text, what publishing needs of references, and how a front end gets a delivery key', async () => {
    const md = (await svc().client(await svc().key('acme', 'agent')).get('/api/v1/spaces/acme/llms.txt')).text;
    assert.match(md, /\?rich_text=markdown/);
    assert.match(md, /\?rich_text=html/);
    assert.match(md, /referenced entry must be published before, or in the same batch as/);
    assert.match(md, /POST \/api_keys` `\{"name": "Website", "kind": "delivery"\}/);
    const reader = (await svc().client(await svc().key('acme', 'delivery')).get('/api/v1/spaces/acme/llms.txt')).text;
    assert.doesNotMatch(reader, /## Modelling/, 'a read-only key is not shown how to model');
  });

  it('tells how to delete types and fields, and stops listing a deleted field', async () => {
    const mgmt = await svc().key('acme', 'management');
    const read = async () => (await svc().client(mgmt).get('/api/v1/spaces/acme/llms.txt')).text;
    const before = await read();
    assert.match(before, /DELETE \/content_types\/\{api_id\}\?delete_entries=true/);
    assert.match(before, /DELETE \/content_types\/\{api_id\}\/fields\/\{field\}\?delete_values=true/);
    assert.match(before, /delete_entry, delete_asset, delete_content_type, delete_field/);
    assert.match(before, /`category`/);
    assert.equal((await svc().client(mgmt).delete('/api/v1/spaces/acme/content_types/blogPost/fields/category?delete_values=true')).status, 200);
    assert.doesNotMatch(await read(), /`category`/);
  });

  it('needs a key of the space', async () => {
    assert.equal((await svc().anon.get('/api/v1/spaces/acme/llms.txt')).status, 401);
    await svc().space('other');
    const res = await svc().client(await svc().key('other', 'delivery')).get('/api/v1/spaces/acme/llms.txt');
    assert.equal(res.status, 403);
  });
});
