import type { StoredFields } from '../locales.ts';

/** SPEC "Entry" `sys.status`. */
export const ENTRY_STATUSES = ['draft', 'published', 'changed', 'archived'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export type { StoredFields };

/** The languages of a space as entry rules need them. */
export interface LocaleContext {
  defaultLocale: string;
  /** Every language code of the space, default first. */
  codes: string[];
  fallbacks: ReadonlyMap<string, string | null>;
}

export function localeContext(defaultLocale: string, locales: ReadonlyArray<{ code: string; fallback_code: string | null }>): LocaleContext {
  const codes = [defaultLocale, ...locales.map((l) => l.code).filter((c) => c !== defaultLocale)];
  return { defaultLocale, codes, fallbacks: new Map(locales.map((l) => [l.code, l.fallback_code])) };
}

/** Who reads: a delivery key sees published snapshots; keys that read drafts see the latest. */
export type Audience = 'delivery' | 'drafts';

/** How rich text is read (SPEC `?rich_text=`). */
export const RICH_TEXT_FORMATS = ['json', 'markdown', 'html'] as const;
export type RichTextFormat = (typeof RICH_TEXT_FORMATS)[number];

/** An empty value does not count as given (required fields on publish). */
export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object' && (v as { type?: unknown }).type === 'root') {
    const kids = (v as { children?: unknown[] }).children;
    return !Array.isArray(kids) || kids.length === 0;
  }
  return false;
}
