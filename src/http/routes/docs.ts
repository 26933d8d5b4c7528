import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { errorReference } from '../../domain/errors.ts';
import { DOCS_NAV, docsPage, esc, inlineCode, sendDocs } from '../pages/html.ts';
import { renderDocsMarkdown } from '../pages/markdown-doc.ts';
import type { App } from '../types.ts';

/**
 * The reference renderer: Redoc's standalone bundle (MIT), served from node_modules by this
 * service, never from a CDN. The path carries the version so browsers may keep it for a year.
 */
const require = createRequire(import.meta.url);
const REDOC_VERSION = (require('redoc/package.json') as { version: string }).version;
const REDOC_PATH = `/docs/assets/redoc-${REDOC_VERSION}.js`;
/**
 * The bundle's one outside address is the Redocly logo in the menu's footer, loaded from their
 * CDN. The CSP would block it anyway; an empty source makes the image fail at once and hide
 * itself (its onError), so the page asks nothing of any other host and logs no CSP violation.
 */
const REDOC_JS = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', '');

/**
 * Starts Redoc on the page. A file, not an inline script, so the page's CSP allows scripts from
 * this origin only. Redoc reads the same document clients are generated from.
 */
const REFERENCE_JS = `Redoc.init('/api/v1/openapi.json', {
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  pathInMiddlePanel: true,
  requiredPropsFirst: true,
  sortTagsAlphabetically: false,
  hideDownloadButton: false,
  nativeScrollbars: true,
  theme: { colors: { primary: { main: '#0a66d8' } }, typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' }, code: { fontFamily: 'ui-monospace, monospace' } } }
}, document.getElementById('reference'));
`;

const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tessera API reference</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif}nav{padding:.6rem 1rem;border-bottom:1px solid #ddd;background:#f5f5f7}nav a{margin-right:1rem}noscript{display:block;padding:1rem}</style></head>
<body>${DOCS_NAV}<noscript>The interactive reference needs JavaScript. The same content is the <a href="/api/v1/openapi.json">OpenAPI document</a>.</noscript><div id="reference"></div>
<script src="${REDOC_PATH}"></script><script src="/docs/reference.js"></script></body></html>`;

const DEPLOY_HOOKS = renderDocsMarkdown('deploy-hooks.md');

export default async function docsRoutes(app: App): Promise<void> {
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/docs', { schema: { hide: true } }, async (_req, reply) => sendDocs(reply, REFERENCE_HTML));

  app.get('/docs/reference.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(REFERENCE_JS),
  );

  app.get(REDOC_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(REDOC_JS),
  );

  app.get('/docs/errors', { schema: { hide: true } }, async (_req, reply) => {
    const rows = errorReference()
      .map((e) => `<tr id="${esc(e.code)}"><td><code>${esc(e.code)}</code></td><td>${e.status}</td><td>${inlineCode(e.meaning)}</td><td>${inlineCode(e.fix)}</td></tr>`)
      .join('');
    return sendDocs(
      reply,
      docsPage(
        'Tessera API errors',
        `<h1>Errors</h1><p>Every error answer is <code>{"error":{"code","message","fix","doc_url","details"}}</code>. <code>fix</code> says how to repair the request. Nothing is saved by a request that fails. Over MCP the same codes come back as tool errors, with a <code>fix</code> that speaks of the tool's arguments.</p><table><tr><th>code</th><th>status</th><th>meaning</th><th>usual fix</th></tr>${rows}</table>`,
      ),
    );
  });

  app.get('/docs/deploy-hooks', { schema: { hide: true } }, async (_req, reply) => sendDocs(reply, docsPage(`${DEPLOY_HOOKS.title} (Tessera)`, DEPLOY_HOOKS.html)));
}
