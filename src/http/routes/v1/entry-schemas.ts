import { Type } from '@fastify/type-provider-typebox';
import { PageQuery, QueryInteger } from '../../schemas.ts';
import { Int, List, Str, Strings } from '../../../present/schema-values.ts';

/** Request and response schemas of the entry routes (they make the OpenAPI document). */
export const EntryParams = Type.Object({ space_id: Type.String(), id: Type.String() });
export const VersionParams = Type.Object({ space_id: Type.String(), id: Type.String(), n: Type.Integer({ minimum: 1, description: 'the version to restore' }) });
export const RestoreBody = Type.Object(
  { current_version: Type.Optional(Type.Integer({ minimum: 1, description: 'the latest version you read (sys.version); a newer stored version gives version_conflict', examples: [5] })) },
  { additionalProperties: false },
);
export const SpaceOnly = Type.Object({ space_id: Type.String() });

export const RichText = Type.Union([Type.Literal('json'), Type.Literal('markdown'), Type.Literal('html')], {
  default: 'json',
  description: 'rich text as the block document (mdast JSON, default), markdown, or sanitised HTML',
});
const Include = QueryInteger({ minimum: 0, maximum: 2, default: 0, description: 'levels of linked entries and files to put in includes' });
export const Locale = Type.String({ description: 'a language code of the space, or * for every language (fields become objects keyed by code)', examples: ['en'] });

export const ReadQuery = Type.Object(
  { locale: Type.Optional(Locale), rich_text: RichText, include: Include, release: Type.Optional(Type.String({ description: 'preview and management keys: read as the site will be after this release is published (published content only, as a delivery key sees it); never cached' })) },
  { additionalProperties: false },
);

export const ListQuery = Type.Object(
  {
    content_type: Type.Optional(Type.String({ description: 'only entries of this type (needed for fields.* filters and orders)' })),
    order: Type.Optional(Type.String({ description: 'sys.created_at, sys.updated_at, sys.published_at, sys.position or `fields.<api_id>`; leading - for descending; up to 3, comma-separated' })),
    ...PageQuery(100),
    locale: Type.Optional(Locale),
    rich_text: RichText,
    include: Include,
    links_to_entry: Type.Optional(Type.String({ description: 'only entries that link to this entry: references, list cells, rich-text links and embeds (delivery keys: in the published version)', examples: ['4BqrajvA8E6qwgkieoqmqO'] })),
    links_to_asset: Type.Optional(Type.String({ description: 'only entries that use this file: file fields, rich-text images, links and embeds', examples: ['hero'] })),
    status: Type.Optional(
      Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('changed'), Type.Literal('archived')], {
        description: 'keys that read drafts only: entries in this status (default: all but archived)',
      }),
    ),
    release: Type.Optional(Type.String({ description: 'preview and management keys: read as the site will be after this release is published (published content only, as a delivery key sees it); never cached' })),
    query: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'full-text search in every text, rich-text, slug and tags field (every language, or the `locale` given); all words must match, the last also as a prefix. ' +
          'Best matches first unless `order` is given; each item gets `sys.search` {rank, snippet}. Delivery keys search published text only.',
        examples: ['häuser am see'],
      }),
    ),
    'sys.id': Type.Optional(Type.String({ description: 'the entry with this id' })),
    'sys.id[ne]': Type.Optional(Type.String({ description: 'entries except this id' })),
    'sys.id[in]': Type.Optional(Type.String({ description: 'entries with one of these comma-separated ids (up to 100)', examples: ['id1,id2'] })),
    'sys.id[nin]': Type.Optional(Type.String({ description: 'entries with none of these comma-separated ids (up to 100)' })),
  },
  {
    additionalProperties: false,
    patternProperties: {
      '^fields\\.[A-Za-z0-9_]+(\\.sys\\.id)?$': Type.String({
        description: 'equality filter on a field (requires content_type); list fields match when they contain the value; `fields.<link field>.sys.id` filters by the linked id',
        examples: ['news'],
      }),
      '^fields\\.[A-Za-z0-9_]+(\\.sys\\.id)?\\[[a-z]*\\]$': Type.String({
        description:
          'filter with an operator (requires content_type): [ne], [in] and [nin] (comma-separated values), [exists] (true/false), [lt], [lte], [gt], [gte] (integer, number and date fields), [all] (list fields: every value)',
        examples: ['2026-01-01'],
      }),
    },
  },
);

export const WriteQuery = Type.Object({ locale: Type.Optional(Locale) }, { additionalProperties: false });

const Fields = Type.Record(Type.String(), Type.Unknown(), { description: 'values keyed by field API ID; with locale=*, each an object keyed by language code', examples: [{ title: 'Hello world', slug: 'hello-world' }] });

export const CreateBody = Type.Object(
  { content_type: Type.String({ description: 'the API ID of the content type', examples: ['post'] }), fields: Fields, locale: Type.Optional(Locale) },
  { additionalProperties: false },
);

export const UpdateBody = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'the version you edited; a newer stored version gives version_conflict', examples: [3] })),
    fields: Fields,
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);

// The answers (Entry, its list and versions) are the resource's own schemas, beside its presenter.
export { EntryCollection, EntrySchema, EntryWithIncludes, VersionList } from '../../../present/entry.ts';

export const OrderBody = Type.Object(
  {
    entries: Type.Array(Type.String(), { maxItems: 10000, description: 'entry ids in the wanted order; the other active entries follow', examples: [['4BqrajvA8E6qwgkieoqmqO', '5KsDBWseXY6QegucYAoacS']] }),
    dry_run: Type.Optional(Type.Boolean({ description: 'true: check and show the result without saving anything', examples: [true] })),
  },
  { additionalProperties: false },
);

export const OrderResult = Type.Union([
  Type.Object({
    content_type: Str('the content type', 'post'),
    entry_order: Type.Literal('sys.position', { description: 'the type now lists its entries in this order' }),
    items: List('every active entry with its new place', Type.Object({ id: Str('the entry id', '4BqrajvA8E6qwgkieoqmqO'), position: Int('its place, 1 first', 1) })),
  }),
  Type.Object({
    dry_run: Type.Literal(true, { description: 'nothing was saved' }),
    content_type: Str('the content type', 'post'),
    entry_order: Type.Literal('sys.position', { description: 'the order the type would use' }),
    would_order: Strings('the entry ids in the order they would have', ['4BqrajvA8E6qwgkieoqmqO', '5KsDBWseXY6QegucYAoacS']),
  }),
]);
