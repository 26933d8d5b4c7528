import type { EntryListSpec } from '../../db/repos/entry-list.ts';
import type { FieldDefinition } from '../../domain/content-model/types.ts';
import { chainFor } from '../../domain/entries/locale-values.ts';
import type { EntryListQuery } from '../../domain/entries/query.ts';
import type { Audience, LocaleContext } from '../../domain/entries/types.ts';
import type { JsonValueKind } from '../../db/dialect/json.ts';
import { textSearchConfig } from '../../db/dialect/full-text.ts';

const COMPOSITE = new Set(['json', 'rich_text', 'list']);

function kindOf(field: FieldDefinition): JsonValueKind {
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'boolean';
  return 'text';
}

/**
 * A parsed list query in storage terms: filters and field orders compare the value the reader
 * sees, i.e. in the asked language through its fallbacks (`*`: the default language).
 */
export function toListSpec(spaceId: string, q: EntryListQuery, audience: Audience, ctx: LocaleContext, searchLocale: string | null = null): EntryListSpec {
  const locale = q.locale === '*' ? ctx.defaultLocale : q.locale;
  return {
    spaceId,
    contentType: q.contentType,
    audience,
    status: q.status,
    filters: q.filters.map((f) => ({ field: f.field.api_id, chain: chainFor(f.field, locale, ctx), kind: kindOf(f.field), op: f.op, value: f.value, values: f.values, list: f.list, composite: COMPOSITE.has(f.field.type) })),
    ids: q.ids,
    search: q.search && {
      ...q.search,
      // Without a language asked for (or with *), every language's text is searched.
      locale: searchLocale,
      configs: [...new Set((searchLocale ? [searchLocale] : ctx.codes).map(textSearchConfig))],
      rowsPerEntry: searchLocale ? 1 : ctx.codes.length,
    },
    order: q.order.map((o) => (o.kind === 'sys' ? { sys: o.key, desc: o.desc } : { field: o.field.api_id, chain: chainFor(o.field, locale, ctx), kind: kindOf(o.field), desc: o.desc })),
    limit: q.limit,
    skip: q.skip,
    linksTo: q.linksTo,
  };
}
