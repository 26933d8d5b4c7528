import { findAnswerSettings, insertAnswerRun, lastManualAnswerRunAt, unfinishedAnswerRun, type AnswerRunRow } from '../../db/repos/answers.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import type { AppContext } from '../context.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { answersWorkQueued } from './answer-signal.ts';
import { settingsFromRow } from './settings-row.ts';

/** Queues a run of a space's questions now (beyond SPEC: besides the schedule). */
export function queueRun(uow: UnitOfWork, settings: ReturnType<typeof settingsFromRow>, trigger: AnswerRunRow['trigger']): AnswerRunRow {
  return {
    id: newId(),
    space_id: uow.actor.spaceId,
    trigger,
    requested_by: trigger === 'manual' ? uow.actor.name : null,
    status: 'queued',
    questions: JSON.stringify(settings.questions),
    market: JSON.stringify(settings.market),
    samples: settings.samples,
    model: null,
    result: null,
    usage: null,
    error: null,
    attempts: 0,
    claimed_until: null,
    claim_token: null,
    created_at: uow.now,
    started_at: null,
    finished_at: null,
  };
}

/**
 * Starts a run now. A run already waiting or in progress is answered instead of a second one;
 * on-demand runs are spaced by the configured interval.
 */
export async function startAnswersRun(ctx: AppContext, uow: UnitOfWork): Promise<{ run: AnswerRunRow; created: boolean }> {
  requirePermission(uow.actor, 'manage_model', 'start a run of the AI-answer questions');
  if (ctx.config.answers.engines.length === 0) {
    throw appError('answers_unavailable', 'No answer engine is configured on this server, so no questions can be asked of AI assistants.', {
      fix: 'Ask the operator to set TESSERA_ANSWERS_ENGINES (search engines such as OpenAI search or Perplexity; docs/answers.md "Engines"), or TESSERA_AI_BASE_URL for a plain chat model, and restart the service.',
    });
  }
  const settings = settingsFromRow(await findAnswerSettings(uow.trx, uow.actor.spaceId));
  if (settings.questions.length === 0) {
    throw validationFailed({ questions: '1 to 30 questions set with PATCH …/questions before a run' }, 'This space has no questions to ask yet.', 'Set questions first: PATCH /api/v1/spaces/{space_id}/questions {"questions": [...], "market": {"country": "…", "city": "…"}}.');
  }
  const running = await unfinishedAnswerRun(uow.trx, uow.actor.spaceId);
  if (running) return { run: running, created: false };
  // Each run costs provider tokens: on-demand runs are spaced (TESSERA_ANSWERS_MANUAL_INTERVAL_S, default 10 minutes).
  const interval = ctx.config.answers.manualIntervalMs;
  const last = await lastManualAnswerRunAt(uow.trx, uow.actor.spaceId);
  const wait = last ? Date.parse(last) + interval - Date.parse(uow.now) : 0;
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw appError('rate_limited', `A run was started on demand less than ${Math.ceil(interval / 60_000)} minutes ago.`, {
      fix: `Wait ${seconds} seconds, then start the run again; scheduled runs continue meanwhile.`,
      details: { retry_after: seconds },
    });
  }
  const run = queueRun(uow, settings, 'manual');
  await insertAnswerRun(uow.trx, run);
  uow.record({ action: 'answers.run_started', resourceType: 'answer_run', resourceId: run.id });
  uow.afterCommit(() => answersWorkQueued(ctx.database));
  return { run, created: true };
}
