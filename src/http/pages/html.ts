import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;background:#f5f5f7;color:#1d1d1f;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;width:100%;max-width:28rem;margin:1rem}
h1{font-size:1.35rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=password]{width:100%;padding:.55rem .65rem;border:1px solid #c7c7cc;border-radius:8px;font:inherit}
button{font:inherit;padding:.55rem 1.1rem;border-radius:8px;border:1px solid #0a66d8;background:#0a66d8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d1d1f;border-color:#c7c7cc}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
.error{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.6rem .8rem;margin-bottom:1rem}.muted{color:#6e6e73;font-size:.9rem}
fieldset{border:1px solid #e5e5ea;border-radius:8px;padding:.5rem .9rem;margin:1rem 0}fieldset label{font-weight:400;margin:.35rem 0}
ul{padding-left:1.2rem}code{background:#f3f3f5;padding:.1em .3em;border-radius:4px;word-break:break-all}`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * Sends a page of the sign-in or consent flow: never cached, never framed (a framed consent
 * screen could be clickjacked), no scripts at all. The referrer policy is `same-origin`, not
 * `no-referrer`: under `no-referrer` Chromium sends `Origin: null` on the page's own form posts,
 * and the origin check (session-cookies.ts `browserOrigin`) then refuses every real sign-in.
 */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(html);
}

/**
 * Escapes text and turns its `backtick` spans into <code>: the error table and the readiness
 * catalogue are written with markdown code spans, and nothing else of markdown.
 */
export function inlineCode(s: string): string {
  return esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const DOCS_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}code{background:#f3f3f5;padding:.1em .3em;border-radius:4px}
pre{background:#f3f3f5;padding:.8rem;border-radius:6px;overflow:auto}pre code{background:none;padding:0}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
h2{margin-top:2.5rem}nav a{margin-right:1rem}`;

/** The links every /docs page shows, so a reader can move between the reference pages. */
export const DOCS_NAV = `<nav><a href="/docs">API reference</a><a href="/docs/errors">Errors</a><a href="/docs/deploy-hooks">Deploy hooks</a><a href="/docs/readiness">AI readiness</a><a href="/api/v1/openapi.json">OpenAPI document</a></nav>`;

/** A static /docs page (errors, deploy hooks, readiness): no script runs on it. */
export function docsPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${DOCS_STYLE}</style></head><body>${DOCS_NAV}${body}</body></html>`;
}

/**
 * Sends a /docs page. The pages are public and the same for everyone, so caches may keep them
 * for a few minutes; scripts only from this origin (the reference renderer is served here, never
 * from a CDN). Redoc injects its styles at run time and builds its search index in a blob: worker.
 */
export function sendDocs(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=300')
    .header('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(html);
}
