import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listAiCrawlers, matchAiCrawler, operatorOf, purposeOf } from '../../src/domain/analytics/ai-crawlers.ts';
import { aiEngineOfReferrer, aiEngineOfUtmSource } from '../../src/domain/analytics/ai-assistants.ts';
import { agentKind, classifyHit, deviceOf, siteHosts, USER_AGENTS_REMEMBERED } from '../../src/domain/analytics/classify.ts';
import { placeFromHeaders } from '../../src/domain/analytics/location.ts';
import { rangeWindow, reportWindow } from '../../src/domain/analytics/report.ts';
import { UA } from '../support/analytics.ts';

describe('AI crawler mapping (robots.json function → purpose)', () => {
  const cases: Array<[string, string, 'search' | 'user' | 'training']> = [
    ['ChatGPT-User', 'AI Assistants', 'user'],
    ['Operator', 'AI Agents', 'user'],
    ['Cursor', 'AI Coding Agents', 'user'],
    ['cohere-ai', 'Retrieves data to provide responses to user-initiated prompts.', 'user'],
    ['MistralAI-User/1.0', 'Takes action based on user prompts.', 'user'],
    ['iaskspider/2.0', 'Crawls sites to provide answers to user queries.', 'user'],
    ['OAI-SearchBot', 'Search result generation.', 'search'],
    ['Claude-SearchBot', 'Claude-SearchBot navigates the web to improve search result quality for users.', 'search'],
    ['Anomura', 'Collects data for AI search', 'search'],
    ['TavilyBot', 'AI Data Providers', 'search'],
    ['GPTBot', "Scrapes data to train OpenAI's products.", 'training'],
    ['Google-Extended', 'LLM training.', 'training'],
    ['CCBot', 'Provides open crawl dataset, used for many purposes, including Machine Learning/AI.', 'training'],
    ['Claude-Web', 'Undocumented AI Agents', 'training'],
    ['OpenAI', 'Unclear at this time.', 'training'],
    // Corrections where the free text misleads:
    ['meta-webindexer', 'AI Assistants', 'search'],
    ['Amazonbot', 'Service improvement and enabling answers for Alexa users.', 'search'],
    ['Applebot-Extended', 'Powers features in Siri, Spotlight, Safari, Apple Intelligence, and others.', 'training'],
  ];
  for (const [name, fn, purpose] of cases) it(`${name}: "${fn.slice(0, 40)}" → ${purpose}`, () => assert.equal(purposeOf(name, fn), purpose));

  it('reads the operator from markdown links, short names and the written-down corrections', () => {
    assert.equal(operatorOf('GPTBot', '[OpenAI](https://openai.com)'), 'OpenAI');
    assert.equal(operatorOf('Bytespider', 'ByteDance'), 'ByteDance');
    assert.equal(operatorOf('FacebookBot', 'Meta/Facebook'), 'Meta');
    assert.equal(operatorOf('Applebot', 'Unclear at this time.'), 'Apple');
    assert.equal(operatorOf('Kimi-User', 'Moonshot AI that fetches web content on behalf of users interacting with Kimi'), 'Moonshot AI');
    assert.equal(operatorOf('SomethingNew', 'Unclear at this time.'), 'Unknown');
    assert.equal(operatorOf('SomethingElse', 'A company that does a great many things with data'), 'Unknown');
  });

  it('maps every bot of the vendored list to an operator and one of the three purposes', () => {
    const all = listAiCrawlers();
    assert.ok(all.length > 100);
    for (const c of all) assert.ok(['search', 'user', 'training'].includes(c.purpose), c.name);
    const known = all.filter((c) => c.operator !== 'Unknown').length;
    assert.ok(known / all.length > 0.8, `operators known for ${known} of ${all.length}`);
  });
});

describe('matching user agents', () => {
  const table: Array<[string, string | null]> = [
    [UA.gptbot, 'GPTBot'],
    [UA.chatgptUser, 'ChatGPT-User'],
    [UA.oaiSearch, 'OAI-SearchBot'],
    [UA.claudeBot, 'ClaudeBot'],
    [UA.perplexityBot, 'PerplexityBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)', 'Perplexity-User'],
    ['Mozilla/5.0 (compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)', 'MistralAI-User'],
    ['meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)', 'meta-externalagent'],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot'],
    [UA.chromeDesktop, null],
    [UA.googlebot, null],
    ['Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', null], // not the list's "Spider"
    ['Mozilla/5.0 VSCode/1.95', null], // not "Code"
  ];
  for (const [ua, name] of table) it(`${ua.slice(0, 60)} → ${name}`, () => assert.equal(matchAiCrawler(ua)?.name ?? null, name));
});

describe('AI assistants (Matomo list) and utm_source', () => {
  it('knows assistants by referrer host, subdomain and path', () => {
    assert.equal(aiEngineOfReferrer('chatgpt.com', '/'), 'ChatGPT');
    assert.equal(aiEngineOfReferrer('www.perplexity.ai', '/search/x'), 'Perplexity');
    assert.equal(aiEngineOfReferrer('gemini.google.com', '/app'), 'Gemini');
    assert.equal(aiEngineOfReferrer('x.com', '/i/grok'), 'Grok');
    assert.equal(aiEngineOfReferrer('x.com', '/someone/status/1'), null);
    assert.equal(aiEngineOfReferrer('google.com', '/'), null);
    assert.equal(aiEngineOfReferrer('notclaude.ai', '/'), null);
  });
  it('knows assistants by utm_source host or name', () => {
    assert.equal(aiEngineOfUtmSource('chatgpt.com'), 'ChatGPT');
    assert.equal(aiEngineOfUtmSource('ChatGPT'), 'ChatGPT');
    assert.equal(aiEngineOfUtmSource('copilot.microsoft.com'), 'Copilot');
    assert.equal(aiEngineOfUtmSource('newsletter'), null);
  });
});

describe('classifying a hit', () => {
  const hosts = siteHosts(['https://www.site.example', 'https://staging.site.example']);
  it('keeps the visitor’s source for internal navigation and reads UTM parameters', () => {
    const internal = classifyHit({ path: '/b', referrer: 'https://site.example/a', userAgent: UA.chromeDesktop, width: null }, hosts);
    assert.equal(internal.kind === 'page_view' && internal.attribution, null);
    const utm = classifyHit({ path: '/b?utm_source=chatgpt.com&utm_campaign=launch', referrer: 'https://site.example/a', userAgent: UA.chromeDesktop, width: null }, hosts);
    assert.deepEqual(utm.kind === 'page_view' && utm.attribution, { source: 'ChatGPT', aiEngine: 'ChatGPT', referrer: null, campaign: 'launch' });
    const direct = classifyHit({ path: '/', referrer: null, userAgent: UA.chromeDesktop, width: null }, hosts);
    assert.deepEqual(direct.kind === 'page_view' && direct.attribution, { source: 'Direct', aiEngine: null, referrer: null, campaign: null });
  });
  it('tells AI crawlers, search-engine crawlers, other bots and people apart', () => {
    assert.equal(classifyHit({ path: '/', referrer: null, userAgent: UA.gptbot, width: null }, hosts).kind, 'crawler');
    assert.equal(classifyHit({ path: '/', referrer: null, userAgent: UA.googlebot, width: null }, hosts).kind, 'search_crawler');
    assert.equal(classifyHit({ path: '/', referrer: null, userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', width: null }, hosts).kind, 'search_crawler');
    assert.equal(classifyHit({ path: '/', referrer: null, userAgent: 'HeadlessChrome/120', width: null }, hosts).kind, 'bot');
    assert.equal(classifyHit({ path: '/', referrer: null, userAgent: UA.iphone, width: null }, hosts).kind, 'page_view');
  });
  it('derives the device class from the user agent, else the screen width', () => {
    assert.equal(deviceOf(UA.chromeDesktop, 390), 'desktop');
    assert.equal(deviceOf(UA.iphone, null), 'mobile');
    assert.equal(deviceOf(UA.ipad, null), 'tablet');
    assert.equal(deviceOf('Unknown/1.0', 390), 'mobile');
    assert.equal(deviceOf('Unknown/1.0', null), 'unknown');
  });
  it('reads CDN location headers of Cloudflare, Vercel and CloudFront', () => {
    assert.deepEqual(placeFromHeaders({ 'cf-ipcountry': 'de', 'cf-ipcity': 'Köln' }), { country: 'DE', city: 'Köln' });
    assert.deepEqual(placeFromHeaders({ 'x-vercel-ip-country': 'FR', 'x-vercel-ip-city': 'Saint-%C3%89tienne' }), { country: 'FR', city: 'Saint-Étienne' });
    assert.deepEqual(placeFromHeaders({ 'CloudFront-Viewer-Country': 'US' }), { country: 'US', city: null });
    assert.deepEqual(placeFromHeaders({ 'cf-ipcountry': 'T1' }), { country: null, city: null });
  });
});

describe('remembered user agents', () => {
  it('answers the same from memory, after forgetting, and for user agents never seen', () => {
    const first = Object.fromEntries(Object.entries(UA).map(([k, ua]) => [k, agentKind(ua)]));
    assert.deepEqual(Object.fromEntries(Object.entries(UA).map(([k, ua]) => [k, agentKind(ua)])), first);
    for (let i = 0; i < USER_AGENTS_REMEMBERED + 10; i++) agentKind(`Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/${i}.0`);
    assert.deepEqual(Object.fromEntries(Object.entries(UA).map(([k, ua]) => [k, agentKind(ua)])), first, 'forgotten, then parsed again alike');
    assert.equal(first.gptbot.kind, 'crawler');
    assert.equal(first.googlebot.kind, 'search_crawler');
    assert.deepEqual(first.iphone, { kind: 'person', type: 'mobile', browser: 'Safari', os: 'iOS' });
  });
});

describe('report window', () => {
  const w = (days: number, now: string) => reportWindow(days, new Date(now));
  it('reads whole months from monthly rows and only the days before them from daily rows', () => {
    assert.deepEqual(w(1, '2026-03-15T10:00:00Z'), { from: '2026-03-15', to: '2026-03-15', days: { from: '2026-03-15', to: '2026-03-15' }, months: null, after: null });
    assert.deepEqual(w(15, '2026-03-15T10:00:00Z'), { from: '2026-03-01', to: '2026-03-15', days: null, months: { from: '2026-03', to: '2026-03' }, after: null });
    assert.deepEqual(w(30, '2026-03-15T10:00:00Z'), { from: '2026-02-14', to: '2026-03-15', days: { from: '2026-02-14', to: '2026-02-28' }, months: { from: '2026-03', to: '2026-03' }, after: null });
    assert.deepEqual(w(365, '2026-12-31T23:00:00Z'), { from: '2026-01-01', to: '2026-12-31', days: null, months: { from: '2026-01', to: '2026-12' }, after: null });
    assert.deepEqual(w(365, '2026-03-15T00:00:00Z'), { from: '2025-03-16', to: '2026-03-15', days: { from: '2025-03-16', to: '2025-03-31' }, months: { from: '2025-04', to: '2026-03' }, after: null });
  });

  it('reads a range that ends in a past month from daily rows after its whole months', () => {
    const r = (from: string, to: string, today: string) => rangeWindow(from, to, today);
    assert.deepEqual(r('2026-01-10', '2026-03-05', '2026-06-01'), { from: '2026-01-10', to: '2026-03-05', days: { from: '2026-01-10', to: '2026-01-31' }, months: { from: '2026-02', to: '2026-02' }, after: { from: '2026-03-01', to: '2026-03-05' } });
    assert.deepEqual(r('2026-02-01', '2026-02-28', '2026-06-01'), { from: '2026-02-01', to: '2026-02-28', days: null, months: { from: '2026-02', to: '2026-02' }, after: null });
    assert.deepEqual(r('2026-02-03', '2026-02-20', '2026-06-01'), { from: '2026-02-03', to: '2026-02-20', days: { from: '2026-02-03', to: '2026-02-20' }, months: null, after: null });
    // Yesterday in the current month: today's rows are in the monthly row already, so the month is read by days.
    assert.deepEqual(r('2026-06-01', '2026-06-09', '2026-06-10'), { from: '2026-06-01', to: '2026-06-09', days: { from: '2026-06-01', to: '2026-06-09' }, months: null, after: null });
    // A local "today" ahead of the UTC date.
    assert.deepEqual(reportWindow(2, new Date('2026-06-30T23:00:00Z'), '2026-07-01'), { from: '2026-06-30', to: '2026-07-01', days: { from: '2026-06-30', to: '2026-06-30' }, months: { from: '2026-07', to: '2026-07' }, after: null });
  });
});
