import type { Asset, Collection, ContentType, Entry, Link } from './types.ts';

export function isLink(v: unknown): v is Link {
  return typeof v === 'object' && v !== null && (v as Link).sys?.type === 'Link';
}

/** A short text for a value in a list cell. */
export function cellText(v: unknown, includes?: Collection<Entry>['includes'], types?: ContentType[]): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isLink(v)) {
    if (v.sys.link_type === 'Asset') return includes?.Asset.find((a) => a.sys.id === v.sys.id)?.fields.title ?? v.sys.id;
    const e = includes?.Entry.find((x) => x.sys.id === v.sys.id);
    return e ? entryTitle(e, types?.find((t) => t.sys.id === e.sys.content_type)) : v.sys.id;
  }
  if (Array.isArray(v)) return v.map((x) => cellText(x, includes, types)).join(', ');
  return '';
}

export function entryTitle(e: Entry, type: ContentType | undefined): string {
  const f = type?.display_field;
  const v = f ? e.fields[f] : undefined;
  return typeof v === 'string' && v.trim() ? v : `Untitled ${type?.name ?? 'entry'}`;
}

export function thumbnail(v: unknown, includes?: Collection<Entry>['includes']): Asset | undefined {
  const first = Array.isArray(v) ? v[0] : v;
  if (!isLink(first) || first.sys.link_type !== 'Asset') return undefined;
  return includes?.Asset.find((a) => a.sys.id === first.sys.id);
}

export function isImage(a: Asset): boolean {
  return a.fields.file.content_type.startsWith('image/');
}
