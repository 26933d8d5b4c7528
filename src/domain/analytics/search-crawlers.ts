/**
 * Search-engine crawlers: they index pages for a search engine's results, not for AI answers or
 * training, so the report lists them apart from AI crawlers and never as people. Named here by
 * the token their user agent carries; a name whose operator publishes its ranges (Googlebot,
 * bingbot: lists/crawler-ranges.json) is verified against them like an AI crawler's. AI crawlers
 * are matched first, so Google's and Microsoft's AI tokens stay AI crawlers.
 */
export interface SearchCrawler {
  /** As the ranges list names it (`bots` in crawler-ranges.json), for verification. */
  name: string;
  operator: string;
}

const CRAWLERS: ReadonlyArray<readonly [RegExp, SearchCrawler]> = [
  // Googlebot, Googlebot-Image, -News, -Video: one crawler family, one published list.
  [/\bGooglebot(?:-[A-Za-z]+)?\b/i, { name: 'Googlebot', operator: 'Google' }],
  [/\bbingbot\b/i, { name: 'bingbot', operator: 'Microsoft' }],
  [/\bDuckDuckBot\b/i, { name: 'DuckDuckBot', operator: 'DuckDuckGo' }],
  [/\bYandexBot\b/i, { name: 'YandexBot', operator: 'Yandex' }],
  [/\bBaiduspider\b/i, { name: 'Baiduspider', operator: 'Baidu' }],
  [/\bYahoo! Slurp\b/i, { name: 'Slurp', operator: 'Yahoo' }],
  [/\bSeznamBot\b/i, { name: 'SeznamBot', operator: 'Seznam' }],
  [/\bQwantbot\b/i, { name: 'Qwantbot', operator: 'Qwant' }],
];

export function matchSearchCrawler(userAgent: string): SearchCrawler | null {
  for (const [pattern, crawler] of CRAWLERS) if (pattern.test(userAgent)) return crawler;
  return null;
}

/** Every search-engine crawler recognised (for docs and tests). */
export const listSearchCrawlers = (): SearchCrawler[] => CRAWLERS.map(([, c]) => c);

/** Rollup value of a search-engine crawler: name|operator|v (verified), u (a claim from outside the ranges) or nothing (no ranges to check). */
export const searchBotValue = (c: SearchCrawler, verified: boolean | null) => `${c.name}|${c.operator}|${verified === null ? '' : verified ? 'v' : 'u'}`;
