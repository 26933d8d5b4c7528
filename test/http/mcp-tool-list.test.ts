import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { countTokens } from 'gpt-tokenizer';
import { TOOL_GROUPS } from '../../src/mcp/groups.ts';
import { TOOLS } from '../../src/mcp/registry.ts';
import { call } from '../support/mcp.ts';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * What a host puts in the model's context for this server: the tools of tools/list as JSON,
 * counted with the o200k_base tokenizer (GPT-4o and later; Claude's tokenizer counts JSON a little
 * higher, hence the room below the hosts' limits).
 *
 * The limits hosts set: Claude Code warns when the MCP tools of a session pass 25,000 tokens;
 * Cursor gave the agent only the first 40 tools of all servers (80 today), Windsurf takes 100
 * and VS Code 128 per request. So the whole list stays under Claude Code's line, and each group
 * within 40 tools and about half of it (other servers need room too). The budgets leave a little
 * headroom for tools still to come.
 */
const BUDGET = {
  /** Every tool (a management key, no selection). */
  allTokens: 24_000,
  /** One group with the core tools, any group. */
  groupTokens: 13_000,
  groupTools: 40,
};

type Listed = { name: string; annotations?: Record<string, boolean> };

describe('MCP tool list: groups and a token budget', () => {
  let svc: TestService;
  let mgmt: string;

  const post = async (path: string, message: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${mgmt}`, ...headers },
      body: JSON.stringify(message),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const list = async (path: string, headers: Record<string, string> = {}): Promise<Listed[]> => {
    const res = await post(path, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.result.tools;
  };
  const client = async (path: string) => {
    const c = new Client({ name: 'tessera-tests', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}${path}`), { requestInit: { headers: { authorization: `Bearer ${mgmt}` } } }));
    return c;
  };
  const groupOf = new Map(TOOLS.map((t) => [t.name, t.group]));

  before(async () => {
    svc = await startTestService();
    await svc.space('blog', { name: 'Blog' });
    mgmt = await svc.key('blog', 'management', 'Owner');
  });
  after(async () => svc?.stop());

  it('fits every tool, and each group, in the token budget hosts allow', async (t) => {
    const all = await list('/mcp');
    assert.equal(all.length, TOOLS.length, 'a management key sees every tool');
    const allTokens = countTokens(JSON.stringify(all));
    t.diagnostic(`all: ${all.length} tools, ${JSON.stringify(all).length} bytes, ${allTokens} tokens (budget ${BUDGET.allTokens})`);
    assert.ok(allTokens <= BUDGET.allTokens, `every tool: ${allTokens} tokens, budget ${BUDGET.allTokens}`);
    for (const group of TOOL_GROUPS) {
      const tools = await list(`/mcp?tools=${group}`);
      const tokens = countTokens(JSON.stringify(tools));
      t.diagnostic(`${group}: ${tools.length} tools, ${tokens} tokens`);
      assert.ok(tokens <= BUDGET.groupTokens, `${group}: ${tokens} tokens, budget ${BUDGET.groupTokens}`);
      assert.ok(tools.length <= BUDGET.groupTools, `${group}: ${tools.length} tools, at most ${BUDGET.groupTools}`);
    }
  });

  it('lists only the groups asked for, each with the core tools, by query parameter or header', async () => {
    const content = (await list('/mcp?tools=content')).map((t) => t.name);
    assert.ok(content.includes('create_entry') && content.includes('whoami') && content.includes('list_content_types'));
    assert.deepEqual(content.filter((n) => !['content', 'core'].includes(groupOf.get(n)!)), []);
    const two = (await list('/mcp?tools=Reports,%20admin')).map((t) => t.name);
    assert.ok(two.includes('get_analytics') && two.includes('create_webhook') && !two.includes('create_entry'), 'names are trimmed and case does not matter');
    const byHeader = (await list('/mcp', { 'x-mcp-tools': 'model' })).map((t) => t.name);
    assert.ok(byHeader.includes('add_field') && !byHeader.includes('get_analytics'));
    // Every tool is in exactly one group, so the groups together are the whole list.
    const union = new Set<string>();
    for (const g of TOOL_GROUPS) for (const t of await list(`/mcp?tools=${g}`)) union.add(t.name);
    assert.equal(union.size, TOOLS.length);
  });

  it('refuses an unknown group with a clear JSON-RPC error, from initialize on', async () => {
    const res = await post('/mcp?tools=content,nope', { jsonrpc: '2.0', id: 9, method: 'tools/list' });
    assert.equal(res.status, 400);
    assert.equal(res.body.id, 9);
    assert.equal(res.body.error.code, -32602);
    assert.match(res.body.error.message, /Unknown tool group "nope"/);
    assert.match(res.body.error.message, /content, model, reports, admin/);
    assert.deepEqual(res.body.error.data.groups, [...TOOL_GROUPS]);
    const empty = await post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'x-mcp-tools': ' , ' });
    assert.match(empty.body.error.message, /names no group/);
    await assert.rejects(() => client('/mcp?tools=everything'), /Unknown tool group/);
  });

  it('serves an SDK client on a selection, and answers a tool outside it as an unknown tool naming its group', async () => {
    const c = await client('/mcp?tools=reports');
    const names = (await c.listTools()).tools.map((t) => t.name);
    assert.ok(names.includes('get_search_queries') && !names.includes('create_entry'));
    assert.equal((await call(c, 'whoami')).structuredContent?.kind, 'management');
    const guide = await call(c, 'get_llms_txt');
    assert.equal(guide.structuredContent, undefined, 'the guide is text, not JSON around it');
    assert.match(guide.content[0].text, /^# Blog\n/);
    assert.match(guide.content[0].text, /\/mcp\?tools=content,model/, 'the guide tells of the groups');
    await assert.rejects(() => c.callTool({ name: 'create_entry', arguments: { content_type: 'post', fields: {} } }), (e: unknown) => e instanceof McpError && /content group/.test(e.message) && /tools=reports,content/.test(e.message));
    await c.close();
  });

  it('says argument names in errors, never query parameters', async () => {
    const c = await client('/mcp?tools=content,model');
    await call(c, 'create_content_type', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    const res = await call(c, 'list_entries', { content_type: 'post', filters: { 'title[gt]': 'a' } });
    assert.equal(res.isError, true);
    const error = res.structuredContent?.error;
    assert.equal(error.code, 'invalid_parameter');
    assert.match(error.message, /filters\.title\[gt\]/, error.message);
    assert.doesNotMatch(`${error.message} ${error.fix} ${res.content[0].text}`, /query|\bparameter|fields\.title/);
    assert.ok(error.details.arguments['filters.title[gt]'], JSON.stringify(error.details));
    assert.equal(error.details.parameters, undefined);
    await c.close();
  });
});
