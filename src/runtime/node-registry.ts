import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { deleteNode, deleteNodesSeenBefore, listOtherLiveNodes, upsertNode, type NodeRow } from '../db/repos/nodes.ts';
import { setCacheGate } from './cache-trust.ts';

/**
 * Every `tessera serve` registers in the database with a heartbeat (docs/deploy.md), so a node
 * can tell it is not alone. Without Redis nobody would carry its commits to the other nodes'
 * caches: such a node refuses to start beside another, and a node with Redis refuses to start
 * beside one without. If two start at the same instant and both pass the check, the next
 * heartbeat finds the other and turns this node's caches off for good (and says so loudly).
 */
export type NodeRole = 'api' | 'worker' | 'all';

export interface RegistryLog {
  error(obj: object, msg: string): void;
}

export interface NodeRegistration {
  stop(): Promise<void>;
}

const HEARTBEAT_MS = 10_000;
/** A node not seen for this long is not counted as running. */
export const LIVE_MS = 3 * HEARTBEAT_MS;
/** Rows of nodes gone this long are deleted. */
const FORGET_MS = 24 * 3_600_000;

export class NotAloneError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function runningOthers(database: Database, nodeId: string, now: number): Promise<NodeRow[]> {
  const others = await listOtherLiveNodes(database.db, nodeId, new Date(now - LIVE_MS).toISOString());
  // A previous process of this host that crashed (kill -9) left its row: it is not running.
  return others.filter((n) => n.host !== hostname() || alive(n.pid));
}

/** Live nodes that make this one unsafe: any other node when this one has no Redis; nodes without Redis when it has. */
async function conflicting(database: Database, nodeId: string, withRedis: boolean, now: number): Promise<NodeRow[]> {
  const running = await runningOthers(database, nodeId, now);
  return withRedis ? running.filter((n) => n.redis === 0) : running;
}

/**
 * Running nodes registered on this database that are not on the commit bus `bus`: another
 * Redis server or database number, another key prefix, or no Redis at all. This node cannot
 * hear their commits, nor they this node's. A row with Redis but no bus was written by a
 * version before buses were recorded (a rolling upgrade): it is taken to be on the same bus.
 */
export async function nodesOffBus(database: Database, nodeId: string, bus: string): Promise<NodeRow[]> {
  const running = await runningOthers(database, nodeId, Date.now());
  return running.filter((n) => (n.redis === 0 ? true : n.bus !== null && n.bus !== bus));
}

export function describeNodes(nodes: NodeRow[]): string {
  return nodes.map((n) => `${n.role} node ${n.id} on ${n.host} (pid ${n.pid}${n.redis ? `, bus ${n.bus ?? 'unknown'}` : ', without Redis'})`).join('; ');
}

/**
 * `bus`: the node's commit bus identity (`busIdentity`), null without Redis. Returns once the
 * node's row is in the database: from then on every other node's check sees it.
 */
export async function registerNode(database: Database, opts: { nodeId: string; role: NodeRole; bus: string | null; log: RegistryLog }): Promise<NodeRegistration> {
  const { nodeId, role, bus, log } = opts;
  const withRedis = bus !== null;
  const started = new Date().toISOString();
  const row = (seen: string): Omit<NodeRow, 'epoch_applied'> => ({ id: nodeId, role, host: hostname(), pid: process.pid, redis: withRedis ? 1 : 0, bus, started_at: started, seen_at: seen });

  const found = await conflicting(database, nodeId, withRedis, Date.now());
  if (found.length) {
    throw new NotAloneError(
      withRedis
        ? `another node on this database runs without REDIS_URL (${describeNodes(found)}): its caches would go stale; give every node the same REDIS_URL (docs/deploy.md)`
        : `another node is serving from this database (${describeNodes(found)}) and REDIS_URL is not set: several nodes need Redis so that none serves stale content (docs/deploy.md)`,
    );
  }
  await upsertNode(database.db, row(started));

  let poisoned = false;
  const heartbeat = async () => {
    const now = Date.now();
    await upsertNode(database.db, row(new Date(now).toISOString()));
    const late = await conflicting(database, nodeId, withRedis, now);
    if (late.length && !poisoned) {
      poisoned = true;
      setCacheGate(database.db, () => false);
      log.error({ nodes: late }, `SEVERAL NODES WITHOUT SHARED INVALIDATION: ${describeNodes(late)}. This node no longer serves from caches; set the same REDIS_URL on every node (docs/deploy.md)`);
    }
    await deleteNodesSeenBefore(database.db, new Date(now - FORGET_MS).toISOString());
  };
  const timer = setInterval(() => void heartbeat().catch((err: unknown) => log.error({ err }, 'node heartbeat failed')), HEARTBEAT_MS);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await deleteNode(database.db, nodeId).catch(() => undefined);
    },
  };
}
