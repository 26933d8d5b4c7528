import type { Audience } from './entries/types.ts';
import type { FieldErrors } from './errors.ts';

// SPEC "Ordering and quick access": the dashboard's quick-access list. Each item names an entry
// or a content type, with an optional label; at most 8, kept in the order sent.

export const QUICK_ACCESS_LIMITS = { items: 8, label: 40 } as const;

export interface QuickAccessInput {
  entry?: string;
  content_type?: string;
  label?: string | null;
}

/** An item as stored: exactly one of entry / content_type; label null means "the default". */
export interface QuickAccessItem {
  entry: string | null;
  content_type: string | null;
  label: string | null;
}

export interface QuickAccessFacts {
  contentTypes: ReadonlySet<string>;
  /** Entries of the space among those named, with their status. */
  entries: ReadonlyMap<string, { status: string }>;
}

/** Checks a PUT body; returns the items to store and every problem keyed like `items[2].entry`. */
export function checkQuickAccess(items: QuickAccessInput[], facts: QuickAccessFacts): { items: QuickAccessItem[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (items.length > QUICK_ACCESS_LIMITS.items) errors.items = `at most ${QUICK_ACCESS_LIMITS.items} items (got ${items.length})`;
  const seen = new Set<string>();
  const out: QuickAccessItem[] = [];
  items.forEach((item, i) => {
    const k = `items[${i}]`;
    const hasEntry = item.entry !== undefined;
    const hasType = item.content_type !== undefined;
    if (hasEntry === hasType) {
      errors[k] = 'either {"entry": "<entry id>"} or {"content_type": "<api_id>"}, with an optional label';
      return;
    }
    const label = typeof item.label === 'string' && item.label.trim() ? item.label.trim() : null;
    if (label && label.length > QUICK_ACCESS_LIMITS.label) errors[`${k}.label`] = `a label of at most ${QUICK_ACCESS_LIMITS.label} characters (got ${label.length}); leave it out for the default`;
    const key = hasEntry ? `entry:${item.entry}` : `content_type:${item.content_type}`;
    if (hasEntry) {
      const entry = facts.entries.get(item.entry!);
      if (!entry) errors[`${k}.entry`] = `the id of an entry of this space ("${item.entry}" does not exist)`;
      else if (entry.status === 'archived') errors[`${k}.entry`] = `an entry that is not archived ("${item.entry}" is archived; unarchive it first)`;
    } else if (!facts.contentTypes.has(item.content_type!)) {
      errors[`${k}.content_type`] = `the API ID of a content type of this space ("${item.content_type}" does not exist)`;
    }
    if (seen.has(key) && !errors[`${k}.entry`] && !errors[`${k}.content_type`]) {
      errors[k] = `each item once (${hasEntry ? `entry "${item.entry}"` : `content type "${item.content_type}"`} is repeated)`;
    }
    seen.add(key);
    out.push({ entry: hasEntry ? item.entry! : null, content_type: hasType ? item.content_type! : null, label });
  });
  return { items: out, errors };
}

/** A default label of at most 40 characters: longer titles are cut with an ellipsis. */
export function fitLabel(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length <= QUICK_ACCESS_LIMITS.label ? t : `${t.slice(0, QUICK_ACCESS_LIMITS.label - 1).trimEnd()}…`;
}

/**
 * The stored fields a reader may label an entry from, or null when the reader cannot see it:
 * delivery readers see only published entries, labelled from their published version (a label
 * must not leak a draft title);
 * nobody sees archived ones in the list.
 */
export function labelFieldsFor(entry: { status: string; fields: string; published_fields: string | null }, audience: Audience): string | null {
  if (entry.status === 'archived') return null;
  return audience === 'delivery' ? entry.published_fields : entry.fields;
}

/** The title of an entry: its display field's value in the default language, if it has one. */
export function entryTitle(fields: Record<string, Record<string, unknown> | undefined>, displayField: string | null, defaultLocale: string): string | null {
  if (!displayField) return null;
  const value = fields[displayField]?.[defaultLocale];
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}
