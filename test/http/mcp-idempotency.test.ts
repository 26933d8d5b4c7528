import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { useService } from '../support/service.ts';
import { call, mcpClient, modern, rawMcp } from '../support/mcp.ts';

/** Creating MCP tools take an idempotency_key (or the Idempotency-Key header of /mcp): a retried call writes once. */
describe('MCP idempotency_key', () => {
  const svc = useService();
  let token = '';
  let mcp: Client;
  const entries = async () => (await svc().database.db.selectFrom('entries').select('id').where('space_id', '=', 'mi').execute()).length;

  before(async () => {
    await svc().space('mi');
    token = await svc().key('mi', 'agent', 'Writer');
    await svc().client(token).post('/api/v1/spaces/mi/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    mcp = await mcpClient(svc(), token);
  });

  it('create_entry retried with the same idempotency_key makes one entry and returns the same result', async () => {
    const key = randomUUID();
    const before = await entries();
    const first = await call(mcp, 'create_entry', { content_type: 'note', fields: { title: 'Only once' }, idempotency_key: key });
    assert.equal(first.isError, undefined, JSON.stringify(first));
    const again = await call(mcp, 'create_entry', { idempotency_key: key, fields: { title: 'Only once' }, content_type: 'note' });
    assert.equal(again.isError, undefined, JSON.stringify(again));
    assert.deepEqual(again.structuredContent, first.structuredContent);
    assert.equal(again.content[0].text, first.content[0].text);
    assert.equal(await entries(), before + 1);
    const created = await svc().database.db.selectFrom('activity').select('id').where('space_id', '=', 'mi').where('action', '=', 'entry.created').where('resource_id', '=', first.structuredContent!.sys.id).execute();
    assert.equal(created.length, 1);
  });

  it('the same key with other arguments is refused and writes nothing; an empty key is refused with a fix', async () => {
    const key = randomUUID();
    await call(mcp, 'create_entry', { content_type: 'note', fields: { title: 'A' }, idempotency_key: key });
    const before = await entries();
    const other = await call(mcp, 'create_entry', { content_type: 'note', fields: { title: 'B' }, idempotency_key: key });
    assert.equal(other.isError, true);
    assert.equal(other.structuredContent!.error.code, 'validation_failed');
    assert.ok(other.structuredContent!.error.details.fields.idempotency_key);
    assert.match(other.structuredContent!.error.fix, /new idempotency_key/);

    const empty = await call(mcp, 'create_entry', { content_type: 'note', fields: { title: 'C' }, idempotency_key: '' });
    assert.equal(empty.isError, true);
    assert.equal(empty.structuredContent!.error.code, 'validation_failed');
    assert.match(empty.structuredContent!.error.details.fields.idempotency_key, /not an empty value/);
    assert.match(empty.structuredContent!.error.fix, /fresh UUID as idempotency_key/);
    assert.equal(await entries(), before);
  });

  it('every creating tool lists idempotency_key; reading tools do not', async () => {
    const { tools } = await mcp.listTools();
    const props = (name: string) => Object.keys((tools.find((t) => t.name === name)!.inputSchema.properties ?? {}) as object);
    for (const name of ['create_entry', 'publish_entry', 'restore_entry_version', 'batch', 'upload_asset', 'upload_asset_data', 'create_content_type', 'add_field', 'create_locale']) assert.ok(props(name).includes('idempotency_key'), name);
    for (const name of ['list_entries', 'get_entry', 'update_entry']) assert.ok(!props(name).includes('idempotency_key'), name);
  });

  it('a batch retried with the same key runs once', async () => {
    const key = randomUUID();
    const before = await entries();
    const args = { operations: [0, 1, 2].map((i) => ({ op: 'create_entry', content_type: 'note', fields: { title: `Batch ${i}` } })), idempotency_key: key };
    const first = await call(mcp, 'batch', args);
    const again = await call(mcp, 'batch', args);
    assert.equal(first.isError, undefined, JSON.stringify(first));
    assert.deepEqual(again.structuredContent, first.structuredContent);
    assert.equal(await entries(), before + 3);
  });

  it('honours the Idempotency-Key header of /mcp for tools/call, across JSON-RPC ids', async () => {
    const key = randomUUID();
    const before = await entries();
    const send = async (id: number) => {
      const { message, headers } = modern('tools/call', { name: 'create_entry', arguments: { content_type: 'note', fields: { title: 'By header' } } }, id);
      return rawMcp(svc(), token, message, { ...headers, 'idempotency-key': key });
    };
    const a = await send(1);
    const b = await send(2);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.equal(a.body.result.isError, undefined, JSON.stringify(a.body));
    assert.equal(b.body.id, 2);
    assert.deepEqual(b.body.result.structuredContent, a.body.result.structuredContent);
    assert.equal(await entries(), before + 1);

    const { message, headers } = modern('tools/call', { name: 'create_entry', arguments: { content_type: 'note', fields: { title: 'Empty header' } } }, 3);
    const empty = await rawMcp(svc(), token, message, { ...headers, 'idempotency-key': '' });
    assert.equal(empty.body.result.isError, true);
    assert.match(empty.body.result.structuredContent.error.message, /Idempotency-Key header/);
    assert.equal(await entries(), before + 1);
  });
});
