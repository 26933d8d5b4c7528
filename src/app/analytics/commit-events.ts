import type { Database } from '../../db/client.ts';
import { systemActor } from '../../domain/actor.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { sqlAnalyticsStore, type AnalyticsStore, type CountedEvent } from './store.ts';

/**
 * One transaction of counted events (a group commit's batch), in the main thread or the writer
 * thread. Analytics rows are not changes anyone made: no activity and no outbox events, only the
 * transaction.
 */
export function commitEvents(database: Database, events: CountedEvent[], store: AnalyticsStore = sqlAnalyticsStore): Promise<void> {
  return runUnitOfWork(database, systemActor(events[0].spaceId, 'analytics'), (uow) => store.append(uow.trx, uow.engine, events));
}
