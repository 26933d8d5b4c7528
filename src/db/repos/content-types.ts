import type { Kysely } from 'kysely';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import type { DB } from '../schema.ts';

/** Content types are stored whole: one row per type, its definition as JSON. */
function parse(row: { definition: string }): ContentTypeDefinition {
  return JSON.parse(row.definition) as ContentTypeDefinition;
}

export async function listContentTypeDefinitions(db: Kysely<DB>, spaceId: string): Promise<ContentTypeDefinition[]> {
  const rows = await db.selectFrom('content_types').select('definition').where('space_id', '=', spaceId).orderBy('api_id').execute();
  return rows.map(parse);
}

export async function findContentTypeDefinition(db: Kysely<DB>, spaceId: string, apiId: string): Promise<ContentTypeDefinition | undefined> {
  const row = await db.selectFrom('content_types').select('definition').where('space_id', '=', spaceId).where('api_id', '=', apiId).executeTakeFirst();
  return row ? parse(row) : undefined;
}

export async function insertContentTypeDefinition(db: Kysely<DB>, spaceId: string, def: ContentTypeDefinition, now: string): Promise<void> {
  await db
    .insertInto('content_types')
    .values({ space_id: spaceId, api_id: def.api_id, name: def.name, definition: JSON.stringify(def), created_at: now, updated_at: now })
    .execute();
}

export async function updateContentTypeDefinition(db: Kysely<DB>, spaceId: string, def: ContentTypeDefinition, now: string): Promise<void> {
  await db
    .updateTable('content_types')
    .set({ name: def.name, definition: JSON.stringify(def), updated_at: now })
    .where('space_id', '=', spaceId)
    .where('api_id', '=', def.api_id)
    .execute();
}

export interface ContentTypeRecord {
  definition: ContentTypeDefinition;
  created_at: string;
  updated_at: string;
}

/** Every type of the space with its timestamps (what the content-type endpoints present). */
export async function listContentTypeRecords(db: Kysely<DB>, spaceId: string): Promise<ContentTypeRecord[]> {
  const rows = await db.selectFrom('content_types').select(['definition', 'created_at', 'updated_at']).where('space_id', '=', spaceId).orderBy('api_id').execute();
  return rows.map((r) => ({ definition: parse(r), created_at: r.created_at, updated_at: r.updated_at }));
}

/**
 * Serialises changes to a space's content model: a no-op write to the space row takes its row
 * lock on PostgreSQL (SQLite transactions are serial anyway), so two concurrent model edits
 * cannot both read the same definition and lose one another's change.
 */
export async function lockContentModel(db: Kysely<DB>, spaceId: string): Promise<void> {
  await db.updateTable('spaces').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', spaceId).execute();
}
