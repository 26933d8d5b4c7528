import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Request } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { useService } from '../support/service.ts';

const BUDGET = 200 * 1024;

interface Download {
  url: string;
  type: string;
  encoding: string | undefined;
  bytes: number;
}

/**
 * What Chromium really downloads for the dashboard's first screen (the spaces list), with an
 * empty cache: the bytes on the wire, after the service's compression, not an offline estimate.
 */
describe('dashboard first screen on the wire', () => {
  const svc = useService();
  let browser: Browser;
  const downloads: Download[] = [];

  before(async () => {
    await svc().space('demo', { name: 'Demo site' });
    const owner = await person(svc(), 'owner@example.com', 'demo');
    browser = await launchChromium();
    // Signed in through the form in one context; the first screen is then opened in a fresh one
    // carrying only the session cookie, so nothing comes from the cache of the sign-in visit.
    const signedIn = await browser.newContext();
    const cookies = await (await signIn(signedIn, svc(), owner, '/')).context().storageState();
    const context = await browser.newContext({ storageState: cookies });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const finished: Promise<void>[] = [];
    page.on('requestfinished', (request: Request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          downloads.push({ url: request.url(), type: request.resourceType(), encoding: (await response?.allHeaders())?.['content-encoding'], bytes: sizes.responseBodySize });
        })(),
      );
    });
    await page.goto(svc().url + '/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Demo site' }).waitFor();
    await Promise.all(finished);
  });
  after(async () => {
    await browser?.close();
  });

  const report = () => downloads.map((d) => `${d.bytes} ${d.encoding ?? 'identity'} ${d.url}`).join('\n');

  it(`downloads under ${BUDGET / 1024} KB in all`, (t) => {
    const total = downloads.reduce((n, d) => n + d.bytes, 0);
    t.diagnostic(`first screen: ${(total / 1024).toFixed(1)} KB in ${downloads.length} responses`);
    assert.ok(downloads.some((d) => d.type === 'script'), report());
    assert.ok(total < BUDGET, `${total} bytes:\n${report()}`);
  });

  it('receives the JavaScript and CSS brotli-compressed', () => {
    const files = downloads.filter((d) => d.type === 'script' || d.type === 'stylesheet');
    assert.ok(files.length > 0, report());
    for (const d of files) assert.equal(d.encoding, 'br', `${d.url}\n${report()}`);
  });
});
