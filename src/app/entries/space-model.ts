import type { Kysely } from 'kysely';
import { effectiveContentTypes } from '../../domain/content-model/infer.ts';
import type { ContentTypeDefinition, EffectiveContentType } from '../../domain/content-model/types.ts';
import { localeContext, type LocaleContext } from '../../domain/entries/types.ts';
import { notFound } from '../../domain/errors.ts';
import { listContentTypeDefinitions } from '../../db/repos/content-types.ts';
import { findSpace, listLocales, type SpaceRow } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';

/** What entry reads and writes need to know about a space: settings, languages, content model. */
export interface SpaceModel {
  space: SpaceRow;
  locales: LocaleContext;
  types: ReadonlyMap<string, ContentTypeDefinition>;
  effective: ReadonlyMap<string, EffectiveContentType>;
}

/**
 * Within one transaction (a batch of many entry operations) the model is read once. An
 * operation that changes the model inside a transaction calls `forgetSpaceModel`.
 */
const perTransaction = new WeakMap<Kysely<DB>, Map<string, Promise<SpaceModel>>>();

export function loadSpaceModel(db: Kysely<DB>, spaceId: string): Promise<SpaceModel> {
  if (!db.isTransaction) return readSpaceModel(db, spaceId);
  let bySpace = perTransaction.get(db);
  if (!bySpace) perTransaction.set(db, (bySpace = new Map()));
  let model = bySpace.get(spaceId);
  if (!model) {
    model = readSpaceModel(db, spaceId);
    bySpace.set(spaceId, model);
    model.catch(() => bySpace.delete(spaceId));
  }
  return model;
}

export function forgetSpaceModel(db: Kysely<DB>): void {
  perTransaction.delete(db);
}

async function readSpaceModel(db: Kysely<DB>, spaceId: string): Promise<SpaceModel> {
  const [space, locales, defs] = await Promise.all([findSpace(db, spaceId), listLocales(db, spaceId), listContentTypeDefinitions(db, spaceId)]);
  if (!space) throw notFound('space', spaceId);
  return {
    space,
    locales: localeContext(space.default_locale, locales),
    types: new Map(defs.map((d) => [d.api_id, d])),
    effective: new Map(effectiveContentTypes(defs).map((d) => [d.api_id, d])),
  };
}
