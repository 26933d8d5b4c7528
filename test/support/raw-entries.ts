import type { Database } from '../../src/db/client.ts';
import { newId } from '../../src/app/ids.ts';

/**
 * Writes an entry with versions straight into the tables, for tests of features that rewrite
 * stored values (locale moves and deletions) without going through the entry API.
 */
export async function insertRawEntry(
  database: Database,
  spaceId: string,
  opts: { versions: Record<string, Record<string, unknown>>[]; published?: Record<string, Record<string, unknown>>; contentType?: string },
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  const latest = opts.versions[opts.versions.length - 1];
  await database.db
    .insertInto('entries')
    .values({
      id,
      space_id: spaceId,
      content_type: opts.contentType ?? 'post',
      status: opts.published ? 'published' : 'draft',
      version: opts.versions.length,
      published_version: opts.published ? opts.versions.length : null,
      position: null,
      fields: JSON.stringify(latest),
      published_fields: opts.published ? JSON.stringify(opts.published) : null,
      created_at: now,
      updated_at: now,
      published_at: opts.published ? now : null,
      first_published_at: opts.published ? now : null,
      archived_at: null,
    })
    .execute();
  for (let i = 0; i < opts.versions.length; i++) {
    await database.db
      .insertInto('entry_versions')
      .values({ entry_id: id, space_id: spaceId, version: i + 1, fields: JSON.stringify(opts.versions[i]), author_type: 'system', author_name: 'test', published: 0, created_at: now })
      .execute();
  }
  return id;
}

export async function readRawEntry(database: Database, id: string) {
  const entry = await database.db.selectFrom('entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const versions = await database.db.selectFrom('entry_versions').selectAll().where('entry_id', '=', id).orderBy('version').execute();
  return {
    fields: JSON.parse(entry.fields),
    published: entry.published_fields ? JSON.parse(entry.published_fields) : null,
    versions: versions.map((v) => JSON.parse(v.fields)),
  };
}
