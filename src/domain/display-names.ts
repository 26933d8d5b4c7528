/**
 * Names people are shown (OAuth client names on the consent screen, key, space, hook and agent
 * names in the dashboard and activity). Control characters and the invisible Unicode format
 * characters that reorder or hide text (bidirectional overrides and isolates such as U+202E,
 * zero-width characters, line separators) would let a name read differently from what it is:
 * "Acme\u202Etxt.exe" shows as "Acmeexe.txt". They are refused, never stripped, so what is stored
 * is what was sent.
 */
const UNSHOWABLE = /[\p{Cc}\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/u;

function codePoint(c: string): string {
  return `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `name` cannot be shown as it is, or null when it can. */
export function displayNameProblem(name: string): string | null {
  const m = UNSHOWABLE.exec(name);
  if (!m) return null;
  return `contains ${codePoint(m[0])}, a control or invisible text-direction character that would make the name display differently from what it is; send plain text`;
}
