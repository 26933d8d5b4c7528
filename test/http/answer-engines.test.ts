import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startAiProvider, type ChatCall, type FakeAiProvider, type ProviderReply } from '../support/ai-provider.ts';
import { startAnswerEngines, type EngineCall, type EngineReply, type FakeAnswerEngines } from '../support/answer-engines.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { startTestService, type TestService } from '../support/service.ts';

const Q = 'When is Crumb Bakery open?';
const BRANDS = ['Crumb Bakery', 'Loaf & Co', 'Rise Bakery'];
const WRONG = 'Crumb Bakery is open every day from 8am to 8pm. Loaf & Co opens at 6am.';

/** The analysis a careful model gives: brands in order of appearance, and the hours contradiction quoted from our excerpt. */
function analysis(call: ChatCall): ProviderReply {
  const answer = call.userText.slice(call.userText.indexOf('Answer:\n') + 8, call.userText.indexOf('\n\nPublished content of'));
  const brands = BRANDS.filter((b) => answer.includes(b)).sort((a, b) => answer.indexOf(a) - answer.indexOf(b));
  const hours = /\[(E\d+)\] \(page\.body, en\)\n[^\n]*Monday to Saturday/.exec(call.userText);
  const issues = answer.includes('every day from 8am to 8pm') && hours ? [{ claim: 'Crumb Bakery is open every day from 8am to 8pm', correct: 'We are open Monday to Saturday from 7am to 6pm', excerpt: hours[1] }] : [];
  return { json: { brands, issues } };
}

async function waitFor<T>(fn: () => Promise<T | undefined>, what: string): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function nextRun(c: Client, space: string, previousId: string | null = null) {
  return waitFor(async () => {
    const res = await c.get(`/api/v1/spaces/${space}/answers`);
    return res.body.run && res.body.run.id !== previousId && !res.body.pending ? res.body : undefined;
  }, 'a finished run');
}

describe('AI answers from grounded engines', () => {
  let engines: FakeAnswerEngines;
  let analyst: FakeAiProvider;
  let svc: TestService;
  let mgt: Client;
  let hoursId: string;
  let hoursUrl: string;
  let perplexityDown = false;
  let perplexityWrong = true;

  const reply = (call: EngineCall): EngineReply => {
    if (call.protocol === 'perplexity') {
      if (perplexityDown) return { text: '', status: 401 };
      return perplexityWrong
        ? { text: WRONG, sources: [{ url: 'https://loaf.example/', title: 'Loaf & Co' }] }
        : { text: 'Crumb Bakery opens Monday to Saturday.', sources: [{ url: 'https://loaf.example/', title: 'Loaf & Co' }] };
    }
    if (call.protocol === 'openai_search') {
      return { text: 'Crumb Bakery is open Monday to Saturday, 7am to 6pm; Loaf & Co opens earlier.', sources: [{ url: hoursUrl, title: 'Opening hours' }, { url: 'https://loaf.example/hours', title: 'Loaf hours' }] };
    }
    return { text: 'Loaf & Co and Crumb Bakery are both open on weekdays.', sources: [{ url: 'https://crumb.co.uk/', title: 'Crumb' }] };
  };

  before(async () => {
    engines = await startAnswerEngines();
    engines.answerWith(reply);
    analyst = await startAiProvider();
    analyst.answerWith(analysis);
    const list = [
      engines.engine('openai_search', 'ChatGPT search', { price: { input_per_1m: 1, output_per_1m: 2, per_request: 0.01 } }),
      engines.engine('openai_responses', 'ChatGPT', { price: { per_request: 0.025 } }),
      engines.engine('perplexity', 'Perplexity'),
    ];
    svc = await startTestService(analyst.env({ TESSERA_WORKERS: '1', TESSERA_ANSWERS_MANUAL_INTERVAL_S: '0', TESSERA_ANSWERS_ENGINES: JSON.stringify(list) }));
    await svc.space('bakery', { name: 'Crumb Bakery' });
    mgt = svc.client(await svc.key('bakery', 'management'));
    assert.equal((await mgt.patch('/api/v1/spaces/bakery', { production_url: 'https://www.crumb.example' })).status, 200);
    const page = { api_id: 'page', name: 'Page', url_path: '/pages/{slug}', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'slug', name: 'Slug', type: 'slug' }, { api_id: 'body', name: 'Body', type: 'rich_text' }] };
    assert.equal((await mgt.post('/api/v1/spaces/bakery/content_types', page)).status, 201);
    const published = await entriesApi(mgt, 'bakery').createPublished('page', { title: 'Opening hours', slug: 'opening-hours', body: 'We are open Monday to Saturday from 7am to 6pm. Closed on Sundays.' });
    hoursId = published.sys.id;
    hoursUrl = published.sys.url;
    assert.equal(hoursUrl, 'https://www.crumb.example/pages/opening-hours');
  });
  after(async () => {
    await svc?.stop();
    await engines?.close();
    await analyst?.close();
  });

  it('refuses a market that is not a country, with a fix', async () => {
    const res = await mgt.patch('/api/v1/spaces/bakery/questions', { questions: [Q], market: { country: 'Narnia', city: 'Cair Paravel' } });
    assert.deepEqual([res.status, res.body.error.code], [422, 'validation_failed']);
    assert.match(res.body.error.details.fields['market.country'], /Narnia/);
    assert.match(res.body.error.fix, /ISO 3166-1/);
    assert.deepEqual((await mgt.get('/api/v1/spaces/bakery/answers')).body.questions, []);
  });

  let first: { run: { id: string; issues: Array<{ key: string; first_seen_at: string }> } };

  it('asks each engine in its own protocol, and reads sources, citations and our pages from what each returns', async () => {
    const set = await mgt.patch('/api/v1/spaces/bakery/questions', { questions: [Q], market: { country: 'United Kingdom', city: 'Leeds' }, aliases: ['crumb.co.uk'] });
    assert.deepEqual(set.body.market, { country: 'GB', city: 'Leeds' });
    first = await nextRun(mgt, 'bakery');
    const run = (first as unknown as { run: Record<string, any> }).run; // eslint-disable-line @typescript-eslint/no-explicit-any

    // The requests, exactly as each protocol wants them.
    const by = (p: string) => engines.calls.find((c) => c.protocol === p)!;
    assert.deepEqual(by('openai_search').body, { model: 'gpt-4o-mini-search-preview', messages: [{ role: 'user', content: Q }], max_tokens: 1200, web_search_options: { user_location: { type: 'approximate', approximate: { country: 'GB', city: 'Leeds' } } } });
    assert.deepEqual(by('openai_responses').body, { model: 'gpt-4.1-mini', input: Q, tools: [{ type: 'web_search', user_location: { type: 'approximate', country: 'GB', city: 'Leeds' } }], max_output_tokens: 1200 });
    assert.deepEqual(by('perplexity').body, { model: 'sonar', messages: [{ role: 'user', content: Q }], max_tokens: 1200, web_search_options: { user_location: { country: 'GB', city: 'Leeds' } } });
    assert.equal(by('perplexity').authorization, 'Bearer key-perplexity');

    assert.deepEqual([run.status, run.answers, run.mentioned, run.cited, run.truncated, run.stopped, run.grounded], ['succeeded', 3, 3, 2, false, null, true]);
    assert.deepEqual(
      run.items.map((i: { engine: string; grounded: boolean; sources: unknown; cited: boolean; cited_pages: unknown }) => [i.engine, i.grounded, i.sources, i.cited, i.cited_pages]),
      [
        ['ChatGPT search', true, [{ url: hoursUrl, title: 'Opening hours' }, { url: 'https://loaf.example/hours', title: 'Loaf hours' }], true, [{ url: hoursUrl, entry_id: hoursId }]],
        ['ChatGPT', true, [{ url: 'https://crumb.co.uk/', title: 'Crumb' }], true, [{ url: 'https://crumb.co.uk/', entry_id: null }]],
        ['Perplexity', true, [{ url: 'https://loaf.example/', title: 'Loaf & Co' }], false, []],
      ],
    );
    assert.deepEqual(
      run.engines.map((e: { name: string; kind: string; answers: number; mentioned: number; cited: number; average_position: number; share_of_voice: number; error: null }) => [e.name, e.kind, e.answers, e.cited, e.average_position, e.share_of_voice, e.error]),
      [
        ['ChatGPT search', 'openai_search', 1, 1, 1, 50, null],
        ['ChatGPT', 'openai_responses', 1, 1, 2, 50, null],
        ['Perplexity', 'perplexity', 1, 0, 1, 50, null],
      ],
    );
    assert.equal(run.share_of_voice, 50);
    assert.deepEqual(run.top_cited_domains, [{ domain: 'crumb.co.uk', answers: 1 }, { domain: 'crumb.example', answers: 1 }, { domain: 'loaf.example', answers: 2 }].sort((a, b) => b.answers - a.answers || a.domain.localeCompare(b.domain)));
    assert.deepEqual(run.top_cited_pages.map((p: { url: string; entry_id: string | null }) => [p.url, p.entry_id]), [['https://crumb.co.uk/', null], [hoursUrl, hoursId]]);
    // Perplexity reports its own cost; the others are priced from the configuration.
    assert.deepEqual(run.engines.map((e: { usage: { cost_usd: number } }) => e.usage.cost_usd), [0.01015, 0.025, 0.00509]);
    assert.equal(run.usage.cost_usd, 0.04024);
    assert.ok(run.usage.total_tokens <= run.usage.budget_tokens);
    assert.equal(first.run.issues.length, 1);
    assert.deepEqual((first.run.issues[0] as unknown as { engines: string[]; asked: boolean }).engines, ['Perplexity']);
    const doc = (await mgt.get('/api/v1/spaces/bakery/answers')).body;
    assert.deepEqual(doc.history[0].engines.map((e: { name: string; cited: number }) => [e.name, e.cited]), [['ChatGPT search', 1], ['ChatGPT', 1], ['Perplexity', 0]]);
    assert.deepEqual([doc.history[0].cost_usd, doc.history[0].share_of_voice], [0.04024, 50]);
  });

  it('never resolves an issue whose engine failed in a run, and keeps when it was first seen', async () => {
    perplexityDown = true;
    assert.equal((await mgt.post('/api/v1/spaces/bakery/answers/runs')).status, 202);
    const second = await nextRun(mgt, 'bakery', first.run.id);
    const run = second.run;
    assert.deepEqual([run.status, run.truncated, run.stopped, run.answers], ['succeeded', true, 'provider_failed', 2]);
    assert.match(run.error, /Perplexity/);
    assert.match(run.engines[2].error, /401/);
    assert.deepEqual(run.resolved_issues, []);
    assert.deepEqual(run.issues.map((i: { key: string; status: string; asked: boolean; first_seen_at: string }) => [i.key, i.status, i.asked, i.first_seen_at]), [[`${hoursId}/body`, 'persisting', false, first.run.issues[0].first_seen_at]]);

    perplexityDown = false;
    perplexityWrong = false;
    await mgt.post('/api/v1/spaces/bakery/answers/runs');
    const third = await nextRun(mgt, 'bakery', run.id);
    assert.deepEqual(third.run.issues, []);
    assert.deepEqual(third.run.resolved_issues.map((r: { key: string; first_seen_at: string }) => [r.key, r.first_seen_at]), [[`${hoursId}/body`, first.run.issues[0].first_seen_at]]);
  });
});

describe('AI answers: the token cap with engines that report no usage', () => {
  let engines: FakeAnswerEngines;
  let analyst: FakeAiProvider;
  let svc: TestService;
  let bare: TestService;
  before(async () => {
    engines = await startAnswerEngines();
    engines.answerWith(() => ({ text: 'Try Loaf & Co.', sources: [{ url: 'https://loaf.example/', title: 'Loaf' }], usage: false }));
    analyst = await startAiProvider();
    analyst.answerWith(() => ({ json: { brands: ['Loaf & Co'], issues: [] } }));
    const list = [engines.engine('openai_search', 'search'), engines.engine('openai_responses', 'responses'), engines.engine('perplexity', 'sonar')];
    svc = await startTestService(analyst.env({ TESSERA_WORKERS: '1', TESSERA_ANSWERS_MAX_TOKENS: '30000', TESSERA_ANSWERS_ENGINES: JSON.stringify(list) }));
    bare = await startTestService();
    await svc.space('shop');
    await bare.space('shop');
  });
  after(async () => {
    await svc?.stop();
    await bare?.stop();
    await engines?.close();
    await analyst?.close();
  });

  it('sends only what fits, counts unreported usage by estimate, and stops with the cap held', async () => {
    const c = svc.client(await svc.key('shop', 'management'));
    await c.patch('/api/v1/spaces/shop/questions', { questions: Array.from({ length: 10 }, (_, i) => `Where can I buy bread number ${i}?`) });
    const run = (await nextRun(c, 'shop')).run;
    assert.deepEqual([run.status, run.truncated, run.stopped], ['succeeded', true, 'token_cap']);
    assert.ok(run.answers >= 1 && run.answers < 30, `${run.answers} answers`);
    assert.ok(run.usage.total_tokens <= run.usage.budget_tokens, `${run.usage.total_tokens} of ${run.usage.budget_tokens}`);
    assert.equal(run.usage.estimated_requests, run.answers, 'every engine answer was counted by estimate');
    assert.equal(engines.calls.length, run.answers, 'no request was sent that was not counted');
    for (const call of engines.calls) assert.equal(call.body.max_tokens ?? call.body.max_output_tokens, 1200);
  });

  it('says when no engine is configured, in its own words', async () => {
    const c = bare.client(await bare.key('shop', 'management'));
    await c.patch('/api/v1/spaces/shop/questions', { questions: ['Where to shop?'] });
    const res = await c.post('/api/v1/spaces/shop/answers/runs');
    assert.deepEqual([res.status, res.body.error.code], [503, 'answers_unavailable']);
    assert.match(res.body.error.fix, /TESSERA_ANSWERS_ENGINES/);
  });
});
