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
  'language',
  'open_graph',
  'structured_data',
  'headings',
  'image_alt',
  'indexing',
  'entry_fields',
  'asset_alt',
  'entry_urls',
] as const;
export type CheckKey = (typeof CHECK_KEYS)[number];

/** Why a fetch brought no answer. */
export type FetchFailure = 'timeout' | 'too_large' | 'network' | 'refused' | 'budget';

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
