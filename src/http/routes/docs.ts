import { cachesTrusted } from '../../app/cluster/cache-trust.ts';
import { errorReference } from '../../domain/errors.ts';
import { esc } from '../pages/html.ts';
import type { App } from '../types.ts';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}code{background:#f3f3f5;padding:.1em .3em;border-radius:4px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}h2{margin-top:2.5rem}.m{font-weight:600;font-family:monospace}</style></head><body>${body}</body></html>`;
}

/** How a site sends analytics events (docs/analytics.md holds the middleware snippets). */
const ANALYTICS = `<h2 id="sending-analytics">Sending analytics</h2><p>Browsers: put <code>&lt;script defer src="{base_url}/analytics.js" data-space="{space_id}"&gt;&lt;/script&gt;</code> on every page. It sends page views and client-side navigations with <code>navigator.sendBeacon</code>, sets no cookie and uses no storage; events count only from the hosts of the site's <code>production_url</code> and <code>preview_url</code>.</p><p>Servers and edges (AI crawlers run no script): <code>POST /api/v1/spaces/{space_id}/analytics/server_events</code> with the delivery key and <code>{"events":[{"path","user_agent","referrer","ip","headers"}]}</code>, 1 to 100 events per call. The address is used for the daily visitor hash and the country, then dropped. Read the figures with <code>GET /api/v1/spaces/{space_id}/analytics?days=30</code> (a key that reads drafts) or the MCP tool <code>get_analytics</code>.</p>`;

interface OpenApiDoc {
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

export default async function docsRoutes(app: App): Promise<void> {
  // `caches: false` is not a failure: the node serves correct answers from the database, only
  // slower (several nodes whose Redis is away; docs/deploy.md "Health checks").
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true, caches: cachesTrusted(app.ctx.database.db) }));

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/docs/errors', { schema: { hide: true } }, async (_req, reply) => {
    const rows = errorReference()
      .map((e) => `<tr id="${esc(e.code)}"><td><code>${esc(e.code)}</code></td><td>${e.status}</td><td>${esc(e.meaning)}</td><td>${esc(e.fix)}</td></tr>`)
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Tessera API errors',
        `<h1>Errors</h1><p>Every error answer is <code>{"error":{"code","message","fix","doc_url","details"}}</code>. <code>fix</code> says how to repair the request. Nothing is saved by a request that fails.</p><table><tr><th>code</th><th>status</th><th>meaning</th><th>usual fix</th></tr>${rows}</table><p><a href="/docs">API reference</a></p>`,
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
        `<h1>Tessera API</h1><p>Send <code>Authorization: Bearer &lt;token&gt;</code>. Keys: <code>svc_dlv_</code> delivery (published content), <code>svc_prv_</code> preview (drafts too), <code>svc_mgt_</code> management, <code>svc_agt_</code> agent. <code>GET /api/v1</code> tells what your key can do.</p><p>Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>. <a href="/docs/errors">Error codes</a>. <a href="/docs/readiness">AI-readiness checks</a>.</p>${ANALYTICS}${sections}`,
      ),
    );
  });
}
