import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';

type Node = { type: string; url?: string; name?: string; attributes?: { id: string }; children?: Node[] };
function targets(node: Node, out: string[] = []): string[] {
  if (node.url?.startsWith('entry:') || node.url?.startsWith('asset:')) out.push(node.url);
  if (node.type === 'leafDirective' || node.type === 'textDirective') out.push(`${node.type}:${node.name}:${node.attributes?.id}`);
  for (const c of node.children ?? []) targets(c, out);
  return out;
}

describe('rich text: links to entries, embeds of entries and files', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const e: Record<string, string> = {};

  before(async () => {
    await svc().space('rel');
    mgt = await svc().key('rel', 'management');
    const c = svc().client(mgt);
    api = entriesApi(c, 'rel');
    dlv = entriesApi(svc().client(await svc().key('rel', 'delivery')), 'rel');
    assert.equal((await c.post('/api/v1/spaces/rel/locales', { code: 'de' })).status, 201);
    assert.equal((await c.patch('/api/v1/spaces/rel', { production_url: 'https://site.test' })).status, 200);
    const db = svc().database;
    await insertContentType(db, 'rel', buildContentType({ api_id: 'page', url_path: '/{slug}', fields: [field('title', 'symbol'), field('slug', 'slug', { localized: true })] }));
    await insertContentType(
      db,
      'rel',
      buildContentType({ api_id: 'post', url_path: '/blog/{slug}', fields: [field('title', 'symbol'), field('slug', 'slug'), field('body', 'rich_text', { localized: true }), field('pages_only', 'rich_text', { link_content_types: ['page'] })] }),
    );
    await insertAsset(db, 'rel', { id: 'hero' });
    const page = await api.create('page', { title: 'Pricing', slug: 'pricing' });
    e.page = page.sys.id;
    assert.equal((await api.patch(e.page, { fields: { slug: 'preise' } }, '?locale=de')).status, 200);
    await api.publish(e.page);
    e.draft = (await api.create('page', { title: 'Secret', slug: 'secret' })).sys.id;
  });

  it('stores markdown links and embeds as nodes and gives the same markdown back', async () => {
    const md = `See [the pricing](entry:${e.page}) and :entry{id=${e.page}} inline.\n\n::entry{id=${e.page}}\n\n::asset{id=hero}\n\n![Hero](asset:hero)\n`;
    const post = await api.create('post', { title: 'A', slug: 'a', body: md });
    assert.deepEqual(targets(post.fields.body), [`entry:${e.page}`, `textDirective:entry:${e.page}`, `leafDirective:entry:${e.page}`, 'leafDirective:asset:hero', 'asset:hero']);
    const read = await api.get(post.sys.id, '?rich_text=markdown');
    assert.equal(read.body.fields.body, md);
    // The block document form is accepted as it is returned.
    const again = await api.create('post', { title: 'B', slug: 'b', body: post.fields.body });
    assert.deepEqual(again.fields.body, post.fields.body);
  });

  it('refuses a link or embed of an entry or file that does not exist, saying where it is', async () => {
    const res = await svc().client(mgt).post('/api/v1/spaces/rel/entries', { content_type: 'post', fields: { body: 'Go [there](entry:nope1)\n\n::asset{id=nofile}' } });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.match(res.body.error.details.fields.body, /entry "nope1" \(in the text at document\.children\[0\]\.children\[1\]\) does not exist/);
    assert.match(res.body.error.details.fields.body, /file "nofile" \(in the text at document\.children\[1\]\) does not exist/);
  });

  it('limits linked types with the field’s link_content_types', async () => {
    const other = await api.create('post', { title: 'C', slug: 'c' });
    const res = await api.patch(other.sys.id, { fields: { pages_only: `[x](entry:${other.sys.id})` } });
    assert.equal(res.status, 422);
    assert.match(res.body.error.details.fields.pages_only, /is a post; this field links to page/);
    assert.equal((await api.patch(other.sys.id, { fields: { pages_only: `[x](entry:${e.page})` } })).status, 200);
  });

  it('refuses to publish while a linked entry is a draft', async () => {
    const post = await api.create('post', { title: 'D', slug: 'd', body: `[draft](entry:${e.draft})` });
    const res = await api.action(post.sys.id, 'publish');
    assert.equal(res.status, 422);
    assert.match(res.body.error.details.fields.body, /entry ".+" \(in the text at .+\) is not published/);
  });

  it('delivery resolves links per language: includes, html with the target’s URL, never a draft', async () => {
    const body = `Read [pricing](entry:${e.page}) or [secret](entry:${e.draft}).\n\n::entry{id=${e.page}}\n\n::entry{id=${e.draft}}\n\n::asset{id=hero}`;
    const post = await api.create('post', { title: 'E', slug: 'e', body });
    assert.equal((await api.patch(post.sys.id, { fields: { body } }, '?locale=de')).status, 200);
    // Publishing needs the draft published: publish it, publish the post, then unpublish the draft again.
    await api.publish(e.draft);
    await api.publish(post.sys.id);
    assert.equal((await api.action(e.draft, 'unpublish')).status, 200);

    const withIncludes = await dlv.get(post.sys.id, '?include=1');
    assert.deepEqual(withIncludes.body.includes.Entry.map((x: { sys: { id: string } }) => x.sys.id), [e.page]);
    assert.deepEqual(withIncludes.body.includes.Asset.map((x: { sys: { id: string } }) => x.sys.id), ['hero']);
    assert.ok(!JSON.stringify(withIncludes.body).includes(e.draft), 'the draft’s id is not shown to a delivery key');
    assert.ok(!JSON.stringify((await dlv.get(post.sys.id, '?rich_text=markdown')).body).includes(e.draft));

    const en = (await dlv.get(post.sys.id, '?rich_text=html')).body.fields.body;
    assert.match(en, /<a href="https:\/\/site\.test\/pricing">pricing<\/a> or secret\./);
    assert.match(en, new RegExp(`<div data-embed="entry" data-id="${e.page}"></div>`));
    assert.match(en, /<div data-embed="asset" data-id="hero"><img src="[^"]+" alt="Alt of hero"><\/div>/);
    assert.ok(!en.includes(e.draft));
    const de = (await dlv.get(post.sys.id, '?rich_text=html&locale=de')).body.fields.body;
    assert.match(de, /<a href="https:\/\/site\.test\/preise">pricing<\/a>/);
    // The page's url_path has no {locale}: the German slug alone says the language.
    // Readers of drafts see every link.
    assert.ok((await api.get(post.sys.id, '?rich_text=html')).body.fields.body.includes(`data-id="${e.draft}"`));
  });

  it('resolves batch $names inside rich text (markdown and block document)', async () => {
    const res = await svc()
      .client(mgt)
      .post('/api/v1/spaces/rel/batch', {
        operations: [
          { op: 'create_entry', ref: 'p', content_type: 'page', fields: { title: 'New', slug: 'new' } },
          { op: 'create_entry', ref: 'q', content_type: 'post', fields: { title: 'Q', slug: 'q', body: 'See [new](entry:$p)\n\n::entry{id=$p}\n\n::asset{id=hero}' } },
          {
            op: 'create_entry',
            content_type: 'post',
            fields: { title: 'R', slug: 'r', body: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', url: 'entry:$q', children: [{ type: 'text', value: 'q' }] }] }] } },
          },
        ],
      });
    assert.equal(res.status, 200, res.text);
    const [p, q, r] = res.body.results.map((x: { sys: { id: string } }) => x.sys.id);
    assert.deepEqual(targets((await api.get(q)).body.fields.body), [`entry:${p}`, `leafDirective:entry:${p}`, 'leafDirective:asset:hero']);
    assert.deepEqual(targets((await api.get(r)).body.fields.body), [`entry:${q}`]);
    const wrong = await svc()
      .client(mgt)
      .post('/api/v1/spaces/rel/batch', { operations: [{ op: 'create_entry', ref: 'p', content_type: 'page', fields: {} }, { op: 'create_entry', content_type: 'post', fields: { body: '![x](asset:$p)' } }] });
    assert.equal(wrong.status, 422);
    assert.match(JSON.stringify(wrong.body.error.details), /in the text: \\"\$p\\" is the entry of operation 0/);
  });

  it('answers links_to_entry and links_to_asset from references, files and rich text', async () => {
    await insertContentType(svc().database, 'rel', buildContentType({ api_id: 'card', fields: [field('title', 'symbol'), field('target', 'reference'), field('image', 'asset')] }));
    const target = (await api.createPublished('page', { title: 'Target', slug: 'target' })).sys.id;
    const byRef = (await api.createPublished('card', { title: 'Ref', target, image: 'hero' })).sys.id;
    const byText = (await api.createPublished('post', { title: 'Text', slug: 'text', body: `[t](entry:${target})` })).sys.id;
    const draftOnly = (await api.create('post', { title: 'Draft', slug: 'draft-only', body: `::entry{id=${target}}` })).sys.id;
    const ids = (r: { body: { items: Array<{ sys: { id: string } }> } }) => r.body.items.map((i) => i.sys.id).sort();
    assert.deepEqual(ids(await api.list(`?links_to_entry=${target}`)), [byRef, byText, draftOnly].sort());
    assert.deepEqual(ids(await dlv.list(`?links_to_entry=${target}`)), [byRef, byText].sort(), 'delivery: published versions only');
    assert.deepEqual(ids(await api.list(`?links_to_entry=${target}&content_type=post`)), [byText, draftOnly].sort());
    assert.ok(ids(await api.list('?links_to_asset=hero')).includes(byRef));
    // An edit that removes the link takes the entry out of the answer at once.
    assert.equal((await api.patch(draftOnly, { fields: { body: 'no links' } })).status, 200);
    assert.deepEqual(ids(await api.list(`?links_to_entry=${target}`)), [byRef, byText].sort());
    const both = await api.list(`?links_to_entry=${target}&links_to_asset=hero`);
    assert.equal(both.status, 400);
    assert.equal(both.body.error.code, 'invalid_parameter');
  });

  it('pages links_to_entry in the asked order with its total, each linking entry once, and counts links in sys.links_count', async () => {
    const target = (await api.createPublished('page', { title: 'Counted', slug: 'counted' })).sys.id;
    const linkers: string[] = [];
    // Two fields of one entry link to the target: it is listed and counted once.
    for (const t of ['L1', 'L2', 'L3', 'L4']) linkers.push((await api.createPublished('post', { title: t, slug: `counted-${t.toLowerCase()}`, body: `[a](entry:${target})`, pages_only: `::entry{id=${target}}` })).sys.id);
    const other = (await api.createPublished('page', { title: 'Other', slug: 'other-counted' })).sys.id;
    await api.createPublished('post', { title: 'X', slug: 'counted-x', body: `[b](entry:${other})` });
    const page = await api.list(`?links_to_entry=${target}&content_type=post&order=-fields.title&limit=2&skip=1`);
    assert.equal(page.body.total, 4);
    assert.deepEqual(
      page.body.items.map((i: { fields: { title: string } }) => i.fields.title),
      ['L3', 'L2'],
    );
    const delivered = await dlv.list(`?links_to_entry=${target}&content_type=post&order=fields.title&limit=3`);
    assert.equal(delivered.body.total, 4);
    assert.deepEqual(
      delivered.body.items.map((i: { fields: { title: string } }) => i.fields.title),
      ['L1', 'L2', 'L3'],
    );
    assert.equal((await api.list(`?links_to_entry=${target}&skip=4`)).body.items.length, 0);
    assert.equal((await api.list('?links_to_entry=nothing-links-here')).body.total, 0);

    const read = await api.get(target);
    assert.equal(read.body.sys.links_count, 4);
    assert.equal((await api.get(other)).body.sys.links_count, 1);
    assert.equal((await api.get(linkers[0])).body.sys.links_count, 0);
    assert.equal((await dlv.get(target)).body.sys.links_count, undefined, 'delivery answers are unchanged');
    // A new linking entry (of any type) shows in the next read: the cached answer is dropped.
    await api.create('card', { title: 'Card', target });
    assert.equal((await api.get(target)).body.sys.links_count, 5);
    // Archived entries still link (they hold a delete back).
    assert.equal((await api.action(linkers[0], 'archive')).status, 200);
    assert.equal((await api.get(target)).body.sys.links_count, 5);
    assert.equal((await api.patch(linkers[1], { fields: { body: 'none', pages_only: 'none' } })).status, 200);
    assert.equal((await api.get(target)).body.sys.links_count, 4);
  });

  it('warns in the site settings about entries whose latest values link to archived entries', async () => {
    const c = svc().client(mgt);
    const warned = async () => ((await c.patch('/api/v1/spaces/rel', {})).body.warnings as string[]).filter((w) => w.includes('archived entry'));
    const gone = (await api.create('page', { title: 'Gone', slug: 'gone' })).sys.id;
    const linker = (await api.create('post', { title: 'Points', slug: 'points', body: `See [old](entry:${gone})` })).sys.id;
    const before = await warned();
    assert.ok(!before.some((w) => w.includes(`"${gone}"`)));
    assert.equal((await api.action(gone, 'archive')).status, 200);
    const after = await warned();
    assert.ok(after.some((w) => w.includes(`Entry "${linker}" links to the archived entry "${gone}" in field "body"`)), JSON.stringify(after));
    // An archived entry's own links are no concern; nor is a link once removed.
    assert.equal((await api.action(linker, 'archive')).status, 200);
    assert.ok(!(await warned()).some((w) => w.includes(`"${gone}"`)));
    assert.equal((await api.action(linker, 'unarchive')).status, 200);
    assert.equal((await api.patch(linker, { fields: { body: 'no link' } })).status, 200);
    assert.ok(!(await warned()).some((w) => w.includes(`"${gone}"`)));
  });

  it('publishes links to drafts where the field says warn: delivery shows their text, the site warnings name them', async () => {
    const c = svc().client(mgt);
    const bad = [
      [{ api_id: 'body', name: 'Body', type: 'rich_text', draft_links: 'ignore' }, /one of refuse, warn/],
      [{ api_id: 'body', name: 'Body', type: 'symbol', draft_links: 'warn' }, /only for rich_text/],
    ] as const;
    for (const [f, message] of bad) {
      const res = await c.post('/api/v1/spaces/rel/content_types', { api_id: 'note', name: 'Note', fields: [f] });
      assert.equal(res.status, 422, JSON.stringify(f));
      assert.match(JSON.stringify(res.body.error.details.fields), message);
    }
    const created = await c.post('/api/v1/spaces/rel/content_types', { api_id: 'note', name: 'Note', fields: [{ api_id: 'body', name: 'Body', type: 'rich_text', draft_links: 'warn' }] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.fields[0].draft_links, 'warn');
    const soon = (await api.create('page', { title: 'Soon', slug: 'soon' })).sys.id;
    const note = (await api.create('note', { body: `Coming: [the launch](entry:${soon}).` })).sys.id;
    assert.equal((await api.action(note, 'publish')).status, 200, 'a warn field publishes a link to a draft');
    assert.match((await dlv.get(note, '?rich_text=html')).body.fields.body, /Coming: the launch\./);
    const warned = async () => ((await c.patch('/api/v1/spaces/rel', {})).body.warnings as string[]).filter((w) => w.includes(`"${soon}"`));
    assert.deepEqual(await warned(), [`The published entry "${note}" links to "${soon}" in field "body", which is not published, so the live site shows the link as plain text. Publish "${soon}", or remove the link.`]);
    await api.publish(soon);
    assert.deepEqual(await warned(), []);
    assert.match((await dlv.get(note, '?rich_text=html')).body.fields.body, /<a href="https:\/\/site\.test\/soon">the launch<\/a>/);
    // Back to refusing (null: the default): the same text no longer publishes while its target is a draft.
    assert.equal((await c.patch('/api/v1/spaces/rel/content_types/note/fields/body', { draft_links: null })).status, 200);
    assert.equal((await api.action(soon, 'unpublish')).status, 200);
    assert.equal((await api.patch(note, { fields: { body: `Again: [the launch](entry:${soon}).` } })).status, 200);
    assert.equal((await api.action(note, 'publish')).status, 422);
  });
});
