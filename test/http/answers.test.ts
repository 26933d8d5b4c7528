import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startAiProvider, type ChatCall, type FakeAiProvider, type ProviderReply } from '../support/ai-provider.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { startTestService, type TestService } from '../support/service.ts';

const HOURS = 'We are open Monday to Saturday from 7am to 6pm. Closed on Sundays.';
const Q_HOURS = 'When is Crumb Bakery open?';
const Q_BEST = 'Which bakery in Leeds has the best sourdough?';
const BRANDS = ['Crumb Bakery', 'Loaf & Co', 'Rise Bakery'];

/** What the assistant says about the hours: wrong, until the site itself says the same. */
const hoursAnswer = 'Crumb Bakery is open every day from 8am to 8pm. Loaf & Co opens at 6am, and Rise Bakery at 9am.';

function askReply(call: ChatCall): ProviderReply {
  if (call.userText === Q_HOURS) {
    return { message: { role: 'assistant', content: hoursAnswer, annotations: [{ type: 'url_citation', url_citation: { url: 'https://crumb.example/hours', title: 'Hours', start_index: 0, end_index: 10 } }] } };
  }
  return {
    message: { role: 'assistant', content: 'Many like Loaf & Co, and Crumb Bakery is a favourite for sourdough.' },
    extra: { citations: ['https://loaf.example/', 'https://www.crumb.example/about'], search_results: [{ title: 'Loaf & Co', url: 'https://loaf.example/' }] },
  };
}

/** The analysis a careful model would give: brands in order, the contradiction quoted from our excerpt, plus one invented correction that must be dropped. */
function analysisReply(call: ChatCall): ProviderReply {
  const answer = call.userText.slice(call.userText.indexOf('Answer:\n') + 8, call.userText.indexOf('\n\nPublished content of'));
  const brands = BRANDS.filter((b) => answer.includes(b)).sort((a, b) => answer.indexOf(a) - answer.indexOf(b));
  const issues: Array<{ claim: string; correct: string; excerpt: string }> = [{ claim: 'Loaf & Co opens at 6am', correct: 'Loaf & Co opens at 5am', excerpt: 'E1' }];
  const hours = /\[(E\d+)\] \(page\.body, en\)\n[^\n]*Monday to Saturday/.exec(call.userText);
  if (answer.includes('every day from 8am to 8pm') && hours) issues.push({ claim: 'Crumb Bakery is open every day from 8am to 8pm', correct: 'We are open Monday to Saturday from 7am to 6pm', excerpt: hours[1] });
  return { json: { brands, issues } };
}

const answerer = (c: ChatCall): ProviderReply => (c.responseFormat?.json_schema?.name === 'answer_analysis' ? analysisReply(c) : askReply(c));

async function waitFor<T>(fn: () => Promise<T | undefined>, what: string): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the latest finished run is not `previousId`, and returns the answers document. */
async function nextRun(c: Client, previousId: string | null = null) {
  return waitFor(async () => {
    const res = await c.get('/api/v1/spaces/bakery/answers');
    return res.body.run && res.body.run.id !== previousId && !res.body.pending ? res.body : undefined;
  }, 'a finished run');
}

describe('AI answers over HTTP', () => {
  let provider: FakeAiProvider;
  let svc: TestService;
  let mgt: Client;
  let hoursId: string;

  before(async () => {
    provider = await startAiProvider();
    provider.answerWith(answerer);
    svc = await startTestService(provider.env({ TESSERA_WORKERS: '1', TESSERA_ANSWERS_MANUAL_INTERVAL_S: '0' }));
    await svc.space('bakery', { name: 'Crumb Bakery' });
    await svc.space('other', { name: 'Other' });
    mgt = svc.client(await svc.key('bakery', 'management'));
    assert.equal((await mgt.patch('/api/v1/spaces/bakery', { production_url: 'https://www.crumb.example' })).status, 200);
    for (const body of [
      { api_id: 'page', name: 'Page', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'body', name: 'Body', type: 'rich_text' }] },
      { api_id: 'faq', name: 'FAQ', fields: [{ api_id: 'question', name: 'Question', type: 'symbol' }, { api_id: 'answer', name: 'Answer', type: 'text' }] },
    ]) assert.equal((await mgt.post('/api/v1/spaces/bakery/content_types', body)).status, 201);
    const entries = entriesApi(mgt, 'bakery');
    hoursId = (await entries.createPublished('page', { title: 'Opening hours', body: HOURS })).sys.id;
    await entries.createPublished('page', { title: 'About', body: 'Crumb Bakery bakes sourdough in Leeds since 2009.' });
    await entries.create('page', { title: 'Secret plans', body: 'Next year we open every day from 8am to 8pm.' });
    // Another space says what the assistant says: it must never count as this site's content.
    const otherMgt = svc.client(await svc.key('other', 'management'));
    await otherMgt.post('/api/v1/spaces/other/content_types', { api_id: 'page', name: 'Page', fields: [{ api_id: 'body', name: 'Body', type: 'rich_text' }] });
    await entriesApi(otherMgt, 'other').createPublished('page', { body: 'Crumb Bakery is open every day from 8am to 8pm, Monday to Saturday too.' });
  });
  after(async () => {
    await svc?.stop();
    await provider?.close();
  });

  it('answers with empty settings and no run before questions are set', async () => {
    const res = await mgt.get('/api/v1/spaces/bakery/answers');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { questions: [], market: { country: '', city: '' }, aliases: [], samples: 1, schedule: 'weekly', next_run_at: null, run: null, pending: null, history: [] });
  });

  it('refuses bad questions with the fields named, and saves nothing', async () => {
    const bad: Array<[unknown, number, string]> = [
      [{ questions: [] }, 422, 'questions'],
      [{ questions: Array.from({ length: 31 }, (_, i) => `Question ${i}?`) }, 422, 'questions'],
      [{ questions: ['x'.repeat(201)] }, 422, 'questions[0]'],
      [{ questions: 'When?' }, 422, 'questions'],
      [{ questions: ['When?'], market: { country: 'GB', town: 'Leeds' } }, 422, 'market.town'],
      [{ market: { country: 'GB', city: 'Leeds' } }, 422, 'questions'],
    ];
    for (const [body, status, field] of bad) {
      const res = await mgt.patch('/api/v1/spaces/bakery/questions', body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.fix);
      assert.ok(Object.keys(res.body.error.details.fields).includes(field), `${JSON.stringify(res.body.error.details.fields)} names ${field}`);
    }
    assert.deepEqual((await mgt.get('/api/v1/spaces/bakery/answers')).body.questions, []);
  });

  it('lets keys that read drafts read answers, and only management keys and agents set questions or start runs', async () => {
    const delivery = svc.client(await svc.key('bakery', 'delivery'));
    const preview = svc.client(await svc.key('bakery', 'preview'));
    const res = await delivery.get('/api/v1/spaces/bakery/answers');
    assert.deepEqual([res.status, res.body.error.code, res.body.error.details.needs], [403, 'key_cannot', 'read_drafts']);
    assert.equal((await preview.get('/api/v1/spaces/bakery/answers')).status, 200);
    assert.equal((await preview.patch('/api/v1/spaces/bakery/questions', { questions: ['a?'] })).body.error.code, 'key_cannot');
    assert.equal((await preview.post('/api/v1/spaces/bakery/answers/runs')).body.error.code, 'key_cannot');
    assert.equal((await svc.client(await svc.key('other', 'management')).get('/api/v1/spaces/bakery/answers')).body.error.code, 'wrong_space');
  });

  let first: { run: { id: string; issues: Array<{ key: string; first_seen_at: string }> } };

  it('asks the questions on its schedule once they are set, and reads mentions, citations, positions, competitors and issues', async () => {
    const set = await mgt.patch('/api/v1/spaces/bakery/questions', { questions: [Q_HOURS, Q_BEST], market: { country: 'gb', city: 'Leeds' }, aliases: ['Crumb'] });
    assert.equal(set.status, 200);
    assert.deepEqual(set.body.market, { country: 'GB', city: 'Leeds' });
    assert.ok(Math.abs(Date.parse(set.body.next_run_at) - Date.now()) < 10_000, 'the first run is planned right away');

    const doc = await nextRun(mgt);
    first = doc;
    const run = doc.run;
    assert.deepEqual([run.status, run.trigger, run.error], ['succeeded', 'schedule', null]);
    assert.deepEqual([run.answers, run.mentioned, run.cited, run.average_position], [2, 2, 2, 1.5]);
    assert.deepEqual(run.competitors, [{ name: 'Loaf & Co', answers: 2 }, { name: 'Rise Bakery', answers: 1 }]);
    assert.deepEqual(run.items.map((i: { question: string; position: number; cited: boolean }) => [i.question, i.position, i.cited]), [[Q_HOURS, 1, true], [Q_BEST, 2, true]]);
    assert.deepEqual(run.items[1].sources, [{ url: 'https://loaf.example/', title: 'Loaf & Co' }, { url: 'https://www.crumb.example/about', title: null }]);
    assert.equal(run.issues.length, 1, 'the invented correction is dropped');
    const issue = run.issues[0];
    assert.deepEqual([issue.status, issue.claim, issue.correct], ['new', 'Crumb Bakery is open every day from 8am to 8pm', 'We are open Monday to Saturday from 7am to 6pm']);
    assert.deepEqual(issue.entries, [{ id: hoursId, content_type: 'page', field: 'body', title: 'Opening hours' }]);
    assert.match(issue.ask_agent, /batch\?dry_run=true/);
    assert.match(issue.ask_agent, /"content_type":"faq"/);
    assert.ok(run.usage.total_tokens > 0 && run.usage.requests === 4);
    assert.equal(doc.history.length, 1);
    assert.ok(Date.parse(doc.next_run_at) - Date.now() > 6.9 * 24 * 3_600_000, 'the next scheduled run is a week later');

    const asked = provider.calls.filter((c) => !c.responseFormat);
    assert.match(asked[0].messages[0].content, /Leeds, GB/);
    for (const c of provider.calls.filter((x) => x.responseFormat)) {
      assert.doesNotMatch(c.userText, /Next year/, 'drafts are not published content');
      assert.doesNotMatch(c.userText, /Monday to Saturday too/, "another space's content is not this site's");
    }
  });

  it('keeps an issue persisting across runs, and resolves it once the published content no longer contradicts the answer', async () => {
    const started = await mgt.post('/api/v1/spaces/bakery/answers/runs');
    assert.equal(started.status, 202);
    assert.equal(started.body.run.status, 'queued');
    const second = await nextRun(mgt, first.run.id);
    assert.equal(second.run.trigger, 'manual');
    assert.deepEqual(second.run.issues.map((i: { status: string; first_seen_at: string }) => [i.status, i.first_seen_at]), [['persisting', first.run.issues[0].first_seen_at]]);

    const entries = entriesApi(mgt, 'bakery');
    const current = (await entries.get(hoursId)).body;
    assert.equal((await entries.patch(hoursId, { version: current.sys.version, fields: { body: 'We are open every day from 8am to 8pm.' } })).status, 200);
    await entries.publish(hoursId);
    await mgt.post('/api/v1/spaces/bakery/answers/runs');
    const third = await nextRun(mgt, second.run.id);
    assert.deepEqual(third.run.issues, []);
    assert.deepEqual(third.run.resolved_issues.map((r: { key: string }) => r.key), [`${hoursId}/body`]);
    assert.deepEqual(third.history.map((h: { id: string }) => h.id).slice(0, 3), [third.run.id, second.run.id, first.run.id]);
  });

  it('records a run the provider failed as failed with its error, and still answers', async () => {
    provider.queue({ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' });
    const before = (await mgt.get('/api/v1/spaces/bakery/answers')).body.run.id;
    await mgt.post('/api/v1/spaces/bakery/answers/runs');
    const doc = await nextRun(mgt, before);
    assert.deepEqual([doc.run.status, doc.run.answers], ['failed', 0]);
    assert.match(doc.run.error, /AI provider/);
    assert.equal(doc.history[0].status, 'failed');
  });

  it('keeps the last 12 runs in history, newest first', async () => {
    await mgt.patch('/api/v1/spaces/bakery/questions', { questions: [Q_BEST] });
    let last = (await mgt.get('/api/v1/spaces/bakery/answers')).body.run.id;
    for (let i = 0; i < 9; i++) {
      assert.ok([200, 202].includes((await mgt.post('/api/v1/spaces/bakery/answers/runs')).status));
      last = (await nextRun(mgt, last)).run.id;
    }
    const doc = (await mgt.get('/api/v1/spaces/bakery/answers')).body;
    assert.equal(doc.history.length, 12);
    assert.equal(doc.history[0].id, doc.run.id);
    assert.ok(!doc.history.some((h: { id: string }) => h.id === first.run.id), 'the oldest runs fall out');
    const times = doc.history.map((h: { finished_at: string }) => h.finished_at);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  it('offers the same through MCP tools', async () => {
    const agent = await mcpClient(svc, await svc.key('bakery', 'agent'));
    const set = await call(agent, 'set_questions', { questions: [Q_HOURS], samples: 2 });
    assert.ok(!set.isError, set.content[0]?.text);
    assert.deepEqual(set.structuredContent?.questions ?? JSON.parse(set.content[0].text).questions, [Q_HOURS]);
    const read = await call(agent, 'get_answers');
    const body = read.structuredContent ?? JSON.parse(read.content[0].text);
    assert.equal(body.samples, 2);
    assert.equal(body.history.length, 12);
    const bad = await call(agent, 'set_questions', { questions: [] });
    assert.equal(bad.isError, true);
    await agent.close();
  });
});

describe('AI answers: limits on starting runs', () => {
  let provider: FakeAiProvider;
  let svc: TestService;
  let bare: TestService;
  before(async () => {
    provider = await startAiProvider();
    provider.answerWith((c) => (c.responseFormat ? { json: { brands: [], issues: [] } } : { text: 'No idea.' }));
    svc = await startTestService(provider.env({ TESSERA_WORKERS: '1', TESSERA_ANSWERS_MAX_TOKENS: '1000' }));
    bare = await startTestService();
    for (const s of [svc, bare]) await s.space('shop');
    await svc.space('big');
  });
  after(async () => {
    await svc?.stop();
    await bare?.stop();
    await provider?.close();
  });

  it('needs questions, and starts at most one run on demand per interval', async () => {
    const c = svc.client(await svc.key('shop', 'management'));
    const none = await c.post('/api/v1/spaces/shop/answers/runs');
    assert.deepEqual([none.status, none.body.error.code], [422, 'validation_failed']);
    await c.patch('/api/v1/spaces/shop/questions', { questions: ['Where to shop?'], schedule: 'off' });
    assert.equal((await c.get('/api/v1/spaces/shop/answers')).body.next_run_at, null);
    assert.equal((await c.post('/api/v1/spaces/shop/answers/runs')).status, 202);
    await waitFor(async () => ((await c.get('/api/v1/spaces/shop/answers')).body.run ?? undefined), 'the run');
    const again = await c.post('/api/v1/spaces/shop/answers/runs');
    assert.deepEqual([again.status, again.body.error.code], [429, 'rate_limited']);
    assert.ok(Number(again.headers.get('retry-after')) > 500);
  });

  it('asks nothing when the token cap cannot hold one question, and says so', async () => {
    const c = svc.client(await svc.key('big', 'management'));
    provider.reset();
    await c.patch('/api/v1/spaces/big/questions', { questions: Array.from({ length: 10 }, (_, i) => `Question ${i}?`) });
    const run = await waitFor(async () => ((await c.get('/api/v1/spaces/big/answers')).body.run ?? undefined), 'the run');
    assert.deepEqual([run.status, run.answers], ['failed', 0]);
    assert.match(run.error, /TESSERA_ANSWERS_MAX_TOKENS \(1000\)/);
    assert.deepEqual([run.usage.total_tokens, run.usage.requests], [0, 0]);
    assert.equal(provider.calls.length, 0);
  });

  it('answers answers_unavailable when no AI provider is configured, and still reads', async () => {
    const c = bare.client(await bare.key('shop', 'management'));
    await c.patch('/api/v1/spaces/shop/questions', { questions: ['Where to shop?'] });
    const res = await c.post('/api/v1/spaces/shop/answers/runs');
    assert.deepEqual([res.status, res.body.error.code], [503, 'answers_unavailable']);
    assert.match(res.body.error.fix, /TESSERA_AI_BASE_URL/);
    assert.equal((await c.get('/api/v1/spaces/shop/answers')).status, 200);
  });
});
