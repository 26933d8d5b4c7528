export interface WorkerLog {
  error(obj: unknown, msg?: string): void;
}

export interface LoopOptions {
  /** Names the worker in the log line of a failed cycle. */
  name: string;
  log: WorkerLog;
  /** Longest sleep between cycles (other nodes' work, clocks falling due), and the wait after a failed cycle. */
  pollMs: number;
  /**
   * One look at the database: does what is due and returns how long to sleep before the next
   * look (0: more is waiting). `stopping()` turns true once `stop()` is called, for cycles that
   * work through a queue.
   */
  cycle: (stopping: () => boolean) => Promise<number>;
  /** Subscribes to an in-process signal that work was added; returns the unsubscribe function. */
  wake?: (nudge: () => void) => () => void;
  /** Awaited on stop after the cycle in hand: jobs that outlive their cycle (see `JobSet`). */
  drain?: () => Promise<void>;
  /** Delay before the first cycle. */
  firstMs?: number;
  /** Lets the process exit while the loop sleeps (housekeeping loops). */
  unref?: boolean;
}

export interface WorkerLoop {
  /** Look now (work was added, a job finished). */
  nudge(): void;
  /** Stops looking and waits for the cycle in hand (and what `drain` waits for). */
  stop(): Promise<void>;
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The wake / poll / stop loop every worker shares: one cycle at a time; a nudge during a cycle
 * runs the next one at once instead of being lost; a failed cycle is logged and retried after
 * `pollMs`. What a cycle claims (leases, row claims) stays the worker's business: all state
 * lives in the database, so stopping or crashing between cycles loses nothing.
 */
export function startLoop(opts: LoopOptions): WorkerLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(ms, MAX_TIMEOUT_MS)));
    if (opts.unref) timer.unref();
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    let wait = opts.pollMs;
    running = opts
      .cycle(stopping)
      .then((ms) => {
        wait = ms;
      })
      .catch((err: unknown) => opts.log.error({ err }, `${opts.name} cycle failed`));
    await running;
    running = null;
    if (again) {
      again = false;
      wait = 0;
    }
    schedule(wait);
  }

  const unsubscribe = opts.wake?.(() => schedule(0));
  schedule(opts.firstMs ?? 0);
  return {
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      if (running) await running;
      await opts.drain?.();
    },
  };
}

/** How long to sleep until `due` (an ISO time, or null for nothing scheduled), at most `pollMs`. */
export function untilDue(due: string | null, pollMs: number): number {
  return due === null ? pollMs : Math.min(pollMs, Date.parse(due) - Date.now());
}

/**
 * Jobs a cycle starts that outlive it (deliveries, syncs): counted against the worker's
 * concurrency, each one's end wakes the loop for the next, and `settled()` waits for them on stop.
 */
export class JobSet {
  readonly #jobs = new Set<Promise<void>>();
  readonly #ended: () => void;

  constructor(ended: () => void) {
    this.#ended = ended;
  }

  get size(): number {
    return this.#jobs.size;
  }

  start(run: () => Promise<unknown>, failed: (err: unknown) => void): void {
    const p: Promise<void> = run()
      .then(() => undefined, failed)
      .finally(() => {
        this.#jobs.delete(p);
        this.#ended();
      });
    this.#jobs.add(p);
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.#jobs]);
  }
}
