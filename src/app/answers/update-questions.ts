import { findAnswerSettings, saveAnswerSettings } from '../../db/repos/answers.ts';
import { nextRunAfterChange, validateSettings, type SettingsInput } from '../../domain/answers/settings.ts';
import { validationFailed } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { answersWorkQueued } from './answer-signal.ts';
import { settingsFromRow } from './settings-row.ts';
import type { AppContext } from '../context.ts';

/**
 * SPEC "Answers" `PATCH …/questions`: replaces the questions (and, when sent, the market and
 * our extra settings). Setting questions for the first time plans a run right away; after that
 * the schedule keeps its rhythm.
 */
export async function updateQuestions(ctx: AppContext, uow: UnitOfWork, input: SettingsInput) {
  requirePermission(uow.actor, 'manage_model', 'set the questions asked of AI assistants');
  const current = settingsFromRow(await findAnswerSettings(uow.trx, uow.actor.spaceId));
  const checked = validateSettings(input, current);
  if (!checked.ok) throw validationFailed(checked.errors, undefined, checked.errors['market.country'] ? 'Send market.country as an ISO 3166-1 alpha-2 code ("GB", "US", "DE"; a country\'s English name is turned into its code), or "" for no country.' : 'Send 1 to 30 questions of at most 200 characters each, and market as {country, city} with an ISO 3166-1 country code.');
  const s = checked.settings;
  const nextRunAt = nextRunAfterChange({ schedule: current.schedule, nextRunAt: current.nextRunAt, hadQuestions: current.questions.length > 0 }, s, new Date(uow.now));
  await saveAnswerSettings(uow.trx, {
    space_id: uow.actor.spaceId,
    questions: JSON.stringify(s.questions),
    market: JSON.stringify(s.market),
    aliases: JSON.stringify(s.aliases),
    samples: s.samples,
    schedule: s.schedule,
    next_run_at: nextRunAt,
    updated_at: uow.now,
  });
  uow.record({ action: 'answers.questions_updated', resourceType: 'answers', resourceId: null, details: { questions: s.questions.length } });
  uow.afterCommit(() => answersWorkQueued(ctx.database));
  return { ...s, nextRunAt };
}
