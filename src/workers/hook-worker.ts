import type { AppContext } from '../app/context.ts';
import { onOutboxWritten } from '../app/outbox-signal.ts';
import { claimDue, nextDeliveryDue, pruneOutbox } from '../app/hooks/deliver-due.ts';
import { fanOutEvents } from '../app/hooks/fan-out-events.ts';

export interface WorkerLog {
  error(obj: unknown, msg?: string): void;
}

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
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPrune = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, ms));
  };

  async function once(): Promise<number> {
    const taken = await fanOutEvents(ctx.database, { now: new Date(), coalesceMs: ctx.config.hookCoalesceMs, limit: FAN_OUT_BATCH });
    let busy = taken === FAN_OUT_BATCH;
    const free = concurrency - inFlight.size;
    if (free > 0 && !stopped) {
      const jobs = await claimDue(ctx, { now: new Date(), limit: free });
      for (const job of jobs) {
        const p: Promise<void> = job
          .run()
          .catch((err) => opts.log.error({ err, delivery: job.delivery.id }, 'deploy hook attempt failed to record'))
          .finally(() => {
            inFlight.delete(p);
            if (!stopped) schedule(0);
          });
        inFlight.add(p);
      }
      busy ||= jobs.length === free;
    }
    if (Date.now() - lastPrune > OUTBOX_PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneOutbox(ctx, new Date(Date.now() - OUTBOX_KEEP_MS));
    }
    if (busy) return 0;
    const due = await nextDeliveryDue(ctx);
    return due === null ? pollMs : Math.min(pollMs, Date.parse(due) - Date.now());
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (cycle) {
      again = true;
      return;
    }
    let wait = pollMs;
    cycle = once()
      .then((ms) => {
        wait = ms;
      })
      .catch((err) => opts.log.error({ err }, 'deploy hook worker cycle failed'));
    await cycle;
    cycle = null;
    if (again) {
      again = false;
      wait = 0;
    }
    schedule(wait);
  }

  const unsubscribe = onOutboxWritten(ctx.database, () => schedule(0));
  schedule(0);

  return {
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      if (cycle) await cycle;
      await Promise.allSettled([...inFlight]);
    },
  };
}
