import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { call, mcpClient } from '../support/mcp.ts';

describe('deleting entries and files safely', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const c = () => svc().client(mgt);

  before(async () => {
    await svc().space('del');
    mgt = await svc().key('del', 'management');
    api = entriesApi(c(), 'del');
    dlv = entriesApi(svc().client(await svc().key('del', 'delivery')), 'del');
    await insertContentType(svc().database, 'del', buildContentType({ api_id: 'page', fields: [field('title', 'symbol'), field('related', 'references'), field('cover', 'asset'), field('body', 'rich_text')] }));
  });

  const outbox = (id: string) => svc().database.db.selectFrom('outbox').select('event').where('resource_id', '=', id).execute();

  it('deletes only archived entries', async () => {
    const e = await api.createPublished('page', { title: 'Live' });
    const res = await c().delete(`/api/v1/spaces/del/entries/${e.sys.id}`);
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.match(res.body.error.fix, /Archive it first/);
  });

  it('refuses while linked, previews with dry_run, and unlinks with unlink=true in one unit of work', async () => {
    const target = (await api.createPublished('page', { title: 'Target' })).sys.id;
    const byRef = (await api.createPublished('page', { title: 'By ref', related: [target] })).sys.id;
    const byText = (await api.createPublished('page', { title: 'By text', body: `Read [the target](entry:${target}) now.\n\n::entry{id=${target}}` })).sys.id;
    assert.equal((await dlv.get(target)).status, 200, 'cached for delivery before the delete');
    assert.equal((await api.action(target, 'archive')).status, 200);

    const refused = await c().delete(`/api/v1/spaces/del/entries/${target}`);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error.details.total, 2);
    assert.deepEqual(refused.body.error.details.links.map((l: { entry: string }) => l.entry).sort(), [byRef, byText].sort());

    const dry = await c().delete(`/api/v1/spaces/del/entries/${target}?dry_run=true&unlink=true`);
    assert.equal(dry.status, 200, dry.text);
    assert.equal(dry.body.dry_run, true);
    assert.deepEqual(dry.body.would_unlink.map((l: { entry: string }) => l.entry).sort(), [byRef, byText].sort());
    assert.equal((await api.get(target)).status, 200, 'a dry run changes nothing');
    assert.equal((await api.get(byText)).body.sys.version, 1);

    const done = await c().delete(`/api/v1/spaces/del/entries/${target}?unlink=true`);
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(done.body.deleted, { sys: { type: 'Entry', id: target } });
    assert.equal((await api.get(target)).status, 404);
    assert.equal((await dlv.get(target)).status, 404, 'the delivery cache forgot it at once');
    const text = await api.get(byText, '?rich_text=markdown');
    assert.equal(text.body.sys.version, 2, 'a new version without the links');
    assert.equal(text.body.fields.body, 'Read the target now.\n');
    assert.deepEqual((await api.get(byRef)).body.fields.related, []);
    // The published versions do not point at the deleted entry either.
    assert.ok(!JSON.stringify((await dlv.get(byText)).body).includes(target));
    assert.equal((await api.list(`?links_to_entry=${target}`)).body.total, 0);
    assert.deepEqual((await outbox(target)).map((o) => o.event).filter((e) => e === 'entry.deleted'), ['entry.deleted']);
  });

  it('deletes a file: refused while used, unlinked on request, and its URL answers 410', async () => {
    await insertAsset(svc().database, 'del', { id: 'pic' });
    const url = (await c().get('/api/v1/spaces/del/assets/pic')).body.fields.file.url as string;
    const user = (await api.create('page', { title: 'Uses pic', cover: 'pic', body: 'See ![a pic](asset:pic) and [the file](asset:pic).' })).sys.id;
    const refused = await c().delete('/api/v1/spaces/del/assets/pic');
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.error.details.links, [{ entry: user, content_type: 'page', status: 'draft', fields: ['body', 'cover'], published: false }]);
    const done = await c().delete('/api/v1/spaces/del/assets/pic?unlink=true');
    assert.equal(done.status, 200, done.text);
    const after = await api.get(user, '?rich_text=markdown');
    assert.equal(after.body.fields.cover, undefined);
    assert.equal(after.body.fields.body, 'See  and the file.\n');
    assert.equal((await c().get('/api/v1/spaces/del/assets/pic')).status, 404);
    assert.equal((await c().get(new URL(url).pathname)).status, 410);
    assert.deepEqual((await outbox('pic')).map((o) => o.event), ['asset.deleted']);
  });

  it('needs the right key', async () => {
    const e = (await api.create('page', { title: 'x' })).sys.id;
    const res = await svc().client(await svc().key('del', 'preview')).delete(`/api/v1/spaces/del/entries/${e}`);
    assert.equal(res.status, 403);
  });

  it('is the MCP tools delete_entry and delete_asset, with list_entries links_to_entry to find what links', async () => {
    const client = await mcpClient(svc(), mgt);
    const target = (await api.createPublished('page', { title: 'MCP target' })).sys.id;
    const linker = (await api.create('page', { title: 'Linker', body: `[t](entry:${target})` })).sys.id;
    const found = await call(client, 'list_entries', { links_to_entry: target });
    assert.deepEqual(found.structuredContent?.items.map((i: { sys: { id: string } }) => i.sys.id), [linker]);
    await api.action(target, 'archive');
    const refused = await call(client, 'delete_entry', { id: target });
    assert.equal(refused.structuredContent?.error.code, 'validation_failed');
    const dry = await call(client, 'delete_entry', { id: target, unlink: true, dry_run: true });
    assert.equal(dry.structuredContent?.dry_run, true);
    assert.deepEqual(dry.structuredContent?.would_unlink.map((l: { entry: string }) => l.entry), [linker]);
    const ok = await call(client, 'delete_entry', { id: target, unlink: true });
    assert.equal(ok.isError, undefined, ok.content[0]?.text);
    assert.deepEqual(ok.structuredContent?.deleted, { sys: { type: 'Entry', id: target } });
    await insertAsset(svc().database, 'del', { id: 'spare' });
    assert.equal((await call(client, 'delete_asset', { id: 'spare' })).structuredContent?.deleted.sys.id, 'spare');
  });
});
