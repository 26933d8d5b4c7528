import { createHash } from 'node:crypto';
import type { createClient } from 'redis';
import { CircuitBreaker, type BreakerStatus } from './circuit-breaker.ts';

/**
 * Redis for several nodes (docs/deploy.md), through `redis` (node-redis): the client Redis
 * itself maintains and recommends, with pub/sub, MULTI and reconnection built in; nothing here
 * needs what `ioredis` adds. Two connections: one for commands, one subscribed (a subscribed
 * connection can run no other command).
 *
 * Every command goes through `run`, which bounds it in time whatever state the connection is
 * in. node-redis's own command timeout only covers a command waiting to be written: once
 * written to a Redis that stopped answering (frozen, overloaded, a network that drops packets
 * without resetting) it would wait as long as the TCP connection lives, and every request with
 * it. Past the deadline the call fails, the circuit opens, and every later call fails at once
 * (callers fall back: limits count locally, commits go through the database) until a
 * background probe gets an answer. A connection that left a written command unanswered is
 * dropped and made again, so a half-dead socket does not hold what is sent after it.
 */
export type RedisClient = ReturnType<typeof createClient>;

export class RedisUnavailableError extends Error {}

export interface RedisConnections {
  /** Runs one command (or MULTI) on the command connection within the deadline; fails at once while Redis is known unreachable. */
  run<T>(command: (client: RedisClient) => Promise<T>): Promise<T>;
  /** Subscribes on the subscribed connection, within the deadline. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  unsubscribe(): Promise<void>;
  /**
   * Drops the subscribed connection and makes it again (its subscriptions are renewed): for a
   * connection that stays open but carries nothing, which TCP may take minutes to notice.
   */
  remakeSubscriber(): void;
  /** The subscribed connection's events (a lost subscription may have lost messages). */
  onSubscriberLost(fn: () => void): void;
  /** A bounded PING (fails at once while Redis is known unreachable). */
  ping(): Promise<unknown>;
  /** Whether commands are let through (the circuit is closed). */
  reachable(): boolean;
  status(): BreakerStatus;
  close(): Promise<void>;
}

const FIRST_CONNECT_WAIT_MS = 5000;

/** Fails with `what` when `promise` has not settled within `ms` (the promise itself goes on). */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    // The rejection waits for the event loop's next poll: after a stall (GC, a busy loop) the
    // timer comes due before the socket is read, and an answer already there must still count.
    timer = setTimeout(() => setImmediate(() => reject(new RedisUnavailableError(`${what}: no answer within ${ms} ms`))), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Which bus a node is on: the Redis server (host, port, database number) and the key prefix.
 * Nodes with different identities cannot hear each other's invalidations. Credentials are not
 * part of it, and the address is hashed so that the database holds no Redis location.
 */
export function busIdentity(url: string, prefix: string): string {
  const u = new URL(url);
  const port = u.port || '6379';
  const db = /^\/(\d+)$/.exec(u.pathname)?.[1] ?? '0';
  return createHash('sha256').update(`${u.protocol}//${u.hostname.toLowerCase()}:${port}/${db}|${prefix}`).digest('hex').slice(0, 16);
}

/** The Redis server of `url` for logs: address and database number, never credentials. */
export function describeRedis(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}:${u.port || '6379'}/${/^\/(\d+)$/.exec(u.pathname)?.[1] ?? '0'}`;
}

export async function connectRedis(
  url: string,
  opts: { timeoutMs: number; onError: (err: Error, which: string) => void; onReachable?: (reachable: boolean, reason: string | null) => void },
): Promise<RedisConnections> {
  const { timeoutMs } = opts;
  // Loaded on first use: a single node (no REDIS_URL) never pays for the client in memory.
  const { createClient, ErrorReply } = await import('redis');
  const make = (which: string) => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: timeoutMs },
      // TCP keepalive alone can take minutes to notice a dead peer.
      pingInterval: 5000,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** Math.min(retries, 5), 1000) },
    });
    let last = 0;
    client.on('error', (err: Error) => {
      // A Redis that is down reports every reconnection attempt: say it once every few seconds.
      if (Date.now() - last > 5000) opts.onError(err, which);
      last = Date.now();
    });
    return client;
  };
  const commands = make('commands');
  const subscriber = make('subscriber');
  const breaker = new CircuitBreaker({ coolDownMs: Math.max(200, timeoutMs * 2) });
  let closed = false;
  let probeTimer: NodeJS.Timeout | undefined;

  const remaking = new Set<RedisClient>();
  /** Drops a connection that took a command and never answered, and makes it again in the background. */
  const remakeClient = (client: RedisClient) => {
    if (remaking.has(client) || closed || !client.isReady) return;
    remaking.add(client);
    client.destroy();
    client
      .connect()
      .catch(() => undefined)
      .finally(() => remaking.delete(client));
  };
  const remake = () => remakeClient(commands);

  const failed = (err: unknown) => {
    const wasClosed = breaker.closed;
    breaker.failed(err instanceof Error ? err.message : String(err));
    if (wasClosed) opts.onReachable?.(false, breaker.status().lastError);
    scheduleProbe();
  };
  const succeeded = () => {
    if (!breaker.closed) {
      breaker.succeeded();
      opts.onReachable?.(true, null);
    }
  };

  function scheduleProbe() {
    if (probeTimer || closed) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (!breaker.takeProbe()) {
        if (!breaker.closed) scheduleProbe();
        return;
      }
      withDeadline(commands.ping(), timeoutMs, 'Redis PING')
        .then(succeeded, (err: unknown) => {
          if (err instanceof RedisUnavailableError) remake();
          failed(err);
        });
    }, breaker.untilProbe() ?? 0);
    probeTimer.unref();
  }

  // A node starts while Redis is away (it then runs without caches until Redis answers).
  const started = Promise.all([commands.connect(), subscriber.connect()]);
  started.catch(() => undefined);
  await Promise.race([started, new Promise((r) => setTimeout(r, FIRST_CONNECT_WAIT_MS).unref())]);
  if (!commands.isReady) failed(new RedisUnavailableError('Redis did not answer at start'));

  const connections: RedisConnections = {
    ping: () => connections.run((c) => c.ping()),
    async run<T>(command: (client: RedisClient) => Promise<T>): Promise<T> {
      if (!breaker.closed) throw new RedisUnavailableError(`Redis is unreachable (${breaker.status().lastError ?? 'no answer'})`);
      try {
        const out = await withDeadline(command(commands), timeoutMs, 'Redis command');
        succeeded();
        return out;
      } catch (err) {
        // Redis answered with an error: it is reachable, the command was wrong.
        if (err instanceof ErrorReply) throw err;
        if (err instanceof RedisUnavailableError) remake();
        failed(err);
        throw err;
      }
    },
    async subscribe(channel, listener) {
      await withDeadline(subscriber.subscribe(channel, listener), timeoutMs, `Redis SUBSCRIBE ${channel}`);
    },
    async unsubscribe() {
      await withDeadline(subscriber.unsubscribe(), timeoutMs, 'Redis UNSUBSCRIBE');
    },
    remakeSubscriber: () => remakeClient(subscriber),
    onSubscriberLost(fn) {
      subscriber.on('reconnecting', fn);
      subscriber.on('end', fn);
      subscriber.on('error', fn);
    },
    reachable: () => breaker.closed,
    status: () => breaker.status(),
    async close() {
      closed = true;
      clearTimeout(probeTimer);
      for (const c of [subscriber, commands]) {
        if (c.isReady) await withDeadline(c.close(), timeoutMs, 'Redis QUIT').catch(() => c.destroy());
        else if (c.isOpen) c.destroy();
      }
    },
  };
  return connections;
}
