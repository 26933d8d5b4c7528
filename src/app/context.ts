import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { SharedLimits } from '../runtime/shared-limits.ts';

/** What operations need from the running service besides the unit of work. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Counters shared by every node (Redis); absent on one node, where each counts in memory. */
  limits?: SharedLimits;
  /** The Redis several nodes share, for the readiness check; absent on one node. */
  redis?: { ping(): Promise<unknown> };
}
