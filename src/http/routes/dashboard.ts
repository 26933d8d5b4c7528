import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCodings, type Coding } from '../accept-encoding.ts';
import { sessionOf } from '../session-cookies.ts';
import type { App } from '../types.ts';

/** Where `vite build` puts the dashboard (web/vite.config.ts); built by `npm start` / `npm test` when stale. */
export const DASHBOARD_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.json': 'application/json',
};

const HASHED_FILE = /^[\w.-]{1,200}$/;

/** Text files that web/build.ts stores precompressed next to the original (`x.js.br`, `x.js.gz`). */
const PRECOMPRESSED = new Set(['.js', '.css', '.svg', '.json']);
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' };

/**
 * Serves the dashboard (docs/dashboard.md): the single-page app at `/` and its client routes
 * under `/spaces/…` and `/account`, and its hashed build files under `/assets-app/`. Every other path belongs to
 * the API and the other pages, so nothing here is a catch-all. A signed-out visitor is sent to
 * the sign-in form, which brings them back.
 */
export default async function dashboardRoutes(app: App): Promise<void> {
  let indexHtml: Buffer | null = null;
  const index = async (): Promise<Buffer | null> => {
    if (indexHtml) return indexHtml;
    try {
      indexHtml = await readFile(path.join(DASHBOARD_DIST, 'index.html'));
    } catch {
      return null;
    }
    return indexHtml;
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const session = await sessionOf(app, request);
    if (!session) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 302);
    const html = await index();
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The dashboard is not built. `npm ci` and `tessera serve` build it where the build tools are installed; or run `npm run build:web` once, then reload.');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', "default-src 'self'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
      .send(html);
  };
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, page);
  app.get('/spaces', hidden, page);
  app.get('/account', hidden, page);
  app.get('/spaces/*', hidden, page);

  app.get('/assets-app/:file', { ...hidden, config: { compress: false } }, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    const ext = path.extname(file);
    const type = TYPES[ext];
    if (!HASHED_FILE.test(file) || !type) return reply.callNotFound();
    const original = path.join(DASHBOARD_DIST, 'assets-app', file);
    // The best coding the browser accepts whose precompressed copy exists; a build without the
    // copies (or a file too small to gain from one) is served as it is.
    const codings = PRECOMPRESSED.has(ext) ? acceptedCodings(request.headers['accept-encoding']) : (['identity'] as Coding[]);
    for (const coding of codings) {
      let body: Buffer;
      try {
        body = await readFile(original + SUFFIX[coding]);
      } catch {
        continue;
      }
      if (PRECOMPRESSED.has(ext)) reply.header('vary', 'Accept-Encoding');
      if (coding !== 'identity') reply.header('content-encoding', coding);
      // Vite puts a content hash in every file name, so a name never changes meaning.
      return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
    }
    return reply.callNotFound();
  });
}
