import type { FieldErrors } from '../errors.ts';
import { countryCode } from './countries.ts';

/** SPEC "Limits": 1 to 30 questions of up to 200 characters. The rest are ours (docs/answers.md). */
export const ANSWER_LIMITS = { questions: 30, questionChars: 200, aliases: 10, aliasChars: 100, samples: 5, countryChars: 60, cityChars: 100, history: 12 } as const;

export const SCHEDULES = ['weekly', 'daily', 'off'] as const;
export type Schedule = (typeof SCHEDULES)[number];

export const SCHEDULE_MS: Record<Exclude<Schedule, 'off'>, number> = { weekly: 7 * 24 * 3_600_000, daily: 24 * 3_600_000 };

export interface Market {
  country: string;
  city: string;
}

export interface AnswerSettings {
  questions: string[];
  market: Market;
  aliases: string[];
  samples: number;
  schedule: Schedule;
}

export interface SettingsInput {
  questions: unknown;
  market?: unknown;
  aliases?: unknown;
  samples?: unknown;
  schedule?: unknown;
}

export const DEFAULT_SETTINGS: AnswerSettings = { questions: [], market: { country: '', city: '' }, aliases: [], samples: 1, schedule: 'weekly' };

const clean = (s: string) => s.trim().replace(/\s+/g, ' ');

function textList(value: unknown, name: string, min: number, max: number, maxChars: number, errors: FieldErrors): string[] {
  if (!Array.isArray(value)) {
    errors[name] = `a list of ${min} to ${max} strings`;
    return [];
  }
  if (value.length < min || value.length > max) errors[name] = `${min} to ${max} items; got ${value.length}`;
  const out: string[] = [];
  const seen = new Set<string>();
  value.forEach((v, i) => {
    if (typeof v !== 'string' || clean(v) === '') errors[`${name}[${i}]`] = 'a non-empty string';
    else if (clean(v).length > maxChars) errors[`${name}[${i}]`] = `at most ${maxChars} characters; this one has ${clean(v).length}`;
    else if (seen.has(clean(v).toLowerCase())) errors[`${name}[${i}]`] = `a value not already in the list ("${clean(v)}" is repeated)`;
    else {
      seen.add(clean(v).toLowerCase());
      out.push(clean(v));
    }
  });
  return out;
}

/**
 * Checks a `PATCH …/questions` body against the current settings: questions are required,
 * everything else keeps its current value when not sent. Every problem is collected.
 */
export function validateSettings(input: SettingsInput, current: AnswerSettings): { ok: true; settings: AnswerSettings } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const questions = textList(input.questions, 'questions', 1, ANSWER_LIMITS.questions, ANSWER_LIMITS.questionChars, errors);

  let market = current.market;
  if (input.market !== undefined) {
    const m = input.market as Record<string, unknown> | null;
    if (!m || typeof m !== 'object' || Array.isArray(m)) errors.market = 'an object {country, city}';
    else {
      const country = typeof m.country === 'string' ? clean(m.country) : m.country === undefined ? current.market.country : null;
      const city = typeof m.city === 'string' ? clean(m.city) : m.city === undefined ? current.market.city : null;
      const code = country === null || country === '' ? country : countryCode(country);
      if (country === null || country.length > ANSWER_LIMITS.countryChars) errors['market.country'] = 'an ISO 3166-1 alpha-2 country code such as "GB" or "DE"';
      else if (code === null) errors['market.country'] = `an ISO 3166-1 alpha-2 country code such as "GB" or "DE"; "${country}" is not a country`;
      if (city === null || city.length > ANSWER_LIMITS.cityChars) errors['market.city'] = `a city name of at most ${ANSWER_LIMITS.cityChars} characters`;
      const extra = Object.keys(m).filter((k) => k !== 'country' && k !== 'city');
      if (extra.length) errors.market = `only country and city; remove ${extra.join(', ')}`;
      if (code !== null && city !== null) market = { country: code, city };
    }
  }

  const aliases = input.aliases === undefined ? current.aliases : textList(input.aliases, 'aliases', 0, ANSWER_LIMITS.aliases, ANSWER_LIMITS.aliasChars, errors);

  let samples = current.samples;
  if (input.samples !== undefined) {
    if (!Number.isInteger(input.samples) || (input.samples as number) < 1 || (input.samples as number) > ANSWER_LIMITS.samples) errors.samples = `a whole number from 1 to ${ANSWER_LIMITS.samples}`;
    else samples = input.samples as number;
  }

  let schedule = current.schedule;
  if (input.schedule !== undefined) {
    if (!SCHEDULES.includes(input.schedule as Schedule)) errors.schedule = `one of ${SCHEDULES.join(', ')}`;
    else schedule = input.schedule as Schedule;
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, settings: { questions, market, aliases, samples, schedule } };
}

/**
 * When the next scheduled run falls due after a settings change: soon when questions are set
 * for the first time or the schedule is switched on (the owner wants to see results), else it
 * keeps the time already planned; never while the schedule is off.
 */
export function nextRunAfterChange(before: { schedule: Schedule; nextRunAt: string | null; hadQuestions: boolean }, after: AnswerSettings, now: Date): string | null {
  if (after.schedule === 'off') return null;
  if (!before.hadQuestions || before.schedule === 'off' || before.nextRunAt === null) return now.toISOString();
  if (before.schedule !== after.schedule) {
    const planned = Date.parse(before.nextRunAt);
    return new Date(Math.min(planned, now.getTime() + SCHEDULE_MS[after.schedule])).toISOString();
  }
  return before.nextRunAt;
}
