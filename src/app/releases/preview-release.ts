import type { Database } from '../../db/client.ts';
import { findRelease } from '../../db/repos/releases.ts';
import { systemActor, type Actor } from '../../domain/actor.ts';
import { notFound } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import type { ReleaseItem } from '../../domain/publishing/releases.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { applyReleaseItems } from './apply-release.ts';

/**
 * Delivery reads as the space will be after the release (`release=ID` on entry reads): the
 * release is applied in a unit of work that is rolled back, and `read` runs inside it with a
 * delivery reader, so every filter, order, include and slug lookup sees exactly what publishing
 * would make live. Items that could not be published are left as they are. Readers of drafts
 * only (preview and management keys, agents); nothing is kept and nothing is cached.
 */
export async function previewRelease<T>(database: Database, actor: Actor, id: string, read: (db: Database, reader: Actor) => Promise<T>): Promise<T> {
  requirePermission(actor, 'read_drafts', 'preview releases');
  const row = await findRelease(database.db, actor.spaceId, id);
  if (!row) throw notFound('release', id);
  const items = JSON.parse(row.items) as ReleaseItem[];
  // Applied as the service: the reader may hold a preview key, which cannot publish; nothing is kept.
  const applier = systemActor(actor.spaceId, 'release preview');
  const reader: Actor = { ...actor, can: new Set([...actor.can].filter((p) => p !== 'read_drafts')) };
  return runUnitOfWork(
    database,
    applier,
    async (uow) => {
      if (row.status === 'open') await applyReleaseItems(uow, items);
      return read({ ...database, db: uow.trx }, reader);
    },
    { dryRun: true },
  );
}
