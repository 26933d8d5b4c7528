import type { Kysely } from 'kysely';
import { finishedAnswerRuns, findAnswerSettings, unfinishedAnswerRun, type AnswerRunRow } from '../../db/repos/answers.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { ANSWER_LIMITS } from '../../domain/answers/settings.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { settingsFromRow } from './settings-row.ts';

export interface AnswersView {
  settings: ReturnType<typeof settingsFromRow>;
  /** The latest finished run, or null before the first. */
  run: AnswerRunRow | null;
  /** A run waiting or in progress. */
  pending: AnswerRunRow | null;
  /** The last 12 finished runs, newest first. */
  history: AnswerRunRow[];
}

/** SPEC "Answers" `GET …/answers` (reads drafts). */
export async function readAnswers(db: Kysely<DB>, actor: Actor): Promise<AnswersView> {
  requirePermission(actor, 'read_drafts', 'read AI answers');
  const [settings, history, pending] = await Promise.all([
    findAnswerSettings(db, actor.spaceId),
    finishedAnswerRuns(db, actor.spaceId, ANSWER_LIMITS.history),
    unfinishedAnswerRun(db, actor.spaceId),
  ]);
  return { settings: settingsFromRow(settings), run: history[0] ?? null, pending: pending ?? null, history };
}
