/**
 * The AI-readiness check (SPEC "AI readiness", docs/readiness.md): what the site reader fetched
 * from the live site, what Tessera knows about its own published content, and the checks that
 * come out of both. Everything here is plain data so the checks stay pure.
 */

export type CheckStatus = 'pass' | 'warn' | 'fail';
export type FixBy = 'content' | 'site';

/** One check as SPEC's readiness record names it; `doc_url` is added when presented. */
export interface CheckResult {
  key: CheckKey;
  title: string;
  status: CheckStatus;
  detail: string;
  fix_by: FixBy;
  /** What an agent should do to fix it (null when it passes, or when it could not be checked). */
  ask_agent: string | null;
  /**
   * False when the check could not run because what it reads was kept from the crawler (a bot
   * wall): its status is then `warn` (SPEC knows no other), its detail starts "Not checked",
   * and it asks nothing of anyone; the wall is crawler_access's one finding. Absent: checked.
   */
  checked?: boolean;
  /**
   * A content finding's fix as a ready `POST …/batch` request body (update each entry, then
   * publish it), for the entries whose fix Tessera can write itself; absent or null otherwise.
   */
  fix_batch?: FixBatch | null;
}

/** A `POST /api/v1/spaces/{space_id}/batch` body; see docs/batch.md. */
export interface FixBatch {
  operations: Array<{ op: 'update_entry'; id: string; version: number; fields: Record<string, string> } | { op: 'publish_entry'; id: string }>;
}

export const CHECK_KEYS = [
  'https',
  'robots_txt',
  'crawler_access',
  'llms_txt',
  'sitemap',
  'text_without_js',
  'title_description',
  'canonical',
  'redirects',
  'language',
  'open_graph',
  'structured_data',
  'structured_data_match',
  'headings',
  'image_alt',
  'indexing',
  'entry_fields',
  'asset_alt',
  'entry_urls',
] as const;
export type CheckKey = (typeof CHECK_KEYS)[number];

/** Why a fetch brought no answer. */
export type FetchFailure = 'timeout' | 'too_large' | 'network' | 'refused' | 'budget' | 'redirect_loop' | 'too_many_redirects';

/** One redirect the site answered on the way to a page: where it was asked, and the status. */
export interface RedirectHop {
  url: string;
  status: number;
}

/** One request the site reader made. `body` is the decoded text ('' when there is none). */
export interface Fetched {
  url: string;
  finalUrl: string;
  status: number | null;
  failure: FetchFailure | null;
  error: string | null;
  ms: number;
  contentType: string | null;
  xRobotsTag: string | null;
  body: string;
  /**
   * The redirects followed from `url` to `finalUrl`, in order (empty or absent: none). On a
   * loop or a chain longer than the reader follows, the hops seen so far, with `failure` saying which.
   */
  redirects?: RedirectHop[];
}

/** What the site reader brought back from the live site. */
export interface SiteSnapshot {
  /** The production URL the check started from. */
  url: string;
  /** The home page as an AI crawler asks for it. */
  home: Fetched;
  /** The home page as a browser asks for it, to compare. */
  homeAsBrowser: Fetched;
  robots: Fetched;
  llms: Fetched;
  /** Sitemaps read (from robots.txt `Sitemap:` lines, else /sitemap.xml; children of an index). */
  sitemaps: Fetched[];
  /** Sampled published entry pages, as an AI crawler asks for them. */
  pages: Fetched[];
}

/** A published entry, as the content checks need it. */
export interface PublishedEntryFacts {
  id: string;
  contentType: string;
  /** Its `sys.url` on the live site, when the type has a url_path. */
  url: string | null;
  /** The type's title field (display field) and its published value in the default language. */
  titleField: string | null;
  title: unknown;
  /** Description-like fields of the type (description, summary, excerpt, …) and their values. */
  descriptionFields: Array<{ apiId: string; value: unknown }>;
  /** Ids of the image files its published version uses. */
  assetIds: string[];
  /** Its current version, and `changed` when a draft holds unpublished edits (for the fix batch). */
  version?: number;
  status?: 'published' | 'changed';
  /** Published single values (text, numbers, dates, …) in the default language, by field, to compare with the page's structured data. */
  values?: Record<string, string | number | boolean>;
  /** The slug, read from a `slug` field, for a title derived from it. */
  slug?: string | null;
  /** Long plain-text fields, besides the description ones, a description can be drawn from. */
  bodyTexts?: string[];
}

export interface AssetFacts {
  id: string;
  title: string;
  filename: string;
  contentType: string;
  alt: string | null;
}

/** What Tessera knows about the space, passed into the checks. */
export interface SpaceFacts {
  spaceId: string;
  /** Base URL of this API, for calls named in `ask_agent`. */
  apiBaseUrl: string;
  productionUrl: string;
  defaultLocale: string;
  locales: string[];
  entries: PublishedEntryFacts[];
  assets: AssetFacts[];
  /**
   * TESSERA_ALLOW_PRIVATE_TARGETS: a site on a loopback or private address may be served over
   * plain http (local development), so the https check does not fail it for that alone.
   */
  allowPlainHttpLocally: boolean;
}
