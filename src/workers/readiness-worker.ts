import type { AppContext } from '../app/context.ts';
import { nextScheduledReadinessCheck, runDueReadinessChecks } from '../app/readiness/schedule.ts';
import { startLoop, untilDue, type WorkerLog, type WorkerLoop } from './loop.ts';

/**
 * Runs the scheduled AI-readiness checks when they fall due (docs/readiness.md "Scheduled
 * checks"), looking at least every `TESSERA_READINESS_POLL_MS`. Any number of nodes may run it:
 * each due check is taken by one conditional update, so exactly one node reads the site.
 */
export function startReadinessWorker(ctx: AppContext, log: WorkerLog): WorkerLoop {
  const pollMs = ctx.config.readinessPollMs;
  return startLoop({
    name: 'readiness worker',
    log,
    pollMs,
    cycle: async (stopping) => {
      while (!stopping() && (await runDueReadinessChecks(ctx, new Date())) > 0);
      return untilDue(await nextScheduledReadinessCheck(ctx), pollMs);
    },
  });
}
