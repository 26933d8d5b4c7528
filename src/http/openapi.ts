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
  content: { 'application/json': { schema: { type: 'object', required: ['error'], properties: { error: { type: 'string', examples: ['invalid_grant'] }, error_description: { type: 'string' } } } } },
};
const json = (description: string, schema: object = { type: 'object' }) => ({ description, content: { 'application/json': { schema } } });
const jsonRpc = { type: 'object', required: ['jsonrpc'], properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer', 'null'] }, result: { type: 'object' }, error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } } } };

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
  querystring?: { properties?: Record<string, { default?: unknown }>; required?: string[] };
  [k: string]: unknown;
}

type Json = Record<string, unknown>;
const isConst = (b: unknown): b is { const: unknown; type?: string } => !!b && typeof b === 'object' && 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'type');

/**
 * TypeBox writes a union of literals as `anyOf` of `const`s; as one `enum` the reference shows
 * the allowed values instead of "string or string or string", and generated clients get the
 * same union type. Returns new objects (the route's own schema keeps validating as it was).
 */
function enumsFromConstUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(enumsFromConstUnions);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = enumsFromConstUnions(v);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length > 1 && branches.every(isConst) && branches.every((b) => b.type === branches[0].type)) {
    const { anyOf: _, ...rest } = out;
    return { ...rest, ...(branches[0].type ? { type: branches[0].type } : {}), enum: branches.map((b) => b.const) };
  }
  return out;
}

/** @fastify/swagger `transform`: fills operationId, un-requires defaulted query parameters, unions of literals as enums. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function openApiTransform({ schema, url, route }: { schema: any; url: string; route: { method: string | string[] } }): { schema: any; url: string } {
  if (!schema) return { schema, url };
  const s = { ...(schema as RouteSchema) };
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
  return { schema: s, url };
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
