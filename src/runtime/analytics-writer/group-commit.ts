/**
 * Group commit: callers hand items over and wait until the transaction holding them committed,
 * so an acknowledged item is in the database and survives a crash of the process. Under load
 * (the previous transaction carried GATHER_FROM items or more) items gather for FLUSH_MS after
 * the previous transaction, or until MAX_BATCH are waiting, and go into one transaction: one
 * commit of a thousand items costs a fraction per item of ten of a hundred. Otherwise what is
 * waiting is written at once, so a quiet site (or a test) sees its item stored as soon as the
 * call answers. `commit` writes one batch in one transaction and rejects when nothing of it was
 * stored; every caller of the batch gets that answer.
 */
interface Waiting<T> {
  items: readonly T[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class GroupCommit<T> {
  /** Items per transaction at most; the rest wait for the next one. */
  static readonly MAX_BATCH = 2000;
  /** Under load, the time between transactions: the longest an acknowledgement waits. */
  static readonly FLUSH_MS = 500;
  /** Items in the previous transaction from which the writer gathers instead of writing at once. */
  static readonly GATHER_FROM = 100;

  readonly #commit: (items: T[]) => Promise<void>;
  readonly #queue: Waiting<T>[] = [];
  #queued = 0;
  #running = false;
  #timer: NodeJS.Timeout | null = null;
  #lastFlush = 0;
  #lastSize = 0;

  constructor(commit: (items: T[]) => Promise<void>) {
    this.#commit = commit;
  }

  /** Resolves once `items` are committed; rejects when their transaction failed. */
  write(items: readonly T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ items, resolve, reject });
      this.#queued += items.length;
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#running || this.#queue.length === 0) return;
    const wait = this.#lastSize >= GroupCommit.GATHER_FROM ? this.#lastFlush + GroupCommit.FLUSH_MS - Date.now() : 0;
    if (wait <= 0 || this.#queued >= GroupCommit.MAX_BATCH) {
      if (this.#timer) clearTimeout(this.#timer);
      void this.#drain();
    } else this.#timer ??= setTimeout(() => void this.#drain(), wait);
  }

  /** Writes one transaction of what is waiting, then schedules the next. */
  async #drain(): Promise<void> {
    this.#running = true;
    this.#timer = null;
    const batch: Waiting<T>[] = [];
    let n = 0;
    while (this.#queue.length && (n === 0 || n + this.#queue[0].items.length <= GroupCommit.MAX_BATCH)) {
      const next = this.#queue.shift()!;
      batch.push(next);
      n += next.items.length;
    }
    this.#queued -= n;
    this.#lastSize = n;
    try {
      await this.#commit(batch.flatMap((b) => b.items));
      for (const b of batch) b.resolve();
    } catch (err) {
      for (const b of batch) b.reject(err);
    } finally {
      this.#running = false;
      this.#lastFlush = Date.now();
      this.#schedule();
    }
  }
}
