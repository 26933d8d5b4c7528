import type { EntryReadResult, SearchFacts } from '../app/entries/resolve-links.ts';
import { siteUrlOf, storedOf, valuesOf } from '../domain/entries/site-url.ts';
import type { SpaceModel } from '../app/entries/space-model.ts';
import type { EntryRow, EntryVersionRow, ReadEntryRow } from '../db/repos/entries.ts';
import { readFields } from '../domain/entries/locale-values.ts';
import { normalizeLocaleCode } from '../domain/locales.ts';
import { presentFields, type ValuePresentation } from '../domain/entries/present-values.ts';
import type { Audience, StoredFields } from '../domain/entries/types.ts';
import type { TranslationState } from '../domain/translation/plan.ts';
import { Type } from '@fastify/type-provider-typebox';
import { ENTRY_STATUSES } from '../domain/entries/types.ts';
import { AssetSchema, assetUrl, presentAsset } from './asset.ts';
import { Nullable } from './nullable.ts';
import { ACTOR_TYPES, StringEnum } from './schema-enums.ts';
import { Bool, Int, Limit, List, ListSys, Num, Skip, Str, Strings, Time, Total } from './schema-values.ts';

const ENTRY_ID = '4BqrajvA8E6qwgkieoqmqO';
const Fields = Type.Record(Type.String(), Type.Unknown(), {
  description: 'values keyed by field API ID, in the formats of the field types; with locale=*, each an object keyed by language code',
  examples: [{ title: 'Hello world', slug: 'hello-world' }],
});

const Sys = Type.Object(
  {
    id: Str('the entry id', ENTRY_ID),
    type: Type.Literal('Entry', { description: 'always Entry' }),
    content_type: Str('the API ID of its content type', 'post'),
    version: Int('its version, raised by every save (delivery keys: the published version)', 4),
    published_version: Nullable(Int('the version readers see, or null when never published', 3)),
    status: Type.Union(ENTRY_STATUSES.map((v) => Type.Literal(v)), { description: 'draft: never published; published; changed: published, with newer draft changes; archived' }),
    created_at: Time('when it was created'),
    updated_at: Time('when it was last saved (delivery keys: when it was published)'),
    published_at: Nullable(Time('when it was last published, or null')),
    first_published_at: Nullable(Time('when it was first published, or null')),
    locale: Str('the language of the values', 'en'),
    position: Type.Optional(Int('its place when the type orders entries by hand (sys.position), 1 first', 1)),
    url: Type.Optional(Type.String({ format: 'uri', description: 'its page on the live site, when the type has a url_path and the entry is published', examples: ['https://example.com/blog/hello-world'] })),
    preview_url: Type.Optional(Type.String({ format: 'uri', description: 'keys that read drafts: its page on the staging site', examples: ['https://preview.example.com/blog/hello-world'] })),
    links_count: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'GET of one entry with a key that reads drafts only (management, preview, agents): how many other entries link to this one in their latest values (references, list cells and rich-text links and embeds; archived entries included), from the link index. These are the entries `?links_to_entry={id}` lists (with `status=archived` for the archived ones) and that refuse a delete. See /docs/entries.',
        examples: [3],
      }),
    ),
    search: Type.Optional(
      Type.Object(
        {
          rank: Num('relevance, higher is better, comparable within one answer only; 0 when more than 1,000 match and the items are unranked', 3.72),
          snippet: Str('the best matching passage as HTML: the text escaped, each match in <mark>…</mark>, at most about 24 words', 'Fresh <mark>sourdough</mark> every morning'),
        },
        { description: 'lists with `query=` only: how the entry matched (docs/entries.md "Search")' },
      ),
    ),
    translations: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object({
          fields: Strings('fields of this language machine-translated from the default language', ['title', 'body']),
          stale: Strings('those among them whose default-language value changed since: translate again with {"stale": true}', ['body']),
        }),
        {
          description:
            'Keys that read drafts only, and only when the entry has machine-translated values: per language code, which fields were translated by POST …/translate and which of those are stale. See /docs/translation.',
          examples: [{ fr: { fields: ['title', 'body'], stale: ['body'] } }],
        },
      ),
    ),
  },
  { description: "the entry's system data" },
);

/** An entry (SPEC "Entry"). Inline, not a registered $id: a plugin that calls addSchema loses the app's validator compiler. */
export const EntrySchema = Type.Object({ sys: Sys, fields: Fields }, { title: 'Entry' });

const Includes = Type.Object(
  { Entry: List('linked entries', EntrySchema), Asset: List('linked files', AssetSchema) },
  { description: 'the entries and files the answer links to, up to `include` levels deep' },
);

export const EntryWithIncludes = Type.Object({ sys: Sys, fields: Fields, includes: Type.Optional(Includes) }, { title: 'Entry' });

/** A page of entries (SPEC "Collection"). */
export const EntryCollection = Type.Object({
  sys: ListSys,
  total: Total,
  total_exact: Type.Optional(
    Type.Literal(false, { description: 'Present (false) only when total is a lower bound: a query= search matching more entries than are counted (1,000); its items are then in the list order instead of by rank.' }),
  ),
  skip: Skip,
  limit: Limit,
  items: List('the entries of this page', EntrySchema),
  includes: Includes,
});

/** An entry's stored versions, newest first. */
export const VersionList = Type.Object({
  sys: ListSys,
  total: Total,
  skip: Skip,
  limit: Limit,
  items: List(
    'the versions of this page',
    Type.Object({
      version: Int('the version number', 3),
      author: Type.Object({ type: StringEnum(ACTOR_TYPES, { description: 'what kind of actor saved it' }), name: Str('its name', 'Ada Lovelace') }, { description: 'who saved it' }),
      created_at: Time('when it was saved'),
      published: Bool('true when this version was published', true),
      fields: Fields,
    }),
  ),
});

/**
 * SPEC "Entry" and "Collection". Delivery readers see the published snapshot: its version,
 * status `published`, and `updated_at` = when it was published, so nothing about drafts shows.
 */
function presentRow(row: ReadEntryRow, values: Record<string, unknown>, model: SpaceModel, audience: Audience, locale: string, vp: ValuePresentation, translations?: Record<string, TranslationState>, search?: SearchFacts) {
  const def = model.types.get(row.content_type);
  const delivery = audience === 'delivery';
  const published = row.published_fields ? (JSON.parse(row.published_fields) as StoredFields) : null;
  const url = row.published_version !== null ? siteUrlOf(model, row.content_type, published, locale, 'production') : null;
  const previewUrl = delivery ? null : siteUrlOf(model, row.content_type, storedOf(row, 'drafts'), locale, 'preview');
  return {
    sys: {
      id: row.id,
      type: 'Entry' as const,
      content_type: row.content_type,
      version: delivery ? (row.published_version as number) : row.version,
      published_version: row.published_version,
      status: delivery ? ('published' as const) : row.status,
      created_at: row.created_at,
      updated_at: delivery ? (row.published_at as string) : row.updated_at,
      published_at: row.published_at,
      first_published_at: row.first_published_at,
      locale,
      ...(row.position !== null ? { position: row.position } : {}),
      ...(url ? { url } : {}),
      ...(previewUrl ? { preview_url: previewUrl } : {}),
      ...(translations && !delivery ? { translations } : {}),
      ...(search ? { search } : {}),
    },
    fields: def ? presentFields(def, values, locale, vp) : {},
  };
}

/** A row's read values: entries found in the read memo were not read again until needed. */
const valuesFor = (r: EntryReadResult, row: ReadEntryRow) => r.values.get(row.id) ?? valuesOf(r.model, row, r.options);

function valuePresentation(r: EntryReadResult, baseUrl: string): ValuePresentation {
  const assets = new Map(r.assets.map((a) => [a.id, a]));
  return {
    richText: r.options.richText,
    resolveAsset: (id) => {
      const a = assets.get(id);
      return a ? { url: assetUrl(baseUrl, a), alt: a.alt, content_type: a.content_type } : undefined;
    },
    resolveEntry: (id) => {
      const row = r.linkTargets?.get(id);
      return row ? { url: linkedEntryUrl(r, row) } : undefined;
    },
    visibleEntries: r.visibleEntries,
  };
}

/**
 * Where a rich-text link to an entry goes in HTML: its `sys.url` in the reader's language (with
 * the language's fallbacks, as the entry's own `sys.url`); readers of drafts get its staging URL
 * while it has no live one.
 */
function linkedEntryUrl(r: EntryReadResult, row: ReadEntryRow): string | null {
  const locale = r.options.locale === '*' ? r.model.locales.defaultLocale : r.options.locale;
  const published = row.published_fields ? (JSON.parse(row.published_fields) as StoredFields) : null;
  const live = row.published_version !== null ? siteUrlOf(r.model, row.content_type, published, locale, 'production') : null;
  if (live || r.options.audience === 'delivery') return live;
  return siteUrlOf(r.model, row.content_type, storedOf(row, 'drafts'), locale, 'preview');
}

function includesOf(r: EntryReadResult, baseUrl: string, vp: ValuePresentation) {
  const { audience, locale, include } = r.options;
  return {
    Entry: r.includedEntries.map((row) => presentRow(row, valuesFor(r, row), r.model, audience, locale, vp)),
    Asset: include > 0 ? r.assets.map((a) => presentAsset(baseUrl, a)) : [],
  };
}

export function presentEntryCollection(r: EntryReadResult, baseUrl: string, page: { skip: number; limit: number }) {
  const vp = valuePresentation(r, baseUrl);
  const { audience, locale } = r.options;
  return {
    sys: { type: 'Array' as const },
    total: r.total,
    ...(r.totalExact === false ? { total_exact: false as const } : {}),
    skip: page.skip,
    limit: page.limit,
    items: r.items.map((row) => presentRow(row, valuesFor(r, row), r.model, audience, locale, vp, r.translations?.get(row.id), r.search?.get(row.id))),
    includes: includesOf(r, baseUrl, vp),
  };
}

/**
 * The entry as JSON text, from what earlier reads remembered when it still fits (same snapshot,
 * model, language, format and visible links: `app/entries/read-memo.ts`), else presented now
 * and remembered. The same bytes as `JSON.stringify(presentRow(…))` either way.
 */
function rowJson(r: EntryReadResult, row: ReadEntryRow, vp: ValuePresentation): string {
  const { audience, locale } = r.options;
  const e = r.remembered?.get(row.id);
  if (!e) return JSON.stringify(presentRow(row, valuesFor(r, row), r.model, audience, locale, vp, r.translations?.get(row.id)));
  let shown = '';
  for (const id of e.entries) shown += !r.visibleEntries || r.visibleEntries.has(id) ? '1' : '0';
  if (e.json !== undefined && e.shown === shown) return e.json;
  const json = JSON.stringify(presentRow(row, valuesFor(r, row), r.model, audience, locale, vp));
  r.memo!.setJson(e, json, shown);
  return json;
}

/**
 * `JSON.stringify(presentEntryCollection(r, baseUrl, page))`, byte for byte, built from each
 * entry's JSON text: after a publish a list re-presents only the entries that changed.
 */
export function presentEntryCollectionJson(r: EntryReadResult, baseUrl: string, page: { skip: number; limit: number }): string {
  const vp = valuePresentation(r, baseUrl);
  const items = r.items.map((row) => (r.search ? JSON.stringify(presentRow(row, valuesFor(r, row), r.model, r.options.audience, r.options.locale, vp, r.translations?.get(row.id), r.search.get(row.id))) : rowJson(r, row, vp))).join(',');
  const included = r.includedEntries.map((row) => rowJson(r, row, vp)).join(',');
  const assets = JSON.stringify(r.options.include > 0 ? r.assets.map((a) => presentAsset(baseUrl, a)) : []);
  const exact = r.totalExact === false ? ',"total_exact":false' : '';
  return `{"sys":{"type":"Array"},"total":${JSON.stringify(r.total)}${exact},"skip":${JSON.stringify(page.skip)},"limit":${JSON.stringify(page.limit)},"items":[${items}],"includes":{"Entry":[${included}],"Asset":${assets}}}`;
}

/** One entry; with include ≥ 1 its linked entries and files come in `includes`, as in a collection. */
export function presentSingleEntry(r: EntryReadResult, baseUrl: string) {
  const vp = valuePresentation(r, baseUrl);
  const row = r.items[0];
  const shown = presentRow(row, valuesFor(r, row), r.model, r.options.audience, r.options.locale, vp, r.translations?.get(row.id));
  const entry = r.linksCount !== undefined ? { ...shown, sys: { ...shown.sys, links_count: r.linksCount } } : shown;
  return r.options.include > 0 ? { ...entry, includes: includesOf(r, baseUrl, vp) } : entry;
}

/**
 * The entry a write returns (REST, MCP), in the write's language: the code it was sent in, `*`
 * (values keyed by code), or the default language when none was sent.
 */
export function presentWrittenEntry(row: EntryRow, model: SpaceModel, sent: string | undefined, translations?: Record<string, TranslationState>) {
  const locale = sent === '*' ? '*' : (sent && normalizeLocaleCode(sent)) || model.locales.defaultLocale;
  const def = model.types.get(row.content_type);
  const values = def ? readFields(def, JSON.parse(row.fields) as StoredFields, locale, model.locales) : {};
  return presentRow(row, values, model, 'drafts', locale, { richText: 'json', resolveAsset: () => undefined }, translations);
}

/** SPEC "Entry version record": fields in every language (`*` form), links as Link objects. */
export function presentVersion(v: EntryVersionRow, entry: EntryRow, model: SpaceModel) {
  const def = model.types.get(entry.content_type);
  const fields = def ? presentFields(def, readFields(def, JSON.parse(v.fields) as StoredFields, '*', model.locales), '*', { richText: 'json', resolveAsset: () => undefined }) : {};
  return { version: v.version, author: { type: v.author_type, name: v.author_name }, created_at: v.created_at, published: v.published === 1, fields };
}
