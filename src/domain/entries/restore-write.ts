import { activeFields, type ContentTypeDefinition } from '../content-model/types.ts';
import type { LocaleContext, StoredFields } from './types.ts';

/**
 * The edit (in the `locale=*` form) that makes an entry's fields equal to an earlier version's:
 * every field of the type takes that version's value in every language, and a language or
 * field the version had no value for is emptied (`null`). Values are sent in their stored form
 * (ids for references and files, documents for rich text), which every field type takes back
 * on write. Fields removed from the type are left as they are: they are no longer the
 * editor's to change, and so are values of a field that is not localized in other languages
 * than the default one. Fields equal in both are not sent, so the activity names what changed.
 */
export function restoreWrite(def: Pick<ContentTypeDefinition, 'fields'>, current: StoredFields, version: StoredFields, ctx: Pick<LocaleContext, 'defaultLocale'>): Record<string, Record<string, unknown>> {
  const write: Record<string, Record<string, unknown>> = {};
  for (const f of activeFields(def)) {
    const now = current[f.api_id] ?? {};
    const then = version[f.api_id] ?? {};
    const byCode: Record<string, unknown> = {};
    const codes = f.localized ? new Set([...Object.keys(now), ...Object.keys(then)]) : [ctx.defaultLocale];
    for (const code of codes) {
      const value = then[code] ?? null;
      if (JSON.stringify(value) !== JSON.stringify(now[code] ?? null)) byCode[code] = value;
    }
    if (Object.keys(byCode).length) write[f.api_id] = byCode;
  }
  return write;
}
