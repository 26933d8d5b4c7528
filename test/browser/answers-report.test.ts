import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';

/** Two stored runs of two engines, as the answers worker stores them. */
function runRow(id: string, at: string, perplexityCited: number) {
  const engine = (name: string, kind: string, cited: number, cost: number | null) => ({ name, kind, model: 'm', grounded: kind !== 'chat', error: null, answers: 2, mentioned: 2, cited, average_position: 1, share_of_voice: 50, competitors: [], usage: { total_tokens: 100, requests: 2, cost_usd: cost } });
  const result = {
    answers: 4, mentioned: 4, cited: 1 + perplexityCited, average_position: 1, competitors: [{ name: 'Loaf & Co', answers: 4 }], share_of_voice: 50,
    issues: [], resolved_issues: [], items: [], truncated: false, stopped: null, grounded: true,
    engines: [engine('ChatGPT search', 'openai_search', 1, 0.02), engine('Perplexity', 'perplexity', perplexityCited, 0.01)],
    top_cited_domains: [{ domain: 'loaf.example', answers: 3 }], top_cited_pages: [{ url: 'https://harbour.example/menu', entry_id: null, answers: 2 }],
  };
  const usage = { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200, requests: 4, estimated_requests: 0, budget_tokens: 200000, cost_usd: 0.03 };
  return { id, space_id: 'cafe', trigger: 'schedule' as const, requested_by: null, status: 'succeeded' as const, questions: '["Where?"]', market: '{"country":"GB","city":"Whitby"}', samples: 1, model: 'ChatGPT search: m, Perplexity: sonar', result: JSON.stringify(result), usage: JSON.stringify(usage), error: null, attempts: 1, claimed_until: null, claim_token: null, created_at: at, started_at: at, finished_at: at };
}

describe('AI answers screen: per engine and over time', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;

  before(async () => {
    await svc().space('cafe', { name: 'Harbour Café' });
    await svc().database.db.insertInto('answer_runs').values([runRow('run1', '2026-11-01T10:00:00.000Z', 0), runRow('run2', '2026-11-08T10:00:00.000Z', 2)]).execute();
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'cafe'), '/spaces/cafe');
  });
  after(async () => {
    await browser?.close();
  });

  it('shows the split by engine, the most-cited domains and pages, the cost, and the trend of the last runs', async () => {
    await page.goto(`${svc().url}/spaces/cafe/reports/answers`);
    const split = page.getByRole('table', { name: 'By engine' });
    await split.waitFor();
    const rows = await split.locator('tbody tr').allTextContents();
    assert.equal(rows.length, 2);
    assert.match(rows[1], /^Perplexity2221\.050%\$0\.0100$/);
    await page.getByText('Share of voice', { exact: true }).first().waitFor();
    await page.getByText('$0.0300').first().waitFor();
    await page.getByText('loaf.example').waitFor();
    await page.getByText('https://harbour.example/menu').waitFor();
    const trend = page.getByRole('table', { name: 'Trend' });
    const trendRows = await trend.locator('tbody tr').allTextContents();
    assert.equal(trendRows.length, 2, 'one row per run, oldest first');
    assert.match(trendRows[0], /2 \/ 0 of 2/, 'Perplexity cited nothing in the first run');
    assert.match(trendRows[1], /2 \/ 2 of 2/, 'and both of its answers in the second');
    assert.equal(await page.getByText('Ungrounded answers').count(), 0);
  });

  it('shows checks a bot wall kept from the crawler as not checked, and what got better or worse since the check before', async () => {
    const check = (key: string, title: string, status: string, checked = true) => ({ key, title, status, detail: checked ? 'd' : 'Not checked: the bot wall.', fix_by: 'site', ask_agent: null, ...(checked ? {} : { checked: false }) });
    const row = (id: string, at: string, checks: ReturnType<typeof check>[]) => ({ id, space_id: 'cafe', url: 'https://harbour.example', checked_at: at, passed: checks.filter((c) => c.status === 'pass').length, total: checks.length, checks: JSON.stringify(checks), duration_ms: 10, checked_by: 'test' });
    await svc()
      .database.db.insertInto('readiness_checks')
      .values([
        row('chk1', '2026-11-01T10:00:00.000Z', [check('crawler_access', 'AI crawlers get the page a browser gets', 'pass'), check('llms_txt', '/llms.txt is present and well formed', 'fail')]),
        row('chk2', '2026-11-02T10:00:00.000Z', [check('crawler_access', 'AI crawlers get the page a browser gets', 'fail'), check('llms_txt', '/llms.txt is present and well formed', 'warn', false)]),
      ])
      .execute();
    await page.goto(`${svc().url}/spaces/cafe/reports/readiness`);
    await page.getByText('not checked', { exact: true }).waitFor();
    await page.getByText('Worse: AI crawlers get the page a browser gets (pass → fail)').waitFor();
  });
});
