import { Type } from '@fastify/type-provider-typebox';
import { CHECK_INFO } from '../../domain/readiness/catalogue.ts';
import { AI_CRAWLERS } from '../../domain/readiness/crawlers.ts';
import { CHECK_KEYS, type CheckKey } from '../../domain/readiness/types.ts';
import { appError } from '../../domain/errors.ts';
import { docsPage, esc, sendDocs } from '../pages/html.ts';
import type { App } from '../types.ts';

const isKey = (k: string): k is CheckKey => (CHECK_KEYS as readonly string[]).includes(k);

/** The pages every readiness check's `doc_url` points at: /docs/readiness and /docs/readiness/{key}. */
export default async function readinessDocsRoutes(app: App): Promise<void> {
  app.get('/docs/readiness', { schema: { hide: true } }, async (_req, reply) => {
    const rows = CHECK_KEYS.map((k) => `<tr><td><a href="/docs/readiness/${k}"><code>${k}</code></a></td><td>${esc(CHECK_INFO[k].title)}</td><td>${CHECK_INFO[k].fixBy}</td></tr>`).join('');
    return sendDocs(
      reply,
      docsPage(
        'AI readiness checks',
        `<h1>AI readiness</h1><p><code>POST /api/v1/spaces/{space_id}/readiness</code> (a key that reads drafts) reads the live site (<code>production_url</code>) as an AI crawler does: the home page with GPTBot's user agent and once with a browser's to compare, <code>/robots.txt</code>, <code>/llms.txt</code>, the sitemap and up to 10 published entry pages (most recently published first), within a time and size budget. It answers 201 with the check and stores it; <code>GET</code> answers the last one (404 before the first), <code>GET …/readiness/history</code> the last ones. At most one check a minute per site; otherwise, or without a <code>production_url</code>, the answer is 422 <code>check_unavailable</code> and its <code>fix</code> says when to try again.</p>
<p>Each check has a <code>status</code> (pass, warn, fail), a <code>detail</code> naming what was found, <code>fix_by</code> (<b>content</b>: fixable through this API; <b>site</b>: the site's code or hosting) and <code>ask_agent</code>: an instruction an agent can carry out, the exact API call for content fixes, what to change in the site's repository for site fixes.</p>
<table><tr><th>key</th><th>check</th><th>fix by</th></tr>${rows}</table>`,
      ),
    );
  });

  app.get('/docs/readiness/:key', { schema: { hide: true, params: Type.Object({ key: Type.String() }) } }, async (request, reply) => {
    const key = request.params.key;
    if (!isKey(key)) {
      throw appError('not_found', `There is no readiness check "${key}".`, { fix: `Use one of: ${CHECK_KEYS.join(', ')} (listed at /docs/readiness).` });
    }
    const info = CHECK_INFO[key];
    const crawlers =
      key === 'robots_txt'
        ? `<h2>The crawlers asked about</h2><table><tr><th>robots.txt token</th><th>operator</th><th>purpose</th></tr>${AI_CRAWLERS.map((c) => `<tr><td><code>${esc(c.token)}</code></td><td>${esc(c.operator)}</td><td>${c.purpose}</td></tr>`).join('')}</table>`
        : '';
    return sendDocs(
      reply,
      docsPage(
        `${info.title} (AI readiness)`,
        `<p><a href="/docs/readiness">AI readiness</a></p><h1 id="${key}">${esc(info.title)}</h1><p>Key <code>${key}</code>; fixed by <b>${info.fixBy === 'content' ? 'content (through this API)' : "the site's code or hosting"}</b>.</p><h2>What is checked</h2><p>${esc(info.checks)}</p><h2>Why it matters</h2><p>${esc(info.why)}</p><h2>How to fix it</h2><p>${esc(info.fix)}</p>${crawlers}`,
      ),
    );
  });
}
