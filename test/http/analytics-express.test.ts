import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { useService } from '../support/service.ts';
import { analyticsSite, report, UA, type AnalyticsSite } from '../support/analytics.ts';
// The documented snippet itself (docs/analytics.md shows this file), not a copy of it.
// @ts-expect-error: a plain JavaScript snippet without type declarations
import { tesseraAnalytics } from '../../docs/snippets/analytics-express.mjs';

describe('the Express snippet, in a real Express site', () => {
  const svc = useService();
  let site: AnalyticsSite;
  let server: Server;
  let siteUrl: string;
  let analytics: express.RequestHandler & { flush(): Promise<void> };

  before(async () => {
    site = await analyticsSite(svc(), 'express-site', { production_url: 'https://express.example' });
    const app = express();
    app.set('trust proxy', 1);
    analytics = tesseraAnalytics({ baseUrl: svc().url, space: 'express-site', managementKey: site.management, flushMs: 60_000 });
    app.use(analytics);
    app.get('/{*path}', (_req, res) => res.type('html').send('<h1>page</h1>'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server?.close(resolve)));

  const visit = (path: string, ua: string, headers: Record<string, string> = {}) => fetch(siteUrl + path, { headers: { 'user-agent': ua, 'x-forwarded-for': '81.2.69.160', ...headers } });

  it('reports AI crawlers with their pages; people (counted by the script) and assets are left out', async () => {
    // OpenAI's crawlers from addresses in its published ranges, so they count as verified.
    assert.equal((await visit('/guide?ref=1', UA.chatgptUser, { 'cf-ipcountry': 'SE', 'x-forwarded-for': '20.169.78.100' })).status, 200);
    await visit('/guide', UA.gptbot, { 'x-forwarded-for': '20.171.206.10' });
    await visit('/pricing', UA.perplexityBot);
    await visit('/logo.png', UA.gptbot);
    await visit('/guide', UA.chromeDesktop);
    await visit('/', UA.googlebot);
    await analytics.flush();
    const a = (await report(svc(), 'express-site', site.preview, 1)).body;
    assert.equal(a.crawlers.visits, 3);
    assert.deepEqual(a.crawlers.by_bot.map((b: { name: string }) => b.name).sort(), ['ChatGPT-User', 'GPTBot', 'PerplexityBot']);
    assert.deepEqual(a.crawlers.pages, [{ name: '/guide', visits: 1 }]);
    assert.equal(a.visitors, 0, 'people are left to the browser script');
  });

  it('is shown in docs/analytics.md exactly as tested', () => {
    const doc = fs.readFileSync(new URL('../../docs/analytics.md', import.meta.url), 'utf8');
    const snippet = fs.readFileSync(new URL('../../docs/snippets/analytics-express.mjs', import.meta.url), 'utf8');
    assert.ok(doc.includes(snippet.trim()), 'docs/analytics.md holds the tested Express snippet');
  });
});
