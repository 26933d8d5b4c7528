import type { Kysely } from 'kysely';
import { notFound } from '../../domain/errors.ts';
import { findSpace, listContentTypeSummaries, listLocales, type LocaleRow, type SpaceRow } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';

export interface SpaceView {
  space: SpaceRow;
  locales: LocaleRow[];
  contentTypes: { api_id: string; name: string }[];
}

export async function readSpace(db: Kysely<DB>, spaceId: string): Promise<SpaceView> {
  const space = await findSpace(db, spaceId);
  if (!space) throw notFound('space', spaceId);
  const [locales, contentTypes] = await Promise.all([listLocales(db, spaceId), listContentTypeSummaries(db, spaceId)]);
  return { space, locales, contentTypes };
}

/** The default language code of a space; what REST and MCP show next to a changed language. */
export async function readDefaultLocale(db: Kysely<DB>, spaceId: string): Promise<string> {
  const space = await findSpace(db, spaceId);
  if (!space) throw notFound('space', spaceId);
  return space.default_locale;
}
