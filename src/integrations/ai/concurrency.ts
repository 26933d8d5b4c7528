/**
 * A counting semaphore: at most `limit` holders at once, the rest wait in arrival order.
 * One per provider base URL per process (see `limitFor`), so translation jobs and answer runs
 * together never open more parallel requests than the operator allowed.
 */
export class Semaphore {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  limit: number;

  constructor(limit: number) {
    this.limit = Math.max(1, limit);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    try {
      return await work();
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

const byProvider = new Map<string, Semaphore>();

/** The process-wide limit for one provider; the latest configured limit wins. */
export function limitFor(baseUrl: string, limit: number): Semaphore {
  let s = byProvider.get(baseUrl);
  if (!s) {
    s = new Semaphore(limit);
    byProvider.set(baseUrl, s);
  } else s.limit = Math.max(1, limit);
  return s;
}
