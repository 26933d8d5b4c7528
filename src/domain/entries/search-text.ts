import { activeFields, type ContentTypeDefinition, type FieldType } from '../content-model/types.ts';
import { richTextPlain } from '../answers/published-text.ts';
import { invalidParameter } from './filters.ts';
import type { StoredFields } from './types.ts';

/**
 * Full-text search of entry lists (`query=`, docs/entries.md "Search"): what an entry's search
 * text is, and what a query asks for. The engines do the matching (`db/dialect/full-text.ts`).
 */

/** The fields whose text is searched. */
export const SEARCHED_TYPES: ReadonlySet<FieldType> = new Set(['symbol', 'text', 'rich_text', 'slug', 'tags']);

/** Text kept per entry, language and state: enough for any page, bounded for both engines' indexes (PostgreSQL's tsvector stops at 1 MB). */
export const MAX_SEARCH_TEXT = 200_000;
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 16;
/** A last word at least this long also matches as a prefix (type-ahead in pickers); shorter ones would match half the index. */
export const PREFIX_MIN = 3;

export interface SearchQuery {
  /** Lower-case words of letters and digits; every one must match. */
  words: string[];
  /** The last word also matches words it begins. */
  prefix: boolean;
}

export function parseSearch(raw: string): SearchQuery {
  if (raw.length > MAX_QUERY_LENGTH) throw invalidParameter('query', `at most ${MAX_QUERY_LENGTH} characters of search text`);
  const words = [...raw.normalize('NFC').toLowerCase().matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => m[0]);
  if (words.length === 0) throw invalidParameter('query', 'search text with at least one word of letters or digits');
  if (words.length > MAX_QUERY_WORDS) throw invalidParameter('query', `at most ${MAX_QUERY_WORDS} words`);
  return { words, prefix: words[words.length - 1].length >= PREFIX_MIN };
}

/** One row of the search index: an entry's text in one language, for the latest values, the published ones, or both when they are the same. */
export interface SearchText {
  locale: string;
  /** The display field's text: weighs more in the ranking. */
  title: string;
  /** Every other searched field's text, one per line. */
  body: string;
  latest: 0 | 1;
  published: 0 | 1;
}

/** The snippet markers the engines put around matches: control characters never kept in indexed text. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

function textOf(type: FieldType, value: unknown): string {
  if (typeof value === 'string') return value;
  if (type === 'rich_text' && value && typeof value === 'object') return richTextPlain(value);
  if (type === 'tags' && Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return '';
}

/** Control characters other than tab and newline (the snippet markers among them) become spaces. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f]/g, ' ').slice(0, MAX_SEARCH_TEXT);

/**
 * The text of one stored copy, by language: each language's own values of localized fields, plus
 * the values of fields that are not localized (stored under the default language), which every
 * language's readers see.
 */
export function searchTextsOf(def: ContentTypeDefinition, stored: StoredFields, defaultLocale: string): Map<string, { title: string; body: string }> {
  const shared: { title: string[]; body: string[] } = { title: [], body: [] };
  const own = new Map<string, { title: string[]; body: string[] }>();
  for (const f of activeFields(def)) {
    if (!SEARCHED_TYPES.has(f.type)) continue;
    const byLocale = stored[f.api_id];
    if (!byLocale || typeof byLocale !== 'object') continue;
    const part = f.api_id === def.display_field ? 'title' : 'body';
    if (!f.localized) {
      const t = textOf(f.type, byLocale[defaultLocale]).trim();
      if (t) shared[part].push(t);
      continue;
    }
    for (const [locale, value] of Object.entries(byLocale)) {
      const t = textOf(f.type, value).trim();
      if (!t) continue;
      if (!own.has(locale)) own.set(locale, { title: [], body: [] });
      own.get(locale)![part].push(t);
    }
  }
  const out = new Map<string, { title: string; body: string }>();
  const locales = new Set([...own.keys(), ...(shared.title.length + shared.body.length > 0 ? [defaultLocale] : [])]);
  for (const locale of locales) {
    const o = own.get(locale) ?? { title: [], body: [] };
    out.set(locale, { title: clean([...o.title, ...shared.title].join('\n')), body: clean([...o.body, ...shared.body].join('\n')) });
  }
  return out;
}

/** Rows of the latest values alone (a draft, or the new latest version of an edit). */
export function latestSearchTexts(def: ContentTypeDefinition, fields: StoredFields, defaultLocale: string): SearchText[] {
  return [...searchTextsOf(def, fields, defaultLocale)].map(([locale, t]) => ({ locale, ...t, latest: 1, published: 0 }));
}

/** Every row of an entry: latest and published values, one row where a language's text is the same in both. */
export function searchTexts(def: ContentTypeDefinition, fields: StoredFields, published: StoredFields | null, defaultLocale: string): SearchText[] {
  const latest = searchTextsOf(def, fields, defaultLocale);
  const live = published ? searchTextsOf(def, published, defaultLocale) : new Map<string, { title: string; body: string }>();
  const out: SearchText[] = [];
  for (const [locale, t] of latest) {
    const p = live.get(locale);
    const same = p !== undefined && p.title === t.title && p.body === t.body;
    out.push({ locale, ...t, latest: 1, published: same ? 1 : 0 });
  }
  for (const [locale, p] of live) {
    const t = latest.get(locale);
    if (!t || t.title !== p.title || t.body !== p.body) out.push({ locale, ...p, latest: 0, published: 1 });
  }
  return out;
}

/** A snippet from the engine, with its match markers, as HTML: the text escaped, matches in `<mark>`. */
export function snippetHtml(marked: string): string {
  const escaped = marked.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped.replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>').replace(/\s+/g, ' ').trim();
}

/** What of a content type decides its entries' search rows: a change of it means indexing them again. */
export function searchShape(def: ContentTypeDefinition): string {
  return JSON.stringify([def.display_field, activeFields(def).filter((f) => SEARCHED_TYPES.has(f.type)).map((f) => [f.api_id, f.type === 'rich_text' ? 1 : 0, f.localized])]);
}

const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The passage of `text` around the first match of `words` (the last also as a prefix when
 * `prefix`), each match between MARK_START and MARK_END, at most `size` words, with '…' where
 * it is cut: what FTS5's snippet() gives, made without it. Words compare as the index's
 * tokenizer does (case and diacritics folded). Used where snippet() would read a common word's
 * whole index for each row.
 */
export function markSnippet(text: string, words: readonly string[], prefix: boolean, size = 24): string {
  const tokens = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  const wanted = words.map(fold);
  const hit = (t: string) => {
    const f = fold(t);
    return wanted.some((w, i) => f === w || (prefix && i === wanted.length - 1 && f.startsWith(w)));
  };
  const first = tokens.findIndex((m) => hit(m[0]));
  const from = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(size / 4), tokens.length - size));
  const to = Math.min(tokens.length, from + size);
  if (tokens.length === 0) return '';
  let out = from > 0 ? '…' : '';
  let at = tokens[from].index;
  for (let i = from; i < to; i++) {
    const m = tokens[i];
    out += text.slice(at, m.index);
    out += hit(m[0]) ? `${MARK_START}${m[0]}${MARK_END}` : m[0];
    at = m.index + m[0].length;
  }
  return to < tokens.length ? `${out}…` : out;
}
