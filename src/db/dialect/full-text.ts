import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../client.ts';
import type { DB } from '../schema.ts';
import { markSnippet, MARK_START } from '../../domain/entries/search-text.ts';

export interface FullTextHit {
  entry_id: string;
  content_type: string;
  locale: string;
  field: string;
  body: string;
}

/**
 * Best-matching published documents of a space for any of `terms` (words of letters and
 * digits only). SQLite ranks with FTS5's bm25 over `search_documents_fts`, PostgreSQL with
 * ts_rank over the generated `tsv` column; both use no stemming, so any language works alike.
 */
export async function fullTextSearch(db: Kysely<DB>, engine: Engine, spaceId: string, terms: readonly string[], limit: number): Promise<FullTextHit[]> {
  const words = terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t));
  if (words.length === 0) return [];
  if (engine === 'sqlite') {
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const { rows } = await sql<FullTextHit>`
      SELECT d.entry_id, d.content_type, d.locale, d.field, d.body
      FROM search_documents_fts f JOIN search_documents d ON d.id = f.rowid
      WHERE search_documents_fts MATCH ${match} AND d.space_id = ${spaceId}
      ORDER BY bm25(search_documents_fts) LIMIT ${limit}`.execute(db);
    return rows;
  }
  const query = words.join(' | ');
  const { rows } = await sql<FullTextHit>`
    SELECT entry_id, content_type, locale, field, body
    FROM search_documents, to_tsquery('simple', ${query}) q
    WHERE space_id = ${spaceId} AND tsv @@ q
    ORDER BY ts_rank(tsv, q) DESC, id LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * PostgreSQL text-search configurations by language code (its part before any region), for
 * entry search (`entry_search`): stemming in the language the text is written in. Languages
 * without one use `simple` (lower-casing, no stemming). The names are those PostgreSQL 13+ ships.
 */
const CONFIGS: Record<string, string> = {
  ar: 'arabic', ca: 'catalan', da: 'danish', de: 'german', el: 'greek', en: 'english', es: 'spanish', eu: 'basque', fi: 'finnish',
  fr: 'french', ga: 'irish', hi: 'hindi', hu: 'hungarian', hy: 'armenian', id: 'indonesian', it: 'italian', lt: 'lithuanian',
  nb: 'norwegian', ne: 'nepali', nl: 'dutch', nn: 'norwegian', no: 'norwegian', pt: 'portuguese', ro: 'romanian', ru: 'russian',
  sr: 'serbian', sv: 'swedish', ta: 'tamil', tr: 'turkish', yi: 'yiddish',
};

export function textSearchConfig(locale: string): string {
  return CONFIGS[locale.slice(0, 2).toLowerCase()] ?? 'simple';
}

/** What an entry search asks (`domain/entries/search-text.ts`), in storage terms. */
export interface EntrySearchSpec {
  words: string[];
  prefix: boolean;
  /** Only rows of this language; null: every language. */
  locale: string | null;
  /** PostgreSQL: the configurations of the languages searched (the query is read with each). */
  configs: string[];
  /** At most this many index rows per entry and reader: the languages searched. */
  rowsPerEntry: number;
  /**
   * SQLite: the index's terms the last word's prefix covers (`withPrefixTerms`), read by matching
   * and probing queries in its place; null when they are too many (the prefix is read as such).
   */
  prefixTerms?: string[] | null;
}

/** Which rows a reader searches: delivery keys the published text only, readers of drafts the latest. */
export type SearchRows = 'published' | 'latest';

/**
 * FTS5 query: every word, each a quoted string (letters and digits only, so nothing to escape), the
 * last also as a prefix, or, given `lastTerms`, as any of those whole terms.
 */
function ftsMatch(s: EntrySearchSpec, lastTerms?: readonly string[]): string {
  return s.words
    .map((w, i) => {
      if (i !== s.words.length - 1 || !s.prefix) return `"${w}"`;
      // No term: a word no text holds (FTS5 has no empty OR).
      if (lastTerms) return lastTerms.length === 0 ? `"${w}"` : `(${lastTerms.map((t) => `"${t}"`).join(' OR ')})`;
      return `"${w}"*`;
    })
    // FTS5 takes no implicit AND before a parenthesis.
    .join(lastTerms ? ' AND ' : ' ');
}

/** At most this many terms stand in for a prefix in probes; a shorter prefix is read once instead. */
const PREFIX_TERMS_MAX = 16;

/**
 * SQLite: the terms of the index the last word's prefix stands for (`entry_search_terms`, an
 * fts5vocab table), when they are few and the word is one the tokenizer keeps as written (ASCII
 * letters and digits; others are folded first). FTS5 reads a prefix by merging the lists of every
 * term it covers, whatever rowid it is asked about: 3 ms per entry probed for a word in 100,000
 * rows, where the same terms named one by one seek a single row. Null: use the prefix itself.
 */
export async function withPrefixTerms(db: Kysely<DB>, engine: Engine, s: EntrySearchSpec): Promise<EntrySearchSpec> {
  const last = s.words[s.words.length - 1];
  if (engine !== 'sqlite' || !s.prefix) return s;
  if (!/^[a-z0-9]+$/.test(last)) return { ...s, prefixTerms: null };
  const upper = last.slice(0, -1) + String.fromCharCode(last.charCodeAt(last.length - 1) + 1);
  const { rows } = await sql<{ term: string }>`select term from entry_search_terms where term >= ${last} and term < ${upper} limit ${PREFIX_TERMS_MAX + 1}`.execute(db);
  return { ...s, prefixTerms: rows.length <= PREFIX_TERMS_MAX ? rows.map((r) => r.term) : null };
}

/** The FTS5 query of matching and probing queries: a prefix as its terms when they were looked up. */
const ftsFind = (s: EntrySearchSpec) => ftsMatch(s, s.prefixTerms ?? undefined);

/** The tsquery: every word (`&`), the last also as a prefix, read with each configuration and OR-ed. */
function tsQuery(s: EntrySearchSpec): RawBuilder<unknown> {
  const text = s.words.map((w, i) => (i === s.words.length - 1 && s.prefix ? `${w}:*` : w)).join(' & ');
  const configs = s.configs.length > 0 ? s.configs : ['simple'];
  return sql`(${sql.join(configs.map((c) => sql`to_tsquery(${c}::regconfig, ${text})`), sql` || `)})`;
}

/** Title weighs four times the body in both engines' ranking (FTS5 bm25 column weights; tsvector weights A and B). */
const TITLE_WEIGHT = 4.0;

/**
 * The matching entries of a space with their rank (higher is better), one row per entry, as a
 * derived table `hits(entry_id, rank)` to join entries with.
 */
export function searchHits(engine: Engine, spaceId: string, rows: SearchRows, s: EntrySearchSpec): AliasedRawBuilder<{ entry_id: string; rank: number }, 'hits'> {
  const flag = sql.ref(`s.${rows}`);
  const locale = s.locale === null ? sql`` : sql` and s.locale = ${s.locale}`;
  if (engine === 'sqlite') {
    // bm25() cannot run inside an aggregate: the rows are ranked in a subquery that its LIMIT
    // keeps SQLite from merging into the grouping one (sqlite.org/optoverview.html#flattening).
    return sql<{ entry_id: string; rank: number }>`(select entry_id, max(rank) as rank from (
        select s.entry_id as entry_id, -bm25(entry_search_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0) as rank
        from entry_search_fts join entry_search s on s.id = entry_search_fts.rowid
        where entry_search_fts match ${ftsMatch(s)} and s.space_id = ${spaceId} and ${flag} = 1${locale}
        limit -1)
      group by entry_id)`.as('hits');
  }
  const q = tsQuery(s);
  return sql<{ entry_id: string; rank: number }>`(select s.entry_id as entry_id, max(ts_rank(s.tsv, ${q})) as rank
    from entry_search s
    where s.tsv @@ ${q} and s.space_id = ${spaceId} and ${flag} = 1${locale}
    group by s.entry_id)`.as('hits');
}

/**
 * The entry ids of the index rows matching, in the index's order, not ranked and not grouped (an
 * entry with the words in two languages comes twice): a derived table `hits(entry_id)` the
 * caller joins and LIMITs, so the engine stops reading the matches there. PostgreSQL, with
 * `recent`: only among the newest `recent` rows of the index table, each tested without the GIN
 * index.
 */
export function searchMatchRows(engine: Engine, spaceId: string, rows: SearchRows, s: EntrySearchSpec, recent?: number): AliasedRawBuilder<{ entry_id: string; row_id: number }, 'hits'> {
  const flag = sql.ref(`s.${rows}`);
  const locale = s.locale === null ? sql`` : sql` and s.locale = ${s.locale}`;
  if (engine === 'sqlite') {
    return sql<{ entry_id: string; row_id: number }>`(select s.entry_id as entry_id, entry_search_fts.rowid as row_id
        from entry_search_fts cross join entry_search s on s.id = entry_search_fts.rowid
        where entry_search_fts match ${ftsFind(s)} and s.space_id = ${spaceId} and ${flag} = 1${locale})`.as('hits');
  }
  const from = recent === undefined ? sql`entry_search s` : sql`(select id, entry_id, space_id, locale, latest, published, tsv from entry_search order by id desc limit ${recent}) s`;
  return sql<{ entry_id: string; row_id: number }>`(select s.entry_id as entry_id, s.id as row_id from ${from}
    where s.tsv @@ ${tsQuery(s)} and s.space_id = ${spaceId} and ${flag} = 1${locale})`.as('hits');
}

/**
 * True when the entry (correlated as `entries`) has a matching index row for the reader: a probe
 * by entry id, for walks of an order that probe many entries. SQLite: the FTS index is sought by
 * rowid for each, with a prefix named as its terms (`prefixTerms`); when they are too many, the
 * matching rowids are read once into a list (SQLite builds a non-correlated IN list once per
 * statement) that each probe looks up.
 */
export function searchProbe(engine: Engine, spaceId: string, rows: SearchRows, s: EntrySearchSpec): RawBuilder<boolean> {
  const flag = sql.ref(`s.${rows}`);
  const locale = s.locale === null ? sql`` : sql` and s.locale = ${s.locale}`;
  if (engine === 'sqlite') {
    if (s.prefixTerms === null) {
      // `+s.id`: a membership test of the list, not a loop over it for every entry.
      return sql<boolean>`exists (select 1 from entry_search s
        where s.entry_id = entries.id and s.space_id = ${spaceId} and ${flag} = 1${locale}
          and +s.id in (select rowid from entry_search_fts where entry_search_fts match ${ftsMatch(s)}))`;
    }
    return sql<boolean>`exists (select 1 from entry_search s cross join entry_search_fts on entry_search_fts.rowid = s.id
      where s.entry_id = entries.id and s.space_id = ${spaceId} and ${flag} = 1${locale} and entry_search_fts match ${ftsFind(s)})`;
  }
  return sql<boolean>`exists (select 1 from entry_search s where s.entry_id = entries.id and s.space_id = ${spaceId} and ${flag} = 1${locale} and s.tsv @@ ${tsQuery(s)})`;
}

/** The rank of each of `ids` (entries known to match), the best of its rows: ranked one by one, never the whole index. */
export async function searchRanks(db: Kysely<DB>, engine: Engine, spaceId: string, rows: SearchRows, s: EntrySearchSpec, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const flag = sql.ref(`s.${rows}`);
  const locale = s.locale === null ? sql`` : sql` and s.locale = ${s.locale}`;
  const idList = sql.join(ids.map((id) => sql`${id}`));
  const { rows: found } =
    engine === 'sqlite'
      ? await sql<{ entry_id: string; rank: number }>`select s.entry_id as entry_id, -bm25(entry_search_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0) as rank
          from entry_search s cross join entry_search_fts on entry_search_fts.rowid = s.id
          where s.entry_id in (${idList}) and s.space_id = ${spaceId} and ${flag} = 1${locale} and entry_search_fts match ${ftsMatch(s)}`.execute(db)
      : await sql<{ entry_id: string; rank: number }>`select s.entry_id as entry_id, ts_rank(s.tsv, ${tsQuery(s)}) as rank
          from entry_search s where s.entry_id in (${idList}) and s.space_id = ${spaceId} and ${flag} = 1${locale} and s.tsv @@ ${tsQuery(s)}`.execute(db);
  const out = new Map<string, number>();
  for (const r of found) out.set(r.entry_id, Math.max(out.get(r.entry_id) ?? -Infinity, Number(r.rank)));
  return out;
}

export interface SearchSnippet {
  entry_id: string;
  snippet: string;
  score: number;
}

/**
 * The matched passage of each of `ids` (the entries of one page), marked with the engine's
 * snippet function: `MARK_START`/`MARK_END` (domain/entries/search-text.ts) around each match.
 * One row per matching language row; the caller keeps each entry's best.
 */
export async function searchSnippets(db: Kysely<DB>, engine: Engine, spaceId: string, rows: SearchRows, s: EntrySearchSpec, ids: readonly string[], scored = true): Promise<SearchSnippet[]> {
  if (ids.length === 0) return [];
  const flag = sql.ref(`s.${rows}`);
  const locale = s.locale === null ? sql`` : sql` and s.locale = ${s.locale}`;
  const idList = sql.join(ids.map((id) => sql`${id}`));
  if (engine === 'sqlite' && !scored) {
    // Unranked pages (a common word): FTS5's snippet() seeks the word's whole list for each row;
    // the passage is marked from the row's text instead (`markSnippet`, the same words).
    const { rows: texts } = await sql<{ entry_id: string; title: string; body: string }>`select s.entry_id as entry_id, s.title as title, s.body as body
      from entry_search s where s.entry_id in (${idList}) and s.space_id = ${spaceId} and ${flag} = 1${locale}`.execute(db);
    return texts.flatMap((t) => {
      const snippet = markSnippet(`${t.title}\n${t.body}`, s.words, s.prefix);
      return snippet.includes(MARK_START) ? [{ entry_id: t.entry_id, snippet, score: 0 }] : [];
    });
  }
  if (engine === 'sqlite') {
    // Driven by the page's rows (CROSS JOIN keeps that order): the FTS table is probed by rowid.
    const { rows: found } = await sql<SearchSnippet>`select s.entry_id as entry_id,
        snippet(entry_search_fts, -1, char(2), char(3), '…', 24) as snippet,
        ${scored ? sql`-bm25(entry_search_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0)` : sql`0`} as score
      from entry_search s cross join entry_search_fts on entry_search_fts.rowid = s.id
      where s.entry_id in (${idList}) and s.space_id = ${spaceId} and ${flag} = 1${locale} and entry_search_fts match ${ftsMatch(s)}`.execute(db);
    return found;
  }
  const q = tsQuery(s);
  const { rows: found } = await sql<SearchSnippet>`select s.entry_id as entry_id,
      ts_headline(s.config, s.title || E'\\n' || s.body, ${q}, ${'StartSel=\u0002, StopSel=\u0003, MaxFragments=1, MaxWords=30, MinWords=12, FragmentDelimiter=" … "'}) as snippet,
      ${scored ? sql`ts_rank(s.tsv, ${q})` : sql`0`} as score
    from entry_search s
    where s.entry_id in (${idList}) and s.space_id = ${spaceId} and ${flag} = 1${locale} and s.tsv @@ ${q}`.execute(db);
  return found;
}
