import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerSources, citedPages, firstMention, isOnSite, readAnswer, runFigures, siteIdentity, topCitedDomains } from '../../src/domain/answers/analysis.ts';
import { estimateTokens, requestCost, TokenBudget } from '../../src/domain/answers/budget.ts';
import { countryCode } from '../../src/domain/answers/countries.ts';
import { askAgent, findFaqType, trackIssues, type FoundIssue } from '../../src/domain/answers/issues.ts';
import { quotes } from '../../src/domain/answers/prompts.ts';
import { publishedDocuments, richTextPlain, searchTerms } from '../../src/domain/answers/published-text.ts';
import { DEFAULT_SETTINGS, nextRunAfterChange, validateSettings } from '../../src/domain/answers/settings.ts';
import { buildField, buildType } from '../support/builders.ts';

const site = siteIdentity('Crumb Bakery', ['Crumb'], 'https://www.crumb.example/');

describe('answers: question settings', () => {
  const cases: Array<[string, Parameters<typeof validateSettings>[0], Record<string, string> | null]> = [
    ['one question', { questions: ['Where is good bread?'] }, null],
    ['thirty questions', { questions: Array.from({ length: 30 }, (_, i) => `q${i}`) }, null],
    ['no questions', { questions: [] }, { questions: '1 to 30 items; got 0' }],
    ['thirty-one questions', { questions: Array.from({ length: 31 }, (_, i) => `q${i}`) }, { questions: '1 to 30 items; got 31' }],
    ['a 201-character question', { questions: ['x'.repeat(201)] }, { 'questions[0]': 'at most 200 characters; this one has 201' }],
    ['a blank question', { questions: ['ok', '  '] }, { 'questions[1]': 'a non-empty string' }],
    ['a repeated question', { questions: ['Open?', ' open? '] }, { 'questions[1]': 'a value not already in the list ("open?" is repeated)' }],
    ['not a list', { questions: 'Open?' }, { questions: 'a list of 1 to 30 strings' }],
    ['market with an unknown key', { questions: ['a'], market: { country: 'GB', town: 'Leeds' } }, { market: 'only country and city; remove town' }],
    ['samples out of range', { questions: ['a'], samples: 6 }, { samples: 'a whole number from 1 to 5' }],
    ['unknown schedule', { questions: ['a'], schedule: 'hourly' }, { schedule: 'one of weekly, daily, off' }],
  ];
  for (const [name, input, errors] of cases) {
    it(name, () => {
      const r = validateSettings(input, DEFAULT_SETTINGS);
      if (errors === null) assert.equal(r.ok, true);
      else assert.deepEqual(r.ok ? null : r.errors, errors);
    });
  }

  it('keeps the current market, aliases, samples and schedule when not sent, and upper-cases country codes', () => {
    const current = { ...DEFAULT_SETTINGS, market: { country: 'GB', city: 'Leeds' }, aliases: ['Crumb'], samples: 2, schedule: 'daily' as const };
    assert.deepEqual(validateSettings({ questions: ['a'] }, current), { ok: true, settings: { ...current, questions: ['a'] } });
    const r = validateSettings({ questions: ['a'], market: { country: 'de', city: ' Berlin ' } }, current);
    assert.deepEqual(r.ok && r.settings.market, { country: 'DE', city: 'Berlin' });
  });

  it('plans the first run right away, keeps the rhythm after, and none while off', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const s = { ...DEFAULT_SETTINGS, questions: ['a'] };
    assert.equal(nextRunAfterChange({ schedule: 'weekly', nextRunAt: null, hadQuestions: false }, s, now), now.toISOString());
    assert.equal(nextRunAfterChange({ schedule: 'weekly', nextRunAt: '2026-01-15T00:00:00.000Z', hadQuestions: true }, s, now), '2026-01-15T00:00:00.000Z');
    assert.equal(nextRunAfterChange({ schedule: 'weekly', nextRunAt: '2026-01-15T00:00:00.000Z', hadQuestions: true }, { ...s, schedule: 'daily' }, now), '2026-01-11T00:00:00.000Z');
    assert.equal(nextRunAfterChange({ schedule: 'weekly', nextRunAt: '2026-01-15T00:00:00.000Z', hadQuestions: true }, { ...s, schedule: 'off' }, now), null);
  });
});

describe('answers: reading an answer', () => {
  it('knows the site by name, alias and domain, as whole words', () => {
    assert.deepEqual(site, { names: ['Crumb Bakery', 'Crumb'], domain: 'crumb.example', domains: ['crumb.example'], pages: new Map() });
    const rows: Array<[string, boolean]> = [
      ['Try crumb bakery on Main St.', true],
      ['See crumb.example for hours', true],
      ['Crumbs everywhere at Loaf', false],
      ['Nothing about it', false],
    ];
    for (const [text, mentioned] of rows) assert.equal(readAnswer(text, [], [], site).mentioned, mentioned, text);
    assert.equal(firstMention('Go to Crumb!', 'crumb'), 6);
  });

  it('reads sources from url_citation annotations, top-level citations and search_results', () => {
    const message = { content: 'x', annotations: [{ type: 'url_citation', url_citation: { url: 'https://crumb.example/hours', title: 'Hours' } }, { type: 'file_citation' }] };
    const raw = { citations: ['https://loaf.example/', 'not a url', 'https://crumb.example/hours'], search_results: [{ title: 'Loaf', url: 'https://loaf.example/' }] };
    assert.deepEqual(answerSources(message, raw), [
      { url: 'https://crumb.example/hours', title: 'Hours' },
      { url: 'https://loaf.example/', title: 'Loaf' },
    ]);
    assert.deepEqual(answerSources({ content: 'no sources' }, {}), []);
  });

  it('counts a source as the site on the domain and its subdomains only', () => {
    const rows: Array<[string, boolean]> = [
      ['https://crumb.example/a', true],
      ['https://www.crumb.example/', true],
      ['https://shop.crumb.example/x', true],
      ['https://notcrumb.example/', false],
      ['https://crumb.example.evil.test/', false],
      ['ftp://crumb.example/', false],
    ];
    for (const [url, on] of rows) assert.equal(isOnSite(url, 'crumb.example'), on, url);
  });

  it('ranks the site among the brands by where each first appears, and leaves itself out of competitors', () => {
    const text = 'Loaf & Co is great. Rise Bakery too. Crumb Bakery bakes sourdough.';
    const r = readAnswer(text, [{ url: 'https://loaf.example', title: null }], ['Crumb Bakery', 'Loaf & Co', 'Rise Bakery', 'crumb.example', 'loaf & co'], site);
    assert.deepEqual(r, { mentioned: true, cited: false, position: 3, competitors: ['Loaf & Co', 'Rise Bakery'] });
    assert.equal(readAnswer('Loaf & Co only.', [], ['Loaf & Co'], site).position, null);
  });

  it('sums a run: mentions, citations, average position and competitors by answers naming them', () => {
    const f = runFigures([
      { mentioned: true, cited: true, position: 1, competitors: ['Loaf & Co', 'Rise'] },
      { mentioned: true, cited: false, position: 2, competitors: ['loaf & co'] },
      { mentioned: false, cited: false, position: null, competitors: [] },
    ]);
    assert.deepEqual(f, { answers: 3, mentioned: 2, cited: 1, average_position: 1.5, competitors: [{ name: 'Loaf & Co', answers: 2 }, { name: 'Rise', answers: 1 }], share_of_voice: 40 });
    assert.equal(runFigures([]).average_position, null);
  });
});

describe('answers: issues across runs', () => {
  const entry = { id: 'E1', content_type: 'page', field: 'body', title: 'Opening hours' };
  const issue = (claim: string): FoundIssue => ({ claim, correct: 'Open Monday to Saturday, 7am to 6pm', entry, question: 'When is it open?', engine: 'search' });
  const ctx = { spaceId: 'bakery', faq: null };

  it('marks issues new, then persisting, then resolved', () => {
    const first = trackIssues([issue('open every day'), issue('open daily')], null, ctx, '2026-01-01T00:00:00Z');
    assert.equal(first.issues.length, 1);
    assert.deepEqual([first.issues[0].status, first.issues[0].answers, first.issues[0].key], ['new', 2, 'E1/body']);
    const second = trackIssues([issue('open every day')], first.issues, ctx, '2026-01-08T00:00:00Z');
    assert.deepEqual([second.issues[0].status, second.issues[0].first_seen_at], ['persisting', '2026-01-01T00:00:00Z']);
    const third = trackIssues([], second.issues, ctx, '2026-01-15T00:00:00Z');
    assert.deepEqual(third.issues, []);
    assert.deepEqual(third.resolved.map((r) => [r.key, r.resolved_at]), [['E1/body', '2026-01-15T00:00:00Z']]);
  });

  it('resolves nothing a run cut short did not ask, and keeps when it was first seen', () => {
    const first = trackIssues([issue('open every day'), { ...issue('open daily'), question: 'Is it open on Sunday?', engine: 'memory' }], null, ctx, '2026-01-01T00:00:00Z');
    assert.deepEqual([first.issues[0].questions, first.issues[0].engines], [['When is it open?', 'Is it open on Sunday?'], ['search', 'memory']]);
    // Only the first question was asked, and only by one of the two engines: nothing is resolved.
    const asked = new Set(['search\nWhen is it open?']);
    const cut = trackIssues([], first.issues, ctx, '2026-01-08T00:00:00Z', (e, q) => asked.has(`${e}\n${q}`));
    assert.deepEqual(cut.resolved, []);
    assert.deepEqual(cut.issues.map((i) => [i.key, i.status, i.asked, i.answers, i.first_seen_at]), [['E1/body', 'persisting', false, 0, '2026-01-01T00:00:00Z']]);
    // Asked again in full (each question by one of its engines): now resolved, first seen kept.
    const full = trackIssues([], cut.issues, ctx, '2026-01-15T00:00:00Z', (e, q) => (e === 'search' && q === 'When is it open?') || (e === 'memory' && q === 'Is it open on Sunday?'));
    assert.deepEqual(full.resolved.map((r) => [r.key, r.first_seen_at]), [['E1/body', '2026-01-01T00:00:00Z']]);
  });

  it('asks an agent for an FAQ batch when the space has an FAQ type, else for an edit of the named field', () => {
    const withFaq = askAgent({ ...issue('open every day') }, { spaceId: 'bakery', faq: { api_id: 'faq', question_field: 'question', answer_field: 'answer' } });
    assert.match(withFaq, /POST \/api\/v1\/spaces\/bakery\/batch\?dry_run=true/);
    const body = JSON.parse(withFaq.slice(withFaq.indexOf('{"operations"')));
    assert.deepEqual(body.operations[0], { op: 'create_entry', ref: 'faq', content_type: 'faq', fields: { question: 'When is it open?', answer: 'Open Monday to Saturday, 7am to 6pm' } });
    const without = askAgent({ ...issue('open every day') }, ctx);
    assert.match(without, /PATCH \/api\/v1\/spaces\/bakery\/entries\/E1/);
    assert.match(without, /"body"/);
  });

  it('finds an FAQ type by its API ID and question/answer fields', () => {
    const faq = buildType('faq', [buildField('question', 'symbol'), buildField('answer', 'rich_text')]);
    assert.deepEqual(findFaqType([buildType('page', [buildField('title', 'symbol')]), faq]), { api_id: 'faq', question_field: 'question', answer_field: 'answer' });
    assert.equal(findFaqType([buildType('faq', [buildField('question', 'symbol')])]), null);
  });

  it('accepts a correction only when it quotes the content', () => {
    assert.equal(quotes('We are open Monday to Saturday, 7am to 6pm.', 'open monday to saturday, 7am to 6pm.'), true);
    assert.equal(quotes('We are open Monday to Saturday.', 'We are open every day.'), false);
    assert.equal(quotes('abc', ''), false);
  });
});

describe('answers: published text for the full-text index', () => {
  it('takes prose from text, rich text, tags, selects and list rows, and nothing else', () => {
    const def = buildType('page', [
      buildField('title', 'symbol'),
      buildField('body', 'rich_text'),
      buildField('tags', 'tags'),
      buildField('price', 'number'),
      buildField('site', 'url'),
      buildField('rows', 'list', { item_fields: [{ api_id: 'day', name: 'Day', type: 'symbol' }, { api_id: 'n', name: 'N', type: 'integer' }] }),
      buildField('secret', 'text', { hidden: true }),
    ]);
    const body = { type: 'root', children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Hours' }] }, { type: 'paragraph', children: [{ type: 'text', value: 'Open ' }, { type: 'strong', children: [{ type: 'text', value: 'daily' }] }] }] };
    const docs = publishedDocuments(def, {
      title: { en: 'Home', de: 'Start' },
      body: { en: body },
      tags: { en: ['bread', 'cake'] },
      price: { en: 3 },
      site: { en: 'https://x.example' },
      rows: { en: [{ day: 'Monday', n: 1 }] },
      secret: { en: 'hidden text' },
    });
    assert.deepEqual(docs.map((d) => [d.field, d.locale, d.body]), [
      ['title', 'en', 'Home'],
      ['title', 'de', 'Start'],
      ['body', 'en', 'Hours\nOpen daily'],
      ['tags', 'en', 'bread, cake'],
      ['rows', 'en', 'Monday'],
    ]);
    assert.equal(richTextPlain({ type: 'root', children: [{ type: 'image', alt: 'A loaf', url: 'asset:1' }] }), 'A loaf');
  });

  it('searches by distinct words and numbers, without stop words', () => {
    assert.deepEqual(searchTerms('When is the Crumb bakery open? It opens at 7 and the bakery closes at 18.'), ['crumb', 'bakery', 'open', 'opens', '7', 'closes', '18']);
    assert.equal(searchTerms('word '.repeat(100) + Array.from({ length: 50 }, (_, i) => `w${i}x`).join(' '), 5).length, 5);
  });
});

describe('answers: token cap, countries, the site\'s own hosts', () => {
  it('sends a request only when its worst case fits, and counts a provider without usage by estimate', () => {
    const b = new TokenBudget(1000);
    assert.equal(b.fits(1000), true);
    assert.equal(b.fits(1001), false);
    b.add(null, { prompt: 300, completion: 200 });
    b.add({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 }, { prompt: 100, completion: 50 });
    b.add({ prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 }, { prompt: 999, completion: 999 });
    assert.deepEqual([b.used.total_tokens, b.used.requests, b.used.estimated_requests, b.left], [770, 3, 2, 230]);
    assert.equal(b.fits(231), false);
    assert.ok(estimateTokens('x'.repeat(300)) >= 100, 'errs high for English');
    assert.ok(estimateTokens('営業時間'.repeat(25)) >= 100, 'and for scripts of several bytes a character');
    assert.equal(requestCost({ prompt_tokens: 1_000_000, completion_tokens: 500_000, total_tokens: 1_500_000 }, { inputPer1m: 2, outputPer1m: 8, perRequest: 0.01 }, null), 6.01);
    assert.equal(requestCost({ prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }, null, 0.005), 0.005);
    assert.equal(requestCost({ prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }, null, null), null);
  });

  it('takes ISO 3166-1 codes and English country names, and nothing else', () => {
    const rows: Array<[string, string | null]> = [['GB', 'GB'], ['de', 'DE'], ['Germany', 'DE'], ['united kingdom', 'GB'], ['UK', 'GB'], ['Narnia', null], ['EU', null], ['XX', null], ['ZZ', null]];
    for (const [written, code] of rows) assert.equal(countryCode(written), code, written);
    const current = { questions: [], market: { country: '', city: '' }, aliases: [], samples: 1, schedule: 'weekly' as const };
    const bad = validateSettings({ questions: ['Q?'], market: { country: 'Narnia', city: 'Cair Paravel' } }, current);
    assert.ok(!bad.ok && /Narnia/.test(bad.errors['market.country']));
    const good = validateSettings({ questions: ['Q?'], market: { country: 'France', city: 'Paris' } }, current);
    assert.ok(good.ok && good.settings.market.country === 'FR');
  });

  it("counts aliases written as hosts and entries' URLs as the site, never as competitors", () => {
    const s = siteIdentity('Crumb Bakery', ['Crumb', 'crumb.co.uk'], 'https://www.crumb.example/', [{ id: 'E1', url: 'https://shop.crumbbakes.example/hours/' }]);
    assert.deepEqual(s.domains, ['crumb.example', 'crumb.co.uk', 'shop.crumbbakes.example']);
    const sources = [{ url: 'https://www.crumb.co.uk/about', title: null }, { url: 'https://shop.crumbbakes.example/hours?ref=x', title: 'Hours' }, { url: 'https://loaf.example/', title: null }];
    assert.deepEqual(citedPages(sources, s), [{ url: 'https://www.crumb.co.uk/about', entry_id: null }, { url: 'https://shop.crumbbakes.example/hours?ref=x', entry_id: 'E1' }]);
    const r = readAnswer('Crumb.co.uk and Loaf & Co are good.', sources, ['crumb.co.uk', 'Crumb', 'Loaf & Co'], s);
    assert.deepEqual([r.cited, r.position, r.competitors], [true, 1, ['Loaf & Co']]);
    const f = runFigures([r, { mentioned: false, cited: false, position: null, competitors: ['Loaf & Co', 'Rise'] }]);
    assert.equal(f.share_of_voice, 25);
    assert.deepEqual(topCitedDomains([sources, [{ url: 'https://loaf.example/x', title: null }]]).slice(0, 1), [{ domain: 'loaf.example', answers: 2 }]);
  });
});
