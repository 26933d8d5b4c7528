/**
 * Takes the README's dashboard screenshots (docs/screenshots/*.png) from the dashboard as it is
 * now: starts the service in-process on a throwaway SQLite data directory, writes a small café
 * site through the REST API (70 posts, so the list pages; rich text with links, an entry link and
 * an image from the media library; a schedule, a release, a day of visits and crawler reads),
 * signs in through the login form in Chromium and captures each screen at 1280×800.
 *
 *   node web/build.ts --force && node scripts/screenshots.ts [name …]
 *
 * Names limit it to some screens (`node scripts/screenshots.ts entry-form analytics`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { createUser } from '../src/app/users/create-user.ts';
import { grantUser } from '../src/app/users/grant-user.ts';
import { systemActor } from '../src/domain/actor.ts';
import sharp from 'sharp';
import { uploadForm } from '../test/support/media.ts';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';
const SPACE = 'harbour';
const only = new Set(process.argv.slice(2));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shots-'));
const config = { ...loadConfig({ TESSERA_DATA_DIR: dataDir, PORT: '0', TESSERA_WORKERS: '0', TESSERA_ALLOW_PRIVATE_TARGETS: '1' }), logLevel: 'silent' };
const database = await openDatabase(config.database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
config.baseUrl = base;

async function call<T = Record<string, unknown>>(method: string, rest: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${base}/api/v1/spaces/${SPACE}${rest}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${rest}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}
const idOf = (r: Record<string, unknown>) => (r.sys as { id: string }).id;

await runUnitOfWork(database, systemActor(SPACE), (uow) => createSpace(uow, { slug: SPACE, name: 'Harbour Café' }));
const { token } = await runUnitOfWork(database, systemActor(SPACE), (uow) => createKey(uow, { name: 'Content import', kind: 'management' }));
for (const [email, role] of [
  ['ana@harbour.example', 'owner'],
  ['ben@harbour.example', 'editor'],
] as const) {
  await runUnitOfWork(database, systemActor('*', 'cli'), (uow) => createUser(uow, email, 'a good password'));
  await runUnitOfWork(database, systemActor(SPACE, 'cli'), (uow) => grantUser(uow, email, SPACE, role, []));
}

// The site: languages, a live and a staging address, an author type and the blog posts.
await call('PATCH', '', { production_url: 'https://harbour.example', preview_url: 'https://staging.harbour.example' });
await call('POST', '/locales', { code: 'de' });
await call('POST', '/content_types', {
  name: 'Author',
  api_id: 'author',
  fields: [
    { api_id: 'name', name: 'Name', type: 'symbol', required: true },
    { api_id: 'bio', name: 'Bio', type: 'text' },
  ],
});
await call('POST', '/content_types', {
  name: 'Blog post',
  api_id: 'post',
  url_path: '/blog/{slug}',
  description: 'News, recipes and events from the café',
  fields: [
    { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true },
    { api_id: 'slug', name: 'Slug', type: 'slug', localized: true },
    { api_id: 'summary', name: 'Summary', type: 'text', localized: true, help: 'One or two sentences for lists and search results' },
    { api_id: 'cover', name: 'Cover image', type: 'asset' },
    { api_id: 'body', name: 'Body', type: 'rich_text', localized: true },
    { api_id: 'author', name: 'Author', type: 'reference', link_content_types: ['author'] },
    { api_id: 'category', name: 'Category', type: 'select', options: ['News', 'Recipes', 'Events'], group: 'Filing' },
    { api_id: 'tags', name: 'Tags', type: 'tags', group: 'Filing' },
    { api_id: 'event_date', name: 'Event date', type: 'date', group: 'Filing' },
  ],
});
// Ben writes blog posts only.
const members = await call<{ items: { id: string; email: string }[] }>('GET', '/members');
await call('PATCH', `/members/${members.items.find((m) => m.email.startsWith('ben@'))!.id}`, { write_types: ['post'] });
const author = idOf(await call('POST', '/entries', { content_type: 'author', fields: { name: 'Ana Ribeiro', bio: 'Runs the kitchen and the bakery.' } }));
await call('POST', `/entries/${author}/publish`);

/** A small picture (sky, sea, sun) in the given colours, so the media and lists look like a site's. */
const picture = (w: number, h: number, sky: string, sea: string, sun: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff7e8"/></linearGradient></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${w * 0.7}" cy="${h * 0.45}" r="${h * 0.14}" fill="${sun}"/><rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${sea}"/>` +
        `<path d="M${w * 0.15} ${h * 0.62} h${w * 0.2} l-${w * 0.03} ${h * 0.06} h-${w * 0.14} z" fill="#5b3a29"/></svg>`,
    ),
  )
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
const images: string[] = [];
for (const [file, title, alt, w, h, [sky, sea, sun]] of [
  ['harbour.png', 'Harbour at dawn', 'Fishing boats in the harbour at dawn', 640, 400, ['#f4a259', '#2a6f97', '#ffd166']],
  ['sourdough.png', 'Sourdough loaf', 'A sourdough loaf on a board', 360, 220, ['#e9c46a', '#8d5524', '#fefae0']],
  ['terrace.png', 'Terrace', 'The café terrace with tables in the sun', 640, 360, ['#8ecae6', '#219ebc', '#ffb703']],
] as const) {
  images.push(idOf(await call('POST', '/assets', uploadForm(await picture(w, h, sky, sea, sun), file, { title, alt }, 'image/png'))));
}
await call('POST', '/assets', uploadForm(new TextEncoder().encode('%PDF-1.4\n%menu\n'), 'summer-menu.pdf', { title: 'Summer menu (PDF)' }, 'application/pdf'));

const TOPICS = ['Summer menu', 'Live jazz', 'Sourdough', 'Harbour market', 'Oyster season', 'Breakfast hours', 'Terrace opening', 'Cold brew', 'Wine evening', 'Bakery class'];
const KINDS = ['is here', 'on Fridays', 'step by step', 'this Saturday', 'starts early', 'change in winter', 'back in May', 'on tap', 'with local growers', 'for beginners'];
const posts: string[] = [];
for (let i = 0; i < 70; i++) {
  const title = `${TOPICS[i % 10]} ${KINDS[(i * 3) % 10]}${i >= 10 ? ` (${2026 - Math.floor(i / 10)})` : ''}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const e = await call('POST', '/entries?locale=*', {
    content_type: 'post',
    fields: {
      title: { en: title },
      slug: { en: slug },
      summary: { en: `${TOPICS[i % 10]} at the Harbour Café: what is new and when to come.` },
      cover: { en: images[i % 3] },
      body: { en: `## ${title}\n\nFresh from the boats every morning. See the [opening hours](https://harbour.example/hours) before you come.\n` },
      author: { en: author },
      category: { en: ['News', 'Recipes', 'Events'][i % 3] },
      tags: { en: ['cafe', TOPICS[i % 10].toLowerCase().split(' ')[0]] },
    },
  });
  posts.push(idOf(e));
  if (i % 4 !== 3) await call('POST', `/entries/${idOf(e)}/publish`);
}

// The entry the form shows: rich text with headings, a list, a link to another entry, an image
// from the media library, a quote; a German translation; a second version to compare.
const featured = idOf(
  await call('POST', '/entries?locale=*', {
    content_type: 'post',
    fields: {
      title: { en: 'Our sourdough, step by step', de: 'Unser Sauerteig, Schritt für Schritt' },
      slug: { en: 'our-sourdough', de: 'unser-sauerteig' },
      summary: { en: 'Three days from starter to loaf.', de: 'Drei Tage vom Ansatz zum Laib.' },
      cover: { en: images[1] },
      author: { en: author },
      category: { en: 'Recipes' },
      tags: { en: ['bread', 'bakery'] },
      body: {
        en: `## Three days to a loaf\n\nOur bread starts with a **starter** fed twice a day, as we showed at the [bakery class](entry:${posts[9]}).\n\n![A sourdough loaf on a board](asset:${images[1]})\n\n### What you need\n\n- 500 g flour\n- 350 g water\n- 100 g starter\n- 10 g salt\n\n> Patience is the main ingredient.\n\nRead more on [our supplier's site](https://mill.example/flour).\n`,
        de: 'Drei Tage vom Ansatz zum Laib.\n',
      },
    },
  }),
);
await call('POST', `/entries/${featured}/publish`);
await call('PATCH', `/entries/${featured}?locale=*`, { fields: { summary: { en: 'Three days from starter to loaf, and one night in the cold.' } } });

// Publishing: two scheduled actions and a release.
const day = (d: number, h: number) => {
  const t = new Date();
  t.setUTCDate(t.getUTCDate() + d);
  t.setUTCHours(h, 0, 0, 0);
  return t.toISOString();
};
await call('POST', `/entries/${posts[3]}/schedule`, { action: 'publish', at: day(1, 7) });
await call('POST', `/entries/${posts[7]}/schedule`, { action: 'publish', at: day(3, 16) });
await call('POST', `/entries/${featured}/schedule`, { action: 'publish', at: day(2, 8) });
await call('POST', '/releases', { name: 'Autumn menu', entries: [{ id: posts[11] }, { id: posts[15] }] });
await call('POST', '/api_keys', { name: 'Website', kind: 'delivery' });
await call('POST', '/webhooks', { name: 'Rebuild the site', url: 'http://localhost:8080/hooks/rebuild', kind: 'generic', target: 'production' });

// A day of visits, from people (some sent by AI assistants) and crawlers, for the analytics.
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const events = [];
for (let i = 0; i < 400; i++) {
  const hoursAgo = 23 - Math.floor(((i * 7919) % 2300) / 100);
  const at = new Date(Date.now() - hoursAgo * 3_600_000 - (i % 50) * 60_000).toISOString();
  const page = ['/', '/blog/summer-menu-is-here', '/blog/our-sourdough', '/blog/live-jazz-on-fridays', '/menu'][i % 5];
  const referrer = [null, 'https://www.google.com/', 'https://chatgpt.com/', 'https://www.perplexity.ai/', null, 'https://news.example/'][i % 6];
  events.push({ path: page, user_agent: i % 3 ? BROWSER : PHONE, referrer, ip: `198.51.100.${(i % 200) + 1}`, country: ['PT', 'DE', 'FR', 'GB'][i % 4], at });
}
for (let i = 0; i < 40; i++) {
  events.push({ path: ['/', '/blog/our-sourdough', '/llms.txt'][i % 3], user_agent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', ip: '20.171.206.12', at: new Date(Date.now() - (i % 20) * 3_600_000).toISOString() });
}
for (let i = 0; i < events.length; i += 100) await call('POST', '/analytics/server_events', { events: events.slice(i, i + 100) });

// The screens, each when it shows its data.
const screens: [string, string, (page: Page) => Promise<void>][] = [
  ['spaces', '/', async (p) => void (await p.getByText('Harbour Café').first().waitFor())],
  ['overview', `/spaces/${SPACE}`, async (p) => void (await p.getByText('Setup checklist').waitFor())],
  ['entries', `/spaces/${SPACE}/content/post`, async (p) => void (await p.getByText(/of 71|71 entries/).first().waitFor().catch(() => p.locator('tbody tr').nth(10).waitFor()))],
  [
    'entry-form',
    `/spaces/${SPACE}/entries/${featured}`,
    async (p) => {
      await p.getByRole('textbox', { name: 'Body' }).getByRole('img', { name: 'A sourdough loaf on a board' }).waitFor();
      await p.waitForFunction("[...document.querySelectorAll('[role=textbox] img:not(.ProseMirror-separator)')].every((i) => i.complete)");
    },
  ],
  [
    'versions',
    `/spaces/${SPACE}/entries/${featured}`,
    async (p) => {
      await p.getByRole('button', { name: 'Versions' }).click();
      const drawer = p.getByRole('dialog', { name: 'Versions and history' });
      await drawer.locator('.mantine-Card-root', { hasText: 'Version 1' }).getByRole('button', { name: 'Compare' }).click();
      await drawer.getByRole('region').waitFor();
    },
  ],
  ['media', `/spaces/${SPACE}/assets`, async (p) => void (await p.getByText('Terrace').first().waitFor())],
  ['content-model', `/spaces/${SPACE}/model/post`, async (p) => void (await p.getByText('Fields').first().waitFor())],
  ['schedules', `/spaces/${SPACE}/schedules`, async (p) => void (await p.getByText('Autumn menu').first().waitFor())],
  ['languages', `/spaces/${SPACE}/languages`, async (p) => void (await p.locator('main').getByText('de', { exact: true }).first().waitFor())],
  ['keys', `/spaces/${SPACE}/keys`, async (p) => void (await p.getByText('Website').first().waitFor())],
  ['deploy-hooks', `/spaces/${SPACE}/hooks`, async (p) => void (await p.getByText('Rebuild the site').first().waitFor())],
  ['site-settings', `/spaces/${SPACE}/settings`, async (p) => void (await p.getByLabel('Live site URL').waitFor())],
  ['integrations', `/spaces/${SPACE}/settings/integrations`, async (p) => void (await p.locator('main').getByText('Integrations', { exact: true }).first().waitFor())],
  [
    'analytics',
    `/spaces/${SPACE}/reports/analytics`,
    async (p) => {
      await p.locator('main svg').first().waitFor();
      await p.getByRole('textbox', { name: 'Period' }).click().catch(() => p.locator('main input').first().click());
      await p.getByRole('option', { name: 'Last 7 days' }).click();
      await p.getByText(/AI crawler visits/).first().waitFor();
    },
  ],
  ['search-queries', `/spaces/${SPACE}/reports/search`, async (p) => void (await p.locator('main').getByText('Search queries', { exact: true }).first().waitFor())],
  ['readiness', `/spaces/${SPACE}/reports/readiness`, async (p) => void (await p.locator('main').getByText('AI readiness', { exact: true }).first().waitFor())],
  ['answers', `/spaces/${SPACE}/reports/answers`, async (p) => void (await p.locator('main').getByText('AI answers', { exact: true }).first().waitFor())],
  ['people', `/spaces/${SPACE}/people`, async (p) => void (await p.getByText('ben@harbour.example').first().waitFor())],
  ['activity', `/spaces/${SPACE}/activity`, async (p) => void (await p.getByRole('list', { name: 'Activity' }).locator('li').nth(5).waitFor())],
];

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--hide-scrollbars'] });
try {
  // Waiting on page state runs script the dashboard's CSP forbids: this context bypasses it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'Europe/Lisbon' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('ana@harbour.example');
  await page.getByLabel('Password').fill('a good password');
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/login')), page.getByRole('button', { name: /sign in/i }).click()]);
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, at, ready] of screens) {
    if (only.size && !only.has(name)) continue;
    // The entry form is long: a taller window shows the rich-text editor below the fields.
    await page.setViewportSize({ width: 1280, height: name === 'entry-form' ? 1500 : 800 });
    await page.goto(base + at);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // No caret blinking or transition half-way in the picture.
    await page.evaluate('document.activeElement instanceof HTMLElement && document.activeElement.blur()');
    await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
    // A 256-colour palette keeps each picture small; the dashboard uses few colours.
    fs.writeFileSync(path.join(OUT, `${name}.png`), await sharp(await page.screenshot()).png({ palette: true, compressionLevel: 9 }).toBuffer());
    console.log(`docs/screenshots/${name}.png`);
  }
} finally {
  await browser.close();
  await app.close();
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
