import { Type } from '@fastify/type-provider-typebox';
import { ACCEPT_VALUES, FIELD_TYPES, ITEM_FIELD_TYPES, KINDS } from '../domain/content-model/types.ts';
import { Nullable } from './nullable.ts';

// Request and response shapes of the content-model endpoints (SPEC "Content type", "Field").
// Allowed values, lengths and cross-checks are the domain's job, so REST, MCP and batch give the
// same errors and one request gets every problem at once; these schemas fix the JSON types and
// name every accepted property.

export const ItemFieldInput = Type.Object(
  {
    api_id: Type.String({ description: 'the column\'s API ID: a letter, then letters, digits or _' }),
    name: Type.String({ description: 'the column\'s label for editors' }),
    type: Type.String({ description: `one of ${ITEM_FIELD_TYPES.join(', ')}` }),
    options: Type.Optional(Type.Array(Type.String(), { description: 'select columns: 1 to 50 unique options, each up to 100 characters' })),
    link_content_types: Type.Optional(Type.Array(Type.String(), { description: 'reference columns: allowed content types (empty or absent: any)' })),
  },
  { additionalProperties: false },
);

const fieldProps = {
  required: Type.Optional(Type.Boolean({ description: 'checked on publish' })),
  localized: Type.Optional(Type.Boolean({ description: 'true: one value per language' })),
  hidden: Type.Optional(Type.Boolean({ description: 'true hides the field from forms; its data stays' })),
  link_content_types: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'reference fields: allowed content types; rich_text fields: the types its text may link to or embed (empty or absent: any)' }))),
  item_fields: Type.Optional(Nullable(Type.Array(ItemFieldInput, { description: 'list fields: the columns of each row' }))),
  help: Type.Optional(Nullable(Type.String({ description: 'one line for editors, up to 300 characters' }))),
  group: Type.Optional(Nullable(Type.String({ description: 'form heading, up to 40 characters' }))),
  options: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'select and multi_select: 1 to 50 unique options, each up to 100 characters' }))),
  accept: Type.Optional(Nullable(Type.String({ description: `asset fields: one of ${ACCEPT_VALUES.join(', ')}; null: inferred from the API ID` }))),
};

export const FieldInput = Type.Object(
  {
    api_id: Type.String({ description: 'a letter, then letters, digits or _; up to 64; never reused in the type' }),
    name: Type.String({ description: 'the label editors see' }),
    type: Type.String({ description: `one of ${FIELD_TYPES.join(', ')}` }),
    ...fieldProps,
  },
  { additionalProperties: false },
);

export const FieldPatch = Type.Object(
  {
    api_id: Type.Optional(Type.String({ description: 'cannot change; accepted only when equal' })),
    name: Type.Optional(Type.String({ description: 'the label editors see' })),
    type: Type.Optional(Type.String({ description: `one of ${FIELD_TYPES.join(', ')}; with data only among the text types, and only if every stored value fits` })),
    ...fieldProps,
  },
  { additionalProperties: false },
);

const settings = {
  description: Type.Optional(Nullable(Type.String({ description: 'what the type holds, for editors and agents' }))),
  display_field: Type.Optional(Nullable(Type.String({ description: 'the title field; null: automatic' }))),
  url_path: Type.Optional(Nullable(Type.String({ description: 'like /blog/{slug}' }))),
  guidance: Type.Optional(Nullable(Type.String({ description: 'when to use the type, up to 2000 characters; null or "" clears' }))),
  previews: Type.Optional(Nullable(Type.Array(Type.String(), { description: 'up to 4 image file IDs; [] clears' }))),
  kind: Type.Optional(Nullable(Type.String({ description: `one of ${KINDS.join(', ')}; null: automatic` }))),
  subtitle_field: Type.Optional(Nullable(Type.String({ description: 'null: automatic' }))),
  image_field: Type.Optional(Nullable(Type.String({ description: 'an asset or assets field; null: automatic' }))),
  position: Type.Optional(Nullable(Type.Integer({ description: 'place in the Content menu, 1 first; null: automatic' }))),
  entry_order: Type.Optional(Nullable(Type.String({ description: 'sys.position, sys.created_at, sys.updated_at, sys.published_at or `fields.<api_id>`, "-" for descending; null: automatic' }))),
};

export const ContentTypeInput = Type.Object(
  {
    name: Type.String({ description: 'the name people see, e.g. "Blog post"' }),
    api_id: Type.String({ description: 'a letter, then letters, digits or _; up to 64; cannot change later' }),
    singleton: Type.Optional(Type.Boolean({ description: 'a single entry (site settings)' })),
    ...settings,
    fields: Type.Optional(Type.Array(FieldInput, { description: 'the fields, in form order; more can be added later' })),
  },
  { additionalProperties: false },
);

export const ContentTypePatch = Type.Object(
  { name: Type.Optional(Type.String({ description: 'the name people see' })), api_id: Type.Optional(Type.String({ description: 'cannot change; accepted only when equal' })), ...settings },
  { additionalProperties: false },
);

const ItemFieldSchema = Type.Object({
  api_id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  options: Type.Optional(Type.Array(Type.String())),
  link_content_types: Type.Optional(Type.Array(Type.String())),
});

export const FieldSchema = Type.Object(
  {
    api_id: Type.String(),
    name: Type.String(),
    type: Type.String(),
    required: Type.Boolean(),
    localized: Type.Boolean(),
    hidden: Type.Boolean(),
    help: Type.Optional(Type.String()),
    group: Type.Optional(Type.String()),
    options: Type.Optional(Type.Array(Type.String())),
    accept: Type.Optional(Type.String()),
    link_content_types: Type.Optional(Type.Array(Type.String())),
    item_fields: Type.Optional(Type.Array(ItemFieldSchema)),
  },
  { title: 'Field' },
);

export const ContentTypeSchema = Type.Object(
  {
    sys: Type.Object({ id: Type.String(), type: Type.Literal('ContentType'), created_at: Type.String(), updated_at: Type.String() }),
    name: Type.String(),
    api_id: Type.String(),
    description: Nullable(Type.String()),
    singleton: Type.Boolean(),
    display_field: Nullable(Type.String()),
    url_path: Nullable(Type.String()),
    guidance: Type.Optional(Type.String()),
    previews: Type.Optional(Type.Array(Type.Object({ id: Type.String(), url: Type.String({ format: 'uri' }), alt: Nullable(Type.String()) }))),
    kind: Type.String(),
    subtitle_field: Nullable(Type.String()),
    image_field: Nullable(Type.String()),
    position: Type.Integer(),
    entry_order: Type.String(),
    fields: Type.Array(FieldSchema),
    warnings: Type.Optional(Type.Array(Type.String(), { description: 'what the type has set up halfway (e.g. a url_path with {slug} but no slug field yet); absent when nothing' })),
  },
  { title: 'ContentType' },
);

export const WouldUpdate = Type.Object({ dry_run: Type.Literal(true), would_update: ContentTypeSchema });

export const DryRunQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean({ description: 'validate and show the result without saving' })) }, { additionalProperties: false });

export const ContentMenuSchema = Type.Object({
  groups: Type.Array(Type.Object({ group: Type.String(), name: Type.String(), content_types: Type.Array(Type.String()) })),
  sections: Type.Array(Type.String()),
});
