import { sql, type Kysely } from 'kysely';
import { listKeysOf } from '../../domain/entries/sort-keys.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

/**
 * Delivery filters on list fields (`fields.tags[in]`, `[all]`, `[nin]`, `fields.categories.sys.id`)
 * read every published entry of the type and its JSON: 100–300 ms at 100,000 posts, over the
 * 20 ms budget of a delivery query. `entry_list_keys` holds each item of each published list
 * (field × language × item), in (space, type, field, language, item) order, kept with the
 * published snapshot by every write of it, as `entry_sort_keys` is for single values.
 *
 * `entries_type_live_id`: delivery counts of a type that leave entries out by id (`[ne]`,
 * `[nin]`, `[exists]=false`, `links_to_*` of a type) read (space, type, published_version, id)
 * from this index alone, not each entry's row with its JSON (tens of ms at 100,000 posts on
 * SQLite). It replaces `entries_type_live`, of which it is an extension.
 *
 * `entry_links.content_type`: the type of the linking entry, so a delivery `links_to_entry` list
 * of one type (an author linked from 10,000 posts) counts its matches from the link index alone
 * (`entry_links_target_type`), not by reading each linking entry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('entry_list_keys')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_list_keys_pk', ['entry_id', 'field', 'locale', 'item'])
    .$call((b) => (dialect === 'sqlite' ? b.modifyEnd(sql`without rowid`) : b))
    .execute();
  await db.schema.createIndex('entry_list_keys_item').on('entry_list_keys').columns(['space_id', 'content_type', 'field', 'locale', 'item', 'entry_id']).execute();
  await db.schema.createIndex('entries_type_live_id').on('entries').columns(['space_id', 'content_type', 'published_version', 'id']).execute();
  await db.schema.dropIndex('entries_type_live').execute();
  if (dialect === 'sqlite') {
    // A page of a few thousand matches is sorted by a time column: on SQLite reading it from the
    // row walks the overflow pages of the JSON before it (40 ms for 1,000 posts); this index
    // holds it. PostgreSQL keeps large values out of line (TOAST): its rows read cheaply.
    await db.schema.createIndex('entries_order_cover').on('entries').columns(['id', 'published_at', 'updated_at', 'created_at', 'position']).execute();
  }

  await db.schema.alterTable('entry_links').addColumn('content_type', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update entry_links set content_type = coalesce((select e.content_type from entries e where e.id = entry_links.entry_id), '')`.execute(db);
  await db.schema.createIndex('entry_links_target_type').on('entry_links').columns(['space_id', 'target_type', 'target_id', 'published', 'content_type', 'entry_id']).execute();
  await db.schema.dropIndex('entry_links_target').execute();

  // Keys for what is already published.
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('entries').select(['id', 'space_id', 'content_type', 'published_fields']).where('published_fields', 'is not', null).where('id', '>', after).orderBy('id').limit(500).execute();
    const keys = rows.flatMap((r) => listKeysOf(JSON.parse(r.published_fields) as StoredFields).map((k) => ({ space_id: r.space_id, entry_id: r.id, content_type: r.content_type, ...k })));
    for (let i = 0; i < keys.length; i += 500) await db.insertInto('entry_list_keys').values(keys.slice(i, i + 500)).execute();
    if (rows.length < 500) break;
    after = rows[rows.length - 1].id;
  }
}
