/**
 * The content model as stored (SPEC "Content type", "Field"). A content type's definition is
 * stored whole as JSON; effective values (kind, display field, …) are derived by `infer.ts`.
 * Settings are stored only when set explicitly, so automatic values re-infer as the model grows.
 */
export const FIELD_TYPES = [
  'symbol', 'text', 'rich_text', 'integer', 'number', 'boolean', 'date', 'json', 'slug', 'tags',
  'reference', 'references', 'asset', 'assets', 'list', 'url', 'email', 'color', 'select', 'multi_select',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const ITEM_FIELD_TYPES = [
  'symbol', 'text', 'integer', 'number', 'boolean', 'date', 'url', 'email', 'color', 'select', 'reference',
] as const;
export type ItemFieldType = (typeof ITEM_FIELD_TYPES)[number];

export const ACCEPT_VALUES = ['image', 'video', 'any'] as const;
export type Accept = (typeof ACCEPT_VALUES)[number];

/** What publishing does when a rich-text field links to or embeds an entry that is not published. */
export const DRAFT_LINKS_VALUES = ['refuse', 'warn'] as const;
export type DraftLinks = (typeof DRAFT_LINKS_VALUES)[number];

export const KINDS = ['page', 'section', 'collection', 'settings'] as const;
export type Kind = (typeof KINDS)[number];

export interface ItemField {
  api_id: string;
  name: string;
  type: ItemFieldType;
  options?: string[];
  link_content_types?: string[];
}

export interface FieldDefinition {
  api_id: string;
  name: string;
  type: FieldType;
  required: boolean;
  localized: boolean;
  hidden: boolean;
  link_content_types?: string[];
  item_fields?: ItemField[];
  help?: string;
  group?: string;
  options?: string[];
  /** Only when set explicitly; otherwise inferred from the API ID (see `inferAccept`). */
  accept?: Accept;
  /**
   * Rich text: `warn` publishes an entry whose text links to or embeds an entry not yet
   * published (delivery shows such a link as its text; the site's warnings name it); absent or
   * `refuse`, publishing refuses it, as for reference fields.
   */
  draft_links?: DraftLinks;
  /** A removed field stays here so its API ID is never reused. */
  removed?: boolean;
}

/** How the stored display field came about: decides whether a later field may replace it. */
export type DisplayFieldSource = 'explicit' | 'title_like' | 'first_text';

export interface ContentTypeDefinition {
  api_id: string;
  name: string;
  description: string | null;
  singleton: boolean;
  url_path: string | null;
  guidance?: string;
  /** Asset ids, at most 4. */
  previews?: string[];
  display_field: string | null;
  display_field_source: DisplayFieldSource | null;
  /** Explicitly set values only; absent means automatic. */
  kind?: Kind;
  subtitle_field?: string;
  image_field?: string;
  position?: number;
  entry_order?: string;
  fields: FieldDefinition[];
}

/** A content type with every automatic value resolved: what the API returns. */
export interface EffectiveContentType extends Omit<ContentTypeDefinition, 'kind' | 'subtitle_field' | 'image_field' | 'position' | 'entry_order'> {
  kind: Kind;
  subtitle_field: string | null;
  image_field: string | null;
  position: number;
  entry_order: string;
}

/** Fields a caller can see and write (not removed). Hidden fields still exist and hold data. */
export function activeFields(def: Pick<ContentTypeDefinition, 'fields'>): FieldDefinition[] {
  return def.fields.filter((f) => !f.removed);
}
