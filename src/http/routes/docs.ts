import { ERROR_CODES } from '../../domain/errors.ts';
import type { App } from '../types.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ERROR_MEANING: Record<string, string> = {
  missing_key: 'No `Authorization: Bearer` header was sent to an endpoint that needs a key.',
  invalid_key: 'The token is malformed, unknown, revoked or expired.',
  wrong_space: 'The key belongs to another space than the one in the path. Answered the same whether or not that space exists.',
  key_cannot: 'The key is valid for this space but lacks the permission the route needs (delivery and preview keys cannot write).',
  not_found: 'The addressed record, or the route itself, does not exist.',
  invalid_parameter: 'A path or query parameter is malformed or out of range; `details.parameters` names it.',
  invalid_body: 'The body cannot be read: not JSON, wrong Content-Type (415), too large (413) or empty.',
  validation_failed: 'The body was read but a value does not fit; `details.fields` maps each field to what is expected.',
  version_conflict: 'The `version` sent is older than the stored one; nothing was overwritten.',
  invite_used: 'The invite was already redeemed.',
  invite_expired: 'The invite is past its expiry.',
  rate_limited: 'Too many requests for this token in the current minute. See `Retry-After` and the RateLimit headers.',
  check_unavailable: 'The readiness check needs a live URL and runs at most once a minute.',
  translation_unavailable: 'The AI provider is not configured or did not answer; nothing was saved.',
  integration_unavailable: 'Dashboard integrations only: a search engine cannot be connected because this server lacks its configuration (TESSERA_SECRET_KEY, OAuth client) or the engine did not answer; nothing was saved.',
  internal_error: 'Something failed on our side. The request changed nothing; retry, and report the `x-request-id` header if it persists.',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}code{background:#f3f3f5;padding:.1em .3em;border-radius:4px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}h2{margin-top:2.5rem}.m{font-weight:600;font-family:monospace}</style></head><body>${body}</body></html>`;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

export default async function docsRoutes(app: App): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/docs/errors', { schema: { hide: true } }, async (_req, reply) => {
    const rows = Object.keys({ ...ERROR_CODES, internal_error: null })
      .map((code) => {
        const status = code in ERROR_CODES ? ERROR_CODES[code as keyof typeof ERROR_CODES].status : 500;
        return `<tr id="${code}"><td><code>${code}</code></td><td>${status}</td><td>${esc(ERROR_MEANING[code] ?? '')}</td></tr>`;
      })
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Tessera API errors',
        `<h1>Errors</h1><p>Every error answer is <code>{"error":{"code","message","fix","doc_url","details"}}</code>. <code>fix</code> says how to repair the request. Nothing is saved by a request that fails.</p><table><tr><th>code</th><th>status</th><th>meaning</th></tr>${rows}</table><p><a href="/docs">API reference</a></p>`,
      ),
    );
  });

  app.get('/docs', { schema: { hide: true } }, async (_req, reply) => {
    const doc = app.swagger() as unknown as OpenApiDoc;
    const byTag = new Map<string, string[]>();
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(ops)) {
        const tag = op.tags?.[0] ?? 'Other';
        const list = byTag.get(tag) ?? [];
        list.push(`<tr><td class="m">${method.toUpperCase()}</td><td><code>${esc(path)}</code></td><td>${esc(op.summary ?? '')}</td></tr>`);
        byTag.set(tag, list);
      }
    }
    const sections = [...byTag].map(([tag, rows]) => `<h2 id="${esc(tag.toLowerCase())}">${esc(tag)}</h2><table>${rows.join('')}</table>`).join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Tessera API reference',
        `<h1>Tessera API</h1><p>Send <code>Authorization: Bearer &lt;token&gt;</code>. Keys: <code>svc_dlv_</code> delivery (published content), <code>svc_prv_</code> preview (drafts too), <code>svc_mgt_</code> management, <code>svc_agt_</code> agent. <code>GET /api/v1</code> tells what your key can do.</p><p>Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>. <a href="/docs/errors">Error codes</a>. <a href="/docs/readiness">AI-readiness checks</a>.</p>${sections}`,
      ),
    );
  });
}
