import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { segmentsOf, translator } from '../support/translator.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { claimDueJobs, runTranslationJob } from '../../src/app/translation/run-translation-job.ts';
import { PIECE_CHARS, REQUEST_BUDGET_CHARS } from '../../src/app/translation/ask-translations.ts';

const SPACE = 'cost';

/** A paragraph of about `chars` characters: numbered sentences, one emphasis in the middle. */
function longParagraph(chars: number): string {
  const sentences: string[] = [];
  for (let i = 0; sentences.join(' ').length < chars; i++) sentences.push(`Sentence number ${i} tells a little more about the bicycle and its frame.`);
  sentences[Math.floor(sentences.length / 2)] = `This one has *emphasis* in it.`;
  return sentences.join(' ');
}

function texts(node: unknown, out: string[] = []): string[] {
  const n = node as { type: string; value?: string; children?: unknown[] };
  if (n.type === 'text' && n.value) out.push(n.value);
  for (const c of n.children ?? []) texts(c, out);
  return out;
}

describe('translation cost, budgets, glossary and memory', () => {
  let provider: FakeAiProvider;
  let service: TestService;
  let mgt: string;
  let api: ReturnType<typeof entriesApi>;
  const client = () => service.client(mgt);
  const translate = (id: string, body: unknown) => client().post(`/api/v1/spaces/${SPACE}/entries/${id}/translate`, body);
  const ctx = () => ({ config: service.config, database: service.database });

  before(async () => {
    provider = await startAiProvider();
    service = await startTestService(provider.env({ TESSERA_AI_TIMEOUT_MS: '3000' }));
    await service.space(SPACE);
    mgt = await service.key(SPACE, 'management');
    api = entriesApi(client(), SPACE);
    assert.equal((await client().post(`/api/v1/spaces/${SPACE}/locales`, { code: 'de' })).status, 201);
    const L = { localized: true };
    await insertContentType(service.database, SPACE, buildContentType({ api_id: 'doc', name: 'Doc', fields: [field('title', 'symbol', L), field('summary', 'text', L), field('body', 'rich_text', L)] }));
    for (const type of ['note', 'card', 'memo', 'tip']) await insertContentType(service.database, SPACE, buildContentType({ api_id: type, name: type, fields: [field('title', 'symbol', L)] }));
  });
  after(async () => {
    await service?.stop();
    await provider.close();
  });
  beforeEach(async () => {
    provider.reset();
    provider.answerWith(translator());
    const db = service.database.db;
    await db.deleteFrom('translation_memory').execute();
    await db.deleteFrom('translation_usage').execute();
    await db.deleteFrom('translation_settings').execute();
  });

  it('splits a 20,000-character paragraph at sentence ends, never one oversized request, and joins it back with its formatting', async () => {
    const paragraph = longParagraph(20_000);
    const e = await api.create('doc', { title: 'Long read', body: paragraph });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.translation.skipped, []);
    const sent = provider.calls.flatMap((c) => segmentsOf(c));
    const pieces = sent.filter((s) => s.id.startsWith('body#'));
    assert.ok(pieces.length >= 5, `the paragraph went in ${pieces.length} pieces`);
    for (const p of pieces) {
      assert.match(p.id, /^body#b\d+~\d+$/);
      assert.ok(p.text.length <= PIECE_CHARS, `a piece of ${p.text.length} characters`);
      assert.match(p.text, /[.!?]$/, 'cut after a sentence end');
    }
    for (const c of provider.calls) assert.ok(c.userText.length < REQUEST_BUDGET_CHARS + 2000, `a request of ${c.userText.length} characters`);
    const body = (await api.get(e.sys.id, '?locale=de')).body.fields.body as { children: { type: string; children: { type: string }[] }[] };
    assert.equal(body.children.length, 1, 'still one paragraph');
    assert.deepEqual(body.children[0].children.map((n) => n.type), ['text', 'emphasis', 'text']);
    const words = texts(body).join('');
    assert.equal(words.match(/\[de\]/g)?.length, pieces.length, 'every piece translated and joined in order');
    assert.ok(words.includes('Sentence number 0 '), words.slice(0, 80));
  });

  it('sends the words of links but not an autolink\'s address; translates link titles', async () => {
    const e = await api.create('doc', { title: 'Links', body: 'Visit <https://example.com/shop> or the [shop](https://example.com/s "Our shop").' });
    const res = await translate(e.sys.id, { to: 'de' });
    assert.equal(res.status, 200, res.text);
    const sent = provider.calls.flatMap((c) => segmentsOf(c)).filter((s) => s.id.startsWith('body#'));
    assert.deepEqual(sent.map((s) => s.text).sort(), ['Our shop', 'Visit <1/> or the <2>shop</2>.']);
    const body = (await api.get(e.sys.id, '?locale=de')).body.fields.body as { children: { children: Record<string, unknown>[] }[] };
    const [, auto, , link] = body.children[0].children;
    assert.deepEqual(auto.children, [{ type: 'text', value: 'https://example.com/shop' }]);
    assert.equal(link.title, '[de] Our shop');
  });

  it('reports usage per entry (estimated where the provider reports none) and adds it to the month', async () => {
    const a = await api.create('note', { title: 'Reported usage' });
    provider.answerWith((c) => ({ ...(translator()(c) as { json: unknown }), usage: { prompt_tokens: 300, completion_tokens: 100, total_tokens: 400 } }));
    const one = await translate(a.sys.id, { to: 'de' });
    assert.deepEqual(one.body.translation.usage, { prompt_tokens: 300, completion_tokens: 100, total_tokens: 400 });
    const b = await api.create('note', { title: 'Unreported usage' });
    provider.answerWith((c) => ({ ...(translator()(c) as { json: unknown }), usage: null }));
    const two = await translate(b.sys.id, { to: 'de' });
    const est = two.body.translation.usage;
    assert.ok(est.prompt_tokens > 50 && est.completion_tokens > 3, JSON.stringify(est));
    assert.equal(est.total_tokens, est.prompt_tokens + est.completion_tokens);
    const month = await client().get(`/api/v1/spaces/${SPACE}/translation_settings`);
    assert.equal(month.status, 200);
    assert.equal(month.body.month, new Date().toISOString().slice(0, 7));
    assert.deepEqual(month.body.usage, {
      prompt_tokens: 300 + est.prompt_tokens,
      completion_tokens: 100 + est.completion_tokens,
      total_tokens: 400 + est.total_tokens,
      estimated_tokens: est.total_tokens,
      requests: 2,
    });
    const activity = await service.database.db.selectFrom('activity').select('details').where('action', '=', 'entry.translated').where('resource_id', '=', a.sys.id).executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(activity.details ?? '{}').usage, { prompt_tokens: 300, completion_tokens: 100, total_tokens: 400 });
  });

  it('refuses a translation once the month reaches the cap an owner set, and only owners set it', async () => {
    const agent = await service.key(SPACE, 'agent');
    const refused = await service.client(agent).put(`/api/v1/spaces/${SPACE}/translation_settings`, { monthly_token_cap: 1_000_000 });
    assert.equal(refused.status, 403, 'an agent cannot lift its own cap');
    const bad = await client().put(`/api/v1/spaces/${SPACE}/translation_settings`, { monthly_token_cap: 0 });
    assert.ok([400, 422].includes(bad.status));
    const set = await client().put(`/api/v1/spaces/${SPACE}/translation_settings`, { monthly_token_cap: 50 });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.monthly_token_cap, 50);
    const first = await api.create('note', { title: 'First under the cap' });
    assert.equal((await translate(first.sys.id, { to: 'de' })).status, 200, 'under the cap (0 of 50 used)');
    const second = await api.create('note', { title: 'Second over the cap' });
    const calls = provider.calls.length;
    const over = await translate(second.sys.id, { to: 'de' });
    assert.equal(over.status, 503, over.text);
    assert.equal(over.body.error.code, 'translation_unavailable');
    assert.equal(over.body.error.details.reason, 'monthly_cap');
    assert.match(over.body.error.fix, /translation_settings/);
    assert.equal(provider.calls.length, calls, 'nothing asked of the provider');
    assert.equal((await api.get(second.sys.id, '?locale=de')).body.fields.title, 'Second over the cap', 'nothing saved');
  });

  it('pauses a job at its token cap after the entry in hand, and resumes it where it stopped', async () => {
    for (let i = 1; i <= 3; i++) await api.create('card', { title: `Capped card ${i}` });
    const start = await client().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'card', max_tokens: 100 });
    assert.equal(start.status, 202, start.text);
    assert.equal(start.body.max_tokens, 100);
    const [claimed] = await claimDueJobs(ctx(), new Date());
    const run = await runTranslationJob(ctx(), claimed);
    assert.equal(run.outcome, 'capped');
    const paused = (await client().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(paused.status, 'paused');
    assert.equal(paused.done, 2, 'two entries of 59 tokens each reach a cap of 100');
    assert.deepEqual(paused.usage, { prompt_tokens: 84, completion_tokens: 34, total_tokens: 118 });
    assert.match(paused.last_error, /cap of 100/);
    assert.deepEqual(await claimDueJobs(ctx(), new Date()), [], 'a paused job is not picked up');
    const tooLow = await client().post(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}/resume`, { max_tokens: 110 });
    assert.equal(tooLow.status, 422);
    const resumed = await client().post(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}/resume`, { max_tokens: null });
    assert.equal(resumed.status, 200, resumed.text);
    assert.equal(resumed.body.status, 'queued');
    const [again] = await claimDueJobs(ctx(), new Date());
    assert.equal((await runTranslationJob(ctx(), again)).outcome, 'done');
    const end = (await client().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(end.done, end.total);
    assert.equal(end.usage.total_tokens, 59 * end.translated);
  });

  it('pauses a job when the month reaches its cap', async () => {
    await api.create('tip', { title: 'Monthly one' });
    await client().put(`/api/v1/spaces/${SPACE}/translation_settings`, { monthly_token_cap: 1 });
    await service.database.db.insertInto('translation_usage').values({ space_id: SPACE, month: new Date().toISOString().slice(0, 7), prompt_tokens: 1, completion_tokens: 0, total_tokens: 1, estimated_tokens: 0, requests: 1 }).execute();
    const start = await client().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'tip', overwrite: true });
    const [claimed] = await claimDueJobs(ctx(), new Date());
    assert.equal((await runTranslationJob(ctx(), claimed)).outcome, 'capped');
    const job = (await client().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(job.status, 'paused');
    assert.equal(job.done, 0);
    assert.match(job.last_error, /monthly cap of 1/);
    assert.equal(provider.calls.length, 0);
    await client().post(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}/cancel`);
  });

  it('a second translation of an unchanged entry asks the provider nothing; after an edit only the changed segment goes', async () => {
    const e = await api.create('doc', { title: 'Memory test', summary: 'A summary that stays.', body: 'First paragraph stays.\n\nSecond paragraph stays too.' });
    const first = await translate(e.sys.id, { to: 'de' });
    assert.equal(first.body.translation.from_memory, 0);
    const sentFirst = provider.calls.length;
    assert.ok(sentFirst >= 1);
    const again = await translate(e.sys.id, { to: 'de', overwrite: true });
    assert.equal(again.status, 200, again.text);
    assert.equal(provider.calls.length, sentFirst, 'zero provider requests');
    assert.equal(again.body.translation.from_memory, 4);
    assert.equal(again.body.translation.sent, 0);
    assert.deepEqual(again.body.translation.usage, { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
    assert.deepEqual(again.body.translation.fields, ['title', 'summary', 'body']);

    assert.equal((await api.patch(e.sys.id, { fields: { body: 'First paragraph stays.\n\nSecond paragraph changed a little.' } })).status, 200);
    provider.reset();
    provider.answerWith(translator());
    const stale = await translate(e.sys.id, { to: 'de', stale: true });
    assert.equal(stale.status, 200, stale.text);
    assert.deepEqual(provider.calls.flatMap((c) => segmentsOf(c)).map((s) => s.text), ['Second paragraph changed a little.']);
    assert.equal(stale.body.translation.from_memory, 1);
    const de = (await api.get(e.sys.id, '?locale=de')).body.fields.body;
    assert.deepEqual(texts(de), ['[de] First paragraph stays.', '[de] Second paragraph changed a little.']);
  });

  it('a job reports how many segments came from memory', async () => {
    const e = await api.create('memo', { title: 'Job memory' });
    await translate(e.sys.id, { to: 'de' });
    await api.create('memo', { title: 'Not in memory' });
    const start = await client().post(`/api/v1/spaces/${SPACE}/translation_jobs`, { to: 'de', content_type: 'memo', overwrite: true });
    const [claimed] = await claimDueJobs(ctx(), new Date());
    assert.equal((await runTranslationJob(ctx(), claimed)).outcome, 'done');
    const job = (await client().get(`/api/v1/spaces/${SPACE}/translation_jobs/${start.body.id}`)).body;
    assert.equal(job.from_memory, 1, JSON.stringify(job));
    assert.equal(job.done, 2);
    assert.equal(job.usage.total_tokens, 59, 'only the entry not in memory cost tokens');
  });

  describe('glossary and tone', () => {
    it('validates and stores the glossary; agents and editors read it, only manage_model writes it', async () => {
      const bad = await client().put(`/api/v1/spaces/${SPACE}/glossary`, { never_translate: [' '], terms: [{ term: 'checkout', translations: { xx: 'Kasse' } }], tone: { fr: 'formal' } });
      assert.equal(bad.status, 422, bad.text);
      assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['never_translate[0]', 'terms[0].translations.xx', 'tone.fr']);
      const wrongTone = await client().put(`/api/v1/spaces/${SPACE}/glossary`, { tone: { de: 'polite' } });
      assert.ok([400, 422].includes(wrongTone.status), wrongTone.text);
      const glossary = { never_translate: ['Tessera'], terms: [{ term: 'checkout', translations: { de: 'Kasse' } }], tone: { de: 'formal' } };
      const put = await client().put(`/api/v1/spaces/${SPACE}/glossary`, glossary);
      assert.equal(put.status, 200, put.text);
      assert.deepEqual((await client().get(`/api/v1/spaces/${SPACE}/glossary`)).body, glossary);
      const preview = await service.key(SPACE, 'preview');
      assert.equal((await service.client(preview).get(`/api/v1/spaces/${SPACE}/glossary`)).status, 403);
    });

    it('puts the glossary and tone in the prompt and keeps the terms', async () => {
      await client().put(`/api/v1/spaces/${SPACE}/glossary`, { never_translate: ['Tessera'], terms: [{ term: 'checkout', translations: { de: 'Kasse' } }], tone: { de: 'informal' } });
      provider.answerWith(translator((s, t) => t.replace('checkout', 'Kasse')));
      const e = await api.create('note', { title: 'Tessera makes the checkout easy' });
      const res = await translate(e.sys.id, { to: 'de' });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body.translation.fields, ['title']);
      assert.equal(res.body.fields.title, '[de] Tessera makes the Kasse easy');
      const system = provider.calls[0].messages[0].content;
      assert.match(system, /Never translate these names and terms; keep them exactly as written: "Tessera"/);
      assert.match(system, /"checkout" → "Kasse"/);
      assert.match(system, /informally.*"du" in German/);
      assert.equal(provider.calls.length, 1);
    });

    it('asks once more for a segment that lost a glossary term, then skips the field', async () => {
      await client().put(`/api/v1/spaces/${SPACE}/glossary`, { never_translate: ['Tessera'], terms: [], tone: {} });
      let n = 0;
      provider.answerWith(translator((s, t) => (n++ === 0 ? t.replace('Tessera', 'Tesserä') : t)));
      const fixed = await api.create('note', { title: 'Tessera is fast' });
      const ok = await translate(fixed.sys.id, { to: 'de' });
      assert.deepEqual(ok.body.translation.fields, ['title']);
      assert.equal(ok.body.fields.title, '[de] Tessera is fast');
      assert.equal(provider.calls.length, 2, 'the first answer lost the term: asked once more');

      provider.reset();
      provider.answerWith(translator((s, t) => t.replace('Tessera', 'Tesserä')));
      const lost = await api.create('note', { title: 'Tessera is slow' });
      const skipped = await translate(lost.sys.id, { to: 'de' });
      assert.equal(skipped.status, 200);
      assert.deepEqual(skipped.body.translation.skipped, ['title']);
      assert.deepEqual(skipped.body.translation.fields, []);
      assert.equal(provider.calls.length, 2, 'one retry, no more');
    });

    it('is in MCP: set_glossary, get_translation_settings, resume_translation_job', async () => {
      const mcp = await mcpClient(service, mgt);
      const set = await call(mcp, 'set_glossary', { never_translate: ['Acme'], tone: { de: 'formal' } });
      assert.equal(set.isError, undefined, JSON.stringify(set));
      const got = await call(mcp, 'get_translation_settings', {});
      const sc = got.structuredContent as { glossary: { never_translate: string[] }; usage: { total_tokens: number }; monthly_token_cap: number | null };
      assert.deepEqual(sc.glossary.never_translate, ['Acme']);
      assert.equal(typeof sc.usage.total_tokens, 'number');
      const bad = await call(mcp, 'resume_translation_job', { id: 'nope' });
      assert.equal(bad.isError, true);
    });
  });
});
