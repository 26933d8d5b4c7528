import type { Database } from '../../db/client.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { findEntry, listEntryVersions, type EntryRow, type EntryVersionRow } from '../../db/repos/entries.ts';
import { checkPage } from '../../domain/paging.ts';
import { notFound } from '../../domain/errors.ts';
import { loadSpaceModel, type SpaceModel } from './space-model.ts';

/** SPEC "Entry version record": every saved version of an entry, newest first. Reads drafts. */
export async function listVersions(database: Database, actor: Actor, input: { id: string; limit: number; skip: number }): Promise<{ entry: EntryRow; model: SpaceModel; total: number; rows: EntryVersionRow[] }> {
  checkPage(input);
  requirePermission(actor, 'read_drafts', 'read entry versions (they include drafts)');
  const entry = await findEntry(database.db, actor.spaceId, input.id);
  if (!entry) throw notFound('entry', input.id);
  const [model, page] = await Promise.all([loadSpaceModel(database.db, actor.spaceId), listEntryVersions(database.db, entry.id, input.limit, input.skip)]);
  return { entry, model, total: page.total, rows: page.rows };
}
