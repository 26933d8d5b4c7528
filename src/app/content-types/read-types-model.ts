import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import type { TypesModel } from '../../domain/content-model/generate-types.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

/**
 * What the typed-content generators need (docs/front-ends.md "Typed content"): the languages,
 * default first, and every content type in API ID order, so the same model gives the same text.
 * Every key reads the content model (as `GET …/content_types`).
 */
export async function readTypesModel(db: Kysely<DB>, actor: Actor): Promise<TypesModel> {
  const model = await loadSpaceModel(db, actor.spaceId);
  const { defaultLocale, codes } = model.locales;
  return {
    spaceId: actor.spaceId,
    defaultLocale,
    locales: [...codes],
    types: [...model.types.values()].sort((a, b) => (a.api_id < b.api_id ? -1 : a.api_id > b.api_id ? 1 : 0)),
  };
}
