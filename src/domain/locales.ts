/**
 * Locale rules (SPEC "Locale", "Locales", and the default-locale move in "Site"). Entry values
 * are stored keyed field → locale code → value; these functions rewrite them by language.
 */
export type StoredFields = Record<string, Record<string, unknown>>;

/** A language code as accepted (`xx`, `xx-XX`, any case, `_` too); also the MCP schemas' pattern. */
export const LOCALE_CODE = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/;

/** `xx` or `xx-XX`; accepts any case and `_`, returns the canonical form, or null. */
export function normalizeLocaleCode(input: string): string | null {
  const m = LOCALE_CODE.exec(input.trim());
  if (!m) return null;
  return m[2] ? `${m[1].toLowerCase()}-${m[2].toUpperCase()}` : m[1].toLowerCase();
}

/** The language's own name (`de` → "Deutsch", `fr-CA` → "Français canadien"), from the platform's ICU data. */
export function defaultLocaleName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  if (!name || name === code) return code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export function hasLocaleValues(fields: StoredFields, code: string): boolean {
  return Object.values(fields).some((byLocale) => byLocale !== null && typeof byLocale === 'object' && code in byLocale);
}

/** Moves every value under `from` to `to`. A field holding values under both is a collision: nothing moves. */
export function moveLocaleValues(fields: StoredFields, from: string, to: string): { fields: StoredFields; changed: boolean; collision: boolean } {
  const out: StoredFields = {};
  let changed = false;
  for (const [name, byLocale] of Object.entries(fields)) {
    if (byLocale && typeof byLocale === 'object' && from in byLocale) {
      if (to in byLocale) return { fields, changed: false, collision: true };
      const { [from]: value, ...rest } = byLocale;
      out[name] = { ...rest, [to]: value };
      changed = true;
    } else out[name] = byLocale;
  }
  return { fields: out, changed, collision: false };
}

export function removeLocaleValues(fields: StoredFields, code: string): { fields: StoredFields; changed: boolean } {
  const out: StoredFields = {};
  let changed = false;
  for (const [name, byLocale] of Object.entries(fields)) {
    if (byLocale && typeof byLocale === 'object' && code in byLocale) {
      const { [code]: _drop, ...rest } = byLocale;
      out[name] = rest;
      changed = true;
    } else out[name] = byLocale;
  }
  return { fields: out, changed };
}

/**
 * The chain of languages to read a value from: the locale itself, then its fallbacks in turn.
 * Stops at a cycle or a missing locale.
 */
export function fallbackChain(code: string, fallbacks: ReadonlyMap<string, string | null>): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = fallbacks.get(current);
  }
  return chain;
}

/** Would setting `code`'s fallback to `fallback` close a loop? */
export function createsFallbackCycle(code: string, fallback: string | null, fallbacks: ReadonlyMap<string, string | null>): boolean {
  if (fallback === null) return false;
  const next = new Map(fallbacks);
  next.set(code, fallback);
  let current: string | null | undefined = fallback;
  const seen = new Set<string>([code]);
  while (current) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = next.get(current);
  }
  return false;
}
