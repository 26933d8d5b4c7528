/** The two search engines (SPEC uses neutral names: `engine_a`, `engine_b`). */
export const SEARCH_ENGINES = ['engine_a', 'engine_b'] as const;
export type SearchEngine = (typeof SEARCH_ENGINES)[number];

export function isSearchEngine(v: unknown): v is SearchEngine {
  return typeof v === 'string' && (SEARCH_ENGINES as readonly string[]).includes(v);
}

/** What a connection stores, sealed (never returned by any API). */
export type EngineCredentials =
  | { engine: 'engine_a'; refresh_token: string; access_token: string | null; access_expires_at: string | null }
  | { engine: 'engine_b'; api_key: string };
