import { Type } from '@fastify/type-provider-typebox';
import { addField } from '../../app/content-types/add-field.ts';
import { createContentType } from '../../app/content-types/create-content-type.ts';
import { orderContentTypes } from '../../app/content-types/order-content-types.ts';
import { updateContentType } from '../../app/content-types/update-content-type.ts';
import { updateField } from '../../app/content-types/update-field.ts';
import { orderEntries } from '../../app/entries/order-entries.ts';
import { validationFailed } from '../../domain/errors.ts';
import { listContentTypeViews, readContentTypeView } from '../../app/content-types/views.ts';
import { putQuickAccess } from '../../app/quick-access/put-quick-access.ts';
import { readQuickAccess } from '../../app/quick-access/read-quick-access.ts';
import { presentContentType } from '../../present/content-type.ts';
import { ContentMenuOut, ContentTypeOut, Obj, orWould } from '../outputs.ts';
import { ToolContentTypeInput, ToolContentTypePatch, ToolFieldInput, ToolFieldPatch } from '../schemas.ts';
import { defineTool, write, writeOne } from '../tool.ts';
import { presentEntryOrder, withDryRun, wouldChange } from '../../present/dry-run.ts';

const DryRun = Type.Optional(Type.Boolean({ description: 'true: check everything and show the result without saving' }));
const TypeId = Type.String({ description: 'the content type API ID, e.g. "blogPost"' });
const QuickAccessOut = Obj('the quick-access list', { quick_access: Type.Array(Obj('a shortcut', { label: Type.String({ description: 'its label' }) }), { description: 'up to 8, in order' }) });

const FIELD_GUIDE =
  'Field types: symbol (short text), text (long text), rich_text (markdown), integer, number, boolean, date, json, slug, tags, reference / references (entries; link_content_types limits the types), asset / assets (files; accept image, video or any), list (rows of item_fields), url, email, color, select / multi_select (need options).';

/** Content types, fields, the Content menu and quick access (SPEC "Content types and fields", "Ordering and quick access"). */
export const contentModelTools = [
  defineTool({
    name: 'list_content_types',
    title: 'List content types',
    description: 'Lists every content type of the site with all its fields (types, required, localized, help, options, accepted files), in Content-menu order. Read this before writing entries: it tells which fields exist and what values they take.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the content types', { items: Type.Array(ContentTypeOut, { description: 'in Content-menu order' }) }),
    needs: 'read',
    group: 'core',
    readOnly: true,
    run: async (ctx) => ({ items: (await listContentTypeViews(ctx.app.database.db, ctx.actor.spaceId)).map((v) => presentContentType(v, ctx.app.config.baseUrl)) }),
  }),
  defineTool({
    name: 'get_content_type',
    title: 'Read a content type',
    description: 'Reads one content type with all its fields and the settings in effect (display field, kind, entry order, URL path).',
    input: Type.Object({ content_type: TypeId }, { additionalProperties: false }),
    output: ContentTypeOut,
    needs: 'read',
    group: 'model',
    readOnly: true,
    run: async (ctx, args) => presentContentType(await readContentTypeView(ctx.app.database.db, ctx.actor.spaceId, args.content_type), ctx.app.config.baseUrl),
  }),
  defineTool({
    name: 'create_content_type',
    title: 'Create a content type',
    description: `Creates a content type (a kind of content, e.g. blog post, author, page) with its fields. name and api_id are required; the api_id cannot change later. Unsent settings (display_field, kind, entry_order, …) are chosen automatically and follow the model as it grows. ${FIELD_GUIDE} Use dry_run to check first.`,
    input: Type.Object({ ...ToolContentTypeInput.properties, dry_run: DryRun }, { additionalProperties: false }),
    output: orWould('would_create', ContentTypeOut),
    needs: 'manage_model',
    group: 'model',
    idempotent: true,
    run: async (ctx, { dry_run, ...input }) =>
      writeOne(ctx, (uow) => createContentType(uow, input), (view) => wouldChange(dry_run === true, 'would_create', presentContentType(view, ctx.app.config.baseUrl)), { dryRun: dry_run === true }),
  }),
  defineTool({
    name: 'update_content_type',
    title: 'Change a content type',
    description: 'Changes the settings of a content type: only the keys in `changes` change; null returns kind, subtitle_field, image_field, position and entry_order to automatic. Fields change with add_field / update_field. dry_run shows the result without saving.',
    input: Type.Object({ content_type: TypeId, changes: Type.Object(ToolContentTypePatch.properties, { additionalProperties: false, description: 'the settings to change; unsent ones stay' }), dry_run: DryRun }, { additionalProperties: false }),
    output: orWould('would_update', ContentTypeOut),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    run: async (ctx, args) => {
      const view = await write(ctx, (uow) => updateContentType(uow, args.content_type, args.changes), { dryRun: args.dry_run === true });
      const shown = presentContentType(view, ctx.app.config.baseUrl);
      return wouldChange(args.dry_run === true, 'would_update', shown);
    },
  }),
  defineTool({
    name: 'add_field',
    title: 'Add a field to a content type',
    description: `Adds a field to a content type. api_id, name and type are required; an api_id is never reused. ${FIELD_GUIDE} dry_run shows the resulting type without saving.`,
    input: Type.Object({ content_type: TypeId, field: Type.Object(ToolFieldInput.properties, { additionalProperties: false, description: 'the new field' }), dry_run: DryRun }, { additionalProperties: false }),
    output: orWould('would_update', ContentTypeOut),
    needs: 'manage_model',
    group: 'model',
    idempotent: true,
    run: async (ctx, args) =>
      writeOne(ctx, (uow) => addField(uow, args.content_type, args.field), (view) => wouldChange(args.dry_run === true, 'would_update', presentContentType(view, ctx.app.config.baseUrl)), { dryRun: args.dry_run === true }),
  }),
  defineTool({
    name: 'update_field',
    title: 'Change a field',
    description:
      'Changes a field: only the keys in `changes` change. A field holding data may change type only among symbol, text, url, email, color, select and slug, and only when every stored value fits; otherwise add a new field, copy the data and hide the old one. dry_run returns the same errors as the real call.',
    input: Type.Object(
      { content_type: TypeId, field: Type.String({ description: 'the field API ID' }), changes: Type.Object(ToolFieldPatch.properties, { additionalProperties: false, description: 'the settings to change; unsent ones stay' }), dry_run: DryRun },
      { additionalProperties: false },
    ),
    output: orWould('would_update', ContentTypeOut),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    run: async (ctx, args) => {
      const view = await write(ctx, (uow) => updateField(uow, args.content_type, args.field, args.changes), { dryRun: args.dry_run === true });
      const shown = presentContentType(view, ctx.app.config.baseUrl);
      return wouldChange(args.dry_run === true, 'would_update', shown);
    },
  }),
  defineTool({
    name: 'get_quick_access',
    title: 'Read quick access',
    description: 'Reads the quick-access list of the dashboard: up to 8 shortcuts to entries or content types, with their labels.',
    input: Type.Object({}, { additionalProperties: false }),
    output: QuickAccessOut,
    needs: 'read',
    group: 'model',
    readOnly: true,
    run: async (ctx) => ({ quick_access: await readQuickAccess(ctx.app.database.db, ctx.actor) }),
  }),
  defineTool({
    name: 'set_quick_access',
    title: 'Replace quick access',
    description: 'Replaces the quick-access list: up to 8 items, each {entry: id} or {content_type: api_id} with an optional label (up to 40 characters). [] clears it. An unknown or repeated item changes nothing. dry_run only checks.',
    input: Type.Object(
      {
        items: Type.Array(
          Type.Object(
            {
              entry: Type.Optional(Type.String({ description: 'an entry id (or content_type, not both)' })),
              content_type: Type.Optional(Type.String({ description: 'a content type API ID (or entry, not both)' })),
              label: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'the shortcut\'s label, up to 40 characters; default: the entry\'s title or the type\'s name' })),
            },
            { additionalProperties: false },
          ),
          { maxItems: 8, description: 'the shortcuts, in order' },
        ),
        dry_run: DryRun,
      },
      { additionalProperties: false },
    ),
    output: Type.Union([QuickAccessOut, Type.Object({ dry_run: Type.Literal(true), ...QuickAccessOut.properties })]),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    run: async (ctx, args) => {
      const items = await write(ctx, (uow) => putQuickAccess(uow, args.items), { dryRun: args.dry_run === true });
      return withDryRun(args.dry_run === true, { quick_access: items });
    },
  }),
];

/**
 * `set_order` covers both orderings of SPEC "Ordering and quick access": the Content menu
 * (content_types, groups) and the manual order of one type's entries (content_type, entries).
 */
export const orderTool = defineTool({
  name: 'set_order',
  title: 'Set an order',
  description:
    'Sets an order. Content menu: content_types lists content type API IDs in the wanted order (unlisted types follow in their current order) and/or groups orders "pages", "collections", "settings" (needs manage_model). Entries of one type: content_type plus entries, the entry ids in the wanted order; they get positions 1, 2, 3, the type\'s other active entries follow, and the type\'s entry_order becomes sys.position. Unknown or repeated ids change nothing. dry_run shows the result without saving.',
  input: Type.Object(
    {
      content_types: Type.Optional(Type.Array(Type.String(), { description: 'content menu: content type API IDs in menu order' })),
      groups: Type.Optional(Type.Array(Type.String(), { description: 'content menu: order of "pages", "collections", "settings"' })),
      content_type: Type.Optional(Type.String({ description: 'entries: the content type whose entries to order' })),
      entries: Type.Optional(Type.Array(Type.String(), { description: 'entries: entry ids in the wanted order' })),
      dry_run: DryRun,
    },
    { additionalProperties: false },
  ),
  output: Obj('the new order (with dry_run: true, what it would be)', {
    dry_run: Type.Optional(Type.Boolean({ description: 'true: nothing was saved' })),
    content_menu: Type.Optional(ContentMenuOut),
  }),
  needs: 'write',
  group: 'content',
  idempotentHint: true,
  run: async (ctx, { dry_run, content_type, entries, ...menu }) => {
    const dryRun = dry_run === true;
    if (entries !== undefined || content_type !== undefined) {
      if (entries === undefined || content_type === undefined || menu.content_types !== undefined || menu.groups !== undefined) {
        throw validationFailed({ entries: 'to order entries send content_type and entries (and nothing else); to order the menu send content_types and/or groups' });
      }
      const r = await write(ctx, (uow) => orderEntries(uow, { content_type, entries }), { dryRun });
      return presentEntryOrder(dryRun, r);
    }
    const result = await write(ctx, (uow) => orderContentTypes(uow, menu), { dryRun });
    return withDryRun(dryRun, { content_menu: result });
  },
});
