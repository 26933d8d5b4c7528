import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { UA } from '../support/analytics.ts';

/** What a report list shows as a row's label: its first text value (as web/src/pages/reports/Bars.tsx). */
const labelOf = (row: Record<string, unknown>) => Object.values(row).find((v) => typeof v === 'string') as string;

/** The reports screens against the real report endpoints, with a live site served on 127.0.0.1. */
describe('dashboard reports in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let site: Server;

  before(async () => {
    // A small live site: a home page without a description, and a robots.txt that allows everyone.
    site = createServer((req, res) => {
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><head><title>Harbour Café</title></head><body><h1>Harbour Café</h1><p>Coffee and cake by the sea.</p></body></html>');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    await svc().space('cafe', { name: 'Harbour Café' });
    api = svc().client(await svc().key('cafe', 'management'));
    await api.patch('/api/v1/spaces/cafe', { production_url: `http://127.0.0.1:${(site.address() as AddressInfo).port}` });
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'cafe'), '/spaces/cafe');
  });
  after(async () => {
    await browser?.close();
    await new Promise((r) => site?.close(r));
  });

  it('runs an AI-readiness check of the live site and shows each check with its status', async () => {
    await page.goto(`${svc().url}/spaces/cafe/reports/readiness`);
    await page.getByText('The live site has not been checked yet.').waitFor();
    await page.getByRole('button', { name: 'Check now' }).click();
    const summary = page.getByText(/checks pass for http:\/\/127\.0\.0\.1/);
    await summary.waitFor();
    const last = (await api.get('/api/v1/spaces/cafe/readiness')).body;
    assert.match((await summary.textContent())!, new RegExp(`^${last.passed} of ${last.total} checks pass`));
    for (const check of last.checks) await page.getByText(check.title, { exact: true }).first().waitFor();

    // A second check within the minute is refused, and the screen says why.
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByRole('alert').filter({ hasText: /minute|wait/i }).waitFor();
  });

  it('sets the questions for AI answers, which the API then holds', async () => {
    await page.goto(`${svc().url}/spaces/cafe/reports/answers`);
    await page.getByText('No run yet', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Questions' }).fill('Where can I get cake by the harbour?\nIs Harbour Café open on Sundays?');
    await page.getByLabel('Country').fill('GB');
    await page.getByLabel('City').fill('Whitby');
    await page.getByRole('button', { name: 'Save questions' }).click();
    for (let i = 0; i < 50; i++) {
      if ((await api.get('/api/v1/spaces/cafe/answers')).body.questions?.length === 2) break;
      await page.waitForTimeout(100);
    }
    const answers = (await api.get('/api/v1/spaces/cafe/answers')).body;
    assert.deepEqual(answers.questions, ['Where can I get cake by the harbour?', 'Is Harbour Café open on Sundays?']);
    assert.deepEqual(answers.market, { country: 'GB', city: 'Whitby' });
  });

  it('shows a failed AI-answers run as failed, with its error, not as a run that found nothing', async () => {
    const at = new Date().toISOString();
    await svc()
      .database.db.insertInto('answer_runs')
      .values({ id: 'failedrun', space_id: 'cafe', trigger: 'manual', requested_by: null, status: 'failed', questions: '[]', market: '{}', samples: 1, model: null, result: null, usage: null, error: 'The AI provider refused the key (401).', attempts: 1, claimed_until: null, claim_token: null, created_at: at, started_at: at, finished_at: at })
      .execute();
    assert.equal((await api.get('/api/v1/spaces/cafe/answers')).body.run.status, 'failed');
    await page.goto(`${svc().url}/spaces/cafe/reports/answers`);
    const alert = page.getByRole('alert').filter({ hasText: 'The last run failed' });
    await alert.waitFor();
    assert.match((await alert.textContent())!, /The AI provider refused the key \(401\)\./);
    assert.equal(await page.getByText('None found.').count(), 0, 'no issues list for a run that found nothing out');
    assert.equal(await page.getByText('Mention the site').count(), 0, 'no figures: zeros would read as a result');
  });

  it('shows the analytics the API counts: pages, AI assistants, AI crawlers and search engines apart, crediting DB-IP', async () => {
    const server = svc().client(await svc().key('cafe', 'management'));
    const sent = await server.post('/api/v1/spaces/cafe/analytics/server_events', {
      events: [
        { path: '/menu', user_agent: UA.chromeDesktop, ip: '192.0.2.10', referrer: 'https://chatgpt.com/' },
        { path: '/menu', user_agent: UA.firefoxLinux, ip: '192.0.2.11' },
        // From an address in OpenAI's published ranges: a verified visit, not a claim.
        { path: '/opening-hours', user_agent: UA.gptbot, ip: '20.171.206.12' },
        // Search engines: Googlebot from Google's published ranges, and one claiming the name from elsewhere.
        { path: '/menu', user_agent: UA.googlebot, ip: '192.178.5.9' },
        { path: '/wp-login.php', user_agent: UA.googlebot, ip: '192.0.2.12' },
      ],
    });
    assert.equal(sent.status, 202, sent.text);
    const report = (await api.get('/api/v1/spaces/cafe/analytics?days=30')).body;
    assert.equal(report.page_views, 2, 'the crawler is no visitor');
    await page.goto(`${svc().url}/spaces/cafe/reports/analytics`);
    // A verified crawler is named with its operator.
    const bot = report.crawlers.by_bot[0];
    for (const [title, label] of [['Pages', labelOf(report.pages[0])], ['AI assistants', labelOf(report.ai_engines[0])], ['AI crawlers', `${bot.name} (${bot.operator})`]]) {
      const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await card.getByText(label, { exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'DB-IP' }).waitFor();
    // Search-engine crawlers in their own section, never among the AI crawlers.
    const search = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Search engines', exact: true }) });
    const searchCard = search.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Search-engine crawlers', exact: true }) });
    await searchCard.getByText('Googlebot (Google)', { exact: true }).waitFor();
    await searchCard.getByText('claims to be Googlebot', { exact: true }).waitFor();
    const aiCard = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'AI crawlers', exact: true }) });
    assert.equal(await aiCard.getByText(/Googlebot/).count(), 0, 'Googlebot is no AI crawler');
  });

  it('says how to connect the search engines while none is connected', async () => {
    await page.goto(`${svc().url}/spaces/cafe/reports/search`);
    await page.getByText('No search engine is connected yet.').waitFor();
    await page.getByRole('link', { name: 'Connect one in Integrations.' }).click();
    await page.waitForURL(/\/spaces\/cafe\/settings\/integrations$/);
  });

  it('applies a readiness finding\'s fix from the screen, and schedules the checks', async () => {
    const type = { name: 'Page', api_id: 'page', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }, { api_id: 'description', name: 'Description', type: 'text' }, { api_id: 'body', name: 'Body', type: 'text' }] };
    assert.equal((await api.post('/api/v1/spaces/cafe/content_types', type)).status, 201);
    const made = await api.post('/api/v1/spaces/cafe/entries', { content_type: 'page', fields: { title: 'Opening hours', body: 'We open every day from eight until six, Sundays included.' } });
    assert.equal((await api.post(`/api/v1/spaces/cafe/entries/${made.body.sys.id}/publish`)).status, 200);
    // As if a minute had passed since the check of the first test.
    await svc().database.db.updateTable('readiness_claims').set({ started_at: new Date(Date.now() - 61_000).toISOString() }).where('space_id', '=', 'cafe').execute();

    await page.goto(`${svc().url}/spaces/cafe/reports/readiness`);
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText(/Tessera can fix 1 entry itself/).waitFor();
    await page.getByText('description of ' + made.body.sys.id + ' → “We open every day from eight until six, Sundays included.”', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Apply fix and publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Fixed and published 1 entry' }).waitFor();
    const entry = (await api.get(`/api/v1/spaces/cafe/entries/${made.body.sys.id}`)).body;
    assert.equal(entry.fields.description, 'We open every day from eight until six, Sundays included.');
    assert.equal(entry.sys.status, 'published');

    await page.locator('input').and(page.getByLabel('Check by itself')).click();
    await page.getByRole('option', { name: 'Daily' }).click();
    await page.getByText(/^Next check /).waitFor();
    assert.equal((await api.get('/api/v1/spaces/cafe/readiness/schedule')).body.interval_hours, 24);
  });
});
