import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { useService } from '../support/service.ts';

/** `TESSERA_SCREENSHOTS=1` also saves the reference as docs/screenshots/reference.png (the README shows it). */
const SHOT = process.env.TESSERA_SCREENSHOTS === '1' ? new URL('../../docs/screenshots/reference.png', import.meta.url).pathname : null;

/** The API reference at /docs: Redoc, served by the service, rendering /api/v1/openapi.json. */
describe('API reference in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  const offMachine: string[] = [];
  const cspViolations: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // Every request the page makes is checked: anything not for this machine fails the test.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return route.continue();
      offMachine.push(url.href);
      return route.abort();
    });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
  });
  after(() => browser?.close());

  it('renders the operations of the OpenAPI document with their parameters, using only this machine', async () => {
    const doc = (await svc().anon.get('/api/v1/openapi.json')).body;
    const op = doc.paths['/api/v1/spaces/{space_id}/entries'].get;
    const param = op.parameters.find((p: { in: string; name: string }) => p.in === 'query' && p.name === 'content_type');
    assert.ok(param, 'the document has the parameter the page should show');

    await page.goto(`${svc().url}/docs`);
    // The operation's summary in the side menu, its path in the middle panel, its parameter in the table.
    const section = page.locator(`[id="operation/${op.operationId}"]`);
    await section.waitFor();
    await section.getByText('/api/v1/spaces/{space_id}/entries', { exact: true }).first().waitFor({ state: 'attached' });
    await section.getByText('content_type', { exact: true }).first().waitFor();
    await page.getByRole('menuitem').filter({ hasText: op.summary }).first().waitFor({ state: 'attached' });
    // The introduction of the document is rendered too (markdown → HTML, links to the other pages).
    await page.locator('a[href="/docs/errors"]').first().waitFor({ state: 'attached' });

    if (SHOT) {
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: SHOT });
    }
    assert.deepEqual(offMachine, [], 'no request left the machine');
    assert.deepEqual(cspViolations, [], 'the page runs under its CSP');
    assert.deepEqual(pageErrors, []);
  });

  it('serves the renderer from this service, cacheable and versioned', async () => {
    const html = (await svc().anon.get('/docs')).text;
    const src = html.match(/<script src="(\/docs\/assets\/redoc-[\d.]+\.js)"/)?.[1];
    assert.ok(src, html);
    const js = await svc().anon.get(src);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.match(js.headers.get('cache-control') ?? '', /immutable/);
    assert.doesNotMatch(html, /<script>(?!<\/script>)/, 'no inline script');
  });
});
