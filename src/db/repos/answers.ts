import { expressionBuilder, sql, type Kysely } from 'kysely';
import { leaseHeld, writeLeased } from './leases.ts';
import type { AnswerRunsTable, AnswerSettingsTable, DB } from '../schema.ts';

export type AnswerSettingsRow = AnswerSettingsTable;
export type AnswerRunRow = AnswerRunsTable;

export async function findAnswerSettings(db: Kysely<DB>, spaceId: string): Promise<AnswerSettingsRow | undefined> {
  return db.selectFrom('answer_settings').selectAll().where('space_id', '=', spaceId).executeTakeFirst();
}

export async function saveAnswerSettings(db: Kysely<DB>, row: AnswerSettingsRow): Promise<void> {
  const { space_id: _id, ...rest } = row;
  await db.insertInto('answer_settings').values(row).onConflict((oc) => oc.column('space_id').doUpdateSet(rest)).execute();
}

/** Spaces whose scheduled run is due, oldest first. */
export async function dueAnswerSettings(db: Kysely<DB>, now: string, limit: number): Promise<AnswerSettingsRow[]> {
  return db
    .selectFrom('answer_settings')
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now)
    .where('schedule', '!=', 'off')
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
}

/** Moves a space's next run from `expected` to `next`; false when another node moved it first. */
export async function advanceAnswerSchedule(db: Kysely<DB>, spaceId: string, expected: string, next: string): Promise<boolean> {
  const r = await db.updateTable('answer_settings').set({ next_run_at: next }).where('space_id', '=', spaceId).where('next_run_at', '=', expected).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertAnswerRun(db: Kysely<DB>, row: AnswerRunRow): Promise<void> {
  await db.insertInto('answer_runs').values(row).execute();
}

/** The run still waiting or running for a space, if any. */
export async function unfinishedAnswerRun(db: Kysely<DB>, spaceId: string): Promise<AnswerRunRow | undefined> {
  return db.selectFrom('answer_runs').selectAll().where('space_id', '=', spaceId).where('status', 'in', ['queued', 'running']).orderBy('created_at', 'desc').executeTakeFirst();
}

export async function lastManualAnswerRunAt(db: Kysely<DB>, spaceId: string): Promise<string | undefined> {
  const row = await db.selectFrom('answer_runs').select('created_at').where('space_id', '=', spaceId).where('trigger', '=', 'manual').orderBy('created_at', 'desc').executeTakeFirst();
  return row?.created_at;
}

/** The last finished runs of a space, newest first. */
export async function finishedAnswerRuns(db: Kysely<DB>, spaceId: string, limit: number): Promise<AnswerRunRow[]> {
  return db.selectFrom('answer_runs').selectAll().where('space_id', '=', spaceId).where('status', 'in', ['succeeded', 'failed']).orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The latest run that succeeded (its issues are what the next run compares with). */
export async function lastSucceededAnswerRun(db: Kysely<DB>, spaceId: string, exceptId: string): Promise<AnswerRunRow | undefined> {
  return db.selectFrom('answer_runs').selectAll().where('space_id', '=', spaceId).where('status', '=', 'succeeded').where('id', '!=', exceptId).orderBy('finished_at', 'desc').executeTakeFirst();
}

/**
 * Claims the oldest run that is queued, or running under a lease that ran out (its worker
 * died). The condition is checked again by the UPDATE itself, so of two nodes racing for the
 * same run only one gets a row back.
 */
export async function claimAnswerRun(db: Kysely<DB>, now: string, leaseUntil: string, token: string): Promise<AnswerRunRow | undefined> {
  const candidate = await db
    .selectFrom('answer_runs')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)])]))
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return undefined;
  return db
    .updateTable('answer_runs')
    .set({ status: 'running', ...leaseHeld({ now, until: leaseUntil, token }), attempts: sql`attempts + 1`, started_at: sql`coalesce(started_at, ${now})` })
    .where('id', '=', candidate.id)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)])]))
    .returningAll()
    .executeTakeFirst();
}

export function extendAnswerRunLease(db: Kysely<DB>, id: string, token: string, leaseUntil: string): Promise<boolean> {
  return writeLeased(db, 'answer_runs', id, token, { claimed_until: leaseUntil }, { where: stillRunning() });
}

/** Records the outcome of a claimed run; false when the claim was lost meanwhile. */
export function finishAnswerRun(
  db: Kysely<DB>,
  id: string,
  token: string,
  outcome: Pick<AnswerRunRow, 'status' | 'result' | 'usage' | 'error' | 'model' | 'finished_at'>,
): Promise<boolean> {
  return writeLeased(db, 'answer_runs', id, token, outcome, { release: true, where: stillRunning() });
}

function stillRunning() {
  const eb = expressionBuilder<DB, 'answer_runs'>();
  return eb('status', '=', 'running');
}
