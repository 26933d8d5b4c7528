/**
 * Ids inside exported content (references, files, `asset:<id>` in rich text, quick access,
 * content-type previews) are rewritten on import when an id is already taken on the target
 * server. Ids are random tokens of letters, digits, `_`, `$` and `-`; a token is replaced only
 * when it equals an exported id exactly, so ordinary text is never touched.
 */
const TOKEN = /[A-Za-z0-9_$-]+/g;

export function remapIds(text: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return text;
  return text.replace(TOKEN, (t) => map.get(t) ?? t);
}

export function remapValue<T>(value: T, map: ReadonlyMap<string, string>): T {
  return map.size === 0 ? value : (JSON.parse(remapIds(JSON.stringify(value), map)) as T);
}
