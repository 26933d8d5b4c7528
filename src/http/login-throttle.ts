import {
  ACCOUNT_ADDRESS_POLICY,
  ADDRESS_POLICY,
  addFailure,
  isForgotten,
  secondsToWait,
  type FailureCount,
  type ThrottlePolicy,
} from '../domain/login-throttle.ts';
import type { SharedLimits } from '../runtime/shared-limits.ts';

/**
 * Slows password guessing (rules in `domain/login-throttle.ts`). Behind this small interface so
 * several nodes can share one store (Redis) instead of this process's memory.
 */
export interface LoginThrottle {
  /** Seconds the client at `address` must wait before trying `account` again; 0 when it may try now. */
  wait(account: string, address: string): Promise<number>;
  /** Counts a failed sign-in. */
  failed(account: string, address: string): Promise<void>;
  /** A successful sign-in clears the count of that account from that address (not the address's). */
  succeeded(account: string, address: string): Promise<void>;
}

const MAX_TRACKED = 100_000;

/** One node: counts in process memory, bounded (forgotten counts are swept, the oldest dropped). */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly pairs = new Map<string, FailureCount>();
  private readonly addresses = new Map<string, FailureCount>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  async wait(account: string, address: string): Promise<number> {
    const now = this.now();
    return Math.max(secondsToWait(this.pairs.get(pairKey(account, address)), ACCOUNT_ADDRESS_POLICY, now), secondsToWait(this.addresses.get(address), ADDRESS_POLICY, now));
  }

  async failed(account: string, address: string): Promise<void> {
    const now = this.now();
    bump(this.pairs, pairKey(account, address), ACCOUNT_ADDRESS_POLICY, now);
    bump(this.addresses, address, ADDRESS_POLICY, now);
  }

  async succeeded(account: string, address: string): Promise<void> {
    this.pairs.delete(pairKey(account, address));
  }
}

/**
 * Several nodes: counts in Redis (`SharedLimits`), so guesses spread over nodes add up. Every
 * failure is also counted in this process, which decides alone while Redis cannot answer.
 */
export class SharedLoginThrottle implements LoginThrottle {
  private readonly limits: SharedLimits;
  private readonly local: MemoryLoginThrottle;
  private readonly now: () => number;

  constructor(limits: SharedLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
    this.local = new MemoryLoginThrottle(now);
  }

  async wait(account: string, address: string): Promise<number> {
    const counts = await this.limits.readFailures([`login:${pairKey(account, address)}`, `login-address:${address}`]);
    if (!counts) return this.local.wait(account, address);
    const now = this.now();
    return Math.max(secondsToWait(counts[0], ACCOUNT_ADDRESS_POLICY, now), secondsToWait(counts[1], ADDRESS_POLICY, now));
  }

  async failed(account: string, address: string): Promise<void> {
    const now = this.now();
    await this.local.failed(account, address);
    await this.limits.addFailure(`login:${pairKey(account, address)}`, ACCOUNT_ADDRESS_POLICY.forgetAfterMs, now);
    await this.limits.addFailure(`login-address:${address}`, ADDRESS_POLICY.forgetAfterMs, now);
  }

  async succeeded(account: string, address: string): Promise<void> {
    await this.local.succeeded(account, address);
    await this.limits.clearFailures(`login:${pairKey(account, address)}`);
  }
}

/** The sign-in throttle of a running service: shared when several nodes share Redis. */
export function loginThrottleFor(limits: SharedLimits | undefined): LoginThrottle {
  return limits ? new SharedLoginThrottle(limits) : new MemoryLoginThrottle();
}

const throttles = new WeakMap<object, LoginThrottle>();

/**
 * The one throttle of a service (its context), shared by every route that checks a password
 * (sign-in, password change), so guesses through either count together.
 */
export function loginThrottleOf(ctx: { limits?: SharedLimits }): LoginThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = loginThrottleFor(ctx.limits)));
  return throttle;
}

function pairKey(account: string, address: string): string {
  return `${address}\n${account}`;
}

function bump(counts: Map<string, FailureCount>, key: string, policy: ThrottlePolicy, now: number): void {
  const next = addFailure(counts.get(key), policy, now);
  counts.delete(key); // re-inserted last: the map's order is oldest failure first
  counts.set(key, next);
  if (counts.size <= MAX_TRACKED) return;
  for (const [k, v] of counts) if (isForgotten(v, policy, now)) counts.delete(k);
  for (const k of counts.keys()) {
    if (counts.size <= MAX_TRACKED) break;
    counts.delete(k);
  }
}
