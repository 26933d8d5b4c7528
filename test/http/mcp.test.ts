import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { useService } from '../support/service.ts';
import { call, mcpClient, modern, rawMcp } from '../support/mcp.ts';

/** Every array in a JSON Schema must say what its items are. */
function arraysWithoutItems(schema: unknown, path = '$'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('array') && !s.items) out.push(path);
  for (const [k, v] of Object.entries(s)) {
    if (Array.isArray(v)) v.forEach((x, i) => out.push(...arraysWithoutItems(x, `${path}.${k}[${i}]`)));
    else if (v && typeof v === 'object') out.push(...arraysWithoutItems(v, `${path}.${k}`));
  }
  return out;
}

describe('MCP server', () => {
  const svc = useService();
  let mgmt: string;

  it('answers 401 without a token, naming the /mcp protected resource metadata', async () => {
    await svc().space('acme', { name: 'Acme' });
    mgmt = await svc().key('acme', 'management', 'Owner key');
    const res = await rawMcp(svc(), null, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('www-authenticate'), `Bearer resource_metadata="${svc().url}/.well-known/oauth-protected-resource/mcp"`);
    const bad = await rawMcp(svc(), 'svc_agt_unknown', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    assert.equal(bad.status, 401);
  });

  it('serves the SDK client: initialize, a stable tools/list whose arrays all have items', async () => {
    const client = await mcpClient(svc(), mgmt);
    assert.equal(client.getServerVersion()?.name, 'tessera');
    assert.ok(client.getInstructions());
    const first = (await client.listTools()).tools;
    const second = (await client.listTools()).tools;
    assert.deepEqual(first.map((t) => t.name), second.map((t) => t.name));
    assert.equal(first[0].name, 'whoami');
    for (const t of first) {
      assert.equal(t.inputSchema.type, 'object', t.name);
      assert.deepEqual(arraysWithoutItems(t.inputSchema), [], t.name);
      assert.ok((t.description ?? '').length > 40, `${t.name} explains itself`);
    }
    await client.close();
  });

  it('limits tools to what the key may do, and says key_cannot when a hidden one is called', async () => {
    const names = async (token: string) => {
      const c = await mcpClient(svc(), token);
      const list = (await c.listTools()).tools.map((t) => t.name);
      await c.close();
      return list;
    };
    const delivery = await names(await svc().key('acme', 'delivery'));
    assert.deepEqual(delivery, ['whoami', 'get_space', 'get_llms_txt', 'list_content_types', 'get_content_type', 'get_quick_access', 'list_entries', 'search_entries', 'get_entry', 'list_assets', 'get_asset']);
    const agent = await names(await svc().key('acme', 'agent'));
    assert.ok(agent.includes('create_locale') && agent.includes('create_api_key') && !agent.includes('create_invite'));
    assert.ok((await names(mgmt)).includes('create_api_key'));

    const c = await mcpClient(svc(), await svc().key('acme', 'delivery'));
    const denied = await call(c, 'create_locale', { code: 'de' });
    assert.equal(denied.isError, true);
    assert.equal(denied.structuredContent?.error.code, 'key_cannot');
    assert.match(denied.content[0].text, /Fix: /);
    await c.close();
  });

  it('runs operations through the same write path as REST, with SPEC errors as tool errors', async () => {
    const agentToken = await svc().key('acme', 'agent', 'Claude');
    const c = await mcpClient(svc(), agentToken);
    const me = await call(c, 'whoami');
    assert.equal(me.structuredContent?.kind, 'agent');
    const created = await call(c, 'create_locale', { code: 'de', name: 'Deutsch' });
    assert.equal(created.isError, undefined);
    assert.deepEqual(created.structuredContent, { code: 'de', name: 'Deutsch', default: false, fallback_code: 'en' });
    const viaRest = await svc().client(mgmt).get('/api/v1/spaces/acme');
    assert.ok(viaRest.body.locales.some((l: { code: string }) => l.code === 'de'));
    const activity = await svc().database.db.selectFrom('activity').selectAll().where('action', '=', 'locale.created').execute();
    assert.equal(activity.at(-1)?.actor_name, 'Claude');

    const dup = await call(c, 'create_locale', { code: 'de' });
    assert.equal(dup.isError, true);
    assert.equal(dup.structuredContent?.error.code, 'validation_failed');
    assert.ok(dup.structuredContent?.error.fix);
    assert.ok(dup.structuredContent?.error.details.fields.code);

    const badArgs = await call(c, 'create_locale', { code: 5, extra: true });
    assert.equal(badArgs.isError, true);
    assert.equal(badArgs.structuredContent?.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(badArgs.structuredContent?.error.details.fields).sort(), ['code', 'extra']);

    await assert.rejects(() => c.callTool({ name: 'no_such_tool', arguments: {} }), (e: unknown) => e instanceof McpError);
    await c.close();
  });

  it('serves plain JSON-RPC without the handshake and negotiates initialize versions', async () => {
    const list = await rawMcp(svc(), mgmt, { jsonrpc: '2.0', id: 7, method: 'tools/list' }, { accept: 'application/json' });
    assert.equal(list.status, 200);
    assert.equal(list.body.id, 7);
    assert.ok(list.body.result.tools.length > 5);
    const init = await rawMcp(svc(), mgmt, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } } });
    assert.equal(init.status, 200);
    assert.equal(init.body.result.protocolVersion, '2025-06-18');
    assert.equal(init.headers.get('mcp-session-id'), null, 'stateless: no session');
    assert.equal((await fetch(`${svc().url}/mcp`)).status, 405);
    const garbled = await fetch(`${svc().url}/mcp`, { method: 'POST', headers: { authorization: `Bearer ${mgmt}`, 'content-type': 'application/json' }, body: '{"jsonrpc": "2.0",' });
    assert.equal(garbled.status, 400);
    assert.equal(((await garbled.json()) as { error: { code: number } }).error.code, -32700);
  });

  it('serves the stateless 2026-07-28 revision: server/discover, tools/list and tools/call without initialize', async () => {
    const d = modern('server/discover');
    const discovered = await rawMcp(svc(), mgmt, d.message, d.headers);
    assert.equal(discovered.status, 200);
    assert.ok(discovered.body.result.supportedVersions.includes('2026-07-28'));
    assert.ok(discovered.body.result.supportedVersions.includes('2025-06-18'));
    assert.equal(discovered.body.result.resultType, 'complete');
    assert.equal(discovered.body.result._meta['io.modelcontextprotocol/serverInfo'].name, 'tessera');

    const l = modern('tools/list');
    const listed = await rawMcp(svc(), mgmt, l.message, l.headers);
    assert.equal(listed.status, 200);
    assert.equal(listed.body.result.cacheScope, 'private');
    assert.equal(listed.body.result.tools[0].name, 'whoami');

    const t = modern('tools/call', { name: 'get_space', arguments: {} });
    const called = await rawMcp(svc(), mgmt, t.message, t.headers);
    assert.equal(called.status, 200);
    assert.equal(called.body.result.structuredContent.sys.id, 'acme');
    assert.equal(called.body.result.resultType, 'complete');
  });

  it('checks the mirrored headers of the stateless revision and names the versions it supports', async () => {
    const t = modern('tools/call', { name: 'get_space', arguments: {} });
    const wrongName = await rawMcp(svc(), mgmt, t.message, { ...t.headers, 'mcp-name': 'whoami' });
    assert.deepEqual([wrongName.status, wrongName.body.error.code], [400, -32020]);
    const noMethod = await rawMcp(svc(), mgmt, t.message, { 'mcp-protocol-version': '2026-07-28' });
    assert.deepEqual([noMethod.status, noMethod.body.error.code], [400, -32020]);
    const encoded = await rawMcp(svc(), mgmt, t.message, { ...t.headers, 'mcp-name': `=?base64?${Buffer.from('get_space').toString('base64')}?=` });
    assert.equal(encoded.status, 200);

    const future = { ...t.message, params: { ...t.message.params, _meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } } };
    const unsupported = await rawMcp(svc(), mgmt, future, { ...t.headers, 'mcp-protocol-version': '2099-01-01' });
    assert.equal(unsupported.status, 400);
    assert.equal(unsupported.body.error.code, -32022);
    assert.ok(unsupported.body.error.data.supported.includes('2026-07-28'));
    assert.equal(unsupported.body.error.data.requested, '2099-01-01');

    const m = modern('resources/list');
    const unknown = await rawMcp(svc(), mgmt, m.message, m.headers);
    assert.deepEqual([unknown.status, unknown.body.error.code], [404, -32601]);
  });

  it('models content with dry runs that save nothing, fields, menu order and quick access', async () => {
    const c = await mcpClient(svc(), await svc().key('acme', 'agent', 'Modeler'));
    const post = { name: 'Blog post', api_id: 'blogPost', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }, { api_id: 'body', name: 'Body', type: 'rich_text' }] };
    const dry = await call(c, 'create_content_type', { ...post, dry_run: true });
    assert.equal(dry.structuredContent?.dry_run, true);
    assert.equal(dry.structuredContent?.would_create.display_field, 'title');
    assert.equal((await call(c, 'list_content_types')).structuredContent?.items.length, 0);

    const created = await call(c, 'create_content_type', post);
    assert.equal(created.structuredContent?.sys.id, 'blogPost');
    const viaRest = await svc().client(mgmt).get('/api/v1/spaces/acme/content_types/blogPost');
    assert.deepEqual(viaRest.body, created.structuredContent, 'MCP and REST present the same content type');

    const wouldAdd = await call(c, 'add_field', { content_type: 'blogPost', field: { api_id: 'order', name: 'Order', type: 'integer' }, dry_run: true });
    assert.equal(wouldAdd.structuredContent?.would_update.entry_order, 'fields.order');
    assert.equal((await call(c, 'get_content_type', { content_type: 'blogPost' })).structuredContent?.fields.length, 2);
    await call(c, 'add_field', { content_type: 'blogPost', field: { api_id: 'category', name: 'Category', type: 'select', options: ['news', 'guides'] } });
    const changed = await call(c, 'update_field', { content_type: 'blogPost', field: 'category', changes: { help: 'Pick one', required: true } });
    const category = changed.structuredContent?.fields.find((f: { api_id: string }) => f.api_id === 'category');
    assert.deepEqual([category.help, category.required], ['Pick one', true]);
    const renamed = await call(c, 'update_content_type', { content_type: 'blogPost', changes: { url_path: '/blog/post' }, dry_run: true });
    assert.equal(renamed.isError, true, 'a url_path of a collection needs {slug}');
    assert.equal(renamed.structuredContent?.error.code, 'validation_failed');

    await call(c, 'create_content_type', { name: 'Author', api_id: 'author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }] });
    const ordered = await call(c, 'set_order', { content_types: ['author', 'blogPost'] });
    assert.deepEqual(ordered.structuredContent?.content_menu.groups.find((g: { group: string }) => g.group === 'collections').content_types, ['author', 'blogPost']);
    const bad = await call(c, 'set_order', { content_types: ['nope'] });
    assert.equal(bad.structuredContent?.error.code, 'validation_failed');

    const qa = await call(c, 'set_quick_access', { items: [{ content_type: 'blogPost', label: 'Posts' }] });
    assert.deepEqual(qa.structuredContent?.quick_access, [{ content_type: 'blogPost', label: 'Posts' }]);
    assert.deepEqual((await call(c, 'get_quick_access')).structuredContent?.quick_access, [{ content_type: 'blogPost', label: 'Posts' }]);
    await c.close();
  });

  it('manages deploy hooks: create, test against a real receiver, list, delete', async () => {
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const c = await mcpClient(svc(), await svc().key('acme', 'agent', 'Ops agent'));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build`;
      const created = await call(c, 'create_webhook', { name: 'Live site', kind: 'generic', url });
      assert.equal(created.isError, undefined, created.content[0].text);
      assert.match(created.structuredContent?.secret, /^whsec_/);
      const id = created.structuredContent?.webhook.id;
      const tested = await call(c, 'test_webhook', { id });
      assert.equal(tested.structuredContent?.delivery.ok, true);
      assert.equal(received.length, 1);
      assert.equal((await call(c, 'list_webhooks')).structuredContent?.items.length, 1);
      assert.deepEqual((await call(c, 'delete_webhook', { id })).structuredContent, { deleted: id });
      assert.equal((await call(c, 'list_webhooks')).structuredContent?.items.length, 0);
      await c.close();
    } finally {
      receiver.close();
    }
  });

  it('uploads a file by URL, reads it and changes its alt text', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer();
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const c = await mcpClient(svc(), await svc().key('acme', 'agent', 'Uploader'));
      const up = await call(c, 'upload_asset', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/images/hero.png`, alt: 'A blue rectangle' });
      assert.equal(up.isError, undefined, up.content[0].text);
      assert.deepEqual([up.structuredContent?.fields.file.width, up.structuredContent?.fields.file.height, up.structuredContent?.fields.file.content_type], [4, 3, 'image/png']);
      assert.equal(up.structuredContent?.fields.title, 'hero');
      const id = up.structuredContent?.sys.id;
      assert.equal((await call(c, 'get_asset', { id })).structuredContent?.fields.alt, 'A blue rectangle');
      const changed = await call(c, 'update_asset', { id, alt: 'Brand colour swatch' });
      assert.equal(changed.structuredContent?.fields.alt, 'Brand colour swatch');
      assert.equal((await call(c, 'list_assets')).structuredContent?.total, 1);
      const viaRest = await svc().client(mgmt).get(`/api/v1/spaces/acme/assets/${id}`);
      assert.deepEqual(viaRest.body, changed.structuredContent);
      const bad = await call(c, 'upload_asset', { url: 'not a url' });
      assert.equal(bad.isError, true);
      assert.ok(bad.structuredContent?.error.fix);
      await c.close();
    } finally {
      server.close();
    }
  });

  it('writes, versions, publishes, lists and orders entries like the REST API', async () => {
    const c = await mcpClient(svc(), await svc().key('acme', 'agent', 'Writer agent'));
    await call(c, 'create_content_type', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }, { api_id: 'body', name: 'Body', type: 'rich_text' }, { api_id: 'tags', name: 'Tags', type: 'tags' }] });
    const a = await call(c, 'create_entry', { content_type: 'note', fields: { title: 'First', body: 'Hello **world**', tags: ['x'] } });
    assert.equal(a.isError, undefined, a.content[0].text);
    assert.equal(a.structuredContent?.sys.status, 'draft');
    const id = a.structuredContent?.sys.id;
    const b = await call(c, 'create_entry', { content_type: 'note', fields: { title: 'Second' } });

    const read = await call(c, 'get_entry', { id });
    assert.match(read.structuredContent?.fields.body, /\*\*world\*\*/, 'rich text reads back as markdown');
    const edited = await call(c, 'update_entry', { id, version: 1, fields: { title: 'First, edited' } });
    assert.equal(edited.structuredContent?.sys.version, 2);
    const stale = await call(c, 'update_entry', { id, version: 1, fields: { title: 'Lost' } });
    assert.equal(stale.structuredContent?.error.code, 'version_conflict');

    const missing = await call(c, 'publish_entry', { id: (await call(c, 'create_entry', { content_type: 'note', fields: {} })).structuredContent?.sys.id });
    assert.equal(missing.structuredContent?.error.code, 'validation_failed');
    assert.ok(missing.structuredContent?.error.details.fields.title);
    const published = await call(c, 'publish_entry', { id });
    assert.equal(published.structuredContent?.sys.status, 'published');

    const versions = await call(c, 'list_versions', { id });
    assert.deepEqual(versions.structuredContent?.items.map((v: { version: number }) => v.version), [2, 1]);
    assert.equal(versions.structuredContent?.items[0].author.name, 'Writer agent');
    const filtered = await call(c, 'list_entries', { content_type: 'note', filters: { tags: 'x' } });
    assert.deepEqual(filtered.structuredContent?.items.map((e: { sys: { id: string } }) => e.sys.id), [id]);
    const delivery = await mcpClient(svc(), await svc().key('acme', 'delivery'));
    const live = await call(delivery, 'list_entries', { content_type: 'note' });
    assert.deepEqual(live.structuredContent?.items.map((e: { fields: { title: string } }) => e.fields.title), ['First, edited']);
    await delivery.close();

    const order = await call(c, 'set_order', { content_type: 'note', entries: [b.structuredContent?.sys.id, id] });
    assert.equal(order.structuredContent?.entry_order, 'sys.position');
    const mixed = await call(c, 'set_order', { content_types: ['note'], entries: [id] });
    assert.equal(mixed.structuredContent?.error.code, 'validation_failed');
    assert.equal((await call(c, 'archive_entry', { id })).structuredContent?.sys.status, 'archived');
    await c.close();
  });

  it('runs a batch all or nothing, with refs between operations', async () => {
    const c = await mcpClient(svc(), await svc().key('acme', 'agent', 'Batcher'));
    await call(c, 'create_content_type', { name: 'Person', api_id: 'person', fields: [{ api_id: 'name', name: 'Name', type: 'symbol', required: true }] });
    await call(c, 'create_content_type', { name: 'Article', api_id: 'article', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'by', name: 'By', type: 'reference' }] });
    const ok = await call(c, 'batch', {
      operations: [
        { op: 'create_entry', ref: 'ada', content_type: 'person', fields: { name: 'Ada' } },
        { op: 'create_entry', ref: 'post', content_type: 'article', fields: { title: 'Engines', by: '$ada' } },
        { op: 'publish_entry', id: '$ada' },
        { op: 'publish_entry', id: '$post' },
      ],
    });
    assert.equal(ok.isError, undefined, ok.content[0].text);
    assert.equal(ok.structuredContent?.total, 4);
    assert.equal(ok.structuredContent?.results[3].sys.status, 'published');

    const before = (await call(c, 'list_entries', { content_type: 'person' })).structuredContent?.total;
    const failed = await call(c, 'batch', {
      operations: [
        { op: 'create_entry', content_type: 'person', fields: { name: 'Grace' } },
        { op: 'create_entry', content_type: 'nope', fields: {} },
      ],
    });
    assert.equal(failed.isError, true);
    assert.equal(failed.structuredContent?.error.details.operation, 1);
    assert.equal((await call(c, 'list_entries', { content_type: 'person' })).structuredContent?.total, before, 'nothing was saved');
    await c.close();
  });
});
