import { runUnitOfWork, type EventInput } from '../../src/app/unit-of-work.ts';
import type { Database } from '../../src/db/client.ts';
import { systemActor } from '../../src/domain/actor.ts';

/** Commits outbox events for a space the way a feature's unit of work does (one transaction). */
export async function emitEvents(database: Database, space: string, events: EventInput[]): Promise<void> {
  await runUnitOfWork(database, systemActor(space), async (uow) => {
    for (const e of events) uow.emit(e);
  });
}

/** An `entry.published`-like event for entry `id`. */
export function entryEvent(event: string, id: string, data: Record<string, unknown> = {}): EventInput {
  return { event, resourceType: 'entry', resourceId: id, data: { content_type: 'post', version: 2, status: 'published', ...data } };
}
