import { randomUUID } from 'node:crypto';
import { claimAnswerRun, extendAnswerRunLease, finishAnswerRun, findAnswerSettings, lastSucceededAnswerRun, type AnswerRunRow } from '../../db/repos/answers.ts';
import { publishedSnapshots } from '../../db/repos/search-documents.ts';
import { fullTextSearch } from '../../db/dialect/full-text.ts';
import { systemActor } from '../../domain/actor.ts';
import { answerSources, readAnswer, runFigures, siteIdentity, type AnswerReading, type Source } from '../../domain/answers/analysis.ts';
import { findFaqType, trackIssues, type FoundIssue, type TrackedIssue } from '../../domain/answers/issues.ts';
import { ANALYSIS_SCHEMA, analysisMessages, questionMessages, quotes, type AnalysisAnswer, type Excerpt } from '../../domain/answers/prompts.ts';
import { searchTerms } from '../../domain/answers/published-text.ts';
import type { Market } from '../../domain/answers/settings.ts';
import { entryTitle } from '../../domain/quick-access.ts';
import { aiClientFrom, AiError, type AiClient, type Usage } from '../../integrations/ai/index.ts';
import type { AppContext } from '../context.ts';
import { parseStored } from '../entries/entry-events.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { indexPublishedContent } from './index-published.ts';
import { settingsFromRow } from './settings-row.ts';

const LEASE_MS = 10 * 60_000;
const EXCERPTS = 6;
const EXCERPT_CHARS = 1500;

export interface AnswerItem {
  question: string;
  sample: number;
  answer: string;
  sources: Source[];
  mentioned: boolean;
  cited: boolean;
  position: number | null;
  competitors: string[];
  issues: number;
}

export interface RunResult {
  answers: number;
  mentioned: number;
  cited: number;
  average_position: number | null;
  competitors: Array<{ name: string; answers: number }>;
  issues: TrackedIssue[];
  resolved_issues: ReturnType<typeof trackIssues>['resolved'];
  items: AnswerItem[];
  /** True when the token budget ended the run before every question was asked. */
  truncated: boolean;
}

export interface RunUsage extends Usage {
  requests: number;
  budget_tokens: number;
}

class Budget {
  readonly used: RunUsage;
  constructor(limit: number) {
    this.used = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, requests: 0, budget_tokens: limit };
  }
  get spent(): boolean {
    return this.used.total_tokens >= this.used.budget_tokens;
  }
  add(u: Usage | null): void {
    this.used.requests += 1;
    if (!u) return;
    this.used.prompt_tokens += u.prompt_tokens;
    this.used.completion_tokens += u.completion_tokens;
    this.used.total_tokens += u.total_tokens;
  }
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
  const ai = aiClientFrom(ctx.config);
  let outcome: Parameters<typeof finishAnswerRun>[3];
  const budget = new Budget(ctx.config.answers.maxTokensPerRun);
  try {
    if (!ai) throw new AiError('not_configured', 'no AI provider is configured (TESSERA_AI_BASE_URL)');
    const result = await carryOut(ctx, ai, run, budget, () => extendAnswerRunLease(ctx.database.db, run.id, token, new Date(Date.now() + LEASE_MS).toISOString()));
    outcome = { status: 'succeeded', result: JSON.stringify(result), usage: JSON.stringify(budget.used), error: null, model: ai.model, finished_at: new Date().toISOString() };
  } catch (err) {
    const message = err instanceof AiError ? `AI provider: ${err.message}` : `run failed: ${(err as Error).message}`;
    outcome = { status: 'failed', result: null, usage: JSON.stringify(budget.used), error: message, model: ai?.model ?? null, finished_at: new Date().toISOString() };
  }
  await finishAnswerRun(ctx.database.db, run.id, token, outcome);
  return true;
}

async function carryOut(ctx: AppContext, ai: AiClient, run: AnswerRunRow, budget: Budget, renew: () => Promise<boolean>): Promise<RunResult> {
  const db = ctx.database.db;
  const spaceId = run.space_id;
  await runUnitOfWork(ctx.database, systemActor(spaceId), (uow) => indexPublishedContent(uow));
  const model = await loadSpaceModel(db, spaceId);
  const settings = settingsFromRow(await findAnswerSettings(db, spaceId));
  const site = siteIdentity(model.space.name, settings.aliases, model.space.production_url);
  const questions = JSON.parse(run.questions) as string[];
  const market = JSON.parse(run.market) as Market;

  const items: AnswerItem[] = [];
  const readings: AnswerReading[] = [];
  const found: FoundIssue[] = [];
  let truncated = false;
  for (const question of questions) {
    for (let sample = 1; sample <= run.samples; sample++) {
      if (budget.spent) {
        truncated = true;
        break;
      }
      const asked = await ai.chat({ messages: questionMessages(question, market), temperature: run.samples > 1 ? 0.7 : undefined });
      budget.add(asked.usage);
      const sources = answerSources(asked.message, asked.raw);
      const excerpts = await excerptsFor(ctx, spaceId, `${question}\n${asked.content}`);
      const analysed = await ai.chatJson<AnalysisAnswer>({ messages: analysisMessages(model.space.name, question, asked.content, excerpts), temperature: 0 }, { name: 'answer_analysis', schema: ANALYSIS_SCHEMA as unknown as Record<string, unknown> });
      budget.add(analysed.usage);
      const reading = readAnswer(asked.content, sources, analysed.value.brands, site);
      const mine = await checkedIssues(ctx, spaceId, analysed.value.issues, excerpts, question, asked.content);
      found.push(...mine);
      readings.push(reading);
      items.push({ question, sample, answer: asked.content, sources, ...reading, issues: mine.length });
      await renew();
    }
  }
  const previous = await lastSucceededAnswerRun(db, spaceId, run.id);
  const prevIssues = previous?.result ? ((JSON.parse(previous.result) as RunResult).issues ?? []) : null;
  const tracked = trackIssues(found, prevIssues, { spaceId, faq: findFaqType([...model.types.values()]) }, new Date().toISOString());
  return { ...runFigures(readings), issues: tracked.issues, resolved_issues: tracked.resolved, items, truncated };
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
async function checkedIssues(ctx: AppContext, spaceId: string, issues: AnalysisAnswer['issues'], excerpts: readonly Excerpt[], question: string, answer: string): Promise<FoundIssue[]> {
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
    return { claim: i.claim.trim(), correct: i.correct.trim(), question, entry: { id: e.entry_id, content_type: e.content_type, field: e.field, title } };
  });
}
