import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import type { KeyKind } from '../../src/domain/permissions.ts';
import { entriesApi } from '../support/entries.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { useService } from '../support/service.ts';

/**
 * A delivery reader sees only published entries, labelled from their published
 * version, on every read path that builds labels, titles or counts from entries; readers of
 * drafts (preview, management, agent) see the latest version.
 */
describe('what each key kind sees of drafts', () => {
  const svc = useService();
  const e: Record<string, string> = {};
  const tokens = {} as Record<KeyKind, string>;
  const mcp = new Map<KeyKind, McpClient>();
  const KINDS: KeyKind[] = ['delivery', 'preview', 'management', 'agent'];
  // Text that exists only in drafts: a delivery reader must never see it anywhere.
  const DRAFT_ONLY = ['Never published draft', 'Unpublished new title'];

  before(async () => {
    await svc().space('site');
    for (const kind of KINDS) tokens[kind] = await svc().key('site', kind);
    const c = svc().client(tokens.management);
    const type = await c.post('/api/v1/spaces/site/content_types', { name: 'Page', api_id: 'page', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'next', name: 'Next', type: 'reference' }] });
    assert.equal(type.status, 201, type.text);
    const api = entriesApi(c, 'site');
    e.draft = (await api.create('page', { title: 'Never published draft' })).sys.id;
    e.live = (await api.createPublished('page', { title: 'Live page' })).sys.id;
    e.changed = (await api.createPublished('page', { title: 'Published title', next: e.live })).sys.id;
    assert.equal((await api.patch(e.changed, { fields: { title: 'Unpublished new title', next: e.draft } })).status, 200);
    e.unpublished = (await api.createPublished('page', { title: 'Taken down' })).sys.id;
    assert.equal((await api.action(e.unpublished, 'unpublish')).status, 200);
    const put = await c.put('/api/v1/spaces/site/quick_access', { items: [{ entry: e.draft }, { entry: e.live }, { entry: e.changed }, { entry: e.unpublished }, { content_type: 'page' }] });
    assert.equal(put.status, 200, put.text);
    for (const kind of KINDS) mcp.set(kind, await mcpClient(svc(), tokens[kind]));
  });

  after(async () => {
    for (const client of mcp.values()) await client.close();
  });

  const expected = (kind: KeyKind) =>
    kind === 'delivery'
      ? [{ entry: e.live, label: 'Live page' }, { entry: e.changed, label: 'Published title' }, { content_type: 'page', label: 'Page' }]
      : [
          { entry: e.draft, label: 'Never published draft' },
          { entry: e.live, label: 'Live page' },
          { entry: e.changed, label: 'Unpublished new title' },
          { entry: e.unpublished, label: 'Taken down' },
          { content_type: 'page', label: 'Page' },
        ];

  for (const kind of ['delivery', 'preview', 'management', 'agent'] as KeyKind[]) {
    it(`quick access over REST with a ${kind} key`, async () => {
      const res = await svc().client(tokens[kind]).get('/api/v1/spaces/site/quick_access');
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body.quick_access, expected(kind));
    });

    it(`quick access over MCP with a ${kind} key`, async () => {
      const res = await call(mcp.get(kind)!, 'get_quick_access');
      assert.ok(!res.isError, res.content[0]?.text);
      assert.deepEqual(res.structuredContent?.quick_access, expected(kind));
    });
  }

  it('no read path shows a delivery key any draft text (REST GET operations of the OpenAPI document)', async () => {
    const doc = (await svc().anon.get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const dlv = svc().client(tokens.delivery);
    const fill: Record<string, string> = { space_id: 'site', id: e.changed, content_type_id: 'page', code: 'en' };
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!ops.get || !path.startsWith('/api/v1')) continue;
      const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => fill[name] ?? 'unknown');
      for (const query of ['', '?include=2', '?locale=*&include=2']) {
        const res = await dlv.get(concrete + query);
        assert.ok(res.status < 500, `${concrete}${query}: ${res.status}`);
        for (const text of DRAFT_ONLY) assert.ok(!res.text.includes(text), `${concrete}${query} shows the draft text "${text}"`);
        assert.ok(!res.text.includes(e.draft) || concrete.includes(e.draft), `${concrete}${query} names the never-published entry`);
        checked++;
      }
    }
    assert.ok(checked >= 30, `checked ${checked} reads`);
  });

  it('no MCP read tool shows a delivery key any draft text', async () => {
    const client = mcp.get('delivery')!;
    const { tools } = await client.listTools();
    const args: Record<string, unknown> = { id: e.changed, content_type: 'page', include: 2 };
    let checked = 0;
    for (const tool of tools) {
      if (!tool.annotations?.readOnlyHint) continue;
      const props = (tool.inputSchema.properties ?? {}) as Record<string, unknown>;
      const required = (tool.inputSchema.required ?? []) as string[];
      if (required.some((r) => !(r in args))) continue;
      const sent = Object.fromEntries(Object.entries(args).filter(([k]) => k in props));
      const res = await call(client, tool.name, sent);
      const text = JSON.stringify(res);
      for (const draft of DRAFT_ONLY) assert.ok(!text.includes(draft), `${tool.name} shows "${draft}"`);
      assert.ok(!text.includes(e.draft), `${tool.name} names the never-published entry`);
      checked++;
    }
    assert.ok(checked >= 3, `checked ${checked} tools`);
  });
});
