/** The REST API's shapes, as SPEC.md describes them (only what the dashboard reads). */
export type FieldType =
  | 'symbol' | 'text' | 'rich_text' | 'integer' | 'number' | 'boolean' | 'date' | 'json' | 'slug' | 'tags'
  | 'reference' | 'references' | 'asset' | 'assets' | 'list' | 'url' | 'email' | 'color' | 'select' | 'multi_select';

export const FIELD_TYPES: FieldType[] = ['symbol', 'text', 'rich_text', 'integer', 'number', 'boolean', 'date', 'json', 'slug', 'tags', 'reference', 'references', 'asset', 'assets', 'list', 'url', 'email', 'color', 'select', 'multi_select'];

export interface ItemField {
  api_id: string;
  name: string;
  type: string;
  options?: string[];
  link_content_types?: string[];
}

export interface Field {
  api_id: string;
  name: string;
  type: FieldType;
  required: boolean;
  localized: boolean;
  hidden?: boolean;
  link_content_types?: string[];
  item_fields?: ItemField[];
  help?: string;
  group?: string;
  options?: string[];
  accept?: 'image' | 'video' | 'any';
  /** Rich text: publish links to unpublished entries with a warning; absent: refuse. */
  draft_links?: 'refuse' | 'warn';
}

export interface ContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  api_id?: string;
  description: string | null;
  singleton: boolean;
  display_field: string | null;
  url_path: string | null;
  kind: 'page' | 'section' | 'collection' | 'settings';
  subtitle_field?: string | null;
  image_field?: string | null;
  position: number;
  entry_order: string;
  guidance?: string;
  fields: Field[];
}

export interface Locale {
  code: string;
  name: string;
  default: boolean;
  fallback_code: string | null;
}

export interface Space {
  sys: { id: string };
  name: string;
  default_locale: string;
  prefix_default_locale: boolean;
  production_url: string | null;
  preview_url: string | null;
  locales: Locale[];
  content_types: { api_id: string; name: string }[];
  warnings?: string[];
}

export interface Link {
  sys: { type: 'Link'; link_type: 'Entry' | 'Asset'; id: string };
}

export interface Entry {
  sys: {
    id: string;
    content_type: string;
    version: number;
    published_version: number | null;
    status: 'draft' | 'published' | 'changed' | 'archived';
    created_at: string;
    updated_at: string;
    published_at: string | null;
    locale?: string;
    url?: string;
    preview_url?: string;
    /** Per language, the fields whose translation is tracked and those older than the default language's value (docs/translation.md). */
    translations?: Record<string, { fields: string[]; stale: string[] }>;
    /** On the items of a `query=` search: the rank and the best passage as HTML, matches in `<mark>` (docs/entries.md "Search"). */
    search?: { rank: number; snippet: string };
  };
  fields: Record<string, unknown>;
}

/** One record of the activity feed (docs/activity.md). */
export interface Activity {
  id: string;
  action: string;
  actor: { type: string; id: string | null; name: string };
  resource: { type: string; id: string | null };
  details: Record<string, unknown> | null;
  created_at: string;
}

export interface ActivityPage {
  limit: number;
  next: string | null;
  items: Activity[];
}

/** A person of a space (docs/people.md). */
export interface Member {
  id: string;
  email: string;
  role: 'owner' | 'editor';
  can: string[];
  write_types: string[];
  created_at: string;
}

export interface Asset {
  sys: { id: string; type: 'Asset'; created_at?: string; updated_at?: string };
  fields: {
    title: string;
    alt: string | null;
    description: string | null;
    file: { url: string; filename: string; content_type: string; size: number; width?: number; height?: number };
  };
}

export interface Collection<T> {
  total: number;
  skip?: number;
  limit?: number;
  items: T[];
  includes?: { Entry: Entry[]; Asset: Asset[] };
}

export interface SessionInfo {
  user: { id: string; email: string };
  csrf_token: string;
  spaces: { id: string; name: string; role: 'owner' | 'editor'; can: string[]; write_types?: string[] }[];
}

/** One of the signed-in person's sessions (GET /session/sessions). */
export interface AccountSession {
  id: string;
  browser: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}

/** A scheduled publish, unpublish or archive (GET …/schedules, GET …/entries/{id}/schedules). */
export interface Schedule {
  id: string;
  action: 'publish' | 'unpublish' | 'archive';
  at: string;
  status: 'pending' | 'done' | 'failed' | 'cancelled';
  target: 'entry' | 'release';
  entry: { id: string; content_type?: string; title?: string | null } | null;
  release: { id: string; name?: string } | null;
  created_by: string;
  created_at: string;
  finished_at: string | null;
  error: { code: string; message: string; fix?: string; details?: Record<string, unknown> } | null;
}
