import { Type } from '@fastify/type-provider-typebox';
import { ACCEPT_VALUES, DRAFT_LINKS_VALUES, FIELD_TYPES, ITEM_FIELD_TYPES, KINDS } from '../domain/content-model/types.ts';
import { Nullable } from './nullable.ts';
import { CheckedString } from './schema-enums.ts';

// Request and response shapes of the content-model endpoints (SPEC "Content type", "Field").
// Allowed values, lengths and cross-checks are the domain's job, so REST, MCP and batch give the
// same errors and one request gets every problem at once; these schemas fix the JSON types and
// name every accepted property.

export const ItemFieldInput = Type.Object(
  {
    api_id: Type.String({ description: 'the column\'s API ID: a letter, then letters, digits or _', examples: ['label'] }),
    name: Type.String({ description: 'the column\'s label for editors', examples: ['Label'] }),
    type: CheckedString(ITEM_FIELD_TYPES, { description: 'the column\'s value type', examples: ['symbol'] }),
    options: Type.Optional(Type.Array(Type.String(), { description: 'select columns: 1 to 50 unique options, each up to 100 characters', examples: [['small', 'large']] })),
    link_content_types: Type.Optional(Type.Array(Type.String(), { description: 'reference columns: allowed content types (empty or absent: any)', examples: [['page']] })),
  },
  { additionalProperties: false },
);

const fieldProps = {
  required: Type.Optional(Type.Boolean({ description: 'checked on publish', examples: [true] })),
  localized: Type.Optional(Type.Boolean({ description: 'true: one value per language', examples: [true] })),
  hidden: Type.Optional(Type.Boolean({ description: 'true hides the field from forms; its data stays', examples: [false] })),
  link_content_types: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty or absent: any)', examples: [['author']] }))),
  item_fields: Type.Optional(Nullable(Type.Array(ItemFieldInput, { description: 'list fields: the columns of each row' }))),
  help: Type.Optional(Nullable(Type.String({ description: 'one line for editors, up to 300 characters', examples: ['Shown as the page title and in search results'] }))),
  group: Type.Optional(Nullable(Type.String({ description: 'form heading, up to 40 characters', examples: ['SEO'] }))),
  options: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'select and multi_select: 1 to 50 unique options, each up to 100 characters', examples: [['news', 'guide']] }))),
  accept: Type.Optional(Nullable(CheckedString(ACCEPT_VALUES, { description: 'asset fields: which files it takes; null: inferred from the API ID' }))),
  draft_links: Type.Optional(Nullable(CheckedString(DRAFT_LINKS_VALUES, { description: 'rich_text fields: publishing text that links to or embeds an unpublished entry is refused (refuse, the default) or done with a site warning, the link shown as plain text until its target is published (warn)', examples: ['warn'] }))),
};

export const FieldInput = Type.Object(
  {
    api_id: Type.String({ description: 'a letter, then letters, digits or _; up to 64; never reused in the type', examples: ['title'] }),
    name: Type.String({ description: 'the label editors see', examples: ['Title'] }),
    type: CheckedString(FIELD_TYPES, { description: 'the value type', examples: ['symbol'] }),
    ...fieldProps,
  },
  { additionalProperties: false, examples: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true, help: 'Shown as the page title' }] },
);

export const FieldPatch = Type.Object(
  {
    api_id: Type.Optional(Type.String({ description: 'cannot change; accepted only when equal', examples: ['title'] })),
    name: Type.Optional(Type.String({ description: 'the label editors see', examples: ['Headline'] })),
    type: Type.Optional(CheckedString(FIELD_TYPES, { description: 'the value type; with data only among the text types, and only if every stored value fits', examples: ['text'] })),
    ...fieldProps,
  },
  { additionalProperties: false, examples: [{ name: 'Headline', required: true }] },
);

const settings = {
  description: Type.Optional(Nullable(Type.String({ description: 'what the type holds, for editors and agents', examples: ['Articles of the blog'] }))),
  display_field: Type.Optional(Nullable(Type.String({ description: 'the title field; null: automatic', examples: ['title'] }))),
  url_path: Type.Optional(Nullable(Type.String({ description: 'like /blog/{slug}', examples: ['/blog/{slug}'] }))),
  guidance: Type.Optional(Nullable(Type.String({ description: 'when to use the type, up to 2000 characters; null or "" clears', examples: ['One entry per article; news goes in News'] }))),
  previews: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'up to 4 image file IDs; [] clears', examples: [['hero']] }))),
  kind: Type.Optional(Nullable(CheckedString(KINDS, { description: 'how the dashboard presents it; null: automatic', examples: ['collection'] }))),
  subtitle_field: Type.Optional(Nullable(Type.String({ description: 'the field shown under the title in lists; null: automatic', examples: ['summary'] }))),
  image_field: Type.Optional(Nullable(Type.String({ description: 'an asset or assets field; null: automatic', examples: ['cover'] }))),
  position: Type.Optional(Nullable(Type.Integer({ description: 'place in the Content menu, 1 first; null: automatic', examples: [1] }))),
  entry_order: Type.Optional(Nullable(Type.String({ description: 'sys.position, sys.created_at, sys.updated_at, sys.published_at or `fields.<api_id>`, "-" for descending; null: automatic', examples: ['-sys.published_at'] }))),
};

export const ContentTypeInput = Type.Object(
  {
    name: Type.String({ description: 'the name people see, e.g. "Blog post"', examples: ['Blog post'] }),
    api_id: Type.String({ description: 'a letter, then letters, digits or _; up to 64; cannot change later', examples: ['post'] }),
    singleton: Type.Optional(Type.Boolean({ description: 'a single entry (site settings)', examples: [false] })),
    ...settings,
    fields: Type.Optional(Type.Array(FieldInput, { description: 'the fields, in form order; more can be added later' })),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Blog post', api_id: 'post', url_path: '/blog/{slug}', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }, { api_id: 'slug', name: 'Slug', type: 'slug', required: true }, { api_id: 'body', name: 'Body', type: 'rich_text' }] }],
  },
);

export const ContentTypePatch = Type.Object(
  { name: Type.Optional(Type.String({ description: 'the name people see', examples: ['Article'] })), api_id: Type.Optional(Type.String({ description: 'cannot change; accepted only when equal', examples: ['post'] })), ...settings },
  { additionalProperties: false, examples: [{ name: 'Article', guidance: 'One entry per article; news goes in News' }] },
);

export const DryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean({ description: 'validate and show the result without saving' })) }, { additionalProperties: false });
