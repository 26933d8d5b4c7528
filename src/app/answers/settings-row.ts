import type { AnswerSettingsRow } from '../../db/repos/answers.ts';
import { DEFAULT_SETTINGS, type AnswerSettings, type Market, type Schedule } from '../../domain/answers/settings.ts';

/** The settings of a space as the domain sees them (defaults before the first PATCH). */
export function settingsFromRow(row: AnswerSettingsRow | undefined): AnswerSettings & { nextRunAt: string | null } {
  if (!row) return { ...DEFAULT_SETTINGS, nextRunAt: null };
  return {
    questions: JSON.parse(row.questions) as string[],
    market: JSON.parse(row.market) as Market,
    aliases: JSON.parse(row.aliases) as string[],
    samples: row.samples,
    schedule: row.schedule as Schedule,
    nextRunAt: row.next_run_at,
  };
}
