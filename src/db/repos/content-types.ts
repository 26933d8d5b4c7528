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
