import {
  activeFields,
  type Accept,
  type ContentTypeDefinition,
  type DisplayFieldSource,
  type EffectiveContentType,
  type FieldDefinition,
  type Kind,
} from './types.ts';

// SPEC "Content type" and "Field": the automatic values, as pure functions of the model.

export const TITLE_LIKE_NAMES = ['title', 'name', 'question', 'heading', 'headline', 'label', 'caption'];
export const SECTION_FIELD_NAMES = ['sections', 'blocks', 'modules', 'components'];
export const ORDER_FIELD_NAMES = ['order', 'position', 'sort', 'sortOrder', 'weight', 'rank'];
const VIDEO_WORDS = ['video', 'clip', 'reel'];
const IMAGE_WORDS = ['image', 'photo', 'logo', 'cover', 'poster', 'thumbnail', 'avatar', 'icon', 'banner'];

/** Words of an API ID: `heroImage`, `hero_image` and `hero-image` all give ["hero", "image"]. */
function words(apiId: string): string[] {
  return apiId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

function hasWord(apiId: string, list: string[]): boolean {
  return words(apiId).some((w) => list.includes(w) || (w.endsWith('s') && list.includes(w.slice(0, -1))));
}

export function inferAccept(apiId: string): Accept {
  if (hasWord(apiId, VIDEO_WORDS)) return 'video';
  if (hasWord(apiId, IMAGE_WORDS)) return 'image';
  return 'any';
}

export function effectiveAccept(field: Pick<FieldDefinition, 'api_id' | 'accept'>): Accept {
  return field.accept ?? inferAccept(field.api_id);
}

/**
 * The display field picked automatically: a `symbol` field with a title-like name (in the order
 * of the list), else the first `symbol` or `slug` field.
 */
export function inferDisplayField(fields: FieldDefinition[]): { field: string; source: DisplayFieldSource } | null {
  const usable = fields.filter((f) => !f.removed);
  for (const name of TITLE_LIKE_NAMES) {
    const hit = usable.find((f) => f.type === 'symbol' && f.api_id.toLowerCase() === name);
    if (hit) return { field: hit.api_id, source: 'title_like' };
  }
  const first = usable.find((f) => f.type === 'symbol' || f.type === 'slug');
  return first ? { field: first.api_id, source: 'first_text' } : null;
}

/**
 * The display field after the fields changed. An explicit choice, or a title-like one, stays;
 * a title picked as "first short text" (or none) is picked again, so a later `title` field wins.
 */
export function redisplay(def: Pick<ContentTypeDefinition, 'display_field' | 'display_field_source' | 'fields'>): {
  display_field: string | null;
  display_field_source: DisplayFieldSource | null;
} {
  const current = def.display_field ? def.fields.find((f) => f.api_id === def.display_field && !f.removed) : undefined;
  if (current && (def.display_field_source === 'explicit' || def.display_field_source === 'title_like')) {
    return { display_field: def.display_field, display_field_source: def.display_field_source };
  }
  const picked = inferDisplayField(def.fields);
  return { display_field: picked?.field ?? null, display_field_source: picked?.source ?? null };
}

function isSectionsField(f: FieldDefinition): boolean {
  return f.type === 'references' && SECTION_FIELD_NAMES.includes(f.api_id);
}

/**
 * `settings` if singleton; `page` if it has a references field named sections/blocks/…;
 * `section` if such a field of another type lists it and it has no url_path; else `collection`.
 */
export function inferKind(def: ContentTypeDefinition, all: ContentTypeDefinition[]): Kind {
  if (def.singleton) return 'settings';
  if (activeFields(def).some(isSectionsField)) return 'page';
  const accepted = all.some(
    (other) => other.api_id !== def.api_id && activeFields(other).some((f) => isSectionsField(f) && (f.link_content_types ?? []).includes(def.api_id)),
  );
  if (accepted && !def.url_path) return 'section';
  return 'collection';
}

/**
 * A page with a url_path shows its path (the slug field that fills it); else a single reference
 * (a parent); else a short or long text field that is not the title (slugs and links are other types).
 */
export function inferSubtitleField(def: ContentTypeDefinition, kind: Kind, displayField: string | null): string | null {
  const fields = activeFields(def).filter((f) => !f.hidden);
  if (kind === 'page' && def.url_path) {
    const slug = fields.find((f) => f.type === 'slug');
    if (slug) return slug.api_id;
  }
  const parent = fields.find((f) => f.type === 'reference');
  if (parent) return parent.api_id;
  const text = fields.find((f) => (f.type === 'symbol' || f.type === 'text') && f.api_id !== displayField);
  return text?.api_id ?? null;
}

export function inferImageField(def: ContentTypeDefinition): string | null {
  const f = activeFields(def).find((x) => (x.type === 'asset' || x.type === 'assets') && effectiveAccept(x) !== 'video');
  return f?.api_id ?? null;
}

export function inferEntryOrder(def: ContentTypeDefinition): string {
  const f = activeFields(def).find((x) => (x.type === 'integer' || x.type === 'number') && ORDER_FIELD_NAMES.includes(x.api_id));
  return f ? `fields.${f.api_id}` : '-sys.updated_at';
}

/**
 * Menu positions: types with an explicit position keep it; the others follow, by name,
 * numbered after the highest explicit position.
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
  const auto = all.filter((d) => d.position === undefined).sort((a, b) => a.name.localeCompare(b.name) || a.api_id.localeCompare(b.api_id));
  auto.forEach((d, i) => out.set(d.api_id, max + i + 1));
  return out;
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

export function effectiveContentTypes(all: ContentTypeDefinition[]): EffectiveContentType[] {
  const positions = inferPositions(all);
  return all.map((d) => effectiveContentType(d, all, positions));
}
