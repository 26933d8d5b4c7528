import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import type { StoredFields } from '../entries/types.ts';

/**
 * The readable text of published entries, as the full-text index of AI answers holds it:
 * one document per entry, language and field. Identifiers (urls, emails, colours, slugs),
 * numbers, dates and links to other records are not prose an answer can contradict.
 */
const TEXT_TYPES = new Set(['symbol', 'text', 'rich_text', 'tags', 'list', 'select', 'multi_select']);
const MAX_BODY = 20_000;

/** The plain text of a rich-text document (mdast): its text, code and alt strings in order. */
export function richTextPlain(doc: unknown): string {
  const out: string[] = [];
  const walk = (n: unknown, depth: number) => {
    if (!n || typeof n !== 'object' || depth > 64) return;
    const node = n as { type?: string; value?: unknown; alt?: unknown; children?: unknown[] };
    if (typeof node.value === 'string' && node.type !== 'html') out.push(node.value);
    if (typeof node.alt === 'string') out.push(node.alt);
    if (Array.isArray(node.children)) for (const c of node.children) walk(c, depth + 1);
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem' || node.type === 'tableCell') out.push('\n');
  };
  walk(doc, 0);
  return out.join(' ').replace(/[ \t]*\n[ \t\n]*/g, '\n').replace(/[ \t]+/g, ' ').trim();
}

function textOf(field: Pick<FieldDefinition, 'type' | 'item_fields'>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'symbol':
    case 'text':
    case 'select':
      return typeof value === 'string' ? value : null;
    case 'rich_text':
      return richTextPlain(value);
    case 'tags':
    case 'multi_select':
      return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : null;
    case 'list': {
      if (!Array.isArray(value)) return null;
      const keep = (field.item_fields ?? []).filter((f) => f.type === 'symbol' || f.type === 'text' || f.type === 'select').map((f) => f.api_id);
      return value
        .map((row) => (row && typeof row === 'object' ? keep.map((k) => (row as Record<string, unknown>)[k]).filter((v) => typeof v === 'string').join(': ') : ''))
        .filter(Boolean)
        .join('\n');
    }
    default:
      return null;
  }
}

export interface PublishedDocument {
  locale: string;
  field: string;
  body: string;
}

/** The documents of one published snapshot. */
export function publishedDocuments(def: ContentTypeDefinition, stored: StoredFields): PublishedDocument[] {
  const out: PublishedDocument[] = [];
  for (const f of activeFields(def)) {
    if (!TEXT_TYPES.has(f.type) || f.hidden) continue;
    for (const [locale, value] of Object.entries(stored[f.api_id] ?? {})) {
      const body = textOf(f, value)?.trim();
      if (body) out.push({ locale, field: f.api_id, body: body.slice(0, MAX_BODY) });
    }
  }
  return out;
}

const STOP = new Set(
  'the and for are but not you your with this that from have has had was were will would can could should about into over than then them they their there what when where which who whom why how all any each few more most other some such only own same very just also our its it’s does did doing been being because until while both between through during before after above below off again further once here out up down yes no nor too very'.split(' '),
);

/**
 * Search terms of a text for the full-text index: distinct words of 3+ letters and numbers
 * (opening hours, prices and years are what answers most often get wrong), stop words out,
 * in order of first appearance, at most `max`.
 */
export function searchTerms(text: string, max = 32): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    if ((w.length < 3 && !/^\p{N}+$/u.test(w)) || STOP.has(w) || seen.has(w) || w.length > 40) continue;
    seen.add(w);
    out.push(w);
    if (out.length >= max) break;
  }
  return out;
}
