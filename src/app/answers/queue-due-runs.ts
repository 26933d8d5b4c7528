import type { Database } from '../../db/client.ts';
import { advanceAnswerSchedule, dueAnswerSettings, insertAnswerRun, unfinishedAnswerRun } from '../../db/repos/answers.ts';
import { systemActor } from '../../domain/actor.ts';
import { SCHEDULE_MS } from '../../domain/answers/settings.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { settingsFromRow } from './settings-row.ts';
import { queueRun } from './start-answers-run.ts';

/**
 * Queues the scheduled runs that fell due (weekly by default). Moving a space's next run time
 * is conditional on the time read, so when several nodes look at once only one queues the run.
 * A space with a run still waiting or in progress gets no second one.
 */
export async function queueDueAnswerRuns(database: Database, now: Date, limit = 20): Promise<number> {
  let queued = 0;
  for (const row of await dueAnswerSettings(database.db, now.toISOString(), limit)) {
    const settings = settingsFromRow(row);
    if (settings.schedule === 'off' || row.next_run_at === null) continue;
    const made = await runUnitOfWork(database, systemActor(row.space_id, 'schedule'), async (uow) => {
      const next = new Date(now.getTime() + SCHEDULE_MS[settings.schedule as 'weekly' | 'daily']).toISOString();
      if (!(await advanceAnswerSchedule(uow.trx, row.space_id, row.next_run_at as string, next))) return false;
      if (settings.questions.length === 0 || (await unfinishedAnswerRun(uow.trx, row.space_id))) return false;
      await insertAnswerRun(uow.trx, queueRun(uow, settings, 'schedule'));
      return true;
    });
    if (made) queued += 1;
  }
  return queued;
}
