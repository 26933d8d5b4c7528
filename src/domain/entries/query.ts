import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import { checkPage } from '../paging.ts';
import { normalizeLocaleCode } from '../locales.ts';
import { invalidParameter, parseFilter, parseIdFilter, type FieldFilter, type IdFilter } from './filters.ts';
import { parseSearch, type SearchQuery } from './search-text.ts';
import type { EntryStatus, LocaleContext, RichTextFormat } from './types.ts';

/** SPEC "Entries" list query parameters, parsed against the content model (docs/entries.md "Reads"). */
export const SYS_ORDER_KEYS = ['created_at', 'updated_at', 'published_at', 'position', 'id'] as const;
export type SysOrderKey = (typeof SYS_ORDER_KEYS)[number];

export { invalidParameter, parseFilter, type FieldFilter, type FilterValue } from './filters.ts';

export type OrderTerm = { kind: 'sys'; key: SysOrderKey; desc: boolean } | { kind: 'field'; field: FieldDefinition; desc: boolean };

export interface EntryListQuery {
  contentType: string | null;
  order: OrderTerm[];
  limit: number;
  skip: number;
  locale: string;
  richText: RichTextFormat;
  include: number;
  filters: FieldFilter[];
  /** `sys.id`, `sys.id[in]`, …: by entry id. */
  ids: IdFilter[];
  /** `query=`: full-text search (docs/entries.md "Search"); null without one. */
  search: SearchQuery | null;
  /** Draft readers only; absent means every status except archived. */
  status: EntryStatus | null;
  /** `links_to_entry` / `links_to_asset`: only entries pointing at this target. */
  linksTo: { type: 'Entry' | 'Asset'; id: string } | null;
}

const ORDERABLE = new Set(['symbol', 'text', 'slug', 'integer', 'number', 'boolean', 'date', 'url', 'email', 'color', 'select', 'reference', 'asset']);

export function parseLocale(raw: string | undefined, ctx: LocaleContext): string {
  if (raw === undefined || raw === '') return ctx.defaultLocale;
  if (raw === '*') return '*';
  const code = normalizeLocaleCode(raw);
  if (!code || !ctx.codes.includes(code)) throw invalidParameter('locale', `a language of this site (${ctx.codes.join(', ')}) or * for all`);
  return code;
}

export function parseOrder(raw: string, def: ContentTypeDefinition | null): OrderTerm[] {
  const terms = raw.split(',').map((t) => t.trim()).filter(Boolean);
  if (terms.length === 0 || terms.length > 3) throw invalidParameter('order', 'one to three comma-separated terms like -sys.published_at or fields.title');
  return terms.map((term) => {
    const desc = term.startsWith('-');
    const name = desc ? term.slice(1) : term;
    if (name.startsWith('sys.')) {
      const key = name.slice(4) as SysOrderKey;
      if (!SYS_ORDER_KEYS.includes(key)) throw invalidParameter('order', `sys.${SYS_ORDER_KEYS.join(', sys.')} or fields.<api_id>, with a leading - for descending`);
      return { kind: 'sys' as const, key, desc };
    }
    if (name.startsWith('fields.')) {
      if (!def) throw invalidParameter('order', 'content_type together with an order on fields.<api_id>', 'Add content_type=<api_id> to order by one of its fields.');
      const field = activeFields(def).find((f) => f.api_id === name.slice(7));
      if (!field) throw invalidParameter('order', `a field of ${def.api_id} (${activeFields(def).map((f) => f.api_id).join(', ')})`);
      if (!ORDERABLE.has(field.type)) throw invalidParameter('order', `a field holding a single value; ${field.api_id} is ${field.type}`);
      return { kind: 'field' as const, field, desc };
    }
    throw invalidParameter('order', 'sys.created_at, sys.updated_at, sys.published_at, sys.position or fields.<api_id>, with a leading - for descending');
  });
}

export interface RawListQuery {
  content_type?: string;
  order?: string;
  limit: number;
  skip: number;
  locale?: string;
  rich_text: RichTextFormat;
  include: number;
  status?: EntryStatus;
  query?: string;
  links_to_entry?: string;
  links_to_asset?: string;
  [param: string]: unknown;
}

/** `links_to_entry` or `links_to_asset` (Contentful's names), at most one of them. */
function parseLinksTo(raw: RawListQuery): EntryListQuery['linksTo'] {
  if (raw.links_to_entry !== undefined && raw.links_to_asset !== undefined) {
    throw invalidParameter('links_to_asset', 'one of links_to_entry and links_to_asset, not both', 'Send links_to_entry or links_to_asset, then filter the other in a second request.');
  }
  const [type, name, id] = raw.links_to_entry !== undefined ? (['Entry', 'links_to_entry', raw.links_to_entry] as const) : (['Asset', 'links_to_asset', raw.links_to_asset] as const);
  if (id === undefined) return null;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw invalidParameter(name, `one ${type === 'Entry' ? 'entry' : 'file'} id`);
  return { type, id };
}

export function parseListQuery(raw: RawListQuery, def: ContentTypeDefinition | null, ctx: LocaleContext, defaultOrder: string): EntryListQuery {
  checkPage(raw);
  const filters: FieldFilter[] = [];
  const ids: IdFilter[] = [];
  for (const [param, value] of Object.entries(raw)) {
    if (!param.startsWith('fields.') && !param.startsWith('sys.')) continue;
    if (typeof value !== 'string') throw invalidParameter(param, 'a single value (the parameter was sent more than once)');
    if (param.startsWith('sys.')) {
      const id = parseIdFilter(param, value);
      if (!id) throw invalidParameter(param, 'sys.id, sys.id[ne], sys.id[in] or sys.id[nin] (the only sys filters)');
      ids.push(id);
    } else filters.push(parseFilter(param, value, def));
  }
  const search = raw.query === undefined ? null : parseSearch(raw.query);
  return {
    contentType: def?.api_id ?? null,
    // A search without an order lists the best matches first.
    order: raw.order ? parseOrder(raw.order, def) : search ? [] : parseOrder(defaultOrder, def),
    limit: raw.limit,
    skip: raw.skip,
    locale: parseLocale(raw.locale, ctx),
    richText: raw.rich_text,
    include: raw.include,
    filters,
    ids,
    search,
    status: raw.status ?? null,
    linksTo: parseLinksTo(raw),
  };
}
