import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import sharp from 'sharp';
import { ACCEPT_VALUES, FIELD_TYPES, KINDS } from '../../src/domain/content-model/types.ts';
import { HOOK_EVENTS, HOOK_KINDS, HOOK_TARGETS } from '../../src/domain/hooks/events.ts';
import { ERROR_CODES, errorReference } from '../../src/domain/errors.ts';
import { startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { translator } from '../support/translator.ts';
import { startTestService, type TestService } from '../support/service.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;

/** Tools whose answer is a document for the model to read: text content, no output schema. */
const TEXT_TOOLS = ['get_llms_txt'];
interface ListedTool {
  name: string;
  inputSchema: Schema;
  outputSchema?: Schema;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
/** A strict JSON Schema 2020-12 validator, as a careful MCP client would use. */
const newAjv = () => addFormats(new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }));

/** Every place in a schema where a property, array item or record value is declared, with its path. */
function* declarations(schema: Schema, path: string): Generator<{ path: string; schema: Schema; isProperty: boolean }> {
  for (const [k, v] of Object.entries<Schema>(schema.properties ?? {})) {
    yield { path: path ? `${path}.${k}` : k, schema: v, isProperty: true };
    yield* declarations(v, path ? `${path}.${k}` : k);
  }
  const nested: Array<[Schema | undefined, string]> = [
    [schema.items, `${path}[]`],
    [typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined, `${path}{}`],
    ...Object.values<Schema>(schema.patternProperties ?? {}).map((v): [Schema, string] => [v, `${path}{}`]),
  ];
  for (const [s, p] of nested) {
    if (!s || typeof s !== 'object') continue;
    yield { path: p, schema: s, isProperty: false };
    yield* declarations(s, p);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const branch of schema[key] ?? []) yield* declarations(branch, path);
}

/** The enum a declaration allows, looking through a nullable `anyOf [enum, null]`. */
function enumOf(s: Schema): string[] | null {
  if (Array.isArray(s.enum)) return s.enum;
  const inner = (s.anyOf ?? []).find((b: Schema) => Array.isArray(b.enum));
  return inner ? inner.enum : null;
}

/** Arguments that put `value` at `path` (a.b[].c), and nothing else. */
function argsWith(path: string, value: unknown): Record<string, unknown> {
  const parts = path.split('.');
  const build = (i: number): unknown => {
    if (i === parts.length) return value;
    const [name, list] = [parts[i].replace(/\[\]$/, ''), parts[i].endsWith('[]')];
    const inner = build(i + 1);
    return { [name]: list ? [inner] : inner };
  };
  const [first, ...rest] = parts;
  const list = first.endsWith('[]');
  const inner = rest.length ? (build(1) as Record<string, unknown>) : value;
  return { [first.replace(/\[\]$/, '')]: list ? [inner] : inner };
}

/** A value an agent would write knowing only the schema: an example, the first allowed value, the default, or the smallest of its type. */
function sample(s: Schema): unknown {
  if (s.examples?.length) return s.examples[0];
  if (s.enum) return s.enum[0];
  if ('const' in s) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.anyOf) return sample(s.anyOf[0]);
  switch (s.type) {
    case 'string':
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k: string) => [k, sample(s.properties[k])]));
    default:
      return null;
  }
}

describe('MCP tool schemas an agent can rely on', () => {
  let svc: TestService;
  let provider: FakeAiProvider;
  let rx: Receiver;
  let site: Server;
  let mgmt: string;
  let agent: Client;
  let tools: ListedTool[];

  before(async () => {
    provider = await startAiProvider();
    svc = await startTestService(provider.env());
    rx = await startReceiver();
    // The live site the readiness check reads.
    site = createServer((req, res) => {
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Shop</h1></body></html>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    await svc.space('shop', { name: 'Shop' });
    mgmt = await svc.key('shop', 'management');
    agent = await mcpClient(svc, await svc.key('shop', 'agent', 'Schema agent'));
    tools = (await (await mcpClient(svc, mgmt)).listTools()).tools as ListedTool[];
    const agentTools = (await agent.listTools()).tools as ListedTool[];
    for (const t of agentTools) if (!tools.some((x) => x.name === t.name)) tools.push(t);
  });
  after(async () => {
    await agent?.close();
    await svc?.stop();
    await provider?.close();
    await rx?.close();
    await new Promise((r) => site?.close(r));
  });

  it('publishes an input and an output schema for every tool, each valid JSON Schema 2020-12, with a description on every property', () => {
    assert.ok(tools.length >= 50, `${tools.length} tools`);
    const ajv = newAjv();
    for (const t of tools) {
      if (TEXT_TOOLS.includes(t.name)) assert.equal(t.outputSchema, undefined, `${t.name} answers text, not structured content`);
      const schemas: Array<[string, Schema | undefined]> = [['inputSchema', t.inputSchema], ...(TEXT_TOOLS.includes(t.name) ? [] : [['outputSchema', t.outputSchema] as [string, Schema | undefined]])];
      for (const [kind, schema] of schemas) {
        assert.ok(schema, `${t.name} has an ${kind}`);
        assert.equal(schema.type, 'object', `${t.name} ${kind} is an object schema`);
        assert.ok(ajv.validateSchema(schema), `${t.name} ${kind}: ${ajv.errorsText(ajv.errors)}`);
        assert.doesNotThrow(() => ajv.compile(schema), `${t.name} ${kind} compiles in strict mode`);
      }
      const undescribed = [...declarations(t.inputSchema, '')].filter((d) => d.isProperty && !d.schema.description).map((d) => d.path);
      assert.deepEqual(undescribed, [], `${t.name}: every argument says what it is`);
    }
  });

  it('lists allowed values as enums made from the domain\'s own constants', () => {
    const byName = new Map(tools.map((t) => [t.name, t]));
    const at = (tool: string, path: string) => [...declarations(byName.get(tool)!.inputSchema, '')].find((d) => d.path === path)?.schema ?? {};
    assert.deepEqual(enumOf(at('add_field', 'field.type')), [...FIELD_TYPES]);
    assert.deepEqual(enumOf(at('add_field', 'field.accept')), [...ACCEPT_VALUES]);
    assert.deepEqual(enumOf(at('create_content_type', 'fields[].type')), [...FIELD_TYPES]);
    assert.deepEqual(enumOf(at('update_content_type', 'changes.kind')), [...KINDS]);
    assert.ok(at('update_content_type', 'changes.entry_order').anyOf.some((b: Schema) => b.pattern), 'entry_order has a pattern');
    assert.deepEqual(enumOf(at('create_webhook', 'kind')), [...HOOK_KINDS]);
    assert.deepEqual(enumOf(at('create_webhook', 'target')), [...HOOK_TARGETS]);
    assert.deepEqual(enumOf(at('create_webhook', 'events[]')), [...HOOK_EVENTS]);
    assert.deepEqual(enumOf(at('create_api_key', 'kind')), ['delivery', 'preview']);
    assert.ok(at('create_locale', 'code').pattern, 'locale codes have a pattern');
    // Field values are described per field type, not left as {}.
    const value = at('create_entry', 'fields{}');
    assert.ok(value.anyOf?.length >= 5, JSON.stringify(value));
    for (const type of FIELD_TYPES) assert.ok(JSON.stringify(value).includes(`${type}:`), `the value of a ${type} field is described`);
  });

  it('refuses every enum value outside the enum with validation_failed naming the argument and the allowed values', async () => {
    let checked = 0;
    for (const t of tools) {
      for (const d of declarations(t.inputSchema, '')) {
        const allowed = enumOf(d.schema);
        if (!allowed || d.path.includes('{}')) continue;
        const res = await call(agent, t.name, argsWith(d.path.replace(/\[\]$/, ''), d.path.endsWith('[]') ? ['not-a-value'] : 'not-a-value'));
        assert.equal(res.isError, true, `${t.name} ${d.path}`);
        if (res.structuredContent?.error.code === 'key_cannot') continue;
        assert.equal(res.structuredContent?.error.code, 'validation_failed', `${t.name} ${d.path}: ${res.content[0].text}`);
        const fields = res.structuredContent?.error.details.fields as Record<string, string>;
        const message = Object.entries(fields).find(([k]) => k.replace(/\[\d+\]/g, '[]').replace(/\.?\[\]$/, '') === d.path.replace(/\[\]$/, '').replace(/\.?\[\]/g, '[]'))?.[1] ?? '';
        assert.ok(allowed.every((v) => message.includes(JSON.stringify(v))), `${t.name} ${d.path}: ${JSON.stringify(fields)}`);
        checked++;
      }
    }
    assert.ok(checked >= 15, `${checked} enums checked`);
  });

  it('speaks of tools and arguments in every fix, never of URL paths, headers or the OpenAPI document', async () => {
    const res = await call(await mcpClient(svc, await svc.key('shop', 'delivery')), 'list_entries', { order: 'sys.nope' });
    assert.equal(res.structuredContent?.error.code, 'invalid_parameter');
    assert.doesNotMatch(res.structuredContent?.error.fix, /query|path|\/api\/v1/);
    const denied = await call(await mcpClient(svc, await svc.key('shop', 'delivery')), 'get_readiness');
    assert.equal(denied.structuredContent?.error.code, 'key_cannot');
    assert.match(denied.structuredContent?.error.fix, /whoami/);
    assert.doesNotMatch(denied.structuredContent?.error.fix, /\/api\/v1/);
    const missing = await call(agent, 'get_entry', { id: 'nope' });
    assert.equal(missing.structuredContent?.error.code, 'not_found');
    assert.match(missing.structuredContent?.error.fix, /list_entries/);
    const noCheck = await call(agent, 'get_readiness');
    assert.match(noCheck.structuredContent?.error.fix, /run_readiness_check/);
    const extra = await call(agent, 'whoami', { nope: 1 });
    assert.doesNotMatch(JSON.stringify(extra.structuredContent), /OpenAPI/);
    // Every code's fix as a tool caller sees it.
    const { forToolCaller } = await import('../../src/present/tool-error.ts');
    const { AppError } = await import('../../src/domain/errors.ts');
    for (const e of errorReference().filter((x) => x.code in ERROR_CODES)) {
      const fix = forToolCaller(new AppError(e.code as keyof typeof ERROR_CODES, { message: 'x' })).fix;
      assert.doesNotMatch(fix, /\/api\/v1|OpenAPI|query or path|Content-Type|Retry-After header/, `${e.code}: ${fix}`);
    }
  });

  it('answers every tool with structured content that matches its output schema, over real HTTP', async () => {
    const ajv = newAjv();
    const validators = new Map<string, ValidateFunction>(tools.filter((t) => t.outputSchema).map((t) => [t.name, ajv.compile(t.outputSchema!)]));
    const seen = new Set<string>();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const run = async (name: string, args: Record<string, unknown> = {}, client: Client = agent): Promise<any> => {
      const res = await call(client, name, args);
      assert.notEqual(res.isError, true, `${name}: ${res.content[0]?.text}`);
      if (TEXT_TOOLS.includes(name)) {
        assert.equal(res.structuredContent, undefined, `${name} answers its document as text`);
        seen.add(name);
        return res.content[0].text;
      }
      const validate = validators.get(name)!;
      assert.ok(validate(res.structuredContent), `${name}: ${ajv.errorsText(validate.errors)}`);
      seen.add(name);
      return res.structuredContent;
    };
    const owner = await mcpClient(svc, mgmt);
    await run('whoami');
    await run('get_space');
    assert.match(await run('get_llms_txt'), /^# Shop\n/, 'the markdown itself, not JSON around it');
    await run('update_space', { production_url: `http://127.0.0.1:${(site.address() as AddressInfo).port}` });
    await run('create_locale', { code: 'de' });
    await run('update_locale', { code: 'de', name: 'German' });
    await run('create_locale', { code: 'fr' });
    await run('delete_locale', { code: 'fr' });
    await run('create_content_type', { name: 'Author', api_id: 'author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }], dry_run: true });
    await run('create_content_type', { name: 'Author', api_id: 'author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol', localized: true }, { api_id: 'age', name: 'Age', type: 'integer' }] });
    await run('update_content_type', { content_type: 'author', changes: { kind: 'collection', entry_order: '-sys.created_at' } });
    await run('add_field', { content_type: 'author', field: { api_id: 'photo', name: 'Photo', type: 'asset', accept: 'image' } });
    await run('update_field', { content_type: 'author', field: 'photo', changes: { help: 'a portrait' } });
    await run('list_content_types');
    await run('get_content_type', { content_type: 'author' });
    const entry = await run('create_entry', { content_type: 'author', fields: { name: 'Ada', age: 36 } });
    await run('update_entry', { id: entry.sys.id, fields: { age: 37 }, version: entry.sys.version });
    await run('restore_entry_version', { id: entry.sys.id, version: 1, current_version: 2 });
    await run('publish_entry', { id: entry.sys.id });
    await run('unpublish_entry', { id: entry.sys.id });
    await run('archive_entry', { id: entry.sys.id });
    await run('unarchive_entry', { id: entry.sys.id });
    await run('list_entries', { content_type: 'author', status: 'draft', rich_text: 'html', locale: '*' });
    await run('search_entries', { query: 'ada', content_type: 'author' });
    await run('get_entry', { id: entry.sys.id, include: 1 });
    await run('list_versions', { id: entry.sys.id });
    await run('set_order', { content_types: ['author'] });
    await run('set_quick_access', { items: [{ content_type: 'author', label: 'People' }] });
    await run('get_quick_access');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } }).png().toBuffer();
    const asset = await run('upload_asset_data', { data: png.toString('base64'), filename: 'dot.png', alt: 'A red dot' });
    const files = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    await run('upload_asset', { url: `http://127.0.0.1:${(files.address() as AddressInfo).port}/dot.png`, alt: 'Another dot' });
    await new Promise((r) => files.close(r));
    await run('update_asset', { id: asset.sys.id, title: 'Dot' });
    await run('get_asset', { id: asset.sys.id });
    await run('list_assets');
    await run('batch', { operations: [{ op: 'create_entry', ref: 'b', content_type: 'author', fields: { name: 'Grace' } }, { op: 'publish_entry', id: '$b' }] });
    const hook = await run('create_webhook', { name: 'Build', kind: 'generic', url: rx.url('/build'), events: ['entry.published'], target: 'production' });
    await run('test_webhook', { id: hook.webhook.id });
    await run('list_webhooks');
    await run('delete_webhook', { id: hook.webhook.id });
    const key = await run('create_api_key', { name: 'Website', kind: 'delivery' });
    await run('list_api_keys');
    await run('revoke_api_key', { id: key.key.id });
    const invite = await run('create_invite', { name: 'Helper', expires_in_hours: 2 }, owner);
    assert.equal((await svc.anon.post(`/join/${invite.url.split('/join/')[1]}/redeem`)).status, 201);
    const agents = (await run('list_agents', {}, owner)).items as { id: string; name: string }[];
    await run('revoke_agent', { id: agents.find((a) => a.name === 'Helper')!.id }, owner);
    await run('set_questions', { questions: ['Where can I buy a red dot?'], schedule: 'off' });
    await run('get_answers');
    await run('start_answers_run');
    await run('run_readiness_check');
    await run('get_readiness');
    await run('get_readiness_history', { limit: 5 });
    await run('set_readiness_schedule', { interval_hours: 24 });
    await run('get_search_queries', { days: 7 });
    await run('get_analytics', { days: 7 });
    const goal = await run('create_analytics_goal', { kind: 'event', name: 'Signup' }, owner);
    await run('list_analytics_goals');
    await run('delete_analytics_goal', { id: goal.id }, owner);
    await run('list_activity', { resource_type: 'entry', limit: 5 });
    provider.answerWith(translator());
    await run('translate_entry', { id: entry.sys.id, to: 'de' });
    const job = await run('start_translation_job', { to: 'de', content_type: 'author' });
    await run('get_translation_job', { id: job.id });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const planned = await run('schedule_entry', { id: entry.sys.id, action: 'publish', at: later });
    await run('list_schedules', { entry_id: entry.sys.id, status: 'pending' });
    await run('cancel_schedule', { id: planned.id });
    const draft = await run('create_entry', { content_type: 'author', fields: { name: 'Edsger' } });
    const rel = await run('create_release', { name: 'Launch', entries: [{ id: draft.sys.id }] });
    await run('update_release', { id: rel.id, name: 'Spring launch' });
    await run('get_release', { id: rel.id });
    await run('list_releases', { status: 'open' });
    await run('list_entries', { content_type: 'author', release: rel.id });
    await run('get_entry', { id: draft.sys.id, release: rel.id });
    await run('validate_release', { id: rel.id });
    await run('schedule_release', { id: rel.id, at: later });
    await run('publish_release', { id: rel.id });
    const undo = await run('revert_release', { id: rel.id });
    await run('delete_release', { id: undo.id });
    await run('resume_translation_job', { id: job.id });
    await run('set_glossary', { never_translate: ['Acme'], terms: [{ term: 'cart', translations: { de: 'Warenkorb' } }], tone: { de: 'formal' } });
    await run('get_translation_settings');
    await run('export_site');
    const doomed = await run('create_entry', { content_type: 'author', fields: { name: 'Gone soon' } });
    await run('archive_entry', { id: doomed.sys.id });
    await run('delete_entry', { id: doomed.sys.id, dry_run: true });
    await run('delete_asset', { id: asset.sys.id, unlink: true, dry_run: true });
    await run('delete_field', { content_type: 'author', field: 'photo', delete_values: true, dry_run: true });
    await run('create_content_type', { name: 'Scratch', api_id: 'scratch', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    await run('delete_content_type', { content_type: 'scratch', delete_entries: true, unlink: true, dry_run: true });
    await owner.close();

    const untested = tools.map((t) => t.name).filter((n) => !seen.has(n));
    assert.deepEqual(untested, [], 'every tool answered once');
  });

  it('upload_asset_data checks the data as any upload is checked, and a refused one stores nothing', async () => {
    const before = (await call(agent, 'list_assets')).structuredContent?.total;
    const notBase64 = await call(agent, 'upload_asset_data', { data: '%%% not base64 %%%', filename: 'x.png' });
    assert.equal(notBase64.structuredContent?.error.code, 'validation_failed');
    assert.ok(notBase64.structuredContent?.error.details.fields.data, JSON.stringify(notBase64.structuredContent));
    const notAFile = await call(agent, 'upload_asset_data', { data: Buffer.from('#!/bin/sh\necho hi\n').toString('base64'), filename: 'run.sh' });
    assert.equal(notAFile.structuredContent?.error.code, 'validation_failed', notAFile.content[0].text);
    assert.equal((await call(agent, 'list_assets')).structuredContent?.total, before);
  });

  it('lets an agent that reads only tools/list build valid calls', async () => {
    // The agent knows nothing but the schemas: it picks a field type and a kind from their enums,
    // writes a value of the form the value schema describes for that type, and every call succeeds.
    const byName = new Map(tools.map((t) => [t.name, t]));
    const create = byName.get('create_content_type')!.inputSchema;
    const fieldType = create.properties.fields.items.properties.type.enum.find((t: string) => t === 'symbol');
    const kind = enumOf(create.properties.kind)!.find((k) => k === 'collection');
    const made = await call(agent, 'create_content_type', { name: 'Note', api_id: 'note', kind, fields: [{ api_id: 'text', name: 'Text', type: fieldType, required: true }] });
    assert.notEqual(made.isError, true, made.content[0].text);
    const valueSchema = Object.values<Schema>(byName.get('create_entry')!.inputSchema.properties.fields.patternProperties)[0];
    const stringBranch = valueSchema.anyOf.find((b: Schema) => b.type === 'string');
    assert.match(stringBranch.description, /symbol: short text/);
    const note = await call(agent, 'create_entry', { content_type: 'note', fields: { text: 'Hello' } });
    assert.notEqual(note.isError, true, note.content[0].text);
    const published = await call(agent, 'publish_entry', { id: note.structuredContent?.sys.id });
    assert.equal(published.structuredContent?.sys.status, 'published', published.content[0].text);

    // For every tool, a call made from the schema alone (required arguments only) passes the
    // server's own argument check: what the schema promises, the server accepts. Unknown ids and
    // the like still fail in the operation, with its own error.
    for (const t of tools) {
      const res = await call(agent, t.name, sample(t.inputSchema) as Record<string, unknown>);
      assert.doesNotMatch(res.content[0].text, /do not match its input schema/, `${t.name}: ${res.content[0].text}`);
    }
  });
});
