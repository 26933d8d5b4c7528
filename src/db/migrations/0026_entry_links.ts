import type { Kysely } from 'kysely';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { entryLinkRows } from '../../domain/entries/link-index.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

/**
 * The link index: which entries point at which entries and files, from their latest values and
 * from their published snapshots (`domain/entries/link-index.ts`). `links_to_entry` and
 * `links_to_asset` lists, `sys.links_count` and the refusals of deletes read it by target; every
 * write of an entry's values replaces its rows in the same transaction (`app/entries/link-index.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('entry_links')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_links_pk', ['entry_id', 'published', 'field', 'target_type', 'target_id'])
    .execute();
  // Files deleted for good: their old URLs answer 410 Gone rather than 404 (docs/assets.md "Deleting").
  await db.schema
    .createTable('deleted_assets')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deleted_assets_pk', ['space_id', 'id'])
    .execute();
  await db.schema.createIndex('entry_links_target').on('entry_links').columns(['space_id', 'target_type', 'target_id', 'published', 'entry_id']).execute();

  // Rows for what is already stored.
  const types = new Map<string, ContentTypeDefinition>();
  for (const t of await db.selectFrom('content_types').select(['space_id', 'api_id', 'definition']).execute()) types.set(`${t.space_id}\n${t.api_id}`, JSON.parse(t.definition) as ContentTypeDefinition);
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('entries').select(['id', 'space_id', 'content_type', 'fields', 'published_fields']).where('id', '>', after).orderBy('id').limit(500).execute();
    const links = rows.flatMap((r) =>
      entryLinkRows(r.space_id, r.id, types.get(`${r.space_id}\n${r.content_type}`), JSON.parse(r.fields) as StoredFields, r.published_fields ? (JSON.parse(r.published_fields) as StoredFields) : null),
    );
    // content_type came later (0037_list_keys), which fills it for these rows.
    const rows0026 = links.map(({ content_type: _type, ...r }) => r);
    for (let i = 0; i < rows0026.length; i += 500) await db.insertInto('entry_links').values(rows0026.slice(i, i + 500)).execute();
    if (rows.length < 500) break;
    after = rows[rows.length - 1].id;
  }
}
