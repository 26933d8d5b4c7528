import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../support/service.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { segmentsOf, translator } from '../support/translator.ts';
import { call, mcpClient } from '../support/mcp.ts';

/** Node types of a document, without text: what "the same structure" means. */
function shape(node: unknown): unknown {
  const n = node as { type: string; children?: unknown[]; url?: string; depth?: number; ordered?: boolean };
  return { type: n.type, ...(n.url ? { url: n.url } : {}), ...(n.depth ? { depth: n.depth } : {}), ...(n.children ? { children: n.children.map(shape) } : {}) };
}

function texts(node: unknown, out: string[] = []): string[] {
  const n = node as { type: string; value?: string; alt?: string; children?: unknown[] };
  if (n.type === 'text' && n.value) out.push(n.value);
  if (n.alt) out.push(n.alt);
  for (const c of n.children ?? []) texts(c, out);
  return out;
}

const BODY = [
  '# Getting started',
  '',
  'Read the *short* guide and the [full manual](https://example.com/manual) before **you begin**.',
  '',
  '- First step',
  '- Second step with `npm install`',
  '',
  '![A red bicycle](asset:bike1)',
  '',
  '```js',
  'console.log("keep me");',
  '```',
].join('\n');

describe('translate an entry with AI', () => {
  let provider: FakeAiProvider;
  let service: TestService;
  const svc = () => service;
  let api: ReturnType<typeof entriesApi>;
  let mgt: string;
  let dlvApi: ReturnType<typeof entriesApi>;
  const translate = (id: string, body: unknown) => svc().client(mgt).post(`/api/v1/spaces/tr/entries/${id}/translate`, body);

  const fullEntry = (over: Record<string, unknown> = {}) => ({
    title: 'Hello world',
    summary: 'A short summary of the article.',
    body: BODY,
    slug: 'hello-world',
    tags: ['news', 'bikes'],
    features: [{ label: 'Light frame', weight: 9 }, { label: 'Fast', weight: 3 }],
    category: 'guide',
    website: 'https://example.com/',
    contact: 'ada@example.com',
    accent: '#aabbcc',
    cover: 'bike1',
    views: 12,
    rating: 4.5,
    published_on: '2026-05-01',
    featured: true,
    meta: { layout: 'wide' },
    sku: 'SKU-1',
    ...over,
  });

  before(async () => {
    provider = await startAiProvider();
    service = await startTestService(provider.env({ TESSERA_AI_TIMEOUT_MS: '1500' }));
    await svc().space('tr');
    mgt = await svc().key('tr', 'management');
    const c = svc().client(mgt);
    api = entriesApi(c, 'tr');
    dlvApi = entriesApi(svc().client(await svc().key('tr', 'delivery')), 'tr');
    assert.equal((await c.post('/api/v1/spaces/tr/locales', { code: 'de' })).status, 201);
    assert.equal((await c.post('/api/v1/spaces/tr/locales', { code: 'fr' })).status, 201);
    await insertAsset(svc().database, 'tr', { id: 'bike1' });
    const L = { localized: true };
    await insertContentType(
      svc().database,
      'tr',
      buildContentType({
        api_id: 'article',
        name: 'Article',
        fields: [
          field('title', 'symbol', L),
          field('summary', 'text', L),
          field('body', 'rich_text', L),
          field('slug', 'slug', L),
          field('tags', 'tags', L),
          field('features', 'list', { ...L, item_fields: [{ api_id: 'label', name: 'Label', type: 'symbol' }, { api_id: 'weight', name: 'Weight', type: 'integer' }] }),
          field('category', 'select', { ...L, options: ['guide', 'news'] }),
          field('website', 'url', L),
          field('contact', 'email', L),
          field('accent', 'color', L),
          field('cover', 'asset', L),
          field('views', 'integer', L),
          field('rating', 'number', L),
          field('published_on', 'date', L),
          field('featured', 'boolean', L),
          field('meta', 'json', L),
          field('sku', 'symbol'),
        ],
      }),
    );
  });
  after(async () => {
    await service?.stop();
    await provider.close();
  });
  beforeEach(async () => {
    provider.reset();
    provider.answerWith(translator());
    // Each test scripts the provider afresh: nothing comes from an earlier test's memory.
    await svc().database.db.deleteFrom('translation_memory').execute();
  });

  it('translates text, rich text, slug, tags and list text, and keeps every other field type', async () => {
    const e = await api.create('article', fullEntry());
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    const { usage, from_memory, sent, ...translation } = res.body.translation;
    assert.deepEqual(translation, { from: 'en', to: 'de', fields: ['title', 'summary', 'body', 'slug', 'tags', 'features'], skipped: [] });
    assert.deepEqual(usage, { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 }, 'the provider\'s usage of the one request');
    assert.equal(from_memory, 0);
    assert.ok(sent > 5);
    assert.equal(res.body.sys.locale, 'de');
    assert.equal(res.body.fields.title, 'Hallo Welt');
    assert.equal(res.body.fields.summary, '[de] A short summary of the article.');
    assert.equal(res.body.fields.slug, 'hallo-welt');
    assert.deepEqual(res.body.fields.tags, ['Neuigkeiten', 'bikes (de)']);
    assert.deepEqual(res.body.fields.features, [{ label: '[de] Light frame', weight: 9 }, { label: '[de] Fast', weight: 3 }]);

    const all = (await api.get(e.sys.id, '?locale=*')).body.fields;
    for (const kept of ['category', 'website', 'contact', 'accent', 'cover', 'views', 'rating', 'published_on', 'featured', 'meta', 'sku']) {
      assert.deepEqual(Object.keys(all[kept]), ['en'], `${kept} has no German value of its own`);
    }
    // The request asked for structured output and named both languages.
    const call = provider.calls[0];
    assert.equal(call.responseFormat?.type, 'json_schema');
    assert.equal(call.responseFormat?.json_schema?.strict, true);
    assert.match(call.messages[0].content, /English \(en\).*Deutsch \(de\)/);
  });

  it('keeps the rich-text structure: headings, lists, links, emphasis, code and embedded files', async () => {
    const e = await api.create('article', { title: 'Structure', body: BODY });
    const res = await translate(e.sys.id, { to: 'fr' });
    assert.equal(res.status, 200, res.text);
    const all = (await api.get(e.sys.id, '?locale=*')).body.fields.body;
    assert.deepEqual(shape(all.fr), shape(all.en));
    const fr = texts(all.fr);
    assert.ok(fr.includes('[fr] Getting started'), fr.join(' | '));
    assert.ok(fr.includes('[fr] A red bicycle'), 'image alt text is translated');
    assert.ok(fr.includes('short'), 'emphasis keeps its words, inside the same node');
    assert.ok(fr.some((t) => t.startsWith('[fr] Read the')));
    const code = (all.fr.children as { type: string; value?: string }[]).find((n) => n.type === 'code');
    assert.equal(code?.value, 'console.log("keep me");');
    const sent = provider.calls[0].userText;
    assert.match(sent, /<1>short<\/1>/, 'inline marks are sent as numbered tags');
    assert.doesNotMatch(sent, /keep me/, 'code is not sent to the model');
  });

  it('keeps entry links and embeds exactly: they are structure, not text', async () => {
    const target = await api.create('article', { title: 'Target' });
    const id = target.sys.id;
    const body = `Read [the guide](entry:${id}) and :entry{id=${id}} here.\n\n::entry{id=${id}}\n\n::asset{id=bike1}`;
    const e = await api.create('article', { title: 'Links', body });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.translation.skipped, []);
    const all = (await api.get(e.sys.id, '?locale=*')).body.fields.body;
    assert.deepEqual(shape(all.de), shape(all.en));
    const embeds = (doc: { children: unknown[] }) => JSON.stringify(doc).match(/"(url|attributes)":("entry:[^"]+"|\{[^}]*\})/g);
    assert.deepEqual(embeds(all.de), embeds(all.en));
    assert.equal(embeds(all.en)?.length, 4);
    assert.ok(texts(all.de).includes('[de] the guide') || texts(all.de).some((t) => t.startsWith('[de] Read')), texts(all.de).join(' | '));
  });

  it('leaves a rich-text field unchanged and lists it in skipped when the answer changes its structure', async () => {
    provider.answerWith(translator((s, t) => (s.kind === 'rich_text' && s.text.includes('<1>') ? t.replace(/<\/?\d+\/?>/g, '') : t)));
    const e = await api.create('article', { title: 'Plain title', body: BODY });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.translation.skipped, ['body']);
    assert.deepEqual(res.body.translation.fields, ['title']);
    const all = (await api.get(e.sys.id, '?locale=*')).body.fields;
    assert.equal(all.body.de, undefined);
    assert.equal(all.title.de, '[de] Plain title');
  });

  it('skips a field whose segment the model left out or merged', async () => {
    provider.answerWith((call) => {
      const segs = segmentsOf(call);
      const body = segs.filter((s) => s.id.startsWith('body#'));
      // Two paragraphs merged into the first answer, the second missing.
      return { json: { segments: [...segs.filter((s) => !s.id.startsWith('body#')).map((s) => ({ id: s.id, text: `[de] ${s.text}` })), { id: body[0].id, text: body.map((s) => s.text).join(' ') }] } };
    });
    const e = await api.create('article', { title: 'Two parts', body: 'First paragraph.\n\nSecond paragraph.' });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.translation.skipped, ['body']);
  });

  it('fills only fields empty in that language, and translates all again with overwrite', async () => {
    const e = await api.create('article', { title: 'Hello world', summary: 'Summary here.' });
    await api.patch(e.sys.id, { fields: { title: 'Mein eigener Titel' } }, '?locale=de');
    const first = await translate(e.sys.id, { to: 'de' });
    assert.deepEqual(first.body.translation.fields, ['summary']);
    assert.equal(first.body.fields.title, 'Mein eigener Titel');
    const again = await translate(e.sys.id, { to: 'de', overwrite: true });
    assert.deepEqual(again.body.translation.fields, ['title', 'summary']);
    assert.equal(again.body.fields.title, 'Hallo Welt');
  });

  it('does not count a fallback value as filled', async () => {
    const e = await api.create('article', { title: 'Hello world' });
    assert.equal((await api.get(e.sys.id, '?locale=de')).body.fields.title, 'Hello world', 'de falls back to en');
    const res = await translate(e.sys.id, { to: 'de' });
    assert.deepEqual(res.body.translation.fields, ['title']);
  });

  it('makes translated slugs unique among the type\'s slugs in that language', async () => {
    const a = await api.create('article', { title: 'A', slug: 'about-us' });
    assert.equal((await translate(a.sys.id, { to: 'de' })).body.fields.slug, 'uber-uns');
    const b = await api.create('article', { title: 'B', slug: 'about-us-2' });
    await api.patch(b.sys.id, { fields: { slug: 'uber-uns-2' } }, '?locale=de');
    const c = await api.create('article', { title: 'C', slug: 'about-us' });
    assert.equal((await translate(c.sys.id, { to: 'de' })).body.fields.slug, 'uber-uns-3');
  });

  it('saves one new draft version, never publishes, fires entry.saved and names the key in the activity', async () => {
    const e = await api.createPublished('article', { title: 'Hello world' });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.body.sys.version, e.sys.version + 1);
    assert.equal(res.body.sys.status, 'changed');
    assert.equal(res.body.sys.published_version, e.sys.published_version);
    const live = await dlvApi.get(e.sys.id, '?locale=de');
    assert.equal(live.body.fields.title, 'Hello world', 'the live site still shows the published version');
    const versions = (await svc().client(mgt).get(`/api/v1/spaces/tr/entries/${e.sys.id}/versions`)).body;
    assert.equal(versions.total, 2);
    assert.equal(versions.items[0].published, false);
    assert.equal(versions.items[0].author.name, 'management key');
    const db = svc().database.db;
    const saved = await db.selectFrom('outbox').select(['event', 'payload']).where('resource_id', '=', e.sys.id).where('event', '=', 'entry.saved').execute();
    assert.ok(saved.some((o) => JSON.parse(o.payload).version === res.body.sys.version), 'entry.saved for the translated version');
    const act = await db.selectFrom('activity').selectAll().where('resource_id', '=', e.sys.id).where('action', '=', 'entry.translated').executeTakeFirstOrThrow();
    assert.equal(act.actor_name, 'management key');
    assert.equal(act.actor_type, 'key');
    assert.deepEqual(JSON.parse(act.details!).fields, ['title']);
  });

  it('refuses a language that is not in the space, or the default one, naming `to`', async () => {
    const e = await api.create('article', { title: 'x' });
    const unknown = await translate(e.sys.id, { to: 'es' });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.body.error.code, 'validation_failed');
    assert.match(unknown.body.error.details.fields.to, /de, fr/);
    const def = await translate(e.sys.id, { to: 'en' });
    assert.equal(def.status, 422);
    assert.match(def.body.error.details.fields.to, /default/);
    assert.equal(provider.calls.length, 0);
  });

  it('refuses keys that cannot write and entries that do not exist', async () => {
    const e = await api.create('article', { title: 'x' });
    const dlv = await svc().client(await svc().key('tr', 'delivery')).post(`/api/v1/spaces/tr/entries/${e.sys.id}/translate`, { to: 'de' });
    assert.equal(dlv.status, 403);
    assert.equal(dlv.body.error.code, 'key_cannot');
    assert.equal((await translate('nope', { to: 'de' })).status, 404);
  });

  it('never overwrites an edit made while the provider was answering (409, nothing saved)', async () => {
    const e = await api.create('article', { title: 'Hello world', summary: 'Old summary.' });
    provider.answerWith(async (call) => {
      const edit = await api.patch(e.sys.id, { fields: { summary: 'Edited meanwhile.' } });
      assert.equal(edit.status, 200);
      return translator()(call);
    });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 409);
    assert.equal(res.body.error.code, 'version_conflict');
    const now = (await api.get(e.sys.id, '?locale=*')).body;
    assert.equal(now.sys.version, 2);
    assert.deepEqual(now.fields.summary, { en: 'Edited meanwhile.' });
    assert.equal(now.fields.title.de, undefined);
  });

  describe('when the provider fails, answers 503 translation_unavailable and saves nothing', () => {
    const failing: [string, () => void, RegExp][] = [
      ['down (5xx on every try)', () => provider.answerWith(() => ({ status: 502, headers: { 'retry-after': '0' } })), /provider_error/],
      ['too slow', () => provider.queue({ delayMs: 5000, then: { text: 'late' } }), /timeout/],
      ['malformed', () => provider.queue({ malformed: '<html>oops</html>' }), /bad_answer/],
      ['nonsense text', () => provider.queue({ text: 'I am sorry, I cannot translate this.' }), /bad_answer/],
      ['wrong key', () => provider.queue({ status: 401, body: JSON.stringify({ error: { message: 'Incorrect API key provided' } }) }), /rejected/],
    ];
    for (const [name, script, reason] of failing) {
      it(name, async () => {
        const e = await api.create('article', { title: 'Hello world' });
        provider.reset();
        script();
        const res = await translate(e.sys.id, { to: 'de' });
        assert.equal(res.status, 503, res.text);
        assert.equal(res.body.error.code, 'translation_unavailable');
        assert.match(res.body.error.details.reason, reason);
        assert.ok(res.body.error.fix.length > 10);
        const now = (await api.get(e.sys.id, '?locale=*')).body;
        assert.equal(now.sys.version, 1);
        assert.equal(now.fields.title.de, undefined);
      });
    }
  });

  it('waits out a 429 with Retry-After and then translates', async () => {
    const e = await api.create('article', { title: 'Hello world' });
    provider.queue({ status: 429, headers: { 'retry-after': '1' }, body: JSON.stringify({ error: { message: 'Rate limit reached for requests' } }) });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.fields.title, 'Hallo Welt');
    assert.equal(provider.calls.length, 2);
  });

  it('reads JSON from a provider that ignores response_format', async () => {
    provider.answerWith((call) => {
      const reply = translator()(call) as { json: unknown };
      return { json: reply.json, wrap: 'fence' };
    });
    const e = await api.create('article', { title: 'Hello world' });
    const res = await translate(e.sys.id, { to: 'fr' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.fields.title, 'Bonjour le monde');
  });

  it('translates when the model adds properties of its own beside id and text (tolerant reader)', async () => {
    provider.answerWith((call) => {
      const segments = segmentsOf(call);
      const reply = translator()(call) as { json: { segments: { id: string; text: string }[] } };
      // An OpenAI-compatible model echoing `kind` and adding notes of its own, at every level.
      const echoed = reply.json.segments.map((s) => ({ ...s, kind: segments.find((x) => x.id === s.id)?.kind, confidence: 0.9 }));
      return { json: { segments: echoed, model_notes: 'translated literally' } };
    });
    const e = await api.create('article', { title: 'Hello world', summary: 'A short summary of the article.' });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.fields.title, 'Hallo Welt');
    assert.equal(res.body.fields.summary, '[de] A short summary of the article.');
    assert.deepEqual(res.body.translation.skipped, []);
  });

  it('is the MCP tool translate_entry, with the same answer and errors, next to the whole-site job tools', async () => {
    const e = await api.create('article', { title: 'Hello world' });
    const client = await mcpClient(svc(), mgt);
    const names = (await client.listTools()).tools.map((t) => t.name);
    for (const n of ['translate_entry', 'start_translation_job', 'get_translation_job']) assert.ok(names.includes(n), n);
    const ok = await call(client, 'translate_entry', { id: e.sys.id, to: 'fr' });
    assert.equal(ok.isError, undefined, ok.content[0]?.text);
    assert.deepEqual({ ...(ok.structuredContent?.translation as object), usage: undefined }, { from: 'en', to: 'fr', fields: ['title'], skipped: [], usage: undefined, from_memory: 0, sent: 1 });
    assert.equal(ok.structuredContent?.fields.title, 'Bonjour le monde');
    const bad = await call(client, 'translate_entry', { id: e.sys.id, to: 'en' });
    assert.equal(bad.isError, true);
    assert.equal(bad.structuredContent?.error.code, 'validation_failed');
    provider.queue({ status: 500 }, { status: 500 }, { status: 500 });
    const down = await call(client, 'translate_entry', { id: e.sys.id, to: 'de' });
    assert.equal(down.structuredContent?.error.code, 'translation_unavailable');
    const job = await call(client, 'start_translation_job', { to: 'de', content_type: 'article' });
    assert.equal(job.structuredContent?.status, 'queued');
    const read = await call(client, 'get_translation_job', { id: job.structuredContent?.id });
    assert.equal(read.structuredContent?.total, job.structuredContent?.total);
    await svc().client(mgt).post(`/api/v1/spaces/tr/translation_jobs/${job.structuredContent?.id}/cancel`);
    const dlvClient = await mcpClient(svc(), await svc().key('tr', 'delivery'));
    assert.ok(!(await dlvClient.listTools()).tools.some((t) => t.name === 'translate_entry'));
    await dlvClient.close();
    await client.close();
  });

  it('is described in OpenAPI, /docs and llms.txt', async () => {
    const doc = (await svc().anon.get('/api/v1/openapi.json')).body;
    const op = doc.paths['/api/v1/spaces/{space_id}/entries/{id}/translate'].post;
    assert.equal(op.operationId, 'translateEntry');
    for (const status of ['200', '409', '422', '503']) assert.ok(op.responses[status], status);
    assert.ok(op.responses['200'].content['application/json'].schema.properties.translation);
    assert.ok(doc.paths['/api/v1/spaces/{space_id}/translation_jobs/{id}'].get);
    const sys = doc.paths['/api/v1/spaces/{space_id}/entries/{id}'].get.responses['200'].content['application/json'].schema.properties.sys;
    assert.ok(sys.properties.translations, 'sys.translations is documented');
    const llms = (await svc().client(mgt).get('/api/v1/spaces/tr/llms.txt')).text;
    assert.match(llms, /POST \/entries\/\{id\}\/translate/);
    assert.match(llms, /sys\.translations/);
    assert.match(llms, /POST \/translation_jobs/);
  });

  describe('stale translations', () => {
    it('marks a translation stale when its source changes, and retranslates only stale fields with stale: true', async () => {
      const e = await api.create('article', { title: 'Hello world', summary: 'First summary.' });
      const done = await translate(e.sys.id, { to: 'de' });
      assert.deepEqual(done.body.sys.translations, { de: { fields: ['summary', 'title'], stale: [] } });
      await api.patch(e.sys.id, { fields: { summary: 'Second summary.' } });

      const read = (await api.get(e.sys.id, '?locale=de')).body;
      assert.deepEqual(read.sys.translations, { de: { fields: ['summary', 'title'], stale: ['summary'] } });
      const listed = (await api.list('?content_type=article&locale=de')).body.items.find((i: { sys: { id: string } }) => i.sys.id === e.sys.id);
      assert.deepEqual(listed.sys.translations.de.stale, ['summary']);

      const plain = await translate(e.sys.id, { to: 'de' });
      assert.deepEqual(plain.body.translation.fields, [], 'without stale: true filled fields stay');
      const again = await translate(e.sys.id, { to: 'de', stale: true });
      assert.deepEqual(again.body.translation.fields, ['summary']);
      assert.equal(again.body.fields.summary, '[de] Second summary.');
      assert.deepEqual(again.body.sys.translations, { de: { fields: ['summary', 'title'], stale: [] } });
      const sent = segmentsOf(provider.calls[provider.calls.length - 1]).map((s) => s.id);
      assert.deepEqual(sent, ['summary#0'], 'only the stale field went to the provider');
    });

    it('clears when a person fixes the translation by hand, so stale: true does not overwrite the fix', async () => {
      const e = await api.create('article', { title: 'Hello world', summary: 'First summary.' });
      await translate(e.sys.id, { to: 'de' });
      await api.patch(e.sys.id, { fields: { summary: 'Better summary.' } });
      assert.deepEqual((await api.get(e.sys.id)).body.sys.translations.de.stale, ['summary']);
      await api.patch(e.sys.id, { fields: { summary: 'Bessere Zusammenfassung, von Hand.' } }, '?locale=de');
      assert.deepEqual((await api.get(e.sys.id)).body.sys.translations.de, { fields: ['summary', 'title'], stale: [] });
      provider.reset();
      const again = await translate(e.sys.id, { to: 'de', stale: true });
      assert.deepEqual(again.body.translation.fields, []);
      assert.equal(again.body.fields.summary, 'Bessere Zusammenfassung, von Hand.');
      assert.equal(provider.calls.length, 0);
    });

    it('is not shown to delivery keys', async () => {
      const e = await api.createPublished('article', { title: 'Hello world' });
      await translate(e.sys.id, { to: 'de' });
      await api.publish(e.sys.id);
      const live = (await dlvApi.get(e.sys.id, '?locale=de')).body;
      assert.equal(live.fields.title, 'Hallo Welt');
      assert.equal(live.sys.translations, undefined);
    });
  });
});

describe('translate without an AI provider configured', () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService();
  });
  after(() => svc.stop());

  it('answers 503 translation_unavailable with a fix naming the configuration', async () => {
    await svc.space('noai');
    const mgt = await svc.key('noai', 'management');
    const c = svc.client(mgt);
    await c.post('/api/v1/spaces/noai/locales', { code: 'de' });
    await insertContentType(svc.database, 'noai', buildContentType({ api_id: 'page', fields: [field('title', 'symbol', { localized: true })] }));
    const e = await entriesApi(c, 'noai').create('page', { title: 'Hello' });
    const res = await c.post(`/api/v1/spaces/noai/entries/${e.sys.id}/translate`, { to: 'de' });
    assert.equal(res.status, 503);
    assert.equal(res.body.error.code, 'translation_unavailable');
    assert.match(res.body.error.fix, /TESSERA_AI_BASE_URL/);
    assert.equal((await c.get(`/api/v1/spaces/noai/entries/${e.sys.id}`)).body.sys.version, 1);
  });
});
