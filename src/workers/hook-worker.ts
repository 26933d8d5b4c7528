import type { AppContext } from '../app/context.ts';
import { onOutboxWritten } from '../app/outbox-signal.ts';
import { claimDue, nextDeliveryDue, pruneOutbox } from '../app/hooks/deliver-due.ts';
import { fanOutEvents } from '../app/hooks/fan-out-events.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import { systemActor } from '../domain/actor.ts';
import { JobSet, startLoop, untilDue, type WorkerLog } from './loop.ts';

export interface HookWorkerOptions {
  log: WorkerLog;
  /** Longest sleep between looks at the database (other nodes' events, due retries). */
  pollMs?: number;
  /** Attempts in flight at once. */
  concurrency?: number;
}

export interface HookWorker {
  /** Look now (new events were committed, an attempt finished). */
  nudge(): void;
  /** Stops looking and waits for attempts in flight to be recorded. */
  stop(): Promise<void>;
}

const FAN_OUT_BATCH = 200;
const OUTBOX_KEEP_MS = 7 * 24 * 3600 * 1000;
const OUTBOX_PRUNE_EVERY_MS = 3600 * 1000;

/**
 * The deploy-hook worker: fans committed outbox events out to deliveries, claims the due ones
 * and attempts them, never more than `concurrency` at once. It wakes on the in-process nudge
 * after a commit, when an attempt finishes, when the next delivery falls due, and at least
 * every `pollMs`. All state lives in the database, so stopping (or crashing) loses nothing.
 */
export function startHookWorker(ctx: AppContext, opts: HookWorkerOptions): HookWorker {
  const pollMs = opts.pollMs ?? 250;
  const concurrency = opts.concurrency ?? 10;
  const attempts = new JobSet(() => loop.nudge());
  let lastPrune = 0;

  async function cycle(stopping: () => boolean): Promise<number> {
    const coalesceMs = ctx.config.hookCoalesceMs;
    const taken = await runUnitOfWork(ctx.database, systemActor('*', 'deploy hooks'), (uow) => fanOutEvents(uow, { coalesceMs, limit: FAN_OUT_BATCH }));
    let busy = taken === FAN_OUT_BATCH;
    const free = concurrency - attempts.size;
    if (free > 0 && !stopping()) {
      const jobs = await claimDue(ctx, { now: new Date(), limit: free });
      for (const job of jobs) attempts.start(() => job.run(), (err) => opts.log.error({ err, delivery: job.delivery.id }, 'deploy hook attempt failed to record'));
      busy ||= jobs.length === free;
    }
    if (Date.now() - lastPrune > OUTBOX_PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneOutbox(ctx, new Date(Date.now() - OUTBOX_KEEP_MS));
    }
    if (busy) return 0;
    return untilDue(await nextDeliveryDue(ctx), pollMs);
  }

  const loop = startLoop({ name: 'deploy hook worker', log: opts.log, pollMs, cycle, wake: (nudge) => onOutboxWritten(ctx.database, nudge), drain: () => attempts.settled() });
  return loop;
}
