import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What operations need from the running service besides the unit of work. */
export interface AppContext {
  config: Config;
  database: Database;
}
