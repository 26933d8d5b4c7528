import type { AppContext } from '../app/context.ts';
import { runDueSchedules } from '../app/schedules/run-schedules.ts';
import { startLoop, type WorkerLog, type WorkerLoop } from './loop.ts';

/**
 * Runs scheduled actions when they fall due (docs/publishing.md "Scheduled actions"), looking at
 * least every `TESSERA_SCHEDULE_POLL_MS` and sooner when the next one is due earlier. Any number
 * of nodes may run it: each action is claimed by the transaction that performs it.
 */
export function startScheduleWorker(ctx: AppContext, log: WorkerLog): WorkerLoop {
  const pollMs = ctx.config.schedulePollMs;
  return startLoop({ name: 'schedule worker', log, pollMs, cycle: () => runDueSchedules(ctx, pollMs) });
}
