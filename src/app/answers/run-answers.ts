import { randomUUID } from 'node:crypto';
import { claimAnswerRun, extendAnswerRunLease, finishAnswerRun, findAnswerSettings, lastSucceededAnswerRun, type AnswerRunRow } from '../../db/repos/answers.ts';
import { listPublishedEntries } from '../../db/repos/readiness.ts';
import { publishedSnapshots } from '../../db/repos/search-documents.ts';
import { fullTextSearch } from '../../db/dialect/full-text.ts';
import type { AnswerEngineConfig } from '../../config.ts';
import { systemActor } from '../../domain/actor.ts';
import { citedPages, readAnswer, runFigures, siteIdentity, topCitedDomains, topCitedPages, type AnswerReading, type RunFigures, type Source } from '../../domain/answers/analysis.ts';
import { estimateTokens, requestCost, TokenBudget, type BudgetUsage } from '../../domain/answers/budget.ts';
import { findFaqType, trackIssues, type FoundIssue, type TrackedIssue } from '../../domain/answers/issues.ts';
import { ANALYSIS_SCHEMA, analysisMessages, quotes, type AnalysisAnswer, type Excerpt } from '../../domain/answers/prompts.ts';
import { searchTerms } from '../../domain/answers/published-text.ts';
import type { Market } from '../../domain/answers/settings.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { siteUrlOf } from '../../domain/entries/site-url.ts';
import { entryTitle } from '../../domain/quick-access.ts';
import { createAiClient, AiError, type AiClient } from '../../integrations/ai/index.ts';
import { createAnswerEngine, type AnswerEngine } from '../../integrations/ai/answer-engines.ts';
import type { AppContext } from '../context.ts';
import { parseStored } from '../entries/entry-events.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { indexPublishedContent } from './index-published.ts';
import { settingsFromRow } from './settings-row.ts';

const LEASE_MS = 10 * 60_000;
const EXCERPTS = 6;
const EXCERPT_CHARS = 1500;
/** `max_tokens` of each question's answer and of each analysis. */
export const ANSWER_MAX_TOKENS = 1200;
export const ANALYSIS_MAX_TOKENS = 1500;
/**
 * What a web search may add to a grounded request's prompt before its first answer shows the
 * real figure; after it, the largest prompt the engine reported is reserved instead.
 */
export const SEARCH_RESERVE_TOKENS: Record<AnswerEngineConfig['kind'], number> = { openai_responses: 8000, openai_search: 2000, perplexity: 2000, chat: 0 };
/** Entries whose URLs say which of our pages a source is (the most recently published). */
const SITE_PAGES = 5000;

export interface AnswerItem {
  question: string;
  sample: number;
  /** The engine that answered (its configured name). */
  engine: string;
  /** False for an engine that answers from memory, without a web search. */
  grounded: boolean;
  answer: string;
  sources: Source[];
  mentioned: boolean;
  cited: boolean;
  /** The sources that are our pages, with the entry each shows when it is one. */
  cited_pages: Array<{ url: string; entry_id: string | null }>;
  position: number | null;
  competitors: string[];
  issues: number;
}

export interface EngineFigures extends RunFigures {
  name: string;
  kind: AnswerEngineConfig['kind'];
  model: string;
  grounded: boolean;
  /** Why this engine stopped answering in this run, or null. */
  error: string | null;
  usage: { total_tokens: number; requests: number; cost_usd: number | null };
}

export interface RunResult extends RunFigures {
  issues: TrackedIssue[];
  resolved_issues: ReturnType<typeof trackIssues>['resolved'];
  items: AnswerItem[];
  /** True when the run ended before every question was asked of every engine (token cap, or a provider failed). */
  truncated: boolean;
  /** Why it ended early: `token_cap` or `provider_failed`; null when every question was asked. */
  stopped: 'token_cap' | 'provider_failed' | null;
  /** False when no engine answered from a web search: the answers are models' memory, not what people see. */
  grounded: boolean;
  engines: EngineFigures[];
  top_cited_domains: Array<{ domain: string; answers: number }>;
  top_cited_pages: Array<{ url: string; entry_id: string | null; answers: number }>;
}

export interface RunUsage extends BudgetUsage {
  /** USD the run cost at the engines' configured prices (or as the provider reported it); null when some engine has no price. */
  cost_usd: number | null;
}

/**
 * Claims the next queued run (or one whose worker died) and carries it out: each question is
 * asked `samples` times in the market's context, each answer read for mentions, citations,
 * position and competitors, and compared with the published content the full-text index finds
 * for it. Returns false when there was nothing to run.
 */
export async function runNextAnswers(ctx: AppContext): Promise<boolean> {
  const token = randomUUID();
  const now = new Date();
  const run = await claimAnswerRun(ctx.database.db, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), token);
  if (!run) return false;
  const engines = ctx.config.answers.engines.map((e) => createAnswerEngine(e, ctx.config.ai?.timeoutMs));
  const analyst = analystFrom(ctx);
  let outcome: Parameters<typeof finishAnswerRun>[3];
  const budget = new TokenBudget(ctx.config.answers.maxTokensPerRun);
  const cost = { usd: 0 as number | null };
  const model = engines.map((e) => `${e.name}: ${e.model}`).join(', ') || null;
  const usage = () => JSON.stringify({ ...budget.used, cost_usd: cost.usd === null ? null : Math.round(cost.usd * 1e6) / 1e6 });
  try {
    if (!analyst || engines.length === 0) throw new AiError('not_configured', 'no answer engine is configured (TESSERA_ANSWERS_ENGINES or TESSERA_AI_BASE_URL)');
    const result = await carryOut(ctx, engines, analyst, run, budget, cost, () => extendAnswerRunLease(ctx.database.db, run.id, token, new Date(Date.now() + LEASE_MS).toISOString()));
    const error = result.stopped === 'provider_failed' ? `AI provider: ${result.engines.flatMap((e) => (e.error ? [`${e.name}: ${e.error}`] : [])).join('; ') || 'failed'}` : null;
    outcome = { status: 'succeeded', result: JSON.stringify(result), usage: usage(), error, model, finished_at: new Date().toISOString() };
  } catch (err) {
    const message = err instanceof AiError ? `AI provider: ${err.message}` : `run failed: ${(err as Error).message}`;
    outcome = { status: 'failed', result: null, usage: usage(), error: message, model, finished_at: new Date().toISOString() };
  }
  await finishAnswerRun(ctx.database.db, run.id, token, outcome);
  return true;
}

/** The model that reads answers (brands, contradictions): the TESSERA_AI_* provider, else the first `chat` engine. */
function analystFrom(ctx: AppContext): AiClient | null {
  if (ctx.config.ai) return createAiClient(ctx.config.ai);
  const chat = ctx.config.answers.engines.find((e) => e.kind === 'chat');
  return chat ? createAiClient({ baseUrl: chat.baseUrl, apiKey: chat.apiKey, model: chat.model }) : null;
}

/** Our published entries' live URLs, to tell which of our pages a source is. */
async function entryPages(ctx: AppContext, spaceId: string, model: Awaited<ReturnType<typeof loadSpaceModel>>): Promise<Array<{ id: string; url: string }>> {
  const rows = await listPublishedEntries(ctx.database.db, spaceId, SITE_PAGES);
  return rows.flatMap((row) => {
    const url = siteUrlOf(model, row.content_type, JSON.parse(row.published_fields) as StoredFields, '*', 'production');
    return url ? [{ id: row.id, url }] : [];
  });
}

async function carryOut(ctx: AppContext, engines: AnswerEngine[], analyst: AiClient, run: AnswerRunRow, budget: TokenBudget, cost: { usd: number | null }, renew: () => Promise<boolean>): Promise<RunResult> {
  const db = ctx.database.db;
  const spaceId = run.space_id;
  await runUnitOfWork(ctx.database, systemActor(spaceId), (uow) => indexPublishedContent(uow));
  const model = await loadSpaceModel(db, spaceId);
  const settings = settingsFromRow(await findAnswerSettings(db, spaceId));
  const site = siteIdentity(model.space.name, settings.aliases, model.space.production_url, await entryPages(ctx, spaceId, model));
  const questions = JSON.parse(run.questions) as string[];
  const market = JSON.parse(run.market) as Market;

  const items: AnswerItem[] = [];
  const readings: AnswerReading[] = [];
  const found: FoundIssue[] = [];
  const asked = new Set<string>();
  const state = new Map(engines.map((e) => [e.name, { error: null as string | null, tokens: 0, requests: 0, cost: 0 as number | null, largestPrompt: 0 }]));
  let stopped: RunResult['stopped'] = null;
  const count = (engine: AnswerEngine | null, reported: Parameters<TokenBudget['add']>[0], estimate: { prompt: number; completion: number }, reportedCost: number | null) => {
    const counted = budget.add(reported, estimate);
    const price = engine ? engine.price : null;
    const c = engine ? requestCost(counted, price, reportedCost) : 0;
    cost.usd = cost.usd === null || c === null ? null : cost.usd + c;
    if (engine) {
      const s = state.get(engine.name)!;
      s.tokens += counted.total_tokens;
      s.requests += 1;
      s.cost = s.cost === null || c === null ? null : s.cost + c;
      s.largestPrompt = Math.max(s.largestPrompt, counted.prompt_tokens);
    }
    return counted;
  };
  // The analysis a question will need: instructions, schema, the question, an answer of
  // ANSWER_MAX_TOKENS and every excerpt in full (as one-byte characters; the exact prompt is
  // checked again before the analysis is sent, so a longer one stops the run, never the cap).
  const analysisFixed = (question: string) => estimateTokens(analysisMessages(model.space.name, question, '', []).map((m) => m.content).join('\n') + JSON.stringify(ANALYSIS_SCHEMA)) + Math.ceil((EXCERPTS * (EXCERPT_CHARS + 60)) / 3);

  ask: for (const question of questions) {
    for (let sample = 1; sample <= run.samples; sample++) {
      for (const engine of engines) {
        const s = state.get(engine.name)!;
        if (s.error) continue;
        const prompt = estimateTokens(engine.promptText(question, market));
        const searchReserve = engine.grounded ? Math.max(SEARCH_RESERVE_TOKENS[engine.kind], s.largestPrompt) : 0;
        const analysisWorst = analysisFixed(question) + ANSWER_MAX_TOKENS + ANALYSIS_MAX_TOKENS;
        if (!budget.fits(prompt + searchReserve + ANSWER_MAX_TOKENS + analysisWorst)) {
          stopped = 'token_cap';
          break ask;
        }
        let answer: Awaited<ReturnType<AnswerEngine['ask']>>;
        try {
          answer = await engine.ask(question, market, ANSWER_MAX_TOKENS);
        } catch (err) {
          if (!(err instanceof AiError)) throw err;
          // One engine down does not end the run: the others keep answering, and its issues are carried over.
          s.error = err.message;
          stopped = stopped ?? 'provider_failed';
          continue;
        }
        count(engine, answer.usage, { prompt: prompt + searchReserve, completion: Math.min(estimateTokens(answer.content), ANSWER_MAX_TOKENS) }, answer.reportedCostUsd);
        const excerpts = await excerptsFor(ctx, spaceId, `${question}\n${answer.content}`);
        const messages = analysisMessages(model.space.name, question, answer.content, excerpts);
        const analysisPrompt = estimateTokens(messages.map((m) => m.content).join('\n') + JSON.stringify(ANALYSIS_SCHEMA));
        if (!budget.fits(analysisPrompt + ANALYSIS_MAX_TOKENS)) {
          stopped = 'token_cap';
          break ask;
        }
        let analysed: Awaited<ReturnType<AiClient['chatJson']>>;
        try {
          analysed = await analyst.chatJson<AnalysisAnswer>({ messages, temperature: 0, maxTokens: ANALYSIS_MAX_TOKENS }, { name: 'answer_analysis', schema: ANALYSIS_SCHEMA as unknown as Record<string, unknown> });
        } catch (err) {
          if (!(err instanceof AiError)) throw err;
          // Without the analysis no answer can be read: the run ends with what it has.
          count(null, null, { prompt: analysisPrompt, completion: ANALYSIS_MAX_TOKENS }, null);
          if (items.length === 0) throw err;
          for (const x of state.values()) x.error = x.error ?? `answers could not be read: ${err.message}`;
          stopped = 'provider_failed';
          break ask;
        }
        const value = analysed.value as AnalysisAnswer;
        count(null, analysed.usage, { prompt: analysisPrompt, completion: Math.min(estimateTokens(analysed.content), ANALYSIS_MAX_TOKENS) }, null);
        const reading = readAnswer(answer.content, answer.sources, value.brands, site);
        const mine = await checkedIssues(ctx, spaceId, value.issues, excerpts, question, answer.content, engine.name);
        found.push(...mine);
        readings.push(reading);
        asked.add(`${engine.name}\n${question}`);
        items.push({ question, sample, engine: engine.name, grounded: engine.grounded, answer: answer.content, sources: answer.sources, ...reading, cited_pages: citedPages(answer.sources, site), issues: mine.length });
        await renew();
      }
    }
  }
  if (items.length === 0 && stopped === 'token_cap') {
    throw new Error(`TESSERA_ANSWERS_MAX_TOKENS (${budget.used.budget_tokens}) is less than one question may need (its answer and the analysis at their largest); nothing was asked`);
  }
  if (items.length === 0 && stopped === 'provider_failed') throw new AiError('provider_error', `every engine failed: ${[...state].map(([n, x]) => `${n}: ${x.error}`).join('; ')}`);
  const previous = await lastSucceededAnswerRun(db, spaceId, run.id);
  const prevIssues = previous?.result ? ((JSON.parse(previous.result) as RunResult).issues ?? []) : null;
  const configured = new Set(engines.map((e) => e.name));
  const askedQuestions = new Set([...asked].map((k) => k.slice(k.indexOf('\n') + 1)));
  const wasAsked = (engine: string | null, question: string) => (engine && configured.has(engine) ? asked.has(`${engine}\n${question}`) : askedQuestions.has(question));
  const tracked = trackIssues(found, prevIssues, { spaceId, faq: findFaqType([...model.types.values()]) }, new Date().toISOString(), wasAsked);
  const figures = engines.map((e): EngineFigures => {
    const s = state.get(e.name)!;
    const mine = items.flatMap((it, i) => (it.engine === e.name ? [readings[i]] : []));
    return { name: e.name, kind: e.kind, model: e.model, grounded: e.grounded, error: s.error, ...runFigures(mine), usage: { total_tokens: s.tokens, requests: s.requests, cost_usd: s.cost === null ? null : Math.round(s.cost * 1e6) / 1e6 } };
  });
  return {
    ...runFigures(readings),
    issues: tracked.issues,
    resolved_issues: tracked.resolved,
    items,
    truncated: stopped !== null,
    stopped,
    grounded: engines.some((e) => e.grounded),
    engines: figures,
    top_cited_domains: topCitedDomains(items.map((i) => i.sources)),
    top_cited_pages: topCitedPages(items.map((i) => i.cited_pages)),
  };
}

/** The published passages most related to a question and its answer, from the full-text index. */
async function excerptsFor(ctx: AppContext, spaceId: string, text: string): Promise<Excerpt[]> {
  const hits = await fullTextSearch(ctx.database.db, ctx.database.engine, spaceId, searchTerms(text), EXCERPTS);
  return hits.map((h, i) => ({ ref: `E${i + 1}`, entry_id: h.entry_id, content_type: h.content_type, field: h.field, locale: h.locale, body: h.body.slice(0, EXCERPT_CHARS) }));
}

/**
 * Keeps the issues the model tied to an excerpt we sent whose text really contains the quoted
 * correction (and whose claim is really in the answer), naming the entry with its title.
 */
async function checkedIssues(ctx: AppContext, spaceId: string, issues: AnalysisAnswer['issues'], excerpts: readonly Excerpt[], question: string, answer: string, engine: string): Promise<FoundIssue[]> {
  const kept = issues
    .map((i) => ({ i, e: excerpts.find((x) => x.ref === i.excerpt.trim()) }))
    .filter((x): x is { i: AnalysisAnswer['issues'][number]; e: Excerpt } => x.e !== undefined && quotes(x.e.body, x.i.correct) && quotes(answer, x.i.claim));
  if (kept.length === 0) return [];
  const model = await loadSpaceModel(ctx.database.db, spaceId);
  const snapshots = new Map((await publishedSnapshots(ctx.database.db, spaceId, [...new Set(kept.map((k) => k.e.entry_id))])).map((s) => [s.id, s]));
  return kept.map(({ i, e }) => {
    const snap = snapshots.get(e.entry_id);
    const display = model.effective.get(e.content_type)?.display_field ?? null;
    const title = snap ? entryTitle(parseStored(snap.published_fields) ?? {}, display, model.locales.defaultLocale) : null;
    return { claim: i.claim.trim(), correct: i.correct.trim(), question, engine, entry: { id: e.entry_id, content_type: e.content_type, field: e.field, title } };
  });
}
