/**
 * The entry form's values: per language and field, as the controls hold them; what the form
 * loads from an entry and what it sends back (only what the person changed).
 */
import { toApi, toForm } from '../../fields/values.ts';
import type { ContentType, Entry, Field, Locale } from '../../types.ts';

export type Values = Record<string, Record<string, unknown>>; // language code → field → control value

/** Per language, the form values of an entry read with `locale=*` (each field keyed by code). */
export function valuesOf(entry: Entry | undefined, type: ContentType, locales: Locale[]): Values {
  const out: Values = {};
  for (const l of locales) {
    out[l.code] = {};
    for (const f of type.fields) {
      const byCode = entry?.fields[f.api_id] as Record<string, unknown> | undefined;
      out[l.code][f.api_id] = toForm(f, byCode?.[l.code]);
    }
  }
  return out;
}

export const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The value a language shows when its own is empty, walking `fallback_code` (SPEC "Locale"). */
export function fallbackOf(values: Values, locales: Locale[], code: string, field: string): { code: string; value: unknown } | null {
  const seen = new Set<string>([code]);
  let next = locales.find((l) => l.code === code)?.fallback_code ?? null;
  while (next && !seen.has(next)) {
    seen.add(next);
    const v = values[next]?.[field];
    if (!isEmpty(v)) return { code: next, value: v };
    next = locales.find((l) => l.code === next)?.fallback_code ?? null;
  }
  return null;
}

/** How a field's value is held in `Values`: `code:api_id`. */
export const slot = (code: string, field: string) => `${code}:${field}`;

/** A rich-text editor on screen: its own markdown for the loaded value, and a reader of its markdown now. */
export interface EditorSlot {
  baseline: string;
  read?: () => string;
}

/**
 * The request body's fields with `locale=*`: only the fields and languages whose value the
 * person changed, so a field nobody touched is never rewritten (a rich-text document the editor
 * would serialise differently stays as stored) and a save with no change sends nothing. On
 * create every field with a value is sent. A rich-text field counts as changed when its editor's
 * markdown differs from the editor's own markdown for the loaded value; open editors are read
 * directly, since their change listener lags behind typing.
 */
export function payload(values: Values, initial: Values | null, type: ContentType, locales: Locale[], def: string, editors: Map<string, EditorSlot>): { fields: Record<string, Record<string, unknown>>; bad: Record<string, string> } {
  const fields: Record<string, Record<string, unknown>> = {};
  const bad: Record<string, string> = {};
  for (const f of type.fields) {
    if (f.hidden) continue;
    const codes = f.localized ? locales.map((l) => l.code) : [def];
    for (const code of codes) {
      const editor = f.type === 'rich_text' ? editors.get(slot(code, f.api_id)) : undefined;
      const value = editor?.read ? editor.read() : values[code]?.[f.api_id];
      if (initial) {
        const before = editor ? editor.baseline : initial[code]?.[f.api_id];
        if (JSON.stringify(value ?? null) === JSON.stringify(before ?? null)) continue;
      } else if (isEmpty(value)) continue;
      try {
        (fields[f.api_id] ??= {})[code] = toApi(f, value);
      } catch (e) {
        bad[code === def ? f.api_id : `${f.api_id}.${code}`] = (e as Error).message;
      }
    }
  }
  return { fields, bad };
}

export function groupsOf(fields: Field[]): { group: string | null; fields: Field[] }[] {
  const out: { group: string | null; fields: Field[] }[] = [];
  for (const f of fields) {
    if (f.hidden) continue;
    const g = f.group ?? null;
    const last = out.find((x) => x.group === g && g !== null) ?? (out.length && out[out.length - 1].group === g ? out[out.length - 1] : undefined);
    if (last) last.fields.push(f);
    else out.push({ group: g, fields: [f] });
  }
  return out;
}
