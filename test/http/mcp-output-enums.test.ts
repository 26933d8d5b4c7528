import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSLATION_JOB_STATUSES } from '../../src/domain/translation/job-statuses.ts';
import { startTestService, type TestService } from '../support/service.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Tools that answer a resource the REST API also answers, with the REST operation that answers
 * it. Both come from the resource's one schema (src/present), so a value set listed in one is
 * the same list in the other.
 */
const SHARED: [tool: string, method: string, path: string, status: string][] = [
  ['get_space', 'get', '/api/v1/spaces/{space_id}', '200'],
  ['create_locale', 'post', '/api/v1/spaces/{space_id}/locales', '201'],
  ['get_entry', 'get', '/api/v1/spaces/{space_id}/entries/{id}', '200'],
  ['list_entries', 'get', '/api/v1/spaces/{space_id}/entries', '200'],
  ['get_asset', 'get', '/api/v1/spaces/{space_id}/assets/{id}', '200'],
  ['get_content_type', 'get', '/api/v1/spaces/{space_id}/content_types/{id}', '200'],
  ['get_readiness', 'get', '/api/v1/spaces/{space_id}/readiness', '200'],
  ['get_translation_job', 'get', '/api/v1/spaces/{space_id}/translation_jobs/{id}', '200'],
  ['start_translation_job', 'post', '/api/v1/spaces/{space_id}/translation_jobs', '202'],
  ['schedule_entry', 'post', '/api/v1/spaces/{space_id}/entries/{id}/schedule', '201'],
  ['get_release', 'get', '/api/v1/spaces/{space_id}/releases/{id}', '200'],
];

/** The values a declaration allows (through a nullable union), or null for a free value. */
function enumOf(s: Json | undefined): unknown[] | null {
  if (!s) return null;
  if (Array.isArray(s.enum)) return s.enum;
  if (s.const !== undefined) return [s.const];
  for (const b of (s.anyOf ?? []) as Json[]) if (Array.isArray(b.enum)) return b.enum;
  const consts = ((s.anyOf ?? []) as Json[]).filter((b) => b.const !== undefined);
  return consts.length ? consts.map((b) => b.const) : null;
}

/** Every string-valued property of an object schema (through array items and union branches), by path. */
function* strings(schema: Json, at: string, resolve: (s: Json) => Json): Generator<[string, Json]> {
  const s = resolve(schema);
  for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
    const r = resolve(p);
    const types = [r.type, ...((r.anyOf ?? []) as Json[]).map((b) => b.type)].flat();
    if (types.includes('string') || enumOf(r)) yield [`${at}${name}`, r];
    yield* strings(r, `${at}${name}.`, resolve);
  }
  if (s.items && typeof s.items === 'object') yield* strings(s.items as Json, `${at.replace(/\.$/, '')}[].`, resolve);
  for (const b of (s.anyOf ?? []) as Json[]) if (b.type === 'object' || b.properties) yield* strings(b, at, resolve);
}

/** The declaration at `path` (a.b[].c) in a schema, looking through $refs, nullable unions and items. */
function at(schema: Json, path: string, resolve: (s: Json) => Json): Json | undefined {
  let nodes = [resolve(schema)];
  for (const part of path.split('.')) {
    const [name, list] = [part.replace(/\[\]$/, ''), part.endsWith('[]')];
    const next: Json[] = [];
    for (const n of nodes) for (const b of [n, ...((n.anyOf ?? []) as Json[]).map(resolve)]) if (b.properties?.[name]) next.push(resolve(b.properties[name]));
    nodes = list ? next.flatMap((n) => [n, ...((n.anyOf ?? []) as Json[]).map(resolve)]).filter((n) => n.items).map((n) => resolve(n.items)) : next;
    if (!nodes.length) return undefined;
  }
  return nodes[0];
}

describe('MCP output schemas and the REST reference list the same values', () => {
  let svc: TestService;
  let tools: Map<string, Json>;
  let doc: Json;

  before(async () => {
    svc = await startTestService();
    await svc.space('blog', { name: 'Blog' });
    const token = await svc.key('blog', 'management');
    const res = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    tools = new Map(((await res.json()) as Json).result.tools.map((t: Json) => [t.name, t]));
    doc = (await (await fetch(`${svc.url}/api/v1/openapi.json`)).json()) as Json;
  });
  after(async () => svc?.stop());

  const resolve = (s: Json): Json => (typeof s?.$ref === 'string' ? (doc.components.schemas[s.$ref.split('/').pop()!] ?? s) : s);

  it('gives every string a tool answers the enum its REST answer has, and no other', () => {
    const bad: string[] = [];
    let compared = 0;
    for (const [tool, method, path, status] of SHARED) {
      const output = tools.get(tool)?.outputSchema as Json | undefined;
      assert.ok(output, `${tool} is listed with an output schema`);
      const rest = doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema as Json | undefined;
      assert.ok(rest, `${method.toUpperCase()} ${path} answers ${status} with a JSON schema`);
      // The first branch is the answer; the last admits the error envelope of a failed call.
      for (const [prop, mcp] of strings(output.anyOf[0], '', (s) => s)) {
        const restDecl = at(rest, prop, resolve);
        if (!restDecl) continue;
        compared++;
        const [m, r] = [enumOf(mcp), enumOf(restDecl)];
        if (JSON.stringify(m) !== JSON.stringify(r)) bad.push(`${tool} ${prop}: MCP ${JSON.stringify(m)}, REST ${JSON.stringify(r)}`);
      }
    }
    assert.deepEqual(bad, []);
    assert.ok(compared > 30, `${compared} shared properties compared`);
  });

  it('lists the statuses a translation job can have, and only those', () => {
    const status = (tools.get('get_translation_job')!.outputSchema as Json).anyOf[0].properties.status;
    assert.deepEqual(status.enum, [...TRANSLATION_JOB_STATUSES]);
    assert.ok(!status.enum.includes('failed'), 'a job whose entries fail is done, with its failures listed');
  });
});
