import { createHash } from 'node:crypto';
import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import { isEmptyValue, type LocaleContext, type StoredFields } from '../entries/types.ts';
import { checkValue } from '../values.ts';
import { applyRichTextAnswers, richTextSegments } from './rich-text-segments.ts';
import { slugify, slugWords } from './slugs.ts';

/**
 * What a translation of one entry into one language does (SPEC "Entries" Translate):
 * which fields, which text segments go to the model, and how the answers become values again.
 * Translated: symbol, text, rich text, slug, tags and the text cells of lists. Everything else
 * (references, files, numbers, dates, booleans, json, and fixed choices or identifiers: select,
 * multi_select, url, email, color) stays as it is.
 */
export type SegmentKind = 'text' | 'rich_text' | 'slug' | 'tag';

export interface Segment {
  /** Unique within one entry: the field API ID, then `#` and a position inside the value. */
  id: string;
  kind: SegmentKind;
  text: string;
}

export interface FieldPlan {
  field: FieldDefinition;
  /** The default-language value translated. */
  source: unknown;
  sourceHash: string;
  segments: Segment[];
  /** Why it is translated: empty in the target language, `overwrite`, or its translation is stale. */
  reason: 'empty' | 'overwrite' | 'stale';
}

export interface TranslateMode {
  /** Translate every field again. */
  overwrite: boolean;
  /** Translate again the fields whose source changed since they were translated. */
  stale: boolean;
}

/** A translated value's memory of its source: the hash of the default-language value it came from. */
export interface TranslationSource {
  locale: string;
  field: string;
  source_hash: string;
}

export const TRANSLATED_TYPES = new Set(['symbol', 'text', 'rich_text', 'slug', 'tags', 'list']);
/** Long texts are sent in pieces of at most this many characters (a piece is one segment). */
export const TEXT_PIECE_CHARS = 4000;
const LETTERS = /\p{L}/u;

export function sourceHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

/** Is this field one translate writes? Localized fields of the translated types only. */
export function isTranslatable(field: FieldDefinition): boolean {
  if (!field.localized || !TRANSLATED_TYPES.has(field.type)) return false;
  return field.type !== 'list' || (field.item_fields ?? []).some((i) => i.type === 'symbol' || i.type === 'text');
}

export function planTranslation(def: ContentTypeDefinition, stored: StoredFields, ctx: LocaleContext, to: string, mode: TranslateMode, sources: readonly TranslationSource[]): FieldPlan[] {
  const plans: FieldPlan[] = [];
  for (const field of activeFields(def)) {
    if (!isTranslatable(field)) continue;
    const source = stored[field.api_id]?.[ctx.defaultLocale];
    if (isEmptyValue(source)) continue;
    const hash = sourceHash(source);
    const known = sources.find((s) => s.locale === to && s.field === field.api_id);
    let reason: FieldPlan['reason'] | null = null;
    if (isEmptyValue(stored[field.api_id]?.[to])) reason = 'empty';
    else if (mode.overwrite) reason = 'overwrite';
    else if (mode.stale && known && known.source_hash !== hash) reason = 'stale';
    if (!reason) continue;
    const segments = segmentsOf(field, source);
    if (segments.length === 0) continue;
    plans.push({ field, source, sourceHash: hash, segments, reason });
  }
  return plans;
}

/** A text split into the part to translate and the surrounding whitespace (models drop it). */
function core(text: string): { lead: string; body: string; tail: string } {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) as RegExpExecArray;
  return { lead: m[1], body: m[2], tail: m[3] };
}

function textPieces(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > TEXT_PIECE_CHARS) {
    const window = rest.slice(0, TEXT_PIECE_CHARS);
    const cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('. '), window.lastIndexOf(' '));
    const at = cut > TEXT_PIECE_CHARS / 5 ? cut + 1 : TEXT_PIECE_CHARS;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces;
}

export function segmentsOf(field: Pick<FieldDefinition, 'api_id' | 'type' | 'item_fields'>, value: unknown): Segment[] {
  const name = field.api_id;
  const text = (id: string, s: string, kind: SegmentKind = 'text'): Segment[] => {
    const body = core(s).body;
    return LETTERS.test(body) ? [{ id, kind, text: body }] : [];
  };
  switch (field.type) {
    case 'symbol':
      return typeof value === 'string' ? text(name, value) : [];
    case 'text':
      return typeof value === 'string' ? textPieces(value).flatMap((p, i) => text(`${name}#${i}`, p)) : [];
    case 'slug':
      return typeof value === 'string' ? text(name, slugWords(value), 'slug') : [];
    case 'tags':
      return Array.isArray(value) ? value.flatMap((t, i) => (typeof t === 'string' ? text(`${name}#${i}`, t, 'tag') : [])) : [];
    case 'rich_text':
      return richTextSegments(value).segments.map((s) => ({ id: `${name}#${s.key}`, kind: 'rich_text' as const, text: s.text }));
    case 'list': {
      if (!Array.isArray(value)) return [];
      const columns = (field.item_fields ?? []).filter((i) => i.type === 'symbol' || i.type === 'text');
      return value.flatMap((row, r) =>
        columns.flatMap((c) => {
          const cell = (row as Record<string, unknown>)?.[c.api_id];
          return typeof cell === 'string' ? text(`${name}#${r}.${c.api_id}`, cell) : [];
        }),
      );
    }
    default:
      return [];
  }
}

export type BuiltValue = { ok: true; value: unknown } | { ok: false; why: string };

/**
 * The translated value of one field from the model's answers (segment id → text), or why it
 * cannot be used: a segment missing, a rich-text structure that does not fit, a value that no
 * longer fits its type (a short text grown past its limit). Slugs come back slugified; the
 * caller makes them unique.
 */
export function buildTranslatedValue(plan: Pick<FieldPlan, 'field' | 'source'>, answers: ReadonlyMap<string, string>): BuiltValue {
  const { field, source } = plan;
  const name = field.api_id;
  const missing = segmentsOf(field, source).find((s) => answers.get(s.id) === undefined || answers.get(s.id)!.trim() === '');
  if (missing) return { ok: false, why: `no translation came back for ${missing.id}` };
  const swap = (id: string, s: string): string => {
    const answer = answers.get(id);
    if (answer === undefined) return s;
    const { lead, tail } = core(s);
    return `${lead}${answer.trim()}${tail}`;
  };
  let value: unknown;
  switch (field.type) {
    case 'symbol':
      value = swap(name, source as string);
      break;
    case 'text':
      value = textPieces(source as string).map((p, i) => swap(`${name}#${i}`, p)).join('');
      break;
    case 'slug':
      value = slugify(answers.get(name) ?? '') || (source as string);
      break;
    case 'tags':
      value = (source as unknown[]).map((t, i) => (typeof t === 'string' ? swap(`${name}#${i}`, t) : t));
      break;
    case 'rich_text': {
      const prefixed = new Map<string, string>();
      for (const [id, text] of answers) if (id.startsWith(`${name}#`)) prefixed.set(id.slice(name.length + 1), text);
      value = applyRichTextAnswers(source, prefixed);
      if (value === null) return { ok: false, why: 'the translation did not keep the structure of the text (a part or a formatting mark missing, added or merged)' };
      break;
    }
    case 'list':
      value = (source as Record<string, unknown>[]).map((row, r) => {
        const out = { ...row };
        for (const [col, cell] of Object.entries(row)) if (typeof cell === 'string') out[col] = swap(`${name}#${r}.${col}`, cell);
        return out;
      });
      break;
    default:
      return { ok: false, why: `${field.type} fields are not translated` };
  }
  const checked = checkValue(field, value);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, why: `the translation is not ${checked.expected}` };
}

export interface TranslationState {
  /** Fields of this language that were machine-translated from the default language. */
  fields: string[];
  /** Those among them whose default-language value changed since: the translation is stale. */
  stale: string[];
}

/**
 * Per language, which fields were translated and which of them are stale now (their source
 * changed since): readers see it in `sys.translations`, and Translate with `stale` redoes them.
 * Languages no longer in the space and fields that no longer exist or hold no value are left out.
 */
export function translationStates(def: ContentTypeDefinition, stored: StoredFields, ctx: LocaleContext, sources: readonly TranslationSource[]): Record<string, TranslationState> {
  const out: Record<string, TranslationState> = {};
  const fields = new Set(activeFields(def).filter((f) => f.localized).map((f) => f.api_id));
  for (const s of sources) {
    if (!ctx.codes.includes(s.locale) || s.locale === ctx.defaultLocale || !fields.has(s.field)) continue;
    if (isEmptyValue(stored[s.field]?.[s.locale])) continue;
    const state = (out[s.locale] ??= { fields: [], stale: [] });
    state.fields.push(s.field);
    const current = stored[s.field]?.[ctx.defaultLocale];
    if (isEmptyValue(current) || sourceHash(current) !== s.source_hash) state.stale.push(s.field);
  }
  for (const state of Object.values(out)) {
    state.fields.sort();
    state.stale.sort();
  }
  return out;
}
