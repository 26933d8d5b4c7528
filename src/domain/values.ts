import type { FieldDefinition, FieldType, ItemField } from './content-model/types.ts';
import { normalizeRichText } from './rich-text/convert.ts';

/**
 * Value formats inside an entry's `fields` on write (SPEC "Value formats"): one pure check per
 * field type that either normalises the value or says what is expected. References and files
 * are checked for shape here; whether they exist is the operation's business.
 */
export type ValueResult = { ok: true; value: unknown } | { ok: false, expected: string };

export const LIMITS = { symbol: 256, text: 50_000, slug: 200, tag: 100, tags: 100, list: 500, id: 64 } as const;

const ok = (value: unknown): ValueResult => ({ ok: true, value });
const no = (expected: string): ValueResult => ({ ok: false, expected });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const ID = /^[A-Za-z0-9_$-]{1,64}$/;

function validDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

export function checkUrl(v: unknown): ValueResult {
  if (typeof v !== 'string') return no('a full http:// or https:// link');
  try {
    const u = new URL(v);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname) return ok(v);
  } catch {
    // fall through
  }
  return no('a full http:// or https:// link, like "https://example.com/page"');
}

function checkId(v: unknown, what: string): ValueResult {
  return typeof v === 'string' && ID.test(v) ? ok(v) : no(`the id of ${what} (a string)`);
}

function checkIdList(v: unknown, what: string): ValueResult {
  if (!Array.isArray(v)) return no(`a list of ${what} ids`);
  if (v.length > LIMITS.list) return no(`at most ${LIMITS.list} ids`);
  for (const item of v) if (typeof item !== 'string' || !ID.test(item)) return no(`a list of ${what} ids (strings)`);
  return ok(v);
}

type Scalar = Pick<FieldDefinition, 'type' | 'options'> & { item_fields?: ItemField[] };

/** Checks one value (never null: null means "empty the field" and is handled by the caller). */
export function checkValue(field: Scalar, v: unknown): ValueResult {
  switch (field.type as FieldType) {
    case 'symbol':
      if (typeof v !== 'string') return no(`a short text (string up to ${LIMITS.symbol} characters)`);
      return v.length <= LIMITS.symbol ? ok(v) : no(`a short text of at most ${LIMITS.symbol} characters (got ${v.length}); use a text field for longer text`);
    case 'text':
      if (typeof v !== 'string') return no('a text (string)');
      return v.length <= LIMITS.text ? ok(v) : no(`a text of at most ${LIMITS.text} characters`);
    case 'rich_text':
      return normalizeRichText(v); // stored as the block document (docs/entries.md "Rich text")
    case 'integer':
      return typeof v === 'number' && Number.isSafeInteger(v) ? ok(v) : no('a whole number (integer), like 3');
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? ok(v) : no('a number, like 3.5');
    case 'boolean':
      return typeof v === 'boolean' ? ok(v) : no('true or false');
    case 'date': {
      if (typeof v !== 'string') return no('a date "YYYY-MM-DD" or date-time "YYYY-MM-DDTHH:MM:SS" with optional zone, like "2026-05-01T09:30:00+02:00"');
      const m = DATE_ONLY.exec(v) ?? DATE_TIME.exec(v);
      if (!m || !validDate(m[1], m[2], m[3])) return no('a real date "YYYY-MM-DD" or date-time "YYYY-MM-DDTHH:MM:SS" with optional zone');
      if (m.length > 4 && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return no('a date-time with a real time of day');
      return ok(v); // stored exactly as sent: no conversion to UTC
    }
    case 'json':
      return v === undefined ? no('any JSON value') : ok(v);
    case 'slug':
      if (typeof v !== 'string' || !SLUG.test(v)) return no('a slug: lowercase letters, digits and single hyphens, like "my-first-post"');
      return v.length <= LIMITS.slug ? ok(v) : no(`a slug of at most ${LIMITS.slug} characters`);
    case 'tags': {
      if (!Array.isArray(v)) return no('a list of tags (strings)');
      const out: string[] = [];
      for (const t of v) {
        if (typeof t !== 'string' || !t.trim() || t.length > LIMITS.tag) return no(`a list of non-empty tags of at most ${LIMITS.tag} characters`);
        if (!out.includes(t.trim())) out.push(t.trim());
      }
      return out.length <= LIMITS.tags ? ok(out) : no(`at most ${LIMITS.tags} tags`);
    }
    case 'reference':
      return checkId(v, 'an entry');
    case 'references':
      return checkIdList(v, 'entry');
    case 'asset':
      return checkId(v, 'an asset');
    case 'assets':
      return checkIdList(v, 'asset');
    case 'list':
      return checkList(field.item_fields ?? [], v);
    case 'url':
      return checkUrl(v);
    case 'email':
      return typeof v === 'string' && EMAIL.test(v) ? ok(v) : no('an email address, like "ada@example.com"');
    case 'color': {
      const m = typeof v === 'string' ? HEX.exec(v) : null;
      return m ? ok(`#${m[1].toLowerCase()}`) : no('a hex color like "#1a2b3c" or "#abc"');
    }
    case 'select': {
      const options = field.options ?? [];
      return typeof v === 'string' && options.includes(v) ? ok(v) : no(`one of ${options.map((o) => JSON.stringify(o)).join(', ')}`);
    }
    case 'multi_select': {
      const options = field.options ?? [];
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !options.includes(x))) {
        return no(`a list of options from ${options.map((o) => JSON.stringify(o)).join(', ')}`);
      }
      return new Set(v).size === v.length ? ok(v) : no('a list of options, each at most once');
    }
  }
  return no(`a value of type ${field.type}`);
}

/** List rows: objects whose keys are the item fields; each cell checked by its item type. */
function checkList(items: ItemField[], v: unknown): ValueResult {
  if (!Array.isArray(v)) return no(`a list of rows, each an object with ${items.map((i) => i.api_id).join(', ')}`);
  if (v.length > LIMITS.list) return no(`at most ${LIMITS.list} rows`);
  const rows: Record<string, unknown>[] = [];
  for (let r = 0; r < v.length; r++) {
    const row = v[r];
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return no(`row ${r}: an object with ${items.map((i) => i.api_id).join(', ')}`);
    const out: Record<string, unknown> = {};
    for (const [key, cell] of Object.entries(row as Record<string, unknown>)) {
      const item = items.find((i) => i.api_id === key);
      if (!item) return no(`row ${r}: only the columns ${items.map((i) => i.api_id).join(', ')} (not "${key}")`);
      if (cell === null) continue;
      const res = checkValue(item, cell);
      if (!res.ok) return no(`row ${r}, ${key}: ${res.expected}`);
      out[key] = res.value;
    }
    rows.push(out);
  }
  return ok(rows);
}

/** The text types among which a field with data may change type (SPEC "Content types and fields"). */
export const TEXT_TYPES: readonly FieldType[] = ['symbol', 'text', 'url', 'email', 'color', 'select', 'slug'];
