// Content types of the Tessera space "blog", generated from its content model. Do not edit:
// fetch it again (GET /api/v1/spaces/{space_id}/types.ts or `tessera types SLUG`) when the model changes.

/** A language code of the space. */
export type Locale = "en";
/** The default language: non-localized fields have only its value under locale=*. */
export type DefaultLocale = "en";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** SPEC "Link": a reference or file as delivery answers it; the linked item is in `includes` (include=1 or 2). */
export interface Link<T extends 'Entry' | 'Asset' = 'Entry' | 'Asset'> {
  sys: { type: 'Link'; link_type: T; id: string };
}
export type EntryLink = Link<'Entry'>;
export type AssetLink = Link<'Asset'>;

/** `rich_text=` of the request: the block document (default), markdown or HTML text. */
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

/** Values of every language (`locale=*`): localized fields keyed by every code, others by the default one. */
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

/** Post (`post`) */
export interface PostFields<F extends RichTextFormat = 'json'> {
  /** Title; `symbol`; required on publish */
  title?: string;
  /** Slug; `slug`; required on publish */
  slug?: string;
  /** Body; `rich_text` */
  body?: RichText<F>;
  /** Featured; `boolean` */
  featured?: boolean;
}
export type Post<F extends RichTextFormat = 'json'> = Entry<"post", PostFields<F>>;
/** Read with locale=*. */
export type PostAllLocales<F extends RichTextFormat = 'json'> = Entry<"post", Localized<PostFields<F>, never>>;

export type ContentTypeId = "post";
export interface EntriesByType<F extends RichTextFormat = 'json'> {
  post: Post<F>;
}
export type AnyEntry<F extends RichTextFormat = 'json'> = EntriesByType<F>[ContentTypeId];

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
/** An item of `GET …/sync`. */
export type SyncItem<F extends RichTextFormat = 'json'> = AnyEntry<F> | Asset | DeletedEntry | DeletedAsset;
export interface SyncPage<F extends RichTextFormat = 'json'> {
  sys: { type: 'Array' };
  limit: number;
  items: SyncItem<F>[];
  next_page_token?: string;
  next_sync_token?: string;
}
