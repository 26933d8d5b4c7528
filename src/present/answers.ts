import type { AnswersView } from '../app/answers/read-answers.ts';
import type { RunResult, RunUsage } from '../app/answers/run-answers.ts';
import type { AnswerRunRow } from '../db/repos/answers.ts';
import type { AnswerSettings } from '../domain/answers/settings.ts';

/** The settings part of answers responses (`PATCH …/questions` answers with it alone). */
export function presentAnswerSettings(s: AnswerSettings & { nextRunAt: string | null }) {
  return { questions: s.questions, market: s.market, aliases: s.aliases, samples: s.samples, schedule: s.schedule, next_run_at: s.nextRunAt };
}

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

/** A run's figures alone: what `history` lists. */
export function presentRunSummary(run: AnswerRunRow) {
  const r = parse<RunResult>(run.result);
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    created_at: run.created_at,
    started_at: run.started_at,
    finished_at: run.finished_at,
    error: run.error,
    answers: r?.answers ?? 0,
    mentioned: r?.mentioned ?? 0,
    cited: r?.cited ?? 0,
    average_position: r?.average_position ?? null,
    share_of_voice: r?.share_of_voice ?? null,
    issues: r?.issues.length ?? 0,
    truncated: r?.truncated ?? false,
    cost_usd: parse<RunUsage>(run.usage)?.cost_usd ?? null,
    engines: (r?.engines ?? []).map((e) => ({ name: e.name, answers: e.answers, mentioned: e.mentioned, cited: e.cited, average_position: e.average_position, share_of_voice: e.share_of_voice })),
  };
}

/** A whole run: figures, competitors, issues (new and persisting), resolved issues, every answer. */
export function presentRun(run: AnswerRunRow) {
  const r = parse<RunResult>(run.result);
  return {
    ...presentRunSummary(run),
    model: run.model,
    requested_by: run.requested_by,
    competitors: r?.competitors ?? [],
    resolved_issues: r?.resolved_issues ?? [],
    items: (r?.items ?? []).map((i) => ({ ...i, engine: i.engine ?? 'chat', grounded: i.grounded ?? false, cited_pages: i.cited_pages ?? [] })),
    issues: (r?.issues ?? []).map((i) => ({ ...i, questions: i.questions ?? [i.question], engines: i.engines ?? [], asked: i.asked ?? true })),
    stopped: r?.stopped ?? null,
    grounded: r?.grounded ?? false,
    engines: r?.engines ?? [],
    top_cited_domains: r?.top_cited_domains ?? [],
    top_cited_pages: r?.top_cited_pages ?? [],
    usage: usageOf(run),
  };
}

/** Older runs' usage lacks the fields counted since; they read as none. */
function usageOf(run: AnswerRunRow) {
  const u = parse<Partial<RunUsage>>(run.usage);
  return u ? { prompt_tokens: u.prompt_tokens ?? 0, completion_tokens: u.completion_tokens ?? 0, total_tokens: u.total_tokens ?? 0, requests: u.requests ?? 0, estimated_requests: u.estimated_requests ?? 0, budget_tokens: u.budget_tokens ?? 0, cost_usd: u.cost_usd ?? null } : null;
}

/** A run waiting or in progress. */
export function presentPendingRun(run: AnswerRunRow) {
  return { id: run.id, status: run.status, trigger: run.trigger, created_at: run.created_at, started_at: run.started_at };
}

/** SPEC "Answers" `GET …/answers`: questions, market, the latest run (or null) and the last 12 runs' figures. */
export function presentAnswers(view: AnswersView) {
  return {
    ...presentAnswerSettings(view.settings),
    run: view.run ? presentRun(view.run) : null,
    pending: view.pending ? presentPendingRun(view.pending) : null,
    history: view.history.map(presentRunSummary),
  };
}
