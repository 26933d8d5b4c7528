import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { useService } from '../support/service.ts';
import { analyticsSite, report, serveSitePage, UA, type AnalyticsSite } from '../support/analytics.ts';

/**
 * A single-page site on its own local server that loads the script from Tessera with one tag;
 * the "About" link navigates on the client with history.pushState, as SPA routers do. The page
 * sends a strict Content-Security-Policy: nothing allowed but its own nonce-marked script and
 * the two directives docs/analytics.md tells sites to add for Tessera.
 */
function sitePage(tesseraUrl: string): string {
  return `<!doctype html><html><head><title>Shop</title>
<script defer src="${tesseraUrl}/analytics.js" data-space="spa"></script></head>
<body><h1 id="title">Home</h1><a id="about" href="/about">About</a>
<script nonce="site">
document.getElementById('about').addEventListener('click', function (e) {
  e.preventDefault();
  history.pushState({}, '', '/about');
  document.getElementById('title').textContent = 'About';
});
</script></body></html>`;
}

describe('analytics script in a real browser', () => {
  const svc = useService();
  let server: Awaited<ReturnType<typeof serveSitePage>>;
  let siteUrl: string;
  let site: AnalyticsSite;
  let browser: Browser;

  before(async () => {
    server = await serveSitePage(svc().url, sitePage(svc().url));
    siteUrl = server.url;
    site = await analyticsSite(svc(), 'spa', { production_url: siteUrl });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Resolves with the status Tessera gave the next beacon of the page. */
  const nextBeacon = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/spaces/spa/analytics/events')).then((r) => r.status());

  it('sends the page view with sendBeacon, and client-side navigations, without cookies or storage', async () => {
    // A desktop browser's ordinary user agent (the headless one names itself HeadlessChrome: a bot).
    const context = await browser.newContext({ userAgent: UA.chromeDesktop, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const types: string[] = [];
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    page.on('request', (r) => {
      if (r.url().includes('/analytics/events')) types.push(r.headers()['content-type'] ?? '');
    });

    const first = nextBeacon(page);
    await page.goto(`${siteUrl}/`, { referer: 'https://chatgpt.com/' });
    assert.equal(await first, 202);
    const second = nextBeacon(page);
    await page.click('#about');
    assert.equal(await second, 202);
    assert.equal(await page.textContent('#title'), 'About');
    assert.deepEqual(refused, [], 'the documented script-src and connect-src are all the script needs');

    const a = (await report(svc(), 'spa', site.preview, 1)).body;
    assert.equal(a.visitors, 1);
    assert.equal(a.page_views, 2);
    assert.deepEqual(a.pages.map((p: { name: string }) => p.name).sort(), ['/', '/about']);
    assert.deepEqual(a.ai_engines, [{ name: 'ChatGPT', count: 1, page_views: 2 }], 'the navigation keeps the visit’s source');
    assert.deepEqual(a.devices, [{ name: 'desktop', count: 1, page_views: 2 }]);
    assert.ok(types.every((t) => t.startsWith('text/plain')), `beacons are simple requests: ${types.join(', ')}`);

    assert.deepEqual(await context.cookies(), []);
    // Evaluated in the page (a string: the project's TypeScript has no DOM types).
    const stored = await page.evaluate('({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie })');
    assert.deepEqual(stored, { local: 0, session: 0, cookie: '' });
    await context.close();
  });
});
