import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/client.ts';
import { bumpCacheEpochReturning, listNodesBehindEpoch, readCacheEpoch, setEpochApplied, type NodeRow } from '../db/repos/nodes.ts';
import type { RedisConnections } from '../integrations/redis.ts';
import type { CommittedWorkMessage } from '../app/unit-of-work.ts';
import { resetCaches, setCacheGate } from './cache-trust.ts';
import { describeNodes, LIVE_MS, nodesOffBus } from './node-registry.ts';

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
 *
 * Every Redis call is bounded (`RedisConnections.run`), so a Redis that hangs costs a write
 * one deadline at most, then none while its circuit is open. A commit that cannot be published
 * bumps the cache epoch in the database instead, and the writer waits until every live node on
 * its bus has emptied its caches for that epoch (each records it in `nodes.epoch_applied` on
 * its next tick), or one lease for a node that does not. A node that sees running nodes
 * registered on another bus (another Redis, database number or prefix, or none) cannot hear
 * them: it serves without caches while they run, and says so.
 */
export interface BusLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CommitBusOptions {
  nodeId: string;
  prefix: string;
  /** This node's bus identity (`busIdentity`), as registered in `nodes`. */
  bus: string;
  /** How the bus is named in logs (server and prefix, no credentials). */
  busLabel: string;
  leaseMs: number;
  /** API nodes are waited for; worker-only nodes serve no reads, so writes need not wait for them. */
  servesReads: boolean;
  log: BusLog;
  /**
   * The unit of work's two ends of the bus (app/unit-of-work.ts `setCommitRelay`,
   * `applyRemoteWork`), handed in by main.ts so this layer stays below the operations.
   */
  commits: {
    setRelay(database: Database, relay: ((work: CommittedWorkMessage) => Promise<void>) | null): void;
    applyRemote(database: Database, message: CommittedWorkMessage): void;
  };
}

export interface CommitBus {
  /** Whether this node's caches are trustworthy now. */
  trusted(): boolean;
  stop(): Promise<void>;
}

/** Slack for two processes' clocks measuring the same lease. */
const CLOCK_MARGIN_MS = 100;
/** How often a writer looks whether the other nodes applied the epoch it bumped. */
const EPOCH_POLL_MS = 20;

interface Waiter {
  acked: Set<string>;
  wake: () => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startCommitBus(database: Database, redis: RedisConnections, opts: CommitBusOptions): Promise<CommitBus> {
  const { nodeId, prefix, leaseMs, log } = opts;
  const commitChannel = `${prefix}commits`;
  const nodeChannel = (id: string) => `${prefix}node:${id}`;
  const liveKey = `${prefix}api-nodes`;
  const beatMs = Math.max(50, Math.floor(leaseMs / 4));
  /** A node silent for this long is no longer waited for (it crashed, or left without saying so). */
  const liveForMs = leaseMs * 3;
  /**
   * This node's row is in `nodes` since before now. A node on another bus stops trusting its
   * caches at its first tick that sees the row, so one lease from now none does.
   */
  const joined = performance.now();

  let trustedUntil = -Infinity;
  let epoch: number | null = null;
  let applied: number | null = null;
  let offBus: NodeRow[] = [];
  let beatNo = 0;
  /** When this node last heard one of its own heartbeats. */
  let heardAt = performance.now();
  const beats = new Map<number, number>();
  const waiting = new Map<string, Waiter>();
  const trusted = () => offBus.length === 0 && performance.now() < trustedUntil;

  const distrust = () => {
    trustedUntil = -Infinity;
  };
  // Messages published while the subscription was down are lost: a reconnected node starts over.
  redis.onSubscriberLost(distrust);

  const onCommit = (raw: string) => {
    let msg: { id: string; from: string; work: CommittedWorkMessage };
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (msg.from === nodeId) return; // this process ran its listeners when it committed
    try {
      opts.commits.applyRemote(database, msg.work);
    } catch (err) {
      // A listener that cannot apply the work must not leave this node serving what it replaced.
      distrust();
      log.error({ err }, 'applying another node\'s commit failed; caches bypassed until they are emptied');
    }
    redis.run((c) => c.publish(nodeChannel(msg.from), JSON.stringify({ ack: msg.id, by: nodeId }))).catch(() => undefined);
  };
  const onOwn = (raw: string) => {
    const msg = JSON.parse(raw) as { beat?: number; ack?: string; by?: string };
    if (typeof msg.beat === 'number') {
      heardAt = performance.now();
      const started = beats.get(msg.beat);
      for (const n of beats.keys()) if (n <= msg.beat) beats.delete(n);
      if (started === undefined || offBus.length) return;
      if (!trusted()) resetCaches(database.db);
      trustedUntil = Math.max(trustedUntil, started + leaseMs);
    } else if (msg.ack && msg.by) {
      const w = waiting.get(msg.ack);
      if (w) {
        w.acked.add(msg.by);
        w.wake();
      }
    }
  };
  let subscribed = false;
  const subscribe = async () => {
    // The same listener functions each time: subscribing again after a failed attempt that
    // Redis did carry out adds no second listener.
    await redis.subscribe(commitChannel, onCommit);
    await redis.subscribe(nodeChannel(nodeId), onOwn);
    subscribed = true;
  };

  const seeOffBus = (found: NodeRow[]) => {
    const before = offBus.map((n) => n.id).join(',');
    offBus = found;
    if (found.map((n) => n.id).join(',') === before) return;
    if (found.length) {
      distrust();
      log.error(
        { nodes: found.map((n) => ({ id: n.id, role: n.role, host: n.host, pid: n.pid, bus: n.bus })) },
        `NODES ON ANOTHER BUS: ${describeNodes(found)} serve from this database but not through this node's Redis bus (${opts.busLabel}, bus ${opts.bus}), so neither hears the other's changes. This node serves without caches while they run; give every node the same REDIS_URL and TESSERA_REDIS_PREFIX (docs/deploy.md)`,
      );
    } else {
      log.info('no node on another bus any more: caches are trusted again once emptied');
    }
  };

  async function tick(): Promise<void> {
    const started = performance.now();
    const [now, off] = await Promise.all([readCacheEpoch(database.db), nodesOffBus(database, nodeId, opts.bus)]);
    seeOffBus(off);
    if (epoch !== null && now !== epoch) {
      // A node committed without reaching Redis: whatever this node cached may be stale.
      distrust();
      resetCaches(database.db);
    }
    epoch = now;
    if (applied !== now) {
      // Caches hold nothing from before epoch `now`: a writer waiting for that may answer.
      await setEpochApplied(database.db, nodeId, now);
      applied = now;
    }
    if (!subscribed && redis.reachable()) await subscribe();
    if (subscribed && redis.reachable() && started - heardAt > 4 * leaseMs) {
      // Redis answers commands but this node has not heard itself for long: its subscribed
      // connection may be open yet carry nothing (a half-open socket). Make it again.
      log.warn({ silentMs: Math.round(started - heardAt) }, 'no heartbeat came back through the subscription: making it again');
      heardAt = started;
      distrust();
      redis.remakeSubscriber();
    }
    const n = ++beatNo;
    if (!off.length) beats.set(n, started);
    if (beats.size > 100) beats.delete(beats.keys().next().value as number);
    await redis.run((c) => c.publish(nodeChannel(nodeId), JSON.stringify({ beat: n })));
    if (opts.servesReads) await redis.run((c) => c.zAdd(liveKey, { score: Date.now(), value: nodeId }));
    if (n % 20 === 0) await redis.run((c) => c.zRemRangeByScore(liveKey, '-inf', Date.now() - 10 * liveForMs));
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

  /**
   * The commit could not go through Redis: bump the cache epoch, then wait until every live
   * node on this bus emptied its caches for it (read on its next tick), or one lease, after
   * which none can still trust a cache its heartbeat did not check against the new epoch.
   */
  async function announceThroughDatabase(): Promise<void> {
    const bumpedAt = performance.now();
    const deadline = bumpedAt + leaseMs + CLOCK_MARGIN_MS;
    let target: number;
    try {
      target = await bumpCacheEpochReturning(database.db);
    } catch (err) {
      log.error({ err }, 'could not announce a commit through the database either');
      await sleepUntil(deadline);
      return;
    }
    while (performance.now() < deadline) {
      const since = new Date(Date.now() - LIVE_MS).toISOString();
      const behind = await listNodesBehindEpoch(database.db, nodeId, opts.bus, target, since).catch(() => null);
      if (behind?.length === 0) return;
      await sleep(Math.min(EPOCH_POLL_MS, Math.max(1, deadline - performance.now())));
    }
  }

  async function deliver(id: string, w: Waiter, work: CommittedWorkMessage): Promise<void> {
    const started = performance.now();
    try {
      await redis.run((c) => c.publish(commitChannel, JSON.stringify({ id, from: nodeId, work })));
    } catch (err) {
      if (redis.reachable()) log.warn({ err }, 'could not announce a commit through Redis; announcing it through the database');
      return announceThroughDatabase();
    }
    let live: string[];
    try {
      // Read after publishing: a node registering later subscribed before it trusts anything.
      live = (await redis.run((c) => c.zRangeByScore(liveKey, Date.now() - liveForMs, '+inf'))).filter((n) => n !== nodeId);
    } catch {
      return announceThroughDatabase();
    }
    await sleepUntil(started + leaseMs + CLOCK_MARGIN_MS, w, () => live.every((n) => w.acked.has(n)));
    const silent = live.filter((n) => !w.acked.has(n));
    if (silent.length) log.warn({ nodes: silent }, 'nodes did not acknowledge a commit within the lease; they no longer serve from caches');
  }

  async function relay(work: CommittedWorkMessage): Promise<void> {
    // A node on another bus may still trust caches it filled before it saw this node's row.
    const offBusSettled = offBus.length ? joined + leaseMs + CLOCK_MARGIN_MS : 0;
    const id = randomUUID();
    const w: Waiter = { acked: new Set(), wake: () => undefined };
    waiting.set(id, w);
    try {
      await deliver(id, w, work);
    } finally {
      waiting.delete(id);
    }
    await sleepUntil(offBusSettled);
  }

  // Before this node serves: which nodes it cannot hear, and its channels (when Redis answers).
  seeOffBus(await nodesOffBus(database, nodeId, opts.bus));
  await subscribe().catch((err: unknown) => log.warn({ err }, 'could not subscribe to the commit bus yet: this node serves without caches until it can'));

  const timer = setInterval(beat, beatMs);
  timer.unref();
  opts.commits.setRelay(database, relay);
  setCacheGate(database.db, trusted);
  beat();

  return {
    trusted,
    async stop() {
      clearInterval(timer);
      opts.commits.setRelay(database, null);
      setCacheGate(database.db, null);
      await redis.run((c) => c.zRem(liveKey, nodeId)).catch(() => undefined);
      await redis.unsubscribe().catch(() => undefined);
    },
  };
}
