// The part of make-fetch-happen the caching test uses (its @types package drags in node-fetch
// typings that clash with the global fetch types).
declare module 'make-fetch-happen' {
  interface CachingFetch {
    (url: string, init?: { headers?: Record<string, string> }): Promise<Response>;
    defaults(opts: { cachePath: string }): CachingFetch;
  }
  const fetch: CachingFetch;
  export default fetch;
}
