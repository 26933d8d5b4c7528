import { redisplay } from './infer.ts';
import type { ContentTypeDefinition, FieldDefinition, FieldType, ItemField, ItemFieldType } from './types.ts';

// What callers send (REST, MCP, batch) and how it becomes a stored definition. Shapes only:
// `validate-*.ts` says whether the result is acceptable. `null` on edit removes an optional
// setting: for kind, subtitle_field, image_field, position, entry_order, accept and
// display_field that means "back to automatic"; for guidance, previews, help and group, "clear".

export interface ItemFieldInput {
  api_id: string;
  name: string;
  type: string;
  options?: string[];
  link_content_types?: string[];
}

export interface FieldInput {
  api_id: string;
  name: string;
  type: string;
  required?: boolean;
  localized?: boolean;
  hidden?: boolean;
  link_content_types?: string[] | null;
  item_fields?: ItemFieldInput[] | null;
  help?: string | null;
  group?: string | null;
  options?: string[] | null;
  accept?: string | null;
  draft_links?: string | null;
}

export type FieldPatch = Partial<Omit<FieldInput, 'required' | 'localized' | 'hidden'>> & {
  required?: boolean;
  localized?: boolean;
  hidden?: boolean;
};

export interface ContentTypeSettings {
  description?: string | null;
  display_field?: string | null;
  url_path?: string | null;
  guidance?: string | null;
  previews?: string[] | null;
  kind?: string | null;
  subtitle_field?: string | null;
  image_field?: string | null;
  position?: number | null;
  entry_order?: string | null;
}

export interface ContentTypeInput extends ContentTypeSettings {
  api_id: string;
  name: string;
  singleton?: boolean;
  fields?: FieldInput[];
}

export interface ContentTypePatch extends ContentTypeSettings {
  name?: string;
  /** Accepted only when unchanged: the API ID of a type cannot change. */
  api_id?: string;
}

function itemField(i: ItemFieldInput): ItemField {
  const out: ItemField = { api_id: i.api_id, name: typeof i.name === 'string' ? i.name.trim() : i.name, type: i.type as ItemFieldType };
  if (i.options !== undefined) out.options = i.options;
  if (i.link_content_types !== undefined) out.link_content_types = i.link_content_types;
  return out;
}

/** Empty or blank text clears, like null. */
function text(v: string | null | undefined): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

type Optional = 'link_content_types' | 'item_fields' | 'help' | 'group' | 'options' | 'accept' | 'draft_links';

function setOptional(f: FieldDefinition, key: Optional, value: unknown): void {
  const v = key === 'help' || key === 'group' ? text(value as string | null) : value;
  if (v === null || v === undefined) delete f[key];
  else if (key === 'item_fields') f.item_fields = (v as ItemFieldInput[]).map(itemField);
  else (f as unknown as Record<string, unknown>)[key] = v;
}

const OPTIONALS: Optional[] = ['link_content_types', 'item_fields', 'help', 'group', 'options', 'accept', 'draft_links'];

/** Properties that only some field types carry; kept across a type change only where they still apply. */
const APPLIES: Record<'options' | 'accept' | 'link_content_types' | 'item_fields' | 'draft_links', (t: FieldType) => boolean> = {
  options: (t) => t === 'select' || t === 'multi_select',
  accept: (t) => t === 'asset' || t === 'assets',
  link_content_types: (t) => t === 'reference' || t === 'references' || t === 'rich_text',
  item_fields: (t) => t === 'list',
  draft_links: (t) => t === 'rich_text',
};

export function buildField(input: FieldInput): FieldDefinition {
  const f: FieldDefinition = {
    api_id: input.api_id,
    name: typeof input.name === 'string' ? input.name.trim() : input.name,
    type: input.type as FieldType,
    required: input.required === true,
    localized: input.localized === true,
    hidden: input.hidden === true,
  };
  for (const key of OPTIONALS) setOptional(f, key, input[key]);
  return f;
}

/** The field after an edit: unsent values keep; type-specific ones the new type cannot hold drop. */
export function patchField(old: FieldDefinition, patch: FieldPatch): FieldDefinition {
  const f: FieldDefinition = structuredClone(old);
  if (patch.name !== undefined) f.name = typeof patch.name === 'string' ? patch.name.trim() : patch.name;
  if (patch.type !== undefined) f.type = patch.type as FieldType;
  if (patch.required !== undefined) f.required = patch.required;
  if (patch.localized !== undefined) f.localized = patch.localized;
  if (patch.hidden !== undefined) f.hidden = patch.hidden;
  for (const key of OPTIONALS) if (patch[key] !== undefined) setOptional(f, key, patch[key]);
  for (const [key, applies] of Object.entries(APPLIES) as Array<[keyof typeof APPLIES, (t: FieldType) => boolean]>) {
    if (patch[key] === undefined && !applies(f.type)) delete f[key];
  }
  return f;
}

type SettingKey = 'kind' | 'subtitle_field' | 'image_field' | 'position' | 'entry_order';
const AUTOMATIC: SettingKey[] = ['kind', 'subtitle_field', 'image_field', 'position', 'entry_order'];

/** Applies the settings a create or edit sent; unsent ones keep their stored value. */
function applySettings(def: ContentTypeDefinition, s: ContentTypeSettings): void {
  if (s.description !== undefined) def.description = text(s.description) ?? null;
  if (s.url_path !== undefined) def.url_path = text(s.url_path) ?? null;
  if (s.guidance !== undefined) {
    const g = text(s.guidance);
    if (g === undefined) delete def.guidance;
    else def.guidance = g;
  }
  if (s.previews !== undefined) {
    if (s.previews === null || s.previews.length === 0) delete def.previews;
    else def.previews = [...s.previews];
  }
  for (const key of AUTOMATIC) {
    const v = s[key];
    if (v === undefined) continue;
    if (v === null) delete def[key];
    else (def as unknown as Record<string, unknown>)[key] = v;
  }
  if (s.display_field !== undefined) {
    def.display_field = s.display_field;
    def.display_field_source = s.display_field === null ? null : 'explicit';
  }
}

/** A new definition from a create request (positions are placed by the operation). */
export function buildContentType(input: ContentTypeInput): ContentTypeDefinition {
  const def: ContentTypeDefinition = {
    api_id: input.api_id,
    name: typeof input.name === 'string' ? input.name.trim() : input.name,
    description: null,
    singleton: input.singleton === true,
    url_path: null,
    display_field: null,
    display_field_source: null,
    fields: (input.fields ?? []).map(buildField),
  };
  applySettings(def, input);
  return def;
}

export function patchContentType(old: ContentTypeDefinition, patch: ContentTypePatch): ContentTypeDefinition {
  const def = structuredClone(old);
  if (patch.name !== undefined) def.name = typeof patch.name === 'string' ? patch.name.trim() : patch.name;
  applySettings(def, patch);
  return def;
}

/** The display field resolved after any change (automatic picks are made again; see `redisplay`). */
export function withDisplayField(def: ContentTypeDefinition): ContentTypeDefinition {
  return { ...def, ...redisplay(def) };
}
