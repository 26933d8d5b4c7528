import { OAUTH_ERROR_CODES } from '../domain/oauth.ts';

/**
 * What the OpenAPI document needs beyond the route schemas, so generated clients work
 * and pass a linter: a stable `operationId` on every operation, derived from method and path
 * unless the route names one, and query parameters that have a default are not `required`
 * (the server fills them in; a client must not be forced to send them).
 */

const ACTIONS = new Set(['retry', 'publish', 'unpublish', 'archive', 'unarchive', 'test', 'redeem', 'translate', 'restore', 'order', 'register', 'authorize', 'token', 'revoke']);

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * `GET /api/v1/spaces/{space_id}/entries` → `listEntries`, `GET …/entries/{id}` → `getEntry`, `POST
 * …/entries/{id}/publish` → `publishEntry`, `PATCH …/content_types/{content_type_id}/fields/{id}` →
 * `updateContentTypeField`. The space prefix is left out: every API operation has it.
 */
export function operationIdFor(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') || p.startsWith('{') ? null : p));
  const isApi = url.startsWith('/api/v1');
  if (isApi && parts[0] === 'spaces' && parts[1] === null && parts.length > 2) parts.splice(0, 2);
  const endsWithParam = parts.length > 0 && parts[parts.length - 1] === null;
  const last = [...parts].reverse().find((p) => p !== null) ?? '';
  let verb: string;
  let words = parts;
  const m = method.toUpperCase();
  if (m === 'POST' && ACTIONS.has(last) && words.length > 1) {
    verb = last === 'order' ? 'order' : last;
    words = words.slice(0, -1);
  } else if (m === 'GET') verb = endsWithParam || !isApi || parts.length === 0 ? 'get' : /[^s]s$/.test(last) ? 'list' : 'get';
  else if (m === 'POST') verb = 'create';
  else if (m === 'PATCH') verb = 'update';
  else if (m === 'PUT') verb = 'replace';
  else if (m === 'DELETE') verb = 'delete';
  else verb = m.toLowerCase();
  const named = words.map((w, i) => {
    if (w === null) return '';
    const followedByParam = words[i + 1] === null;
    const lastWord = words.slice(i + 1).every((x) => x === null);
    const keepPlural = (verb === 'list' || verb === 'order') && lastWord;
    return pascal(followedByParam || (lastWord && !keepPlural && (verb === 'create' || verb === 'get')) ? singular(w) : w);
  });
  const name = named.join('') || 'Root';
  return verb + name;
}

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const redirect = (status: string, description: string) => ({ [status]: { description, type: 'null', headers: { Location: { type: 'string', format: 'uri-reference', description: 'where the browser goes next' } } } });
const oauthError = {
  description: 'OAuth error (RFC 6749 5.2)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: { type: 'string', enum: [...OAUTH_ERROR_CODES], description: 'what went wrong, as RFC 6749 names it' },
          error_description: { type: 'string', description: 'what went wrong and how to repair it, for people', examples: ['code_verifier is required (PKCE).'] },
        },
      },
    },
  },
};
const json = (description: string, schema: object = { type: 'object' }) => ({ description, content: { 'application/json': { schema } } });
const jsonRpc = {
  type: 'object',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { const: '2.0', description: 'always 2.0' },
    id: { type: ['string', 'integer', 'null'], description: 'the id of the request answered', examples: [1] },
    result: { type: 'object', description: 'what the method returned (tools/list: the tools; tools/call: the tool result)', examples: [{ tools: [] }] },
    error: {
      type: 'object',
      description: 'instead of result, when the request failed',
      properties: { code: { type: 'integer', description: 'JSON-RPC error code', examples: [-32602] }, message: { type: 'string', description: 'what went wrong', examples: ['Unknown tool group "foo"'] } },
    },
  },
};

/**
 * The real answers of routes that are not JSON API operations (HTML pages, redirects, OAuth and
 * JSON-RPC bodies), for the document only: these routes send them themselves.
 */
const DOCUMENTED_RESPONSES: Record<string, Record<string, unknown>> = {
  'GET /login': { 200: html('the sign-in form') },
  'POST /login': { ...redirect('303', 'signed in: session cookie set, redirect to `next` (default /)'), 400: html('form again: email or password missing'), 401: html('form again: wrong email or password'), 403: html('form again: expired form or another site'), 429: html('form again: too many failed attempts (Retry-After)') },
  'POST /logout': { ...redirect('303', 'signed out, redirect to /login'), 403: { description: 'the form did not come from this site', content: { 'text/plain': { schema: { type: 'string' } } } } },
  'GET /oauth/authorize': { 200: html('the consent screen (with a dashboard session)'), ...redirect('302', 'to /login without a session, or back to redirect_uri with an error'), 400: html('unknown client or redirect URI that does not match: shown, never redirected') },
  'POST /oauth/authorize': { ...redirect('302', 'back to redirect_uri with code and state (approved) or error=access_denied'), 400: html('the consent form is not valid') },
  'POST /oauth/register': { 201: json('the registered client (RFC 7591)'), 400: oauthError },
  'POST /oauth/token': { 200: json('access_token, token_type, expires_in, refresh_token, scope'), 400: oauthError, 429: oauthError },
  'POST /oauth/revoke': { 200: json('revoked (also for an unknown token, RFC 7009)'), 400: oauthError },
  'GET /files/:space/:id/:sha/:filename': {
    200: { description: 'the file (images transformed when w, h, fit, fm or q are given); immutable, cacheable for a year', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
    206: { description: 'the requested byte range', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
    ...redirect('302', 'to the file on the configured public storage URL, or to the current URL of a replaced file'),
    304: { description: 'If-None-Match matched', type: 'null' },
    400: { description: 'a transformation parameter is not valid', content: { 'application/json': { schema: { $ref: 'Error#' } } } },
    404: { description: 'no such file', content: { 'application/json': { schema: { $ref: 'Error#' } } } },
    416: { description: 'the range is outside the file', type: 'null' },
  },
  'POST /mcp': { 200: json('JSON-RPC 2.0 response', jsonRpc), 202: { description: 'a notification or response was accepted (no body)', type: 'null' }, 400: json('JSON-RPC error: a body that cannot be parsed (-32700), or an unknown tool group in the `tools` query parameter or X-MCP-Tools header (-32602)', jsonRpc), 401: json('missing or invalid bearer token (WWW-Authenticate names the protected-resource metadata)') },
};

interface RouteSchema {
  operationId?: string;
  querystring?: { properties?: Record<string, { default?: unknown }>; required?: string[]; patternProperties?: Record<string, Json> };
  headers?: { properties?: Record<string, unknown>; required?: string[] };
  response?: Record<string, unknown>;
  body?: unknown;
  [k: string]: unknown;
}

type Json = Record<string, unknown>;
const isConst = (b: unknown): b is { const: unknown; type?: string } => !!b && typeof b === 'object' && 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'type');

/**
 * The keyword a request schema uses to list the values the domain accepts without making the
 * validator refuse the others (present/schema-enums.ts): the domain reports every problem of a
 * request at once. The document shows it as the `enum` it is.
 */
export const DOCUMENTED_ENUM = 'x-enum';

/**
 * TypeBox writes a union of literals as `anyOf` of `const`s; as one `enum` the reference shows
 * the allowed values instead of "string or string or string", and generated clients get the
 * same union type. `x-enum` becomes `enum` too. Returns new objects (the route's own schema keeps
 * validating as it was).
 */
function enumsFromConstUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enumsFromConstUnions);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === DOCUMENTED_ENUM) out.enum = v;
    else out[k] = enumsFromConstUnions(v);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length > 1 && branches.every(isConst) && branches.every((b) => b.type === branches[0].type)) {
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...(branches[0].type ? { type: branches[0].type } : {}), enum: branches.map((b) => b.const) };
  }
  return out;
}

/** `idempotency-key` → `Idempotency-Key`: what a developer types, and what a generated client's header type then accepts. */
const HEADER_SPELLING: Record<string, string> = { 'x-csrf-token': 'X-CSRF-Token' };
export const headerName = (name: string): string =>
  HEADER_SPELLING[name.toLowerCase()] ??
  name
    .split('-')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w))
    .join('-');

const words = (operationId: string) => operationId.replace(/([A-Z])/g, ' $1').toLowerCase().split(' ');
const PAST: Record<string, string> = { create: 'created', update: 'updated', replace: 'saved', delete: 'deleted', retry: 'retried', publish: 'published', unpublish: 'unpublished', archive: 'archived', unarchive: 'unarchived', test: 'sent', redeem: 'redeemed', translate: 'translated', restore: 'restored', order: 'ordered', register: 'registered', authorize: 'authorized', token: 'issued', revoke: 'revoked', cancel: 'cancelled', resume: 'resumed', validate: 'validated', schedule: 'scheduled', revert: 'reverted' };

/**
 * A success answer's description when the route gives none: what the body is, from the
 * operation's name (`publishEntry` 200 → "Published: the entry as it now is").
 */
function successDescription(status: number, method: string, operationId: string, dryRun: boolean, title?: string): string {
  const [verb, ...rest] = words(operationId);
  // The answer's schema title (Schedule, ContentType) names what comes back better than the path.
  const noun = title ? words(title[0].toLowerCase() + title.slice(1)).join(' ') : rest.join(' ') || 'resource';
  if (status === 204) return `${PAST[verb] ? PAST[verb][0].toUpperCase() + PAST[verb].slice(1) : 'Done'}; no body.`;
  if (status === 202) return 'Accepted: the work goes on in the background; the body says how to follow it.';
  if (status === 304) return 'Not modified: `If-None-Match` named the current ETag; no body, use the copy you have.';
  if (method === 'GET') return `The ${noun}.`;
  if (dryRun && status === 200) return `Dry run (\`dry_run: true\`): what the ${noun} would become; nothing is saved.`;
  if (status === 201) return `Created: the new ${noun}.`;
  if (verb === 'delete') return 'Deleted; the body says what was removed.';
  const past = PAST[verb];
  return past ? `${past[0].toUpperCase()}${past.slice(1)}: the ${noun}.` : `The ${noun}.`;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const isErrorSchema = (schema: unknown): boolean => {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  return ref === 'Error#' || ref === 'Error' || ref === ERROR_REF.$ref;
};

const hasDryRun = (part: unknown): boolean => !!(part as { properties?: Json } | undefined)?.properties?.dry_run;
/** A write with `dry_run` (in the query or the body); when it also answers 201, its 200 is the preview. */
const takesDryRun = (s: RouteSchema): boolean => hasDryRun(s.body) || hasDryRun(s.querystring);

/** Statuses every operation of a kind can answer, besides the ones its route declares. */
function commonErrors(auth: unknown, hasBody: boolean, idempotent: boolean): number[] {
  // Every request passes the parameter check that refuses a NUL character (invalid_parameter).
  const out = [400];
  if (auth && auth !== 'public') {
    out.push(401, 429);
    if (auth !== 'key') out.push(403);
  }
  if (hasBody) out.push(413, 415, 422);
  if (idempotent) out.push(422);
  return out;
}

/** @fastify/swagger `transform`: fills operationId, un-requires defaulted query parameters, unions of literals as enums, the answers every route of a kind shares. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function openApiTransform({ schema, url, route }: { schema: any; url: string; route: { method: string | string[]; config?: { auth?: unknown; idempotent?: boolean } } }): { schema: any; url: string } {
  // A route without any schema still gets an operationId, described answers and the shared errors.
  const s = { ...((schema ?? {}) as RouteSchema) };
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  s.operationId ??= operationIdFor(method, url);
  const documented = DOCUMENTED_RESPONSES[`${method} ${url}`];
  if (documented && !s.response) s.response = documented;
  for (const part of ['params', 'querystring', 'headers', 'body', 'response'] as const) if (s[part]) s[part] = enumsFromConstUnions(s[part]) as never;
  const q = s.querystring;
  if (q?.required && q.properties) {
    const required = q.required.filter((name) => q.properties?.[name]?.default === undefined);
    s.querystring = { ...q, required };
  }
  // Parameters whose names follow a pattern (`fields.<api_id>[op]`): the document lists them
  // as one free-form parameter (see openApiObject), Fastify's conversion drops them.
  if (s.querystring?.patternProperties) {
    const { patternProperties, ...rest } = s.querystring;
    s['x-query-patterns'] = patternProperties;
    s.querystring = rest;
  }
  if (s.headers?.properties) {
    const h = s.headers;
    s.headers = { ...h, properties: Object.fromEntries(Object.entries(h.properties ?? {}).map(([k, v]) => [headerName(k), v])), ...(h.required ? { required: h.required.map(headerName) } : {}) };
  }
  const response: Record<string, unknown> = { ...(s.response ?? { 200: { type: 'null' } }) };
  for (const [code, r] of Object.entries(response)) {
    const given = r as { description?: string; $ref?: string };
    if (given.description) continue;
    // Error answers keep no description here: openApiObject makes them the shared responses.
    if (!isErrorSchema(given)) response[code] = { ...given, description: successDescription(Number(code), method, s.operationId!, takesDryRun(s) && '201' in response, (given as { title?: string }).title) };
  }
  for (const status of commonErrors(route.config?.auth, !!s.body, !!route.config?.idempotent)) response[status] ??= { $ref: 'Error#' };
  s.response = response;
  return { schema: s, url };
}

/** Error answers by status: one shared response each, described from the one error table. */
export function errorResponses(table: { code: string; status: number; meaning: string }[]): Record<string, Json> {
  const out: Record<string, Json> = {};
  const statuses = new Map<number, string[]>();
  for (const e of table) statuses.set(e.status, [...(statuses.get(e.status) ?? []), e.code]);
  // invalid_body also answers 413 (too large) and 415 (not JSON) from the framework's own checks.
  statuses.set(413, ['invalid_body']);
  statuses.set(415, ['invalid_body']);
  const why: Record<number, string> = {
    400: 'A parameter or the body could not be read',
    401: 'No key, or a key that is not valid',
    403: 'The key may not do this, or belongs to another space',
    404: 'Nothing with that id in this space',
    409: 'Someone saved a newer version since you read it',
    410: 'The invite was used or has expired',
    413: 'The body is larger than this endpoint accepts',
    415: 'The body is not in a Content-Type this endpoint accepts',
    422: 'The request is well-formed but its values are not valid (details.fields names each problem)',
    429: 'Too many requests; wait the seconds Retry-After gives',
    500: 'Something failed on our side; the request changed nothing',
    503: 'An outside service or this node is not available right now; retry later',
  };
  for (const [status, codes] of statuses) {
    const headers = status === 429 || status === 503 ? { 'Retry-After': { description: 'seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } } } : undefined;
    out[`Error${status}`] = {
      description: `${why[status] ?? 'Error'} (${codes.map((c) => `\`${c}\``).join(', ')}). Error envelope; \`error.fix\` says how to repair the request, and nothing was saved.`,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  out.ErrorDefault = {
    description: 'Any other failure (`internal_error` 500, `shutting_down` 503 while a node drains), in the error envelope; nothing was saved.',
    content: { 'application/json': { schema: ERROR_REF } },
  };
  return out;
}

/** Routes under /api/v1 that send `no-store` and so get no ETag (plugins/validators.ts). */
const NOT_REVALIDATED = new Set(['/api/v1/spaces/{space_id}/export']);

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'the ETag of the copy you have; when it is still current the answer is 304 with no body',
  schema: { type: 'string', examples: ['"3q2-7Hv1c9kA"'] },
};
const ETAG_HEADER = { description: 'strong validator of this answer; send it back as If-None-Match to get a 304 when nothing changed', schema: { type: 'string' } };
const REPLAYED_HEADER = { description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key (the work was not done again)', schema: { type: 'string', enum: ['true'] } };

/**
 * The example of a schema from the examples, defaults, enums and constants its properties give
 * (undefined when a required part has none). Only the first branch of a union is followed, so
 * the example is one valid body.
 */
export function exampleOf(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  // Below the top level only required properties: optional ones of nested objects often apply
  // to one variant only (a list field's item_fields), and together would make a body the
  // domain refuses.
  if (!schema || typeof schema !== 'object' || depth > 8) return undefined;
  let s = schema as Json;
  if (typeof s.$ref === 'string') s = (components[s.$ref.replace('#/components/schemas/', '')] as Json) ?? {};
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    for (const b of branches) {
      if ((b as Json).type === 'null') continue;
      const e = exampleOf(b, components, depth + 1);
      if (e !== undefined) return e;
    }
    return undefined;
  }
  if (s.properties) {
    const out: Json = {};
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [k, v] of Object.entries(s.properties as Json)) {
      if (depth > 0 && !required.has(k)) continue;
      const e = exampleOf(v, components, depth + 1);
      if (e !== undefined) out[k] = e;
      else if (required.has(k)) return undefined;
    }
    return out;
  }
  if (s.type === 'array' && s.items) {
    const e = exampleOf(s.items, components, depth + 1);
    return e === undefined ? undefined : [e];
  }
  return undefined;
}

type Operation = { operationId?: string; parameters?: Json[]; requestBody?: { content: Record<string, Json> }; responses: Record<string, Json>; [k: string]: unknown };

/**
 * @fastify/swagger `transformObject`: what needs the whole document. Error answers become the
 * shared responses of `components.responses`; cacheable reads declare `If-None-Match`, the 304
 * and the ETag; idempotent writes the replay header; pattern-named query parameters one
 * form-style object; each request body an example built from its properties' examples.
 */
export function openApiObject(doc: Json, table: { code: string; status: number; meaning: string }[]): Json {
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  const shared = errorResponses(table);
  components.responses = { ...(components.responses ?? {}), ...shared };
  doc.components = components;
  const schemas = components.schemas ?? {};
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [code, r] of Object.entries(op.responses)) {
        if (r.description !== 'Default Response' || !isErrorSchema((r.content as Record<string, Json> | undefined)?.['application/json']?.schema)) continue;
        op.responses[code] = shared[`Error${code}`] ? { $ref: `#/components/responses/Error${code}` } : { ...r, description: shared.ErrorDefault.description };
      }
      op.responses.default ??= { $ref: '#/components/responses/ErrorDefault' };
      const patterns = op['x-query-patterns'] as Record<string, Json> | undefined;
      if (patterns) {
        delete op['x-query-patterns'];
        const names = Object.keys(patterns);
        op.parameters = [
          ...(op.parameters ?? []),
          {
            name: 'filters',
            in: 'query',
            required: false,
            style: 'form',
            explode: true,
            description: `Parameters whose names follow a pattern, each sent as its own \`name=value\` (form style; with openapi-fetch pass \`querySerializer: { object: { style: 'form', explode: true } }\`). ${names.map((n) => `\`${n}\`: ${String(patterns[n].description ?? '')}`).join(' ')}`,
            schema: { type: 'object', propertyNames: { pattern: names.map((n) => `(${n})`).join('|') }, additionalProperties: { type: 'string' } },
            example: Object.fromEntries(names.slice(0, 1).map((n) => ['fields.category', String((patterns[n].examples as unknown[] | undefined)?.[0] ?? '')])),
          },
        ];
      }
      if (method === 'get' && path.startsWith('/api/v1/') && !NOT_REVALIDATED.has(path)) {
        if (!op.parameters?.some((p) => String(p.name).toLowerCase() === 'if-none-match')) op.parameters = [...(op.parameters ?? []), IF_NONE_MATCH];
        op.responses['304'] ??= { description: successDescription(304, 'GET', op.operationId ?? '', false) };
        const ok = op.responses['200'];
        if (ok && !ok.$ref) ok.headers = { ETag: ETAG_HEADER, ...((ok.headers as Json | undefined) ?? {}) };
      }
      if (op.parameters?.some((p) => p.name === 'Idempotency-Key')) {
        for (const [code, r] of Object.entries(op.responses)) if (code.startsWith('2') && !r.$ref) r.headers = { 'Idempotent-Replayed': REPLAYED_HEADER, ...((r.headers as Json | undefined) ?? {}) };
      }
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        if (media.example !== undefined || media.examples !== undefined) continue;
        const example = exampleOf(media.schema, schemas);
        if (example !== undefined) media.example = example;
      }
    }
  }
  // Only the shared answers some operation uses.
  const used = JSON.stringify(doc.paths);
  for (const name of Object.keys(shared)) if (!used.includes(`"#/components/responses/${name}"`)) delete components.responses[name];
  return doc;
}

/**
 * The document's `info.description`: the introduction the reference at /docs shows above the
 * operations (Redoc renders it as markdown), so the reference and the document say the same.
 */
export const API_DESCRIPTION = `Headless content management API: spaces (sites) hold content types, entries, assets and locales.

## Keys
Send \`Authorization: Bearer <token>\`. Keys: \`svc_dlv_\` delivery (published content), \`svc_prv_\` preview (drafts too), \`svc_mgt_\` management, \`svc_agt_\` agent. \`GET /api/v1\` tells what your key can do. Browsers may call the API with delivery and preview keys from the site's origins (CORS); the dashboard's cookie session is never honoured cross-origin.

## Errors
Every error answer is \`{"error":{"code","message","fix","doc_url","details"}}\`; \`fix\` says how to repair the request and a failed request saves nothing. Every code: [/docs/errors](/docs/errors).

## Deploy hooks
Signed \`POST\`s (Standard Webhooks) to a site's build hook when content changes: body, headers and how to verify the signature in [/docs/deploy-hooks](/docs/deploy-hooks).

## Sending analytics
Browsers: every page loads the script \`{base_url}/analytics.js\` (with \`defer\` and \`data-space="{space_id}"\`; llms.txt shows the whole tag). It sends page views and client-side navigations with \`navigator.sendBeacon\`, sets no cookie and uses no storage; events count only from the hosts of the site's \`production_url\` and \`preview_url\`.

Servers and edges (AI crawlers run no script): \`POST /api/v1/spaces/{space_id}/analytics/server_events\` with a management key kept on the server (a delivery key is public in front-end code and is refused, \`key_cannot\`) and \`{"events":[{"path","user_agent","referrer","ip","headers"}]}\`, 1 to 100 events per call. The address is used for the daily visitor hash and the country, then dropped. Read the figures with \`GET /api/v1/spaces/{space_id}/analytics?days=30\` (a key that reads drafts) or the MCP tool \`get_analytics\`.

## AI readiness
Checks of the live site as AI crawlers see it: [/docs/readiness](/docs/readiness).`;
