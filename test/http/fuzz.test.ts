import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rasterImage, uploadForm } from '../support/media.ts';
import { useService } from '../support/service.ts';
import type { Client, Res } from '../support/http.ts';

/**
 * Malformed requests to every operation of the OpenAPI document (whatever it
 * holds when the test runs), chosen by a seeded generator so a run can be repeated exactly
 * (`FUZZ_SEED=n`). Asserts no 500, every refusal in its documented shape (the SPEC envelope;
 * OAuth `{error, error_description}`; MCP a JSON-RPC error), and a healthy service afterwards.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 11);
/** Requests per operation at most: keeps the whole run well under a minute on either engine. */
const PER_OPERATION = 20;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

/** mulberry32: small, fast and good enough to pick cases reproducibly. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const typesOf = (s: Schema | undefined): string[] => {
  if (!s) return [];
  if (s.anyOf || s.oneOf) return [...new Set((s.anyOf ?? s.oneOf)!.flatMap(typesOf))];
  if (s.enum || s.const !== undefined) return ['enum'];
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
};

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Values of the wrong type (or out of range) for a schema, as JSON values. */
function wrongValues(s: Schema | undefined): unknown[] {
  const types = typesOf(s);
  const out: unknown[] = [{ zz_unknown: true }, null];
  if (!types.includes('string')) out.push('not a number or object', '');
  if (!types.includes('number') && !types.includes('integer')) out.push(12345, -1.5);
  if (types.includes('integer') || types.includes('number')) out.push(1e308, -1e308, 1.5, 1e23, '5');
  if (!types.includes('boolean')) out.push(true);
  if (types.includes('boolean')) out.push('true', 1);
  if (!types.includes('array')) out.push(['a', 1]);
  if (types.includes('array')) out.push(Array.from({ length: 5000 }, (_, i) => i), 'x');
  if (types.includes('string') || types.includes('enum')) out.push('x'.repeat(100_000), 'zz-not-an-option', '\u202e\ud800', '../../etc/passwd');
  if (types.includes('object')) out.push([], 'x');
  return out;
}

interface Case {
  name: string;
  path: string;
  init: RequestInit;
  token: 'management' | 'none';
}

const BAD_PATH_VALUES = ['%ff%fe', '%00', 'a'.repeat(3000), '%2e%2e%2f%2e%2e', '%E2%80%AE', '%25', '..', '%c0%af', '%F0%9F%92%A9', '%20'];
const BAD_QUERY_VALUES = ['abc', '1e309', '99999999999999999999999', '-1', '', '%ff', 'x'.repeat(5000), '%00', '1.5', 'NaN'];

function casesFor(method: string, template: string, op: Operation, fill: (name: string, template: string) => string, random: () => number): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const concrete = (over: Record<string, string> = {}) => template.replace(/\{(\w+)\}/g, (_m, name: string) => over[name] ?? encodeURIComponent(fill(name, template)));
  const path = concrete();
  const cases: Case[] = [];
  const add = (name: string, p: string, init: RequestInit = {}, token: Case['token'] = 'management') => cases.push({ name, path: p, init: { method, ...init }, token });

  for (const p of pathParams) for (const v of BAD_PATH_VALUES) add(`path ${p.name}=${v.slice(0, 20)}`, concrete({ [p.name]: v }));
  for (const q of queryParams) {
    for (const v of BAD_QUERY_VALUES) add(`query ${q.name}=${v.slice(0, 20)}`, `${path}?${q.name}=${v}`);
    add(`query ${q.name} twice`, `${path}?${q.name}=1&${q.name}=2`);
  }
  add('unknown query parameter', `${path}?zz_unknown=1`);
  add('no key', `${path}?zz_unknown=1`, {}, 'none');

  if (method !== 'GET' && method !== 'DELETE') {
    const json = (body: string, type = 'application/json') => ({ body, headers: { 'content-type': type } });
    add('text/plain body', path, json('hello', 'text/plain'));
    add('xml body', path, json('<a>1</a>', 'application/xml'));
    add('form body', path, json('a=b&c=%ff', 'application/x-www-form-urlencoded'));
    add('broken multipart', path, json('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot closed', 'multipart/form-data; boundary=x'));
    add('invalid JSON', path, json('{"a": '));
    add('empty JSON', path, json(''));
    add('JSON array', path, json('[]'));
    add('JSON null', path, json('null'));
    add('JSON string', path, json('"x"'));
    add('10,000 levels of nesting', path, json(deep(10_000)));
    add('deep object value', path, json(`{"fields":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`));
    add('2 MB body', path, json(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })));
    add('NUL in a string', path, json('{"name":"a\\u0000b","id":"\\u0000"}'));
    add('prototype pollution', path, json('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'));
    add('huge number', path, json('{"version":1e400,"position":-1e400}'));
    add('unknown field', path, json('{"zz_unknown":1}'));
    const schema = op.requestBody?.content['application/json']?.schema;
    for (const [prop, sub] of Object.entries(schema?.properties ?? {})) {
      for (const v of wrongValues(sub)) add(`body ${prop}=${JSON.stringify(v)?.slice(0, 20)}`, path, json(JSON.stringify({ [prop]: v })));
      const item = sub.items;
      if (item?.properties) {
        for (const [inner, innerSchema] of Object.entries(item.properties)) {
          for (const v of wrongValues(innerSchema).slice(0, 4)) add(`body ${prop}[0].${inner}=${JSON.stringify(v)?.slice(0, 20)}`, path, json(JSON.stringify({ [prop]: [{ [inner]: v }] })));
        }
      }
    }
  }
  return shuffle(cases, random).slice(0, PER_OPERATION);
}

/** 503s that say a feature needs an outside service this test server is not given. */
const NOT_CONFIGURED = new Set(['translation_unavailable', 'answers_unavailable']);

/** What is wrong with the answer, or null when it is acceptable. */
function problem(path: string, res: Res): string | null {
  if (res.status === 500 || (res.status > 500 && !NOT_CONFIGURED.has(res.body?.error?.code))) return `status ${res.status}`;
  if (res.status < 400) return null;
  const json = /json/.test(res.headers.get('content-type') ?? '');
  const route = path.split('?')[0];
  if (/^\/oauth\/(register|token|revoke)/.test(route)) {
    return json && typeof res.body?.error === 'string' && typeof res.body?.error_description === 'string' ? null : 'not {error, error_description}';
  }
  if (route === '/mcp' && json && res.body?.jsonrpc === '2.0' && typeof res.body?.error?.code === 'number') return null;
  const envelope = json && res.body?.error && ['code', 'message', 'fix', 'doc_url'].every((k) => typeof res.body.error[k] === 'string' && res.body.error[k].length > 0);
  if (route.startsWith('/api/v1') || route === '/mcp' || route.startsWith('/files/')) return envelope ? null : 'not the error envelope';
  // Pages for people (sign-in, consent, invites) answer HTML or markdown; JSON answers still use the envelope.
  return !json || envelope ? null : 'JSON error outside the envelope';
}

describe('fuzzing every operation of the OpenAPI document', () => {
  const svc = useService({ TESSERA_RATE_LIMIT_PER_MINUTE: '1000000' });
  let management: Client;
  let doc: { paths: Record<string, Record<string, Operation>> };
  const ids: Record<string, string> = {};

  before(async () => {
    await svc().space('site');
    management = svc().client(await svc().key('site', 'management'));
    const type = await management.post('/api/v1/spaces/site/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'order', name: 'Order', type: 'integer' }] });
    assert.equal(type.status, 201, type.text);
    const entry = await management.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Fuzzed' } });
    assert.equal(entry.status, 201, entry.text);
    ids.entries = entry.body.sys.id;
    const asset = await management.post('/api/v1/spaces/site/assets', uploadForm(await rasterImage('png', 4, 4), 'dot.png'));
    assert.equal(asset.status, 201, asset.text);
    ids.assets = asset.body.sys.id;
    ids.sha = asset.body.fields.file.url.split('/')[6];
    const hook = await management.post('/api/v1/spaces/site/webhooks', { name: 'Hook', kind: 'generic', url: 'http://127.0.0.1:9/hook' });
    ids.webhooks = hook.body?.webhook?.id ?? 'none';
    const res = await svc().anon.get('/api/v1/openapi.json');
    assert.equal(res.status, 200);
    doc = res.body;
  });

  /** A valid value for each path parameter, so malformed queries and bodies reach the route. */
  const fill = (name: string, template: string): string => {
    if (name === 'space_id' || name === 'space') return 'site';
    if (name === 'content_type_id') return 'post';
    if (name === 'code') return 'en';
    if (name === 'sha') return ids.sha;
    if (name === 'filename') return 'dot.png';
    if (name === 'id') {
      const collection = /\/(\w+)\/\{id\}/.exec(template)?.[1] ?? '';
      if (collection === 'content_types') return 'post';
      if (collection === 'fields') return 'title';
      if (template.startsWith('/files/')) return ids.assets;
      return ids[collection] ?? 'unknown';
    }
    return 'unknown';
  };

  it('answers every malformed request without 500, in the documented error shape, and stays healthy', async () => {
    const random = prng(SEED);
    const failures: string[] = [];
    let sent = 0;
    let operations = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations++;
        for (const c of casesFor(method.toUpperCase(), template, op, fill, random)) {
          const client = c.token === 'management' ? management : svc().anon;
          let res: Res;
          try {
            res = await client.raw(c.path, c.init);
          } catch (err) {
            failures.push(`${c.init.method} ${template} [${c.name}]: no answer (${(err as Error).message})`);
            continue;
          }
          sent++;
          const wrong = problem(c.path, res);
          if (wrong) failures.push(`${c.init.method} ${template} [${c.name}]: ${wrong}: ${res.text.slice(0, 200)}`);
        }
      }
    }
    assert.deepEqual(failures, [], `seed ${SEED}: ${failures.length} of ${sent} answers were wrong`);
    assert.ok(operations >= 40, `fuzzed ${operations} operations`);
    assert.ok(sent >= operations * 10, `sent ${sent} requests`);

    // Still healthy: reads, writes and MCP work as before.
    assert.equal((await management.get('/api/v1')).status, 200);
    assert.equal((await management.get(`/api/v1/spaces/site/entries/${ids.entries}`)).status, 200);
    const created = await management.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'After the storm' } });
    assert.equal(created.status, 201, created.text);
    const mcp = await management.raw('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    assert.equal(mcp.status, 200, mcp.text);
  });

  it('documents both bounds of every numeric query parameter', () => {
    const unbounded: string[] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) {
          const s = p.schema as (Schema & { minimum?: number; maximum?: number }) | undefined;
          if (p.in === 'query' && (typesOf(s).includes('integer') || typesOf(s).includes('number')) && (typeof s?.minimum !== 'number' || typeof s?.maximum !== 'number')) {
            unbounded.push(`${method.toUpperCase()} ${template} ${p.name}`);
          }
        }
      }
    }
    assert.deepEqual(unbounded, []);
  });
});
