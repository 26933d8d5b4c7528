import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { useService } from '../support/service.ts';
import { analyticsSite, report, serveSitePage, UA, type AnalyticsSite } from '../support/analytics.ts';

/**
 * A page under a strict CSP (its own nonce-marked scripts, and Tessera's origin in script-src and
 * connect-src as docs/analytics.md says) that calls `tessera()` before the script has loaded (the
 * documented queue), has a button with data attributes, and one that calls `tessera()` itself.
 */
function sitePage(tesseraUrl: string): string {
  return `<!doctype html><html><head><title>Pricing</title>
<script nonce="site">window.tessera = window.tessera || function () { (window.tessera.q = window.tessera.q || []).push(arguments); };
tessera('Signup', { plan: 'queued' });</script>
<script defer src="${tesseraUrl}/analytics.js" data-space="shop-goals"></script></head>
<body><h1>Pricing</h1>
<button id="pro" data-tessera-event="Signup" data-tessera-event-plan="pro"><span>Go pro</span></button>
<button id="download">Download the guide</button>
<script nonce="site">
document.getElementById('download').addEventListener('click', function () { tessera('Download', { file: 'guide.pdf', pages: 12 }); });
</script></body></html>`;
}

describe('analytics script: custom events in a real browser', () => {
  const svc = useService();
  let server: Awaited<ReturnType<typeof serveSitePage>>;
  let siteUrl: string;
  let site: AnalyticsSite;
  let browser: Browser;

  before(async () => {
    server = await serveSitePage(svc().url, sitePage(svc().url));
    siteUrl = server.url;
    site = await analyticsSite(svc(), 'shop-goals', { production_url: siteUrl });
    for (const name of ['Signup', 'Download']) assert.equal((await svc().client(site.management).post('/api/v1/spaces/shop-goals/analytics/goals', { kind: 'event', name })).status, 201);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Resolves with the statuses Tessera gave the page's next `n` beacons. */
  const beacons = (page: Page, n: number) =>
    new Promise<number[]>((resolve) => {
      const statuses: number[] = [];
      page.on('response', (r) => {
        if (!r.url().endsWith('/api/v1/spaces/shop-goals/analytics/events')) return;
        statuses.push(r.status());
        if (statuses.length === n) resolve(statuses);
      });
    });

  it('records tessera() calls made before and after it loaded, and clicks on data-tessera-event elements, as custom events', async () => {
    const context = await browser.newContext({ userAgent: UA.chromeDesktop });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|error/i.test(m.text())) refused.push(m.text());
    });
    // The page view, the queued Signup, the button with data attributes (clicked on its inner text), the script call.
    const sent = beacons(page, 4);
    const loaded = beacons(page, 2);
    await page.goto(`${siteUrl}/pricing`);
    await loaded;
    await page.click('#pro span');
    await page.click('#download');
    assert.deepEqual(await sent, [202, 202, 202, 202]);
    assert.deepEqual(refused, []);

    const a = (await report(svc(), 'shop-goals', site.preview, 1)).body;
    assert.equal(a.page_views, 1, 'custom events are not page views');
    assert.deepEqual([a.visitors, a.visits, a.bounce_rate], [1, 1, 100]);
    const byName = Object.fromEntries(a.goals.map((g: { name: string }) => [g.name, g]));
    assert.deepEqual([byName.Signup.visitors, byName.Signup.conversions, byName.Signup.conversion_rate], [1, 2, 100]);
    assert.deepEqual(
      byName.Signup.props.plan.map((p: { value: string }) => p.value).sort(),
      ['pro', 'queued'],
    );
    assert.deepEqual(byName.Download.props, { file: [{ value: 'guide.pdf', visitors: 1, conversions: 1 }], pages: [{ value: '12', visitors: 1, conversions: 1 }] });
    await context.close();
  });
});
