import type { ContentTypeView } from '../app/content-types/views.ts';
import { effectiveAccept } from '../domain/content-model/infer.ts';
import { contentTypeWarnings } from '../domain/content-model/type-warnings.ts';
import { Type } from '@fastify/type-provider-typebox';
import { ACCEPT_VALUES, activeFields, DRAFT_LINKS_VALUES, FIELD_TYPES, ITEM_FIELD_TYPES, KINDS, type FieldDefinition } from '../domain/content-model/types.ts';
import { assetUrl } from './asset.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';
import { Bool, Int, List, Str, Strings, Time } from './schema-values.ts';

const ItemFieldSchema = Type.Object({
  api_id: Str("the column's API ID", 'label'),
  name: Str("the column's label for editors", 'Label'),
  type: StringEnum(ITEM_FIELD_TYPES, { description: "the column's value type" }),
  options: Type.Optional(Strings('select columns: the options', ['small', 'large'])),
  link_content_types: Type.Optional(Strings('reference columns: allowed content types (empty: any)', ['page'])),
});

/** A field of a content type (SPEC "Field"). */
export const FieldSchema = Type.Object(
  {
    api_id: Str('its API ID: the key of its value in entry fields', 'title'),
    name: Str('the label editors see', 'Title'),
    type: StringEnum(FIELD_TYPES, { description: 'the value type' }),
    required: Bool('checked on publish', true),
    localized: Bool('true: one value per language', true),
    hidden: Bool('true hides the field from forms; its data stays', false),
    help: Type.Optional(Str('one line for editors, when set', 'Shown as the page title and in search results')),
    group: Type.Optional(Str('the form heading it sits under, when set', 'SEO')),
    options: Type.Optional(Strings('select and multi_select: the options', ['news', 'guide'])),
    accept: Type.Optional(StringEnum(ACCEPT_VALUES, { description: 'asset fields: which files it takes (set, or inferred from the API ID)' })),
    draft_links: Type.Optional(StringEnum(DRAFT_LINKS_VALUES, { description: 'rich_text fields: warn when set; absent: refuse' })),
    link_content_types: Type.Optional(Strings('reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty: any)', ['author'])),
    item_fields: Type.Optional(List('list fields: the columns of each row', ItemFieldSchema)),
  },
  { title: 'Field' },
);

/** A content type (SPEC "Content type"). */
export const ContentTypeSchema = Type.Object(
  {
    sys: Type.Object(
      { id: Str('the content type id (its API ID)', 'post'), type: Type.Literal('ContentType', { description: 'always ContentType' }), created_at: Time('when it was made'), updated_at: Time('when it last changed') },
      { description: "the content type's system data" },
    ),
    name: Str('the name people see', 'Blog post'),
    api_id: Str('its API ID: entries name their type with it', 'post'),
    description: Nullable(Str('what the type holds, for editors and agents, or null', 'Articles of the blog')),
    singleton: Bool('a single entry (site settings)', false),
    display_field: Nullable(Str('the title field (set, or chosen automatically), or null when none fits', 'title')),
    url_path: Nullable(Str('where its entries live on the site, or null', '/blog/{slug}')),
    guidance: Type.Optional(Str('when to use the type, when set', 'One entry per article; news goes in News')),
    previews: Type.Optional(
      List(
        'example images of the type, when set',
        Type.Object({
          id: Str('the file id', 'hero'),
          url: Type.String({ format: 'uri', description: 'its address', examples: ['https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg'] }),
          alt: Nullable(Str('its text alternative, or null', 'Fishing boats in the harbour at sunrise')),
        }),
      ),
    ),
    kind: StringEnum(KINDS, { description: 'how the dashboard presents it (set, or inferred)' }),
    subtitle_field: Nullable(Str('the field shown under the title in lists, or null', 'summary')),
    image_field: Nullable(Str('the asset field shown as its picture, or null', 'cover')),
    position: Int('place in the Content menu, 1 first', 1),
    entry_order: Str('how its entries are listed: sys.position, sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, "-" for descending', '-sys.published_at'),
    fields: List('the fields, in form order', FieldSchema),
    warnings: Type.Optional(Strings('what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing', ['url_path /blog/{slug} names {slug} but the type has no slug field'])),
  },
  { title: 'ContentType' },
);

export const WouldUpdate = Type.Object({ dry_run: Type.Literal(true, { description: 'nothing was saved' }), would_update: { ...ContentTypeSchema, description: 'the content type as it would become' } });

/** The dashboard's Content menu: groups of content types and the order of its sections. */
export const ContentMenuSchema = Type.Object({
  groups: List(
    'the groups of the menu, in order',
    Type.Object({ group: Str('the group key', 'blog'), name: Str('its heading', 'Blog'), content_types: Strings('its content types, in order', ['post', 'author']) }),
  ),
  sections: Strings('the order of the menu sections', ['pages', 'blog']),
});

/** SPEC "Field": `group` and `help` when set, `options` on select types, `accept` (set or inferred) on file types, `draft_links` on rich text when set (absent: refuse). */
export function presentField(f: FieldDefinition) {
  return {
    api_id: f.api_id,
    name: f.name,
    type: f.type,
    required: f.required,
    localized: f.localized,
    hidden: f.hidden,
    ...(f.help ? { help: f.help } : {}),
    ...(f.group ? { group: f.group } : {}),
    ...(f.type === 'select' || f.type === 'multi_select' ? { options: f.options ?? [] } : {}),
    ...(f.type === 'asset' || f.type === 'assets' ? { accept: effectiveAccept(f) } : {}),
    ...(f.type === 'reference' || f.type === 'references' || (f.type === 'rich_text' && f.link_content_types?.length) ? { link_content_types: f.link_content_types ?? [] } : {}),
    ...(f.type === 'list' ? { item_fields: f.item_fields ?? [] } : {}),
    ...(f.draft_links ? { draft_links: f.draft_links } : {}),
  };
}

/**
 * SPEC "Content type": effective values always; `guidance` and `previews` only when set. Removed
 * fields never show. `warnings` only when the type is set up halfway.
 */
export function presentContentType(view: ContentTypeView, baseUrl: string) {
  const t = view.type;
  const warnings = contentTypeWarnings(t);
  return {
    sys: { id: t.api_id, type: 'ContentType' as const, created_at: view.created_at, updated_at: view.updated_at },
    name: t.name,
    api_id: t.api_id,
    description: t.description,
    singleton: t.singleton,
    display_field: t.display_field,
    url_path: t.url_path,
    ...(t.guidance ? { guidance: t.guidance } : {}),
    ...(t.previews ? { previews: view.previews.map((a) => ({ id: a.id, url: assetUrl(baseUrl, a), alt: a.alt })) } : {}),
    kind: t.kind,
    subtitle_field: t.subtitle_field,
    image_field: t.image_field,
    position: t.position,
    entry_order: t.entry_order,
    fields: activeFields(t).map(presentField),
    ...(warnings.length ? { warnings } : {}),
  };
}
