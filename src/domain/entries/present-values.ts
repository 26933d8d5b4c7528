import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import { documentToHtml, documentToMarkdown, type AssetResolver, type EntryResolver } from '../rich-text/convert.ts';
import { hasEntryLinks, hideEntryLinks } from '../rich-text/embeds.ts';
import type { RichTextDocument } from '../rich-text/document.ts';
import type { RichTextFormat } from './types.ts';

/** SPEC "Link". */
export interface Link {
  sys: { type: 'Link'; link_type: 'Entry' | 'Asset'; id: string };
}

export const entryLink = (id: string): Link => ({ sys: { type: 'Link', link_type: 'Entry', id } });
export const assetLink = (id: string): Link => ({ sys: { type: 'Link', link_type: 'Asset', id } });

export interface ValuePresentation {
  richText: RichTextFormat;
  resolveAsset: AssetResolver;
  /** For `html`: the URL of an entry a rich-text link points at, in the reader's language. */
  resolveEntry?: EntryResolver;
  /**
   * For delivery readers: the linked entries they may see (published). Links to any other
   * entry are left out, so a published page never exposes a draft or archived entry's id.
   * Undefined: every link is shown (readers of drafts).
   */
  visibleEntries?: ReadonlySet<string>;
}

/** One read value as the API returns it: Link objects for references and files, rich text in the asked format. */
export function presentValue(field: FieldDefinition, value: unknown, opts: ValuePresentation): unknown {
  const visible = (id: string) => !opts.visibleEntries || opts.visibleEntries.has(id);
  switch (field.type) {
    case 'reference':
      return typeof value === 'string' && visible(value) ? entryLink(value) : undefined;
    case 'references':
      return Array.isArray(value) ? value.filter((id) => typeof id === 'string' && visible(id)).map(entryLink) : undefined;
    case 'asset':
      return typeof value === 'string' ? assetLink(value) : undefined;
    case 'assets':
      return Array.isArray(value) ? value.filter((id) => typeof id === 'string').map(assetLink) : undefined;
    case 'list': {
      if (!Array.isArray(value)) return value;
      const refs = (field.item_fields ?? []).filter((i) => i.type === 'reference').map((i) => i.api_id);
      if (refs.length === 0) return value;
      return value.map((row: Record<string, unknown>) => {
        const out = { ...row };
        for (const c of refs) {
          if (typeof out[c] !== 'string') continue;
          if (visible(out[c] as string)) out[c] = entryLink(out[c] as string);
          else delete out[c];
        }
        return out;
      });
    }
    case 'rich_text': {
      if (opts.richText === 'html') return documentToHtml(value as RichTextDocument, opts.resolveAsset, (id) => (visible(id) ? opts.resolveEntry?.(id) : undefined));
      // Links to entries this reader may not see keep their text; embeds of them go.
      const doc = opts.visibleEntries && hasEntryLinks(value) ? hideEntryLinks(value as RichTextDocument, visible) : (value as RichTextDocument);
      return opts.richText === 'markdown' ? documentToMarkdown(doc) : doc;
    }
    default:
      return value;
  }
}

/** Read values (one language, or `*` maps keyed by code) → the entry's `fields` object. */
export function presentFields(def: ContentTypeDefinition, values: Record<string, unknown>, locale: string, opts: ValuePresentation): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of activeFields(def)) {
    const v = values[field.api_id];
    if (v === undefined) continue;
    if (locale === '*') {
      const byLocale: Record<string, unknown> = {};
      for (const [code, lv] of Object.entries(v as Record<string, unknown>)) {
        const p = presentValue(field, lv, opts);
        if (p !== undefined) byLocale[code] = p;
      }
      if (Object.keys(byLocale).length > 0) out[field.api_id] = byLocale;
    } else {
      const p = presentValue(field, v, opts);
      if (p !== undefined) out[field.api_id] = p;
    }
  }
  return out;
}
