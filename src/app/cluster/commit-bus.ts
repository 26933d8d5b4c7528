import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../db/client.ts';
import { bumpCacheEpoch, readCacheEpoch } from '../../db/repos/nodes.ts';
import type { RedisConnections } from '../../integrations/redis.ts';
import { applyRemoteWork, setCommitRelay, type CommittedWorkMessage } from '../unit-of-work.ts';
import { resetCaches, setCacheGate } from './cache-trust.ts';

/**
 * Cross-node invalidation (docs/deploy.md "How nothing is served stale"). Every committed unit
 * of work is published on one Redis channel; every node runs its own commit listeners with it
 * and acknowledges; the writer answers its client once every live API node acknowledged, or
 * after the lease at most. A node trusts its caches only for `leaseMs` after the start of a
 * heartbeat tick that (1) read the database's cache epoch and (2) came back to it through its
 * own subscription: Redis delivers one connection's messages in the order it ran the PUBLISHes,
 * so a node that got its heartbeat back got every commit published before it. A node that
 * stops hearing itself (Redis away, connection lost, process stalled) stops serving from
 * caches within the lease, and empties them before trusting them again.
 */
export interface BusLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CommitBusOptions {
  nodeId: string;
  prefix: string;
  leaseMs: number;
  /** API nodes are waited for; worker-only nodes serve no reads, so writes need not wait for them. */
  servesReads: boolean;
  log: BusLog;
}

export interface CommitBus {
  /** Whether this node's caches are trustworthy now. */
  trusted(): boolean;
  stop(): Promise<void>;
}

/** Slack for two processes' clocks measuring the same lease. */
const CLOCK_MARGIN_MS = 100;

interface Waiter {
  acked: Set<string>;
  wake: () => void;
}

export async function startCommitBus(database: Database, redis: RedisConnections, opts: CommitBusOptions): Promise<CommitBus> {
  const { nodeId, prefix, leaseMs, log } = opts;
  const { commands, subscriber } = redis;
  const commitChannel = `${prefix}commits`;
  const nodeChannel = (id: string) => `${prefix}node:${id}`;
  const liveKey = `${prefix}api-nodes`;
  const beatMs = Math.max(50, Math.floor(leaseMs / 4));
  /** A node silent for this long is no longer waited for (it crashed, or left without saying so). */
  const liveForMs = leaseMs * 3;

  let trustedUntil = -Infinity;
  let epoch: number | null = null;
  let beatNo = 0;
  const beats = new Map<number, number>();
  const waiting = new Map<string, Waiter>();
  const trusted = () => performance.now() < trustedUntil;

  const distrust = () => {
    trustedUntil = -Infinity;
  };
  // Messages published while the subscription was down are lost: a reconnected node starts over.
  subscriber.on('reconnecting', distrust);
  subscriber.on('end', distrust);
  subscriber.on('error', distrust);

  await subscriber.subscribe(commitChannel, (raw) => {
    let msg: { id: string; from: string; work: CommittedWorkMessage };
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (msg.from === nodeId) return; // this process ran its listeners when it committed
    try {
      applyRemoteWork(database, msg.work);
    } catch (err) {
      // A listener that cannot apply the work must not leave this node serving what it replaced.
      distrust();
      log.error({ err }, 'applying another node\'s commit failed; caches bypassed until they are emptied');
    }
    commands.publish(nodeChannel(msg.from), JSON.stringify({ ack: msg.id, by: nodeId })).catch(() => undefined);
  });
  await subscriber.subscribe(nodeChannel(nodeId), (raw) => {
    const msg = JSON.parse(raw) as { beat?: number; ack?: string; by?: string };
    if (typeof msg.beat === 'number') {
      const started = beats.get(msg.beat);
      for (const n of beats.keys()) if (n <= msg.beat) beats.delete(n);
      if (started === undefined) return;
      if (!trusted()) resetCaches(database.db);
      trustedUntil = Math.max(trustedUntil, started + leaseMs);
    } else if (msg.ack && msg.by) {
      const w = waiting.get(msg.ack);
      if (w) {
        w.acked.add(msg.by);
        w.wake();
      }
    }
  });

  async function tick(): Promise<void> {
    const started = performance.now();
    const now = await readCacheEpoch(database.db);
    if (epoch !== null && now !== epoch) {
      // A node committed without reaching Redis: whatever this node cached may be stale.
      distrust();
      resetCaches(database.db);
    }
    epoch = now;
    const n = ++beatNo;
    beats.set(n, started);
    if (beats.size > 100) beats.delete(beats.keys().next().value as number);
    await commands.publish(nodeChannel(nodeId), JSON.stringify({ beat: n }));
    if (opts.servesReads) await commands.zAdd(liveKey, { score: Date.now(), value: nodeId });
    if (n % 20 === 0) await commands.zRemRangeByScore(liveKey, '-inf', Date.now() - 10 * liveForMs);
  }

  let ticking = false;
  let failing = false;
  const beat = () => {
    if (ticking) return; // a slow tick (database or Redis) is not stacked
    ticking = true;
    tick()
      .then(() => {
        if (failing) log.info('heartbeat through Redis works again');
        failing = false;
      })
      .catch((err: unknown) => {
        if (!failing) log.warn({ err }, 'heartbeat through Redis failed: this node serves without caches until it works');
        failing = true;
      })
      .finally(() => {
        ticking = false;
      });
  };
  const timer = setInterval(beat, beatMs);
  timer.unref();

  async function sleepUntil(deadline: number, w?: Waiter, done?: () => boolean): Promise<void> {
    while (performance.now() < deadline && !(done?.() ?? false)) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.max(1, deadline - performance.now()));
        if (w) w.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
  }

  async function relay(work: CommittedWorkMessage): Promise<void> {
    const id = randomUUID();
    const w: Waiter = { acked: new Set(), wake: () => undefined };
    waiting.set(id, w);
    const started = performance.now();
    try {
      try {
        await commands.publish(commitChannel, JSON.stringify({ id, from: nodeId, work }));
      } catch (err) {
        // Redis may not have taken it: tell every node through the database instead, then wait
        // until none can still be trusting a cache its heartbeat did not check against it.
        log.warn({ err }, 'could not announce a commit through Redis; announcing it through the database');
        await bumpCacheEpoch(database.db).catch((dbErr: unknown) => log.error({ err: dbErr }, 'could not announce a commit through the database either'));
        await sleepUntil(performance.now() + leaseMs + CLOCK_MARGIN_MS);
        return;
      }
      let live: string[];
      try {
        // Read after publishing: a node registering later subscribed before it trusts anything.
        live = (await commands.zRangeByScore(liveKey, Date.now() - liveForMs, '+inf')).filter((n) => n !== nodeId);
      } catch {
        live = [];
        await sleepUntil(started + leaseMs + CLOCK_MARGIN_MS);
        return;
      }
      await sleepUntil(started + leaseMs + CLOCK_MARGIN_MS, w, () => live.every((n) => w.acked.has(n)));
      const silent = live.filter((n) => !w.acked.has(n));
      if (silent.length) log.warn({ nodes: silent }, 'nodes did not acknowledge a commit within the lease; they no longer serve from caches');
    } finally {
      waiting.delete(id);
    }
  }

  setCommitRelay(database, relay);
  setCacheGate(database.db, trusted);
  beat();

  return {
    trusted,
    async stop() {
      clearInterval(timer);
      setCommitRelay(database, null);
      setCacheGate(database.db, null);
      await commands.zRem(liveKey, nodeId).catch(() => undefined);
      await subscriber.unsubscribe().catch(() => undefined);
    },
  };
}
