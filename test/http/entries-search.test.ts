import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { call, mcpClient } from '../support/mcp.ts';

type Item = { sys: { id: string; search?: { rank: number; snippet: string } }; fields: Record<string, unknown> };
const found = (body: { items: Item[] }) => body.items.map((i) => i.fields.title);

describe('entries: full-text search (query=)', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  let dlvKey: string;
  const ids: Record<string, string> = {};

  before(async () => {
    await svc().space('find');
    mgt = await svc().key('find', 'management');
    dlvKey = await svc().key('find', 'delivery');
    const c = svc().client(mgt);
    api = entriesApi(c, 'find');
    dlv = entriesApi(svc().client(dlvKey), 'find');
    assert.equal((await c.post('/api/v1/spaces/find/locales', { code: 'de' })).status, 201);
    await insertContentType(
      svc().database,
      'find',
      buildContentType({
        api_id: 'article',
        display_field: 'title',
        fields: [field('title', 'symbol'), field('slug', 'slug'), { ...field('body', 'rich_text'), localized: true }, field('tags', 'tags'), field('rank', 'integer')],
      }),
    );
    await insertContentType(svc().database, 'find', buildContentType({ api_id: 'note', fields: [field('title', 'symbol')] }));
    const create = async (fields: Record<string, unknown>, locale?: string) => (await api.create('article', fields, locale)).sys.id;
    ids.lake = await create({ title: { en: 'Lake view' }, slug: { en: 'lake-view' }, body: { en: 'The **houses** by the water are old.', de: 'Die **Häuser** am See sind alt.' }, rank: { en: 1 } }, '*');
    ids.shore = await create({ title: 'Shore walk', body: 'A walk along the lake, past the boats.', tags: ['outdoors'], rank: 2 });
    ids.draft = await create({ title: 'Secret plans', body: 'An unpublished zebra crossing.' });
    ids.edited = await create({ title: 'Animals', body: 'The original giraffe text.', rank: 3 });
    ids.gone = await create({ title: 'Withdrawn', body: 'A retired walrus.' });
    for (const id of [ids.lake, ids.shore, ids.edited, ids.gone]) await api.publish(id);
    assert.equal((await api.patch(ids.edited, { fields: { body: 'A changed okapi text.' } })).status, 200);
    assert.equal((await api.action(ids.gone, 'unpublish')).status, 200);
    await api.createPublished('note', { title: 'Lake note' });
  });

  it('finds words in rich text and ranks title matches first, with rank and snippet', async () => {
    const res = await dlv.list('?query=lake');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(found(res.body).slice(0, 2).sort(), ['Lake note', 'Lake view'], 'title matches first');
    assert.equal(found(res.body)[2], 'Shore walk', 'a match in the body comes after');
    assert.equal(res.body.total, 3);
    const shore = res.body.items.find((i: Item) => i.sys.id === ids.shore);
    assert.ok(typeof shore.sys.search.rank === 'number' && shore.sys.search.rank < res.body.items[0].sys.search.rank);
    assert.match(shore.sys.search.snippet, /<mark>lake<\/mark>/i);
    assert.deepEqual(found((await dlv.list('?query=boats%20walk')).body), ['Shore walk'], 'every word must match, in any order');
    assert.deepEqual(found((await dlv.list('?query=outdoors')).body), ['Shore walk'], 'tags are searched');
    assert.deepEqual(found((await dlv.list('?query=view')).body), ['Lake view']);
  });

  it('finds German words in their own language, with a marked snippet', async () => {
    const res = await dlv.list('?query=H%C3%A4user');
    assert.deepEqual(found(res.body), ['Lake view']);
    assert.match(res.body.items[0].sys.search.snippet, /<mark>Häuser<\/mark>/);
    assert.deepEqual(found((await dlv.list('?query=h%C3%A4user%20see&locale=de')).body), ['Lake view'], 'lower case, two words, German only');
    assert.deepEqual(found((await dlv.list('?query=h%C3%A4user&locale=en')).body), [], 'the English text has no such word');
    assert.deepEqual(found((await dlv.list('?query=houses&locale=en')).body), ['Lake view']);
  });

  it('never shows draft text to a delivery key; readers of drafts search the latest text', async () => {
    assert.deepEqual(found((await dlv.list('?query=zebra')).body), []);
    assert.deepEqual(found((await api.list('?query=zebra')).body), ['Secret plans']);
    assert.deepEqual(found((await dlv.list('?query=okapi')).body), [], 'an unpublished edit');
    assert.deepEqual(found((await dlv.list('?query=giraffe')).body), ['Animals'], 'the published text');
    assert.deepEqual(found((await api.list('?query=giraffe')).body), []);
    assert.deepEqual(found((await api.list('?query=okapi')).body), ['Animals']);
    const snippet = (await dlv.list('?query=animals')).body.items[0].sys.search.snippet;
    assert.doesNotMatch(snippet, /okapi/, 'the snippet is of the published text');
    assert.deepEqual(found((await dlv.list('?query=walrus')).body), [], 'unpublished');
    assert.deepEqual(found((await api.list('?query=walrus')).body), ['Withdrawn']);
    await api.publish(ids.edited);
    assert.deepEqual(found((await dlv.list('?query=okapi')).body), ['Animals'], 'published now');
    assert.deepEqual(found((await dlv.list('?query=giraffe')).body), []);
    assert.equal((await api.action(ids.edited, 'archive')).status, 200);
    assert.deepEqual(found((await dlv.list('?query=okapi')).body), []);
    assert.deepEqual(found((await api.list('?query=okapi')).body), [], 'archived entries are left out');
    assert.deepEqual(found((await api.list('?query=okapi&status=archived')).body), ['Animals']);
  });

  it('combines with content_type, filters, order, paging and a prefix of the last word', async () => {
    assert.deepEqual(found((await dlv.list('?query=lake&content_type=note')).body), ['Lake note']);
    assert.deepEqual(found((await dlv.list('?query=lake&content_type=article&fields.rank[gte]=2')).body), ['Shore walk']);
    assert.deepEqual(found((await dlv.list('?query=lake&content_type=article&order=-fields.rank')).body), ['Shore walk', 'Lake view']);
    const page = await dlv.list('?query=lake&limit=1&skip=1');
    assert.equal(page.body.total, 3);
    assert.equal(page.body.items.length, 1);
    assert.deepEqual(found((await dlv.list('?query=wal')).body), ['Shore walk'], 'a prefix');
    assert.deepEqual(found((await api.list('?query=plan')).body), ['Secret plans']);
  });

  it('indexes batch creates, refuses text with no words, and answers the MCP search tool', async () => {
    const c = svc().client(mgt);
    const res = await c.post('/api/v1/spaces/find/batch', {
      operations: [
        { op: 'create_entry', ref: 'a', content_type: 'article', fields: { title: 'Batch quokka' } },
        { op: 'publish_entry', id: '$a' },
        { op: 'create_entry', content_type: 'article', fields: { title: 'Batch draft quokka' } },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(found((await dlv.list('?query=quokka')).body), ['Batch quokka']);
    assert.deepEqual(found((await api.list('?query=quokka&order=fields.title&content_type=article')).body), ['Batch draft quokka', 'Batch quokka']);
    for (const bad of ['?query=%21%21', `?query=${'a'.repeat(201)}`]) {
      const r = await dlv.list(bad);
      assert.equal(r.status, 400, bad);
      assert.equal(r.body.error.code, 'invalid_parameter');
    }
    const tool = await call(await mcpClient(svc(), dlvKey), 'search_entries', { query: 'quokka' });
    const out = tool.structuredContent as { total: number; items: Item[] };
    assert.equal(out.total, 1);
    assert.match(out.items[0].sys.search!.snippet, /<mark>quokka<\/mark>/i);
  });
});
