import type { RichTextFormat } from '../entries/types.ts';
import type { TypesModel } from './generate-types.ts';
import { activeFields, type FieldDefinition, type ItemField } from './types.ts';

type Schema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12) of what delivery answers for each content type of a space
 * (docs/front-ends.md "Typed content"): `$defs` holds one schema per content type, keyed by
 * its API ID, plus the shared Link, Asset and rich-text shapes; the root accepts an entry of
 * any type. For the asked `rich_text` format and language (`*`: values keyed by code).
 */
const link = (t: 'Entry' | 'Asset'): Schema => ({ $ref: `#/$defs/tessera.${t}Link` });
const text: Schema = { type: 'string' };
const options = (o: readonly string[] | undefined): Schema => (o && o.length ? { type: 'string', enum: [...o] } : text);

function itemSchema(f: ItemField): Schema {
  switch (f.type) {
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return options(f.options);
    case 'reference':
      return link('Entry');
    default:
      return text;
  }
}

function valueSchema(f: FieldDefinition, richText: RichTextFormat): Schema {
  switch (f.type) {
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'json':
      return {};
    case 'rich_text':
      return richText === 'json' ? { $ref: '#/$defs/tessera.RichTextDocument' } : text;
    case 'tags':
      return { type: 'array', items: text };
    case 'reference':
      return link('Entry');
    case 'references':
      return { type: 'array', items: link('Entry') };
    case 'asset':
      return link('Asset');
    case 'assets':
      return { type: 'array', items: link('Asset') };
    case 'select':
      return options(f.options);
    case 'multi_select':
      return { type: 'array', items: options(f.options) };
    case 'list':
      return {
        type: 'array',
        items: { type: 'object', properties: Object.fromEntries((f.item_fields ?? []).map((i) => [i.api_id, itemSchema(i)])), additionalProperties: false },
      };
    case 'date':
      return { type: 'string', description: 'a date or date-time, exactly as written' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'color':
      return { type: 'string', pattern: '^#[0-9a-f]{3,8}$' };
    default:
      return text;
  }
}

const DEFS: Schema = {
  'tessera.EntryLink': { type: 'object', required: ['sys'], properties: { sys: { type: 'object', required: ['type', 'link_type', 'id'], properties: { type: { const: 'Link' }, link_type: { const: 'Entry' }, id: text } } } },
  'tessera.AssetLink': { type: 'object', required: ['sys'], properties: { sys: { type: 'object', required: ['type', 'link_type', 'id'], properties: { type: { const: 'Link' }, link_type: { const: 'Asset' }, id: text } } } },
  'tessera.RichTextNode': { type: 'object', required: ['type'], properties: { type: text, value: text, children: { type: 'array', items: { $ref: '#/$defs/tessera.RichTextNode' } } } },
  'tessera.RichTextDocument': { type: 'object', required: ['type', 'children'], properties: { type: { const: 'root' }, children: { type: 'array', items: { $ref: '#/$defs/tessera.RichTextNode' } } } },
};

export function generateJsonSchema(model: TypesModel, opts: { id: string; richText: RichTextFormat; locale: string }): Schema {
  const defs: Schema = { ...DEFS };
  for (const t of model.types) {
    const properties: Schema = {};
    for (const f of activeFields(t)) {
      const v = { ...valueSchema(f, opts.richText), title: f.name, ...(f.help ? { description: f.help } : {}) };
      if (opts.locale !== '*') properties[f.api_id] = v;
      else {
        const codes = f.localized ? model.locales : [model.defaultLocale];
        properties[f.api_id] = { type: 'object', title: f.name, propertyNames: { enum: codes }, additionalProperties: v };
      }
    }
    defs[t.api_id] = {
      title: t.name,
      ...(t.description ? { description: t.description } : {}),
      type: 'object',
      required: ['sys', 'fields'],
      properties: {
        sys: {
          type: 'object',
          required: ['id', 'type', 'content_type', 'version', 'status', 'locale'],
          properties: { id: text, type: { const: 'Entry' }, content_type: { const: t.api_id }, version: { type: 'integer' }, status: text, locale: text },
        },
        fields: { type: 'object', properties, additionalProperties: false },
      },
    };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: opts.id,
    title: `Entries of the space ${model.spaceId} as delivery answers them`,
    anyOf: model.types.map((t) => ({ $ref: `#/$defs/${t.api_id}` })),
    $defs: defs,
  };
}
