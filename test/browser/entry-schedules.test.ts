import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';

const ZONE = 'Europe/Berlin';

/** A time as a person in ZONE reads it on a clock, to the second: what a `datetime-local` holds. */
function wallClock(d: Date): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The entry form's schedules: a person schedules an action at a time on their own clock, sees it
 * listed, cancels it, sees a scheduled publish happen without reloading, and sees why one failed.
 * The worker runs, so schedules really fall due.
 */
describe('schedules in the entry form', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_SCHEDULE_POLL_MS: '100' });
  let browser: Browser;
  let page: Page;
  let api: Client;
  const entry: Record<string, string> = {};

  before(async () => {
    await svc().space('news', { name: 'News' });
    await insertContentType(svc().database, 'news', buildContentType({ api_id: 'post', display_field: 'title', fields: [field('title', 'symbol', { required: true }), field('summary', 'text', { required: true })] }));
    api = svc().client(await svc().key('news', 'management'));
    for (const [name, fields] of [
      ['harbour', { title: 'Harbour news', summary: 'Boats.' }],
      ['market', { title: 'Market day', summary: 'Apples.' }],
      ['unfinished', { title: 'Unfinished' }],
    ] as const) {
      const r = await api.post('/api/v1/spaces/news/entries', { content_type: 'post', fields });
      assert.equal(r.status, 201, r.text);
      entry[name] = r.body.sys.id;
    }
    browser = await launchChromium();
    const context = await browser.newContext({ timezoneId: ZONE });
    page = await signIn(context, svc(), await person(svc(), 'ana@example.com', 'news'), '/spaces/news');
  });
  after(async () => browser?.close());

  const schedulesOf = async (id: string) => (await api.get(`/api/v1/spaces/news/entries/${id}/schedules`)).body.items as { id: string; action: string; at: string; status: string }[];

  it('schedules an archive at a time on the person’s clock, lists it, and cancels it', async () => {
    // Next January (winter time in Berlin), within the two years ahead a schedule may be.
    const year = new Date().getUTCFullYear() + 1;
    await page.goto(`${svc().url}/spaces/news/entries/${entry.harbour}`);
    const section = page.getByRole('region', { name: 'Scheduled' });
    await section.getByText('Nothing scheduled for this entry.').waitFor();
    await section.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule an action' });
    await dialog.getByLabel('Action').selectOption('archive');
    await dialog.getByLabel('Date and time').fill(`${year}-01-15T09:00`);
    await dialog.getByRole('button', { name: 'Schedule archive' }).click();
    await dialog.waitFor({ state: 'detached' });

    const item = section.getByRole('listitem').filter({ hasText: 'Archive on' });
    await item.waitFor();
    assert.match(await item.innerText(), /pending/i);
    assert.match(await item.innerText(), /9:00/, 'shown on the person’s clock');
    assert.match(await item.innerText(), /by ana@example\.com/);
    // Nine in Berlin in January is eight in UTC.
    const [s] = await schedulesOf(entry.harbour);
    assert.deepEqual({ action: s.action, at: s.at, status: s.status }, { action: 'archive', at: `${year}-01-15T08:00:00.000Z`, status: 'pending' });

    await item.getByRole('button', { name: /^Cancel the archive/ }).click();
    await section.getByText('Nothing scheduled for this entry.').waitFor();
    assert.equal((await schedulesOf(entry.harbour))[0].status, 'cancelled');
  });

  it('refuses a time in the past with the reason, and schedules nothing', async () => {
    await page.goto(`${svc().url}/spaces/news/entries/${entry.harbour}`);
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule an action' });
    await dialog.getByLabel('Date and time').fill('2020-05-01T09:00');
    await dialog.getByRole('button', { name: 'Schedule publish' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Not scheduled' });
    await refusal.waitFor();
    assert.match(await dialog.getByRole('note').innerText(), /at: .*has passed/, 'says what is wrong with the time');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await schedulesOf(entry.harbour)).filter((x) => x.status === 'pending').length, 0);
  });

  it('shows a scheduled publish happen without reloading the page', async () => {
    await page.goto(`${svc().url}/spaces/news/entries/${entry.market}`);
    const header = page.locator('main');
    await page.getByText('draft', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule an action' });
    await dialog.getByLabel('Date and time').fill(wallClock(new Date(Date.now() + 4000)));
    await dialog.getByRole('button', { name: 'Schedule publish' }).click();
    await page.getByRole('region', { name: 'Scheduled' }).getByRole('listitem').filter({ hasText: /pending/i }).waitFor();
    // The worker publishes it; the form notices on its own.
    await header.getByText('published', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Scheduled' }).getByRole('listitem').filter({ hasText: /done/i }).waitFor();
    const live = await svc().client(await svc().key('news', 'delivery')).get(`/api/v1/spaces/news/entries/${entry.market}`);
    assert.equal(live.status, 200, 'readers see it');
  });

  it('shows why a scheduled publish failed', async () => {
    const r = await api.post(`/api/v1/spaces/news/entries/${entry.unfinished}/schedule`, { action: 'publish', at: new Date(Date.now() + 1500).toISOString() });
    assert.equal(r.status, 201, r.text);
    for (let i = 0; i < 100 && (await schedulesOf(entry.unfinished))[0].status === 'pending'; i++) await new Promise((ok) => setTimeout(ok, 200));
    await page.goto(`${svc().url}/spaces/news/entries/${entry.unfinished}`);
    const item = page.getByRole('region', { name: 'Scheduled' }).getByRole('listitem').filter({ hasText: /failed/i });
    await item.waitFor();
    assert.match(await item.getByRole('note').innerText(), /summary/i, 'the error names the empty required field');
    await page.getByText('draft', { exact: true }).waitFor();
  });
});
