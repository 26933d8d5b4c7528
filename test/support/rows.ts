import type { Database } from '../../src/db/client.ts';
import { newId } from '../../src/app/ids.ts';

/**
 * Rows written straight into the database, for features whose own write path lives elsewhere
 * (entries, assets): tests of the content model need stored values to exist, nothing more.
 */
export interface EntryRowInput {
  id?: string;
  contentType: string;
  status?: 'draft' | 'published' | 'changed' | 'archived';
  /** Latest fields, keyed field → locale → value. */
  fields: Record<string, Record<string, unknown>>;
  published?: Record<string, Record<string, unknown>> | null;
  /** Older versions' fields, oldest first; the latest fields become the last version. */
  versions?: Array<Record<string, Record<string, unknown>>>;
}

export async function insertEntry(database: Database, spaceId: string, input: EntryRowInput): Promise<string> {
  const id = input.id ?? newId();
  const now = new Date().toISOString();
  const versions = [...(input.versions ?? []), input.fields];
  await database.db
    .insertInto('entries')
    .values({
      id,
      space_id: spaceId,
      content_type: input.contentType,
      status: input.status ?? 'draft',
      version: versions.length,
      published_version: input.published ? versions.length : null,
      position: null,
      fields: JSON.stringify(input.fields),
      published_fields: input.published ? JSON.stringify(input.published) : null,
      created_at: now,
      updated_at: now,
      published_at: input.published ? now : null,
      first_published_at: input.published ? now : null,
      archived_at: input.status === 'archived' ? now : null,
    })
    .execute();
  for (const [i, fields] of versions.entries()) {
    await database.db
      .insertInto('entry_versions')
      .values({ entry_id: id, space_id: spaceId, version: i + 1, fields: JSON.stringify(fields), author_type: 'key', author_name: 'test', published: 0, created_at: now })
      .execute();
  }
  return id;
}

export async function insertAsset(database: Database, spaceId: string, input: { id?: string; filename: string; contentType: string; alt?: string | null }): Promise<string> {
  const id = input.id ?? newId();
  const now = new Date().toISOString();
  await database.db
    .insertInto('assets')
    .values({
      id,
      space_id: spaceId,
      title: input.filename,
      alt: input.alt ?? null,
      description: null,
      filename: input.filename,
      content_type: input.contentType,
      size: 100,
      width: input.contentType.startsWith('image/') ? 10 : null,
      height: input.contentType.startsWith('image/') ? 10 : null,
      storage_key: `k/${id}`,
      sha256: 'ab'.repeat(32),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function setEntryStatus(database: Database, id: string, status: 'draft' | 'archived'): Promise<void> {
  await database.db.updateTable('entries').set({ status }).where('id', '=', id).execute();
}

export async function deleteEntry(database: Database, id: string): Promise<void> {
  await database.db.deleteFrom('entries').where('id', '=', id).execute();
}

/** The stored copies of an entry: latest fields, published snapshot and every version. */
export async function readEntryCopies(database: Database, id: string) {
  const entry = await database.db.selectFrom('entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const versions = await database.db.selectFrom('entry_versions').selectAll().where('entry_id', '=', id).orderBy('version').execute();
  return {
    fields: JSON.parse(entry.fields),
    published: entry.published_fields ? JSON.parse(entry.published_fields) : null,
    versions: versions.map((v) => JSON.parse(v.fields)),
  };
}
