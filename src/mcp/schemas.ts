import { Type, type TObject, type TProperties, type TSchema } from '@fastify/type-provider-typebox';
import { ACCEPT_VALUES, DRAFT_LINKS_VALUES, FIELD_TYPES, ITEM_FIELD_TYPES, KINDS, type FieldType } from '../domain/content-model/types.ts';
import { ENTRY_ORDER } from '../domain/content-model/validate-type.ts';
import { LOCALE_CODE } from '../domain/locales.ts';
import { ContentTypeInput, ContentTypePatch, FieldInput, FieldPatch, ItemFieldInput } from '../present/content-type-schemas.ts';
import { FIELD_VALUE_FORMATS } from '../present/llms-txt.ts';
import { Nullable } from '../present/nullable.ts';

/**
 * Tool argument shapes an agent gets right the first time. The REST request shapes
 * (present/content-type-schemas.ts) leave allowed values to the domain, so one request hears of
 * every problem at once; a tool's schema is also the agent's only documentation, so here the
 * same shapes list their allowed values as JSON Schema `enum`s and patterns, taken from the
 * domain's own constants.
 */

const descriptionOf = (s: TSchema): string => (s as { description?: string }).description ?? '';

/** `values` as an enum, keeping the description the shared shape gives. */
const oneOf = (values: readonly string[], like: TSchema) => Type.Enum([...values], { description: descriptionOf(like) });

/** The same object with some properties replaced by tighter ones. */
const tighten = <S extends TObject, P extends TProperties>(shape: S, props: P) =>
  Type.Object({ ...shape.properties, ...props } as Omit<S['properties'], keyof P> & P, { additionalProperties: false, description: descriptionOf(shape) || undefined });

/** A language code of the site (`fr`, `pt-BR`). */
export const LocaleCode = (description: string) => Type.String({ pattern: LOCALE_CODE.source, description, examples: ['fr', 'pt-BR'] });

/** The language to read or write: a code of the site, or `*` for every language. */
export const ReadLocale = Type.String({
  pattern: `^\\*$|${LOCALE_CODE.source}`,
  examples: ['en', '*'],
  description: 'a language code of the site (e.g. "fr", "pt-BR"), or "*" for every language (values become objects keyed by code); default: the default language',
});

const EntryOrder = (like: TSchema) => Nullable(Type.String({ pattern: ENTRY_ORDER.source, description: descriptionOf(like), examples: ['-sys.published_at', 'fields.title'] }));

const ItemField = tighten(ItemFieldInput, { type: oneOf(ITEM_FIELD_TYPES, ItemFieldInput.properties.type) });

const fieldEnums = (shape: TObject) => ({
  accept: Type.Optional(Nullable(oneOf(ACCEPT_VALUES, shape.properties.accept))),
  draft_links: Type.Optional(Nullable(oneOf(DRAFT_LINKS_VALUES, shape.properties.draft_links))),
  item_fields: Type.Optional(Nullable(Type.Array(ItemField, { description: descriptionOf(shape.properties.item_fields) }))),
});

export const ToolFieldInput = tighten(FieldInput, { type: oneOf(FIELD_TYPES, FieldInput.properties.type), ...fieldEnums(FieldInput) });
export const ToolFieldPatch = tighten(FieldPatch, { type: Type.Optional(oneOf(FIELD_TYPES, FieldPatch.properties.type)), ...fieldEnums(FieldPatch) });

const settingEnums = (shape: TObject) => ({
  kind: Type.Optional(Nullable(oneOf(KINDS, shape.properties.kind))),
  entry_order: Type.Optional(EntryOrder(shape.properties.entry_order)),
});

export const ToolContentTypeInput = tighten(ContentTypeInput, {
  ...settingEnums(ContentTypeInput),
  fields: Type.Optional(Type.Array(ToolFieldInput, { description: descriptionOf(ContentTypeInput.properties.fields) })),
});
export const ToolContentTypePatch = tighten(ContentTypePatch, settingEnums(ContentTypePatch));

/** The JSON type each field type's value takes (json takes any). */
const VALUE_JSON_TYPE: Record<FieldType, 'string' | 'number' | 'boolean' | 'array' | 'any'> = {
  symbol: 'string', text: 'string', rich_text: 'string', integer: 'number', number: 'number', boolean: 'boolean', date: 'string', json: 'any',
  slug: 'string', tags: 'array', reference: 'string', references: 'array', asset: 'string', assets: 'array', list: 'array', url: 'string',
  email: 'string', color: 'string', select: 'string', multi_select: 'array',
};

const formatsOf = (json: string) =>
  FIELD_TYPES.filter((t) => VALUE_JSON_TYPE[t] === json)
    .map((t) => `${t}: ${FIELD_VALUE_FORMATS[t]}`)
    .join('; ');

/** One field's value, described per field type (the formats llms.txt gives too). */
export const FieldValue = Type.Union(
  [
    Type.String({ description: formatsOf('string') }),
    Type.Number({ description: formatsOf('number') }),
    Type.Boolean({ description: formatsOf('boolean') }),
    Type.Array(Type.Unknown(), { description: formatsOf('array') }),
    Type.Object({}, { additionalProperties: true, description: `json: ${FIELD_VALUE_FORMATS.json}; rich_text: also the block document; with locale "*": the values keyed by language code` }),
    Type.Null({ description: 'empties the field' }),
  ],
  { description: 'the value of one field, in the form its field type takes (list_content_types shows each field\'s type)' },
);

const FIELD_VALUES =
  'values keyed by field API ID (see list_content_types or get_llms_txt), each in the form of its field type; reference/asset fields take ids of entries/files, and an entry is published only once the entries it references are published (earlier or in the same batch). Rich text (markdown) links to an entry with [the pricing page](entry:ENTRY_ID) (the link follows the entry when its slug changes, and goes to its page in each language), to a file with [PDF](asset:FILE_ID) or ![alt](asset:FILE_ID), and embeds one on a line of its own with ::entry{id=ENTRY_ID} or ::asset{id=FILE_ID} (inline: :entry{id=ENTRY_ID}). null empties a field.';

export const FieldValues = (more = '') => Type.Record(Type.String(), FieldValue, { description: FIELD_VALUES + more });

/**
 * Field values for a tool listed after create_entry (update_entry, batch): the same values,
 * described once there; the operation checks each against its field type either way.
 */
export const SameFieldValues = (more = '') =>
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.Unknown()), Type.Object({}, { additionalProperties: true }), Type.Null()]), { description: `values keyed by field API ID, in the forms and with the rich-text links create_entry's fields describe; null empties a field.${more}` });
