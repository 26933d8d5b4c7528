import { Type } from '@fastify/type-provider-typebox';
import { archiveEntry } from '../../app/entries/archive-entry.ts';
import { createEntry } from '../../app/entries/create-entry.ts';
import { getEntry } from '../../app/entries/get-entry.ts';
import { listEntries } from '../../app/entries/list-entries.ts';
import { listVersions } from '../../app/entries/list-versions.ts';
import { publishEntry } from '../../app/entries/publish-entry.ts';
import { restoreEntryVersion } from '../../app/entries/restore-entry-version.ts';
import { loadSpaceModel } from '../../app/entries/space-model.ts';
import { unarchiveEntry } from '../../app/entries/unarchive-entry.ts';
import { unpublishEntry } from '../../app/entries/unpublish-entry.ts';
import { updateEntry } from '../../app/entries/update-entry.ts';
import { previewRelease } from '../../app/releases/preview-release.ts';
import type { Kysely } from 'kysely';
import type { EntryRow } from '../../db/repos/entries.ts';
import type { DB } from '../../db/schema.ts';
import type { RawListQuery } from '../../domain/entries/query.ts';
import { ENTRY_STATUSES, RICH_TEXT_FORMATS } from '../../domain/entries/types.ts';
import { presentEntryCollection, presentSingleEntry, presentVersion, presentWrittenEntry } from '../../present/entry.ts';
import { EntryListOut, EntryOut, Obj, Open } from '../outputs.ts';
import { FieldValues, ReadLocale, SameFieldValues } from '../schemas.ts';
import { defineTool, write, writeOne, type ToolContext } from '../tool.ts';

const Locale = ReadLocale;
const RichText = Type.Enum([...RICH_TEXT_FORMATS], { description: 'how rich text is returned: markdown (default; the form you can also write), json (the block document) or html (sanitised)' });
const Include = Type.Integer({ minimum: 0, maximum: 2, description: 'levels of linked entries and files to return in includes; default 0' });
const Fields = FieldValues();
const EntryId = Type.String({ description: 'the entry id' });
const Id = Type.Object({ id: EntryId }, { additionalProperties: false });
const Limit = Type.Integer({ minimum: 1, maximum: 1000, description: 'page size; default 100' });
const Skip = Type.Integer({ minimum: 0, description: 'items to pass over; default 0' });
const Release = Type.String({ description: 'a release id: read published content as it will be after that release is published (keys that read drafts; see get_release)' });

/** list_entries takes field filters in `filters` and `sys.id[in]` as `ids`. */
const entryQueryArgument = (parameter: string): string => {
  if (parameter === 'sys.id[in]') return 'ids';
  return parameter.startsWith('fields.') ? `filters.${parameter.slice('fields.'.length)}` : parameter;
};

const written = async (ctx: ToolContext, row: EntryRow, locale: string | undefined) => presentWrittenEntry(row, await loadSpaceModel(ctx.app.database.db, row.space_id), locale);
/** The written entry as the tools answer it, read through `db` (the write's transaction for an idempotent call). */
const presentIn = (locale: string | undefined) => async (row: EntryRow, db: Kysely<DB>) => presentWrittenEntry(row, await loadSpaceModel(db, row.space_id), locale);

const transition = (name: string, title: string, description: string, op: (uow: Parameters<typeof publishEntry>[0], input: { id: string }) => Promise<EntryRow>) =>
  defineTool({
    name,
    title,
    description,
    input: Id,
    output: EntryOut,
    needs: 'publish',
    group: 'content',
    idempotent: true,
    run: async (ctx, args) => writeOne(ctx, (uow) => op(uow, args), presentIn(undefined)),
  });

/** Entries (SPEC "Entries"): the same operations and presenters as the REST routes. */
export const entryTools = [
  defineTool({
    name: 'list_entries',
    title: 'List entries',
    description:
      'Lists entries, newest change first unless `order`. Draft-reading keys see every entry\'s latest version; delivery keys only published entries. filters (need content_type): {"slug": "hello"} for equality (list fields match when they contain the value), or an operator in brackets: {"rank[gte]": "3"}, {"tags[all]": "a,b"}, {"status[in]": "x,y"}, {"author.sys.id": "ID"}, {"image[exists]": "true"}; operators [ne] [in] [nin] [exists] [lt] [lte] [gt] [gte] [all]. query: full-text search (see search_entries). links_to_entry / links_to_asset: what uses an entry or file (references, file fields, rich-text links and embeds), e.g. before archiving it.',
    input: Type.Object(
      {
        content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID)' })),
        links_to_entry: Type.Optional(Type.String({ description: 'only entries that link to this entry id (references, list cells, rich-text links and embeds)' })),
        links_to_asset: Type.Optional(Type.String({ description: 'only entries that use this file id (file fields, rich-text images, links and embeds)' })),
        filters: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'field API ID, optionally with [operator] or .sys.id → value (comma-separated for [in], [nin], [all])' })),
        ids: Type.Optional(Type.Array(Type.String(), { maxItems: 100, description: 'only entries with these ids' })),
        query: Type.Optional(Type.String({ maxLength: 200, description: 'full-text search words; best matches first unless order is given' })),
        order: Type.Optional(Type.String({ description: 'sys.created_at, sys.updated_at, sys.published_at, sys.position or fields.<api_id>; leading - for descending' })),
        status: Type.Optional(Type.Enum([...ENTRY_STATUSES], { description: 'keys that read drafts: only entries in this status (default: all but archived)' })),
        limit: Type.Optional(Limit),
        skip: Type.Optional(Skip),
        locale: Type.Optional(Locale),
        rich_text: Type.Optional(RichText),
        include: Type.Optional(Include),
        release: Type.Optional(Release),
      },
      { additionalProperties: false },
    ),
    output: EntryListOut,
    needs: 'read',
    group: 'content',
    readOnly: true,
    argumentOf: entryQueryArgument,
    run: async (ctx, { filters, ids, release, ...args }) => {
      const query: RawListQuery = { ...args, limit: args.limit ?? 100, skip: args.skip ?? 0, rich_text: args.rich_text ?? 'markdown', include: args.include ?? 0 };
      for (const [k, v] of Object.entries(filters ?? {})) query[`fields.${k}`] = v;
      if (ids) query['sys.id[in]'] = ids.join(',');
      const read = (database: typeof ctx.app.database, actor: typeof ctx.actor) => listEntries(database, actor, query);
      const r = release === undefined ? await read(ctx.app.database, ctx.actor) : await previewRelease(ctx.app.database, ctx.actor, release, read);
      return presentEntryCollection(r, ctx.app.config.baseUrl, { skip: query.skip, limit: query.limit });
    },
  }),
  defineTool({
    name: 'search_entries',
    title: 'Search entries',
    description:
      'Full-text search over the text, rich-text, slug and tags fields of entries, best matches first; each item has sys.search with its rank and the matched snippet (matches in <mark>). Over 1,000 matches: total 1000, total_exact false, newest first, unranked. Every word must match (German, French, … words match their forms on PostgreSQL). Delivery keys search published text only.',
    input: Type.Object(
      {
        query: Type.String({ minLength: 1, maxLength: 200, description: 'the words to find' }),
        content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID)' })),
        locale: Type.Optional(Locale),
        status: Type.Optional(Type.Enum([...ENTRY_STATUSES], { description: 'keys that read drafts: only entries in this status (default: all but archived)' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'page size; default 10' })),
        skip: Type.Optional(Skip),
      },
      { additionalProperties: false },
    ),
    output: EntryListOut,
    needs: 'read',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => {
      const query: RawListQuery = { ...args, limit: args.limit ?? 10, skip: args.skip ?? 0, rich_text: 'markdown', include: 0 };
      const r = await listEntries(ctx.app.database, ctx.actor, query);
      return presentEntryCollection(r, ctx.app.config.baseUrl, { skip: query.skip, limit: query.limit });
    },
  }),
  defineTool({
    name: 'get_entry',
    title: 'Read an entry',
    description: 'Reads one entry by id: its sys (status, version, published_version, URLs) and fields. Send the version you read as `version` to update_entry so nobody else\'s save is overwritten.',
    input: Type.Object({ id: EntryId, locale: Type.Optional(Locale), rich_text: Type.Optional(RichText), include: Type.Optional(Include), release: Type.Optional(Release) }, { additionalProperties: false }),
    output: Obj('the entry, with includes when include > 0', { ...EntryOut.properties, includes: Type.Optional(Open('linked entries and files by type')) }),
    needs: 'read',
    group: 'content',
    readOnly: true,
    run: async (ctx, { release, ...args }) => {
      const read = (database: typeof ctx.app.database, actor: typeof ctx.actor) => getEntry(database, actor, { ...args, rich_text: args.rich_text ?? 'markdown', include: args.include ?? 0 });
      return presentSingleEntry(release === undefined ? await read(ctx.app.database, ctx.actor) : await previewRelease(ctx.app.database, ctx.actor, release, read), ctx.app.config.baseUrl);
    },
  }),
  defineTool({
    name: 'list_versions',
    title: 'List versions of an entry',
    description: 'Every saved version of an entry, newest first: version number, author, time, whether it was published, and the fields of that version in every language.',
    input: Type.Object({ id: EntryId, limit: Type.Optional(Limit), skip: Type.Optional(Skip) }, { additionalProperties: false }),
    output: Obj('a page of versions', {
      total: Type.Integer({ description: 'versions in all' }),
      skip: Type.Integer({ description: 'passed over' }),
      limit: Type.Integer({ description: 'page size' }),
      items: Type.Array(
        Obj('one version', { version: Type.Integer({ description: 'its number' }), created_at: Type.String({ description: 'when it was saved' }), published: Type.Boolean({ description: 'whether it was published' }), fields: Open('its values in every language') }),
        { description: 'newest first' },
      ),
    }),
    needs: 'read_drafts',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => {
      const limit = args.limit ?? 100;
      const skip = args.skip ?? 0;
      const r = await listVersions(ctx.app.database, ctx.actor, { id: args.id, limit, skip });
      return { total: r.total, skip, limit, items: r.rows.map((v) => presentVersion(v, r.entry, r.model)) };
    },
  }),
  defineTool({
    name: 'create_entry',
    title: 'Create an entry',
    description: 'Creates an entry of a content type as a draft (version 1). Required fields are checked when publishing, not now. Publish it with publish_entry.',
    input: Type.Object({ content_type: Type.String({ description: 'the content type API ID' }), fields: Fields, locale: Type.Optional(Locale) }, { additionalProperties: false }),
    output: EntryOut,
    needs: 'write',
    group: 'content',
    idempotent: true,
    run: async (ctx, args) => writeOne(ctx, (uow) => createEntry(uow, args), presentIn(args.locale)),
  }),
  defineTool({
    name: 'update_entry',
    title: 'Edit an entry',
    description: 'Edits an entry: only the sent fields change (null empties one), and a new version is saved. Send `version` (from get_entry) to be told version_conflict instead of overwriting a newer save. A published entry becomes "changed" until published again.',
    input: Type.Object(
      { id: EntryId, fields: SameFieldValues(), version: Type.Optional(Type.Integer({ minimum: 1, description: 'the version you read (sys.version); a newer stored one answers version_conflict' })), locale: Type.Optional(Locale) },
      { additionalProperties: false },
    ),
    output: EntryOut,
    needs: 'write',
    group: 'content',
    run: async (ctx, args) => written(ctx, await write(ctx, (uow) => updateEntry(uow, args)), args.locale),
  }),
  defineTool({
    name: 'restore_entry_version',
    title: 'Restore a version of an entry',
    description:
      'Makes an earlier version (see list_versions) the latest again: its values of every field, references and files included, are saved as a new version; nothing is published. Send current_version (sys.version from get_entry) to be told version_conflict instead of overwriting a newer save.',
    input: Type.Object(
      {
        id: EntryId,
        version: Type.Integer({ minimum: 1, description: 'the version whose values come back' }),
        current_version: Type.Optional(Type.Integer({ minimum: 1, description: 'the latest version you read (sys.version); a newer stored one answers version_conflict' })),
      },
      { additionalProperties: false },
    ),
    output: EntryOut,
    needs: 'write',
    group: 'content',
    idempotent: true,
    run: async (ctx, args) => writeOne(ctx, (uow) => restoreEntryVersion(uow, args), presentIn(undefined)),
  }),
  transition('publish_entry', 'Publish an entry', 'Publishes the latest version of an entry after validating it whole (required fields, unique slugs, references to existing entries, files with alt text); failures come back as validation_failed per field. Deploy hooks are notified.', publishEntry),
  transition('unpublish_entry', 'Unpublish an entry', 'Takes an entry off the live site: it goes back to draft and keeps its content.', unpublishEntry),
  transition('archive_entry', 'Archive an entry', 'Archives an entry: it leaves the live site and the default lists.', archiveEntry),
  transition('unarchive_entry', 'Unarchive an entry', 'Brings an archived entry back as a draft.', unarchiveEntry),
];
