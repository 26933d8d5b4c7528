import { activeFields, type ContentTypeDefinition, type FieldDefinition, type ItemField } from './types.ts';

/**
 * Typed content for front ends (docs/front-ends.md "Typed content"): the TypeScript
 * declarations and JSON Schema of what delivery answers for a space's content model. Pure: the
 * same model gives the same text, so its ETag changes exactly when the model does.
 *
 * Every field is optional: an entry published before a field existed or became required has no
 * value for it, and delivery leaves empty fields out.
 */
export interface TypesModel {
  spaceId: string;
  defaultLocale: string;
  /** Every language code of the space, the default first. */
  locales: string[];
  types: ContentTypeDefinition[];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED = new Set(['Entry', 'Asset', 'Link', 'EntryLink', 'AssetLink', 'RichText', 'RichTextFormat', 'RichTextNode', 'RichTextDocument', 'JsonValue', 'Locale', 'DefaultLocale', 'Localized', 'EntrySys', 'AnyEntry', 'ContentTypeId', 'EntriesByType', 'EntryCollection', 'DeletedEntry', 'DeletedAsset', 'SyncItem', 'SyncPage']);

const lit = (s: string) => JSON.stringify(s);
const key = (s: string) => (IDENTIFIER.test(s) ? s : lit(s));
const comment = (s: string) => s.replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

function pascal(apiId: string): string {
  const words = apiId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (!name || /^[0-9]/.test(name)) name = `T${name}`;
  return name;
}

/** One TypeScript name per content type, unique and clear of the shared names. */
export function typeNames(types: readonly ContentTypeDefinition[]): Map<string, string> {
  const used = new Set(RESERVED);
  const out = new Map<string, string>();
  for (const t of types) {
    const base = pascal(t.api_id);
    let name = base;
    for (let i = 2; used.has(name) || used.has(`${name}Fields`); i++) name = `${base}${i}`;
    used.add(name);
    used.add(`${name}Fields`);
    out.set(t.api_id, name);
  }
  return out;
}

const union = (options: readonly string[] | undefined) => (options && options.length ? options.map(lit).join(' | ') : 'string');

function itemType(f: ItemField): string {
  switch (f.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'select':
      return union(f.options);
    case 'reference':
      return 'EntryLink';
    default:
      return 'string';
  }
}

function fieldType(f: FieldDefinition): string {
  switch (f.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'JsonValue';
    case 'rich_text':
      return 'RichText<F>';
    case 'tags':
      return 'string[]';
    case 'reference':
      return 'EntryLink';
    case 'references':
      return 'EntryLink[]';
    case 'asset':
      return 'AssetLink';
    case 'assets':
      return 'AssetLink[]';
    case 'select':
      return union(f.options);
    case 'multi_select':
      return `Array<${union(f.options)}>`;
    case 'list':
      return `Array<{ ${(f.item_fields ?? []).map((i) => `${key(i.api_id)}?: ${itemType(i)}`).join('; ')} }>`;
    default:
      return 'string'; // symbol, text, slug, date (as sent), url, email, color
  }
}

function fieldDoc(f: FieldDefinition): string {
  const notes = [f.name, `\`${f.type}\``];
  if (f.required) notes.push('required on publish');
  if (f.localized) notes.push('localized');
  if (f.link_content_types?.length) notes.push(`links to ${f.link_content_types.join(', ')}`);
  if (f.help) notes.push(f.help);
  return `  /** ${comment(notes.join('; '))} */`;
}

const PRELUDE = `/** A language code of the space. */
export type Locale = __LOCALES__;
/** The default language: non-localized fields have only its value under locale=*. */
export type DefaultLocale = __DEFAULT__;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** SPEC "Link": a reference or file as delivery answers it; the linked item is in \`includes\` (include=1 or 2). */
export interface Link<T extends 'Entry' | 'Asset' = 'Entry' | 'Asset'> {
  sys: { type: 'Link'; link_type: T; id: string };
}
export type EntryLink = Link<'Entry'>;
export type AssetLink = Link<'Asset'>;

/** \`rich_text=\` of the request: the block document (default), markdown or HTML text. */
export type RichTextFormat = 'json' | 'markdown' | 'html';
/** A node of the rich-text block document (mdast: CommonMark and GFM nodes). */
export interface RichTextNode {
  type: string;
  children?: RichTextNode[];
  value?: string;
  [property: string]: unknown;
}
export interface RichTextDocument {
  type: 'root';
  children: RichTextNode[];
}
export type RichText<F extends RichTextFormat = 'json'> = F extends 'json' ? RichTextDocument : string;

/** Values of every language (\`locale=*\`): localized fields keyed by every code, others by the default one. */
export type Localized<T, L extends keyof T = never> = {
  [K in keyof T]?: K extends L ? Partial<Record<Locale, T[K]>> : Partial<Record<DefaultLocale, T[K]>>;
};

export interface EntrySys<C extends string = ContentTypeId> {
  id: string;
  type: 'Entry';
  content_type: C;
  version: number;
  published_version: number | null;
  status: 'draft' | 'published' | 'changed' | 'archived';
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  locale: string;
  position?: number;
  url?: string;
  preview_url?: string;
}

export interface Entry<C extends string, Fields> {
  sys: EntrySys<C>;
  fields: Fields;
}

export interface Asset {
  sys: { id: string; type: 'Asset'; created_at: string; updated_at: string };
  fields: {
    title: string;
    alt: string | null;
    description: string | null;
    file: { url: string; filename: string; content_type: string; size: number; width?: number; height?: number };
  };
}
`;

const EPILOGUE = `
export interface EntryCollection<E = AnyEntry, F extends RichTextFormat = 'json'> {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: E[];
  includes: { Entry: AnyEntry<F>[]; Asset: Asset[] };
}

export interface DeletedEntry {
  sys: { type: 'DeletedEntry'; id: string; deleted_at: string };
}
export interface DeletedAsset {
  sys: { type: 'DeletedAsset'; id: string; deleted_at: string };
}
/** An item of \`GET …/sync\`. */
export type SyncItem<F extends RichTextFormat = 'json'> = AnyEntry<F> | Asset | DeletedEntry | DeletedAsset;
export interface SyncPage<F extends RichTextFormat = 'json'> {
  sys: { type: 'Array' };
  limit: number;
  items: SyncItem<F>[];
  next_page_token?: string;
  next_sync_token?: string;
}
`;

/** The space's content model as TypeScript declarations of delivery answers. */
export function generateTypeScript(model: TypesModel): string {
  const names = typeNames(model.types);
  const locales = model.locales.length ? model.locales.map(lit).join(' | ') : lit(model.defaultLocale);
  const out: string[] = [
    `// Content types of the Tessera space ${lit(model.spaceId)}, generated from its content model. Do not edit:`,
    '// fetch it again (GET /api/v1/spaces/{space_id}/types.ts or `tessera types SLUG`) when the model changes.',
    '',
    PRELUDE.replace('__LOCALES__', locales).replace('__DEFAULT__', lit(model.defaultLocale)),
  ];
  for (const t of model.types) {
    const name = names.get(t.api_id)!;
    const fields = activeFields(t);
    const localized = fields.filter((f) => f.localized).map((f) => lit(f.api_id));
    out.push(`/** ${comment(`${t.name} (\`${t.api_id}\`)${t.description ? `: ${t.description}` : ''}`)} */`);
    // Only types with rich text depend on the format; the others take it for a uniform
    // signature and use it in a condition that always holds (an unused parameter is an error
    // under noUnusedParameters).
    const rich = fields.some((f) => f.type === 'rich_text');
    out.push(`export interface ${name}Fields${rich ? "<F extends RichTextFormat = 'json'>" : ''} {`);
    for (const f of fields) out.push(fieldDoc(f), `  ${key(f.api_id)}?: ${fieldType(f)};`);
    out.push('}');
    const own = rich ? `${name}Fields<F>` : `F extends RichTextFormat ? ${name}Fields : never`;
    out.push(`export type ${name}<F extends RichTextFormat = 'json'> = Entry<${lit(t.api_id)}, ${own}>;`);
    out.push(`/** Read with locale=*. */`);
    out.push(`export type ${name}AllLocales<F extends RichTextFormat = 'json'> = Entry<${lit(t.api_id)}, Localized<${rich ? own : `${name}Fields`}, ${localized.length ? localized.join(' | ') : 'never'}>${rich ? '' : ' & (F extends RichTextFormat ? unknown : never)'}>;`);
    out.push('');
  }
  const ids = model.types.map((t) => lit(t.api_id));
  out.push(`export type ContentTypeId = ${ids.length ? ids.join(' | ') : 'never'};`);
  out.push(`export interface EntriesByType<F extends RichTextFormat = 'json'> {`);
  for (const t of model.types) out.push(`  ${key(t.api_id)}: ${names.get(t.api_id)}<F>;`);
  out.push('}');
  out.push(`export type AnyEntry<F extends RichTextFormat = 'json'> = ${ids.length ? 'EntriesByType<F>[ContentTypeId]' : 'never'};`);
  out.push(EPILOGUE);
  return out.join('\n');
}
