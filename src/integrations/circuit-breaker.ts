/**
 * A circuit breaker for a service every request may touch (Redis): while the service does not
 * answer, calls fail at once instead of each waiting out its deadline, and one probe at a time
 * (sent by the owner, never by a request) finds out when it answers again. Pure: the clock is
 * passed in, so the rules are tested as a table.
 *
 * One failure opens the circuit: a call only fails after its deadline or on a lost connection,
 * both strong signs for a service on the local network, and every further call made while it
 * stays open would cost a request that deadline again.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerStatus {
  state: BreakerState;
  /** When the circuit last opened (ms on the breaker's clock), null while closed. */
  openedAt: number | null;
  /** Why the last call or probe failed, while not closed. */
  lastError: string | null;
}

export class CircuitBreaker {
  readonly #coolDownMs: number;
  readonly #now: () => number;
  #openedAt: number | null = null;
  #retryAt = 0;
  #probing = false;
  #lastError: string | null = null;

  constructor(opts: { coolDownMs: number; now?: () => number }) {
    this.#coolDownMs = opts.coolDownMs;
    this.#now = opts.now ?? (() => performance.now());
  }

  /** Whether a call may go to the service now (only while closed). */
  get closed(): boolean {
    return this.#openedAt === null;
  }

  /**
   * Whether a probe should go out now: the circuit is open, the cool-down since the last failure
   * has passed and no other probe is in flight. Answering true marks the probe in flight
   * (half-open) until `succeeded` or `failed`.
   */
  takeProbe(): boolean {
    if (this.#openedAt === null || this.#probing || this.#now() < this.#retryAt) return false;
    this.#probing = true;
    return true;
  }

  /** A call or probe was answered: the circuit closes. */
  succeeded(): void {
    this.#openedAt = null;
    this.#probing = false;
    this.#lastError = null;
  }

  /** A call or probe got no answer: the circuit opens (again), and the next probe waits a cool-down. */
  failed(reason: string): void {
    const now = this.#now();
    this.#openedAt ??= now;
    this.#retryAt = now + this.#coolDownMs;
    this.#probing = false;
    this.#lastError = reason;
  }

  /** Ms until the next probe may go out (0: now), or null while closed. */
  untilProbe(): number | null {
    return this.#openedAt === null ? null : Math.max(0, this.#retryAt - this.#now());
  }

  status(): BreakerStatus {
    const state: BreakerState = this.#openedAt === null ? 'closed' : this.#probing ? 'half-open' : 'open';
    return { state, openedAt: this.#openedAt, lastError: this.#lastError };
  }
}
