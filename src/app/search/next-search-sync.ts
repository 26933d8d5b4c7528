import type { AppContext } from '../context.ts';
import { nextSearchSyncAt as nextDue } from '../../db/repos/search-connections.ts';

/** When the next search sync falls due (null: none), so an idle worker knows how long it may sleep. */
export function nextSearchSyncAt(ctx: AppContext): Promise<string | null> {
  return nextDue(ctx.database.db);
}
