import type { FieldErrors } from '../errors.ts';
import { TITLE_TYPES } from './infer.ts';
import { activeFields, KINDS, type ContentTypeDefinition, type FieldType } from './types.ts';
import { apiIdProblem, lengthProblem, MODEL_LIMITS, nameProblem, validateField, type FieldContext } from './validate-field.ts';

// SPEC "Content type": what a content-type definition may hold, checked whole after every change
// so a field edit cannot leave a setting pointing at something that no longer fits.

const URL_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PLACEHOLDERS = ['{slug}', '{locale}'];

/**
 * url_path: `/` then segments separated by `/`; a segment is literal text (letters, digits,
 * `.`, `_`, `~`, `-`) or a whole placeholder `{slug}` (filled from the type's slug field) or
 * `{locale}` (the language prefix). `{slug}` is required unless the type is a singleton, whose
 * one entry may live at a fixed path such as `/about` or `/`. The slug field may come later
 * (`contentTypeWarnings` says so meanwhile).
 */
export function urlPathProblem(path: string, def: Pick<ContentTypeDefinition, 'singleton' | 'fields'>): string | null {
  const shape = 'a path like "/blog/{slug}", "/{slug}" or "/{locale}/docs/{slug}": segments of letters, digits, ".", "_", "~" or "-", and the placeholders {slug} and {locale}';
  if (path.length > MODEL_LIMITS.urlPath) return `a path of at most ${MODEL_LIMITS.urlPath} characters`;
  if (!path.startsWith('/') || (path !== '/' && path.endsWith('/'))) return `${shape}; starting with "/" and not ending with one`;
  const segments = path === '/' ? [] : path.slice(1).split('/');
  for (const s of segments) {
    if (PLACEHOLDERS.includes(s)) continue;
    if (s.includes('{') || s.includes('}')) return `${shape}; "${s}" is not one of them (placeholders fill a whole segment)`;
    if (!URL_SEGMENT.test(s)) return `${shape}; "${s || '(empty)'}" is not a valid segment`;
  }
  for (const p of PLACEHOLDERS) if (segments.filter((s) => s === p).length > 1) return `${shape}; ${p} at most once`;
  if (!segments.includes('{slug}')) {
    return def.singleton ? null : `${shape}; with {slug}, so each entry has its own address (only a singleton may have a fixed path)`;
  }
  return null;
}

/** `entry_order`: a sys key or fields.<api_id>, "-" first for descending (also the MCP schema's pattern). */
export const ENTRY_ORDER = /^-?(?:sys\.(?:position|created_at|updated_at|published_at)|fields\.([A-Za-z][A-Za-z0-9_]*))$/;
/** Field types entries can be sorted by: one scalar value. */
export const SORTABLE_TYPES: readonly FieldType[] = ['symbol', 'text', 'slug', 'integer', 'number', 'date', 'boolean', 'select', 'email', 'url', 'color'];
const SUBTITLE_TYPES: readonly FieldType[] = [
  'symbol', 'text', 'slug', 'url', 'email', 'color', 'select', 'multi_select', 'tags', 'integer', 'number', 'date', 'boolean', 'reference',
];

export function entryOrderProblem(order: string, def: Pick<ContentTypeDefinition, 'fields'>): string | null {
  const m = ENTRY_ORDER.exec(order);
  const allowed = 'sys.position (manual), sys.created_at, sys.updated_at, sys.published_at or fields.<api_id>, with a leading "-" for descending';
  if (!m) return `one of ${allowed}`;
  if (m[1] === undefined) return null;
  const field = activeFields(def).find((f) => f.api_id === m[1]);
  if (!field) return `fields.<api_id> of a field of this type ("${m[1]}" does not exist); or ${allowed}`;
  if (!SORTABLE_TYPES.includes(field.type)) return `a field entries can be sorted by (${SORTABLE_TYPES.join(', ')}); "${m[1]}" is ${field.type}`;
  return null;
}

export interface PreviewAsset {
  id: string;
  content_type: string;
}

/** SPEC `previews`: at most 4 ids of image files of this space, each once. The one place this is checked. */
export function previewsProblem(ids: readonly string[], assets: ReadonlyMap<string, PreviewAsset>): string | null {
  if (ids.length > MODEL_LIMITS.previews) return `at most ${MODEL_LIMITS.previews} image file IDs (got ${ids.length}); [] clears`;
  const seen = new Set<string>();
  for (const id of ids) {
    const asset = assets.get(id);
    if (!asset) return `IDs of image files of this space ("${id}" does not exist)`;
    if (!asset.content_type.startsWith('image/')) return `IDs of image files ("${id}" is ${asset.content_type})`;
    if (seen.has(id)) return `each image once ("${id}" is repeated)`;
    seen.add(id);
  }
  return null;
}

export interface TypeContext extends FieldContext {
  previewAssets: ReadonlyMap<string, PreviewAsset>;
}

function fieldRefProblem(def: ContentTypeDefinition, apiId: string, types: readonly FieldType[], what: string): string | null {
  const f = activeFields(def).find((x) => x.api_id === apiId);
  if (!f) return `the API ID of a field of this type ("${apiId}" does not exist)`;
  return types.includes(f.type) ? null : `${what}; "${apiId}" is ${f.type}`;
}

/**
 * Problems of a whole definition. `fieldPrefix(i)` names where field i came from in the request
 * (`fields[i].` on create, `` for the one field of a field request) or returns null to skip
 * field i (fields that were valid before and did not change).
 */
export function validateContentType(def: ContentTypeDefinition, ctx: TypeContext, fieldPrefix: (index: number) => string | null): FieldErrors {
  const errors: FieldErrors = {};
  const set = (k: string, p: string | null) => {
    if (p && !errors[k]) errors[k] = p;
  };
  set('api_id', apiIdProblem(def.api_id));
  set('name', nameProblem(def.name));
  set('description', lengthProblem(def.description, MODEL_LIMITS.description, 'a description'));
  set('guidance', lengthProblem(def.guidance, MODEL_LIMITS.guidance, 'guidance'));
  if (def.url_path !== null) set('url_path', urlPathProblem(def.url_path, def));
  if (def.previews) set('previews', previewsProblem(def.previews, ctx.previewAssets));
  if (def.kind !== undefined && !(KINDS as readonly string[]).includes(def.kind)) set('kind', `one of ${KINDS.join(', ')}`);
  if (def.position !== undefined && (!Number.isInteger(def.position) || def.position < 1 || def.position > MODEL_LIMITS.position)) {
    set('position', `a whole number from 1 (first in the Content menu) to ${MODEL_LIMITS.position}`);
  }
  if (def.entry_order !== undefined) set('entry_order', entryOrderProblem(def.entry_order, def));
  if (def.display_field_source === 'explicit' && def.display_field) {
    set('display_field', fieldRefProblem(def, def.display_field, TITLE_TYPES, `a field that can be a title (${TITLE_TYPES.join(', ')})`));
  }
  if (def.subtitle_field !== undefined) set('subtitle_field', fieldRefProblem(def, def.subtitle_field, SUBTITLE_TYPES, `a field that can show under a title (${SUBTITLE_TYPES.join(', ')})`));
  if (def.image_field !== undefined) set('image_field', fieldRefProblem(def, def.image_field, ['asset', 'assets'], 'an asset or assets field'));

  def.fields.forEach((f, i) => {
    const prefix = fieldPrefix(i);
    if (prefix === null) return;
    Object.assign(errors, validateField(f, ctx, prefix));
    const key = f.api_id?.toLowerCase?.() ?? '';
    const earlier = def.fields.findIndex((o, j) => j < i && o.api_id?.toLowerCase?.() === key);
    if (key && earlier !== -1 && !errors[`${prefix}api_id`]) {
      const other = def.fields[earlier];
      errors[`${prefix}api_id`] = other.removed
        ? `an API ID never used in this type ("${f.api_id}" belonged to a removed field; API IDs are never reused)`
        : `an API ID not used by another field of this type ("${other.api_id}" exists${other.hidden ? ', hidden' : ''}; API IDs are never reused)`;
    }
  });
  return errors;
}
