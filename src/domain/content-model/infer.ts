import {
  activeFields,
  type Accept,
  type ContentTypeDefinition,
  type DisplayFieldSource,
  type EffectiveContentType,
  type FieldDefinition,
  type FieldType,
  type Kind,
} from './types.ts';

// SPEC "Content type" (defaults table) and "Field" (`accept`): the automatic values, as pure
// functions of the model. Names are compared without case, `_` or `-`, so `sort_order`,
// `sortOrder` and `SortOrder` are the same name. Hidden and removed fields are never picked.

export const TITLE_LIKE_NAMES = ['title', 'name', 'question', 'heading', 'headline', 'label', 'caption'];
export const SECTION_FIELD_NAMES = ['sections', 'blocks', 'modules', 'components'];
export const ORDER_FIELD_NAMES = ['order', 'position', 'sort', 'sortOrder', 'weight', 'rank'];
const VIDEO_WORDS = ['video', 'clip', 'reel'];
const IMAGE_WORDS = ['image', 'photo', 'logo', 'cover', 'poster', 'thumbnail', 'avatar', 'icon', 'banner'];
/** Short-text fields that hold a path or link rather than words: not a subtitle. */
const LINK_WORDS = ['slug', 'url', 'link', 'href', 'path', 'permalink'];

/** Types a display field (the title) may have: one short, readable value. */
export const TITLE_TYPES: readonly FieldType[] = ['symbol', 'text', 'slug', 'url', 'email', 'select', 'integer', 'number', 'date'];

export function normalName(apiId: string): string {
  return apiId.toLowerCase().replace(/[_-]/g, '');
}

function named(apiId: string, list: readonly string[]): boolean {
  const n = normalName(apiId);
  return list.some((x) => normalName(x) === n);
}

/** Words of an API ID: `heroImage`, `hero_image` and `hero-image` all give ["hero", "image"]. */
function words(apiId: string): string[] {
  return apiId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+|(?<=[a-zA-Z])(?=\d)|(?<=\d)(?=[a-zA-Z])/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Whole-word match (plurals too): `coverPhotos` has "photo", `clipboard` has no "clip". */
function hasWord(apiId: string, list: readonly string[]): boolean {
  return words(apiId).some((w) => list.includes(w) || (w.endsWith('s') && list.includes(w.slice(0, -1))));
}

/** Fields inference may pick: not removed, not hidden. */
function pickable(def: Pick<ContentTypeDefinition, 'fields'>): FieldDefinition[] {
  return def.fields.filter((f) => !f.removed && !f.hidden);
}

export function inferAccept(apiId: string): Accept {
  if (hasWord(apiId, VIDEO_WORDS)) return 'video';
  if (hasWord(apiId, IMAGE_WORDS)) return 'image';
  return 'any';
}

export function effectiveAccept(field: Pick<FieldDefinition, 'api_id' | 'accept'>): Accept {
  return field.accept ?? inferAccept(field.api_id);
}

function isTitleLike(f: FieldDefinition): boolean {
  return f.type === 'symbol' && named(f.api_id, TITLE_LIKE_NAMES);
}

/**
 * The display field picked automatically: a `symbol` field with a title-like name (earlier names
 * in the list win: `title` over `name`), else the first `symbol` or `slug` field.
 */
export function inferDisplayField(fields: FieldDefinition[]): { field: string; source: DisplayFieldSource } | null {
  const usable = pickable({ fields });
  for (const name of TITLE_LIKE_NAMES) {
    const hit = usable.find((f) => f.type === 'symbol' && normalName(f.api_id) === normalName(name));
    if (hit) return { field: hit.api_id, source: 'title_like' };
  }
  const first = usable.find((f) => f.type === 'symbol' || f.type === 'slug');
  return first ? { field: first.api_id, source: 'first_text' } : null;
}

/**
 * The display field after the fields changed. An explicit choice stays while its field exists
 * and can be a title; an automatic title-like pick stays while it is still a visible title-like
 * `symbol`; a pick made as "first short text" (or none) is made again, so a `title` field added
 * later replaces it (SPEC "Content type", display_field).
 */
export function redisplay(def: Pick<ContentTypeDefinition, 'display_field' | 'display_field_source' | 'fields'>): {
  display_field: string | null;
  display_field_source: DisplayFieldSource | null;
} {
  const current = def.display_field ? def.fields.find((f) => f.api_id === def.display_field && !f.removed) : undefined;
  if (current && def.display_field_source === 'explicit' && TITLE_TYPES.includes(current.type)) {
    return { display_field: current.api_id, display_field_source: 'explicit' };
  }
  if (current && def.display_field_source === 'title_like' && !current.hidden && isTitleLike(current)) {
    return { display_field: current.api_id, display_field_source: 'title_like' };
  }
  const picked = inferDisplayField(def.fields);
  return { display_field: picked?.field ?? null, display_field_source: picked?.source ?? null };
}

function isSectionsField(f: FieldDefinition): boolean {
  return f.type === 'references' && !f.hidden && !f.removed && named(f.api_id, SECTION_FIELD_NAMES);
}

/**
 * `settings` if singleton; `page` if it has a references field named sections/blocks/modules/
 * components; `section` if such a field of another type lists it in `link_content_types` and it
 * has no url_path; else `collection`. A sections field that accepts any type does not make every
 * type a section: only types named in `link_content_types` count.
 */
export function inferKind(def: ContentTypeDefinition, all: ContentTypeDefinition[]): Kind {
  if (def.singleton) return 'settings';
  if (def.fields.some(isSectionsField)) return 'page';
  const accepted = all.some((other) => other.api_id !== def.api_id && other.fields.some((f) => isSectionsField(f) && (f.link_content_types ?? []).includes(def.api_id)));
  if (accepted && !def.url_path) return 'section';
  return 'collection';
}

/** The `slug` field that fills `{slug}` in the url_path: one named slug, else the first slug field. */
export function slugFieldOf(def: Pick<ContentTypeDefinition, 'fields'>): FieldDefinition | undefined {
  const slugs = activeFields(def).filter((f) => f.type === 'slug');
  return slugs.find((f) => normalName(f.api_id) === 'slug') ?? slugs[0];
}

/**
 * Pages with a url_path show their path (the slug field that fills it); otherwise a single
 * reference (a parent); otherwise the first short or long text field that is not the title and
 * not a slug or link by name.
 */
export function inferSubtitleField(def: ContentTypeDefinition, kind: Kind, displayField: string | null): string | null {
  const fields = pickable(def);
  if (kind === 'page' && def.url_path) {
    const slug = slugFieldOf(def);
    if (slug && !slug.hidden) return slug.api_id;
  }
  const parent = fields.find((f) => f.type === 'reference');
  if (parent) return parent.api_id;
  const text = fields.find((f) => (f.type === 'symbol' || f.type === 'text') && f.api_id !== displayField && !hasWord(f.api_id, LINK_WORDS));
  return text?.api_id ?? null;
}

/** The first file field that takes images (accept `image` or `any`). */
export function inferImageField(def: ContentTypeDefinition): string | null {
  const f = pickable(def).find((x) => (x.type === 'asset' || x.type === 'assets') && effectiveAccept(x) !== 'video');
  return f?.api_id ?? null;
}

/** `fields.<order field>` (ascending) for an integer/number named order, position, …; else newest edits first. */
export function inferEntryOrder(def: ContentTypeDefinition): string {
  const f = pickable(def).find((x) => (x.type === 'integer' || x.type === 'number') && named(x.api_id, ORDER_FIELD_NAMES));
  return f ? `fields.${f.api_id}` : '-sys.updated_at';
}

/**
 * Menu positions: types with an explicit position keep it (operations keep them unique); the
 * others follow, by name, numbered after the highest explicit position.
 */
export function inferPositions(all: ContentTypeDefinition[]): Map<string, number> {
  const out = new Map<string, number>();
  let max = 0;
  for (const d of all) {
    if (d.position !== undefined) {
      out.set(d.api_id, d.position);
      max = Math.max(max, d.position);
    }
  }
  const auto = all.filter((d) => d.position === undefined).sort(byName);
  auto.forEach((d, i) => out.set(d.api_id, max + i + 1));
  return out;
}

export function byName(a: Pick<ContentTypeDefinition, 'name' | 'api_id'>, b: Pick<ContentTypeDefinition, 'name' | 'api_id'>): number {
  return a.name.localeCompare(b.name, 'en') || (a.api_id < b.api_id ? -1 : a.api_id > b.api_id ? 1 : 0);
}

export function effectiveContentType(def: ContentTypeDefinition, all: ContentTypeDefinition[], positions = inferPositions(all)): EffectiveContentType {
  const kind = def.kind ?? inferKind(def, all);
  return {
    ...def,
    kind,
    subtitle_field: def.subtitle_field ?? inferSubtitleField(def, kind, def.display_field),
    image_field: def.image_field ?? inferImageField(def),
    position: positions.get(def.api_id) ?? 1,
    entry_order: def.entry_order ?? inferEntryOrder(def),
  };
}

/** Every type of the space resolved, in Content-menu order (position, then name). */
export function effectiveContentTypes(all: ContentTypeDefinition[]): EffectiveContentType[] {
  const positions = inferPositions(all);
  return all.map((d) => effectiveContentType(d, all, positions)).sort((a, b) => a.position - b.position || byName(a, b));
}
