import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { useService } from '../support/service.ts';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses?: Record<string, Json> };
}
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: Json; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: Json; example?: unknown; examples?: unknown }> };
  responses: Record<string, Json>;
}

/** Every operation of the document, named as a developer would look it up: `POST /api/v1/… (createEntry)`. */
function* operations(doc: Doc): Generator<[string, Operation, string, string]> {
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) yield [`${method.toUpperCase()} ${path} (${op.operationId})`, op, method, path];
}

const resolve = (doc: Doc, node: Json): Json => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const [, , kind, name] = ref.split('/');
  return (doc.components as Record<string, Record<string, Json>>)[kind]?.[name] ?? node;
};

/** Each property of a schema with its path (`fields[].item_fields[].type`), through arrays, unions and maps. */
function* properties(doc: Doc, schema: Json | undefined, at = ''): Generator<[string, Json]> {
  if (!schema) return;
  const s = resolve(doc, schema);
  for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
    yield [`${at}${name}`, p];
    yield* properties(doc, p, `${at}${name}.`);
  }
  if (s.items && typeof s.items === 'object') yield* properties(doc, s.items as Json, at.endsWith('.') ? `${at.slice(0, -1)}[].` : `${at}[].`);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') yield* properties(doc, s.additionalProperties as Json, at);
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const b of (s[k] ?? []) as Json[]) yield* properties(doc, b, at);
}

/** The schema itself or, for a nullable/union, any branch: what the check looks at. */
const branches = (s: Json): Json[] => [s, ...(((s.anyOf ?? s.oneOf) as Json[] | undefined) ?? [])];
const hasExample = (s: Json): boolean =>
  branches(s).some((b) => (Array.isArray(b.examples) && b.examples.length > 0) || b.example !== undefined || b.default !== undefined || Array.isArray(b.enum) || b.const !== undefined || b.type === 'null' && false) ||
  branches(s).some((b) => !!b.properties || (b.type === 'array' && !!b.items && typeof b.items === 'object' && hasExample(b.items as Json)));

/**
 * A response property's example: `examples`/`example` on it (or on a branch of its union), or the
 * values it can only take (`const`, `enum`); an object is exemplified by its properties and an
 * array by its items, each checked on its own. An open map (`additionalProperties` only) needs
 * its own example, since nothing below it is declared.
 */
const hasResponseExample = (doc: Doc, s: Json): boolean =>
  branches(resolve(doc, s)).some((b0) => {
    const b = resolve(doc, b0);
    if ((Array.isArray(b.examples) && b.examples.length > 0) || b.example !== undefined || Array.isArray(b.enum) || b.const !== undefined || b.type === 'null') return true;
    if (b.properties && Object.keys(b.properties).length > 0) return true;
    return b.type === 'array' && !!b.items && typeof b.items === 'object' && hasResponseExample(doc, b.items as Json);
  });

/** Names that by convention hold one of a fixed set of values. */
const ENUM_LIKE = /^(type|kind|status|action|role|target|accept|fit|fm|purpose|interval|op|permission_level)$/;
const isFreeString = (s: Json): boolean => {
  const strings = branches(s).filter((b) => b.type === 'string');
  return strings.length > 0 && !strings.some((b) => Array.isArray(b.enum) || b.const !== undefined || typeof b.pattern === 'string') && !branches(s).some((b) => Array.isArray(b.enum));
};

/** Error answers that speak another protocol's format, not the SPEC envelope. */
const OTHER_ERROR_FORMATS = [
  /^\/oauth\/(register|token|revoke)$/, // RFC 6749 / 7591 / 7009 `{error, error_description}`
  /^\/mcp$/, // JSON-RPC errors
  /^\/readyz$/, // 503 carries the readiness report itself, which says what is not ready
];

/**
 * Redocly's recommended rules, in process and offline, with no ignore file and no rule turned
 * off; then the rules no linter has: every answer described, every request-body property
 * described and exemplified, every body with an example, values of enum-like properties listed.
 */
describe('OpenAPI document contract', () => {
  const svc = useService();
  let text = '';
  let doc: Doc;

  before(async () => {
    text = await (await fetch(`${svc().url}/api/v1/openapi.json`)).text();
    doc = JSON.parse(text) as Doc;
  });

  it("passes Redocly's recommended rules with no ignores", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
    assert.deepEqual(lines, []);
  });

  it('describes every answer of every operation (no "Default Response")', () => {
    const bad: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [code, r] of Object.entries(op.responses)) {
        const d = String(resolve(doc, r).description ?? '');
        if (!d || d === 'Default Response') bad.push(`${name} ${code}: give the response schema a description`);
      }
    }
    assert.deepEqual(bad, []);
  });

  it('answers errors in the SPEC envelope, and every operation declares the error answers it can give', () => {
    const bad: string[] = [];
    for (const [name, op, , path] of operations(doc)) {
      const codes = Object.keys(op.responses);
      if (!codes.some((c) => c.startsWith('4'))) bad.push(`${name}: no 4xx answer`);
      if (!op.responses.default) bad.push(`${name}: no default answer`);
      if (OTHER_ERROR_FORMATS.some((re) => re.test(path))) continue;
      for (const code of codes.filter((c) => /^[45]|default/.test(c))) {
        const json = (resolve(doc, op.responses[code]).content as Record<string, { schema?: Json }> | undefined)?.['application/json'];
        if (json && json.schema?.$ref !== '#/components/schemas/Error') bad.push(`${name} ${code}: a JSON error answer must be the Error envelope (Type.Ref('Error') in responses())`);
      }
    }
    assert.deepEqual(bad, []);
    const error = doc.components.schemas.Error as { properties: { error: { properties: Record<string, Json> } } };
    for (const [k, p] of Object.entries(error.properties.error.properties)) assert.ok(p.description, `Error.error.${k} has a description`);
  });

  it('describes every request-body property and gives it an example', () => {
    const bad: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        for (const [prop, schema] of properties(doc, media.schema)) {
          if (!branches(schema).some((b) => b.description)) bad.push(`${name} ${type} body property ${prop}: add a description`);
          if (!hasExample(schema)) bad.push(`${name} ${type} body property ${prop}: add examples (or a default or enum)`);
        }
      }
    }
    assert.deepEqual(bad, []);
  });

  it('describes every response property and gives it an example, through $refs, nested objects and array items', () => {
    const bad: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [code, r] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries((resolve(doc, r).content ?? {}) as Record<string, { schema?: Json }>)) {
          for (const [prop, schema] of properties(doc, media.schema)) {
            const s = resolve(doc, schema);
            if (!branches(s).some((b) => b.description)) bad.push(`${name} ${code} ${type} property ${prop}: add a description`);
            if (!hasResponseExample(doc, s)) bad.push(`${name} ${code} ${type} property ${prop}: add examples (or list its values)`);
          }
        }
      }
    }
    assert.deepEqual([...new Set(bad)], []);
  });

  it('gives every request body an example', () => {
    const bad: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (media.example === undefined && media.examples === undefined) bad.push(`${name} ${type} body: no example (every required property needs examples, or give the body schema one)`);
      }
    }
    assert.deepEqual(bad, []);
  });

  it('lists the values of enum-like strings (type, kind, status, action, …) in bodies, answers and parameters', () => {
    const bad: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const p of op.parameters ?? []) if (ENUM_LIKE.test(p.name) && p.schema && isFreeString(p.schema)) bad.push(`${name} parameter ${p.name}: list its values (an enum) or its pattern`);
      const schemas: [string, Json | undefined][] = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([t, m]): [string, Json | undefined] => [`${t} body`, m.schema]),
        ...Object.entries(op.responses).flatMap(([code, r]) => Object.values((resolve(doc, r).content ?? {}) as Record<string, { schema?: Json }>).map((m): [string, Json | undefined] => [`${code} answer`, m.schema])),
      ];
      for (const [where, schema] of schemas) for (const [prop, s] of properties(doc, schema)) if (ENUM_LIKE.test(prop.split('.').pop()!.replace('[]', '')) && isFreeString(s)) bad.push(`${name} ${where} property ${prop}: a free string; list its values (StringEnum / CheckedString in present/schema-enums.ts)`);
    }
    assert.deepEqual([...new Set(bad)], []);
  });

  it('spells headers as people type them, and declares conditional GETs, Idempotency-Key and the fields filter', () => {
    const bad: string[] = [];
    for (const [name, op, method, path] of operations(doc)) {
      for (const p of op.parameters ?? []) if (p.in === 'header' && !/^[A-Z][A-Za-z]*(-[A-Z][A-Za-z]*)*$/.test(p.name)) bad.push(`${name} header ${p.name}: write it as sent, e.g. Idempotency-Key`);
      if (method === 'get' && path.startsWith('/api/v1/') && path !== '/api/v1/spaces/{space_id}/export') {
        if (!op.parameters?.some((p) => p.name === 'If-None-Match' && p.in === 'header')) bad.push(`${name}: If-None-Match not declared`);
        if (!op.responses['304']) bad.push(`${name}: 304 not declared`);
      }
    }
    assert.deepEqual(bad, []);
    const create = doc.paths['/api/v1/spaces/{space_id}/entries'].post;
    assert.ok(create.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'));
    const filters = doc.paths['/api/v1/spaces/{space_id}/entries'].get.parameters?.find((p) => p.name === 'filters');
    assert.ok(filters, 'the fields.<api_id> filters are declared');
    const pattern = new RegExp(String((filters.schema?.propertyNames as Json).pattern));
    for (const name of ['fields.title', 'fields.price[lt]', 'fields.author.sys.id', 'fields.tags[in]']) assert.match(name, pattern);
  });
});
