import type { Kysely } from 'kysely';
import { findEntryValues, findReleaseNames } from '../../db/repos/releases.ts';
import type { ScheduleRow } from '../../db/repos/schedules.ts';
import type { DB } from '../../db/schema.ts';
import { entryTitle } from '../../domain/quick-access.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

export interface EntryTarget {
  id: string;
  content_type: string;
  title: string | null;
}

/** Entries and releases scheduled actions are about, keyed by id: what a calendar shows of each. */
export interface ScheduleTargets {
  entries: Map<string, EntryTarget>;
  releases: Map<string, { id: string; name: string; status: string }>;
}

/** Each entry's title in the schedule's language (else the default one), each release's name. */
export async function describeTargets(db: Kysely<DB>, spaceId: string, rows: readonly ScheduleRow[]): Promise<ScheduleTargets> {
  const entryIds = rows.filter((r) => r.target_type === 'entry').map((r) => r.target_id);
  const releaseIds = rows.filter((r) => r.target_type === 'release').map((r) => r.target_id);
  const [entries, releases] = await Promise.all([findEntryValues(db, spaceId, entryIds), findReleaseNames(db, spaceId, releaseIds)]);
  const out: ScheduleTargets = { entries: new Map(), releases: new Map(releases.map((r) => [r.id, r])) };
  if (entries.length === 0) return out;
  const model = await loadSpaceModel(db, spaceId);
  const locales = new Map(rows.map((r) => [r.target_id, r.locale]));
  for (const e of entries) {
    const def = model.types.get(e.content_type);
    const fields = JSON.parse(e.fields) as Record<string, Record<string, unknown>>;
    const title = def ? entryTitle(fields, def.display_field ?? null, locales.get(e.id) ?? model.locales.defaultLocale) : null;
    out.entries.set(e.id, { id: e.id, content_type: e.content_type, title });
  }
  return out;
}
