import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a fake site answers on one path. */
export interface SiteRoute {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Waits this long before answering (a slow site). */
  delayMs?: number;
  /** Streams this many bytes of filler HTML instead of `body` (an oversized page). */
  bytes?: number;
}

export interface SiteRequest {
  path: string;
  userAgent: string;
}

export type RouteFor = (req: SiteRequest, site: { url: string }) => SiteRoute | undefined;

/** A live website stand-in on 127.0.0.1, speaking plain HTTP like a real host. */
export interface FakeSite {
  url: string;
  requests: SiteRequest[];
  close(): Promise<void>;
}

export async function startFakeSite(routes: RouteFor): Promise<FakeSite> {
  const requests: SiteRequest[] = [];
  const sockets = new Set<Socket>();
  let url = '';
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const seen: SiteRequest = { path, userAgent: String(req.headers['user-agent'] ?? '') };
    requests.push(seen);
    const route = routes(seen, { url }) ?? { status: 404, type: 'text/html', body: '<!doctype html><title>Not found</title><h1>Not found</h1>' };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8', ...(route.headers ?? {}) });
      if (route.bytes === undefined) {
        res.end(route.body ?? '');
        return;
      }
      const chunk = Buffer.alloc(64 * 1024, '<p>filler text</p>\n');
      let left = route.bytes;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          if (!res.write(chunk.subarray(0, n))) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      pump();
    };
    if (route.delayMs) setTimeout(send, route.delayMs).unref();
    else send();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface PageOptions {
  lang?: string | null;
  title?: string | null;
  description?: string | null;
  canonical?: string | null;
  og?: boolean;
  jsonLd?: string | null;
  h1s?: string[];
  headings?: string;
  images?: string;
  robots?: string | null;
  hreflang?: string;
  words?: number;
  shell?: boolean;
}

const PROSE = 'Tessera sites publish clear pages that people and assistants can read without running any script at all';

/** A well-made HTML page; every option breaks one thing when set. */
export function htmlPage(url: string, o: PageOptions = {}): string {
  const title = o.title === undefined ? 'A good page' : o.title;
  const description = o.description === undefined ? 'What this page offers, in one sentence.' : o.description;
  const canonical = o.canonical === undefined ? url : o.canonical;
  const jsonLd = o.jsonLd === undefined ? JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'Example' }, { '@type': 'WebPage', name: title }] }) : o.jsonLd;
  const words = Array.from({ length: Math.ceil((o.words ?? 80) / 18) }, () => PROSE).join('. ');
  const head = [
    title !== null ? `<title>${title}</title>` : '',
    description !== null ? `<meta name="description" content="${description}">` : '',
    canonical !== null ? `<link rel="canonical" href="${canonical}">` : '',
    o.og === false ? '' : `<meta property="og:title" content="${title ?? 'x'}"><meta property="og:description" content="desc"><meta property="og:image" content="${url}/og.png">`,
    jsonLd !== null ? `<script type="application/ld+json">${jsonLd}</script>` : '',
    o.robots ? `<meta name="robots" content="${o.robots}">` : '',
    o.hreflang ?? '',
  ].join('');
  const body = o.shell
    ? '<div id="root"></div><script src="/app.js"></script>'
    : `${(o.h1s ?? ['A good page']).map((h) => `<h1>${h}</h1>`).join('')}${o.headings ?? '<h2>Part one</h2><h3>Detail</h3><h2>Part two</h2>'}<p>${words}.</p>${o.images ?? '<img src="/a.png" alt="A chart of visits"><img src="/line.png" alt="">'}`;
  const lang = o.lang === undefined ? 'en' : o.lang;
  return `<!doctype html><html${lang !== null ? ` lang="${lang}"` : ''}><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

export function llmsTxt(url: string, entries: string[] = []): string {
  return `# Example site\n\n> Example publishes guides about running websites.\n\n## Pages\n\n- [Home](${url}/): the start page\n${entries.map((p) => `- [${p}](${url}${p}): an article`).join('\n')}\n`;
}

export function sitemapXml(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;
}
