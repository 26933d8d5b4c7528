import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for both search engines, speaking their real protocols on 127.0.0.1:
 *
 * - engine_a: OAuth 2.0 (authorization endpoint that consents at once and redirects with a
 *   code; token endpoint for authorization_code with PKCE and refresh_token grants), the
 *   sites list `GET /webmasters/v3/sites` and Search Analytics
 *   `POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query` with any dimensions over date,
 *   query, page, country and device, or `searchAppearance` alone (the engine refuses it with
 *   other dimensions; its days are read filtered by one appearance through
 *   `dimensionFilterGroups`), `rowLimit` ≤ 25,000 and `startRow` paging, over 16 months of
 *   history. Its dataset has 300 queries a day plus anonymised queries that are counted in
 *   totals, page, country and device rows but never appear in rows grouped by query, as the
 *   real engine does.
 * - engine_b: `GET /webmaster/api.svc/json/GetQueryStats|GetPageStats?siteUrl=&apikey=` with
 *   `{"d":[…]}` rows in weekly buckets (one row per query or page and week, dated on the
 *   week's Monday, `/Date(ms-0800)/` at local midnight; the current week counts up to today),
 *   `GetQueryPageStats?query=` with one query's pages by week, and `GetRankAndTrafficStats`
 *   with the site's clicks and impressions by day. All answer about six months and take no
 *   dates.
 *
 * The dataset is a pure function of the day, so tests compute what the report must say.
 */

export const ENGINE_A_SITES = [
  { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
  { siteUrl: 'https://www.example.com/', permissionLevel: 'siteFullUser' },
  { siteUrl: 'https://unverified.example/', permissionLevel: 'siteUnverifiedUser' },
];
export const ENGINE_B_SITE = 'https://www.example.com/';
export const ENGINE_B_KEY = 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6';
export const CLIENT_ID = 'tessera-test-client.apps.example';
export const CLIENT_SECRET = 'test-client-secret';
export const QUERIES_PER_DAY = 300;
export const PAGES = 20;

export const COUNTRIES = ['usa', 'deu', 'gbr', 'fra', 'ind'];
export const DEVICES = ['DESKTOP', 'MOBILE', 'TABLET'];
export const APPEARANCES = ['VIDEO', 'REVIEW_SNIPPET'];

export interface EngineRow {
  query: string;
  page: string;
  country: string;
  device: string;
  /** The search appearance the row had, if any. */
  appearance: string | null;
  clicks: number;
  impressions: number;
  position: number;
  anonymised: boolean;
}

/** engine_a's traffic on one day: query i gets fewer clicks as i grows; two anonymised queries a day. */
export function engineADay(day: string, bump = 0, extra = 0): EngineRow[] {
  const d = Number(day.slice(8, 10));
  const rows: EngineRow[] = [];
  for (let i = 0; i < QUERIES_PER_DAY; i++) {
    const clicks = Math.max(0, 60 - Math.floor(i / 5)) + ((d + i) % 3) + (i === 7 ? bump : 0);
    const appearance = i % 10 === 0 ? APPEARANCES[0] : i % 7 === 0 ? APPEARANCES[1] : null;
    rows.push({ query: `query ${i}`, page: `https://www.example.com/p/${i % PAGES}`, country: COUNTRIES[i % COUNTRIES.length], device: DEVICES[(i + d) % DEVICES.length], appearance, clicks, impressions: clicks * 8 + 40 + (i % 11), position: 1 + (i % 40) / 4, anonymised: false });
  }
  // A long tail of one-impression queries (a day with more rows than one page of the API holds).
  for (let i = 0; i < extra; i++) rows.push({ query: `tail ${i}`, page: 'https://www.example.com/p/tail', country: 'ind', device: 'MOBILE', appearance: null, clicks: 0, impressions: 1, position: 50, anonymised: false });
  rows.push({ query: '', page: 'https://www.example.com/p/0', country: 'usa', device: 'MOBILE', appearance: null, clicks: 9, impressions: 120, position: 4, anonymised: true });
  rows.push({ query: '', page: 'https://www.example.com/p/1', country: 'deu', device: 'DESKTOP', appearance: null, clicks: 4, impressions: 80, position: 6, anonymised: true });
  return rows;
}

/** engine_b's traffic on one day: 30 queries, landing on 10 pages. */
export function engineBDay(day: string): EngineRow[] {
  const d = Number(day.slice(8, 10));
  const rows: EngineRow[] = [];
  for (let i = 0; i < 30; i++) {
    const clicks = Math.max(0, 20 - i) + (d % 2);
    rows.push({ query: `b query ${i}`, page: `https://www.example.com/b/${i % 10}`, country: 'usa', device: 'DESKTOP', appearance: null, clicks, impressions: clicks * 5 + 10, position: 2 + (i % 7), anonymised: false });
  }
  return rows;
}

export interface Logged {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
}

export interface Failure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface SearchEngines {
  url: string;
  log: Logged[];
  /** Answers the next matching requests with these failures, in order (path substring match). */
  failNext(pathPart: string, ...failures: Failure[]): void;
  /** Failures that stay until cleared. */
  failAlways(pathPart: string, failure: Failure | null): void;
  /** Access tokens stop working (as when revoked early); refresh tokens still work. */
  revokeAccessTokens(): void;
  /** Refresh tokens stop working too (the person removed the app's access). */
  revokeRefreshTokens(): void;
  /** Extra clicks engine_a reports for `query 7` on a day (the engine revising fresh days). */
  bump: Map<string, number>;
  /** Extra long-tail queries engine_a reports on a day. */
  tail: Map<string, number>;
  /** The last day either engine has data for (default: today, UTC). */
  today: string;
  /** Lifetime of access tokens in seconds. */
  accessTokenSeconds: number;
  /** Field naming the page in engine_b GetPageStats rows. */
  pageField: 'Page' | 'Query';
  /** What the authorization endpoint does: consent at once, or answer access_denied. */
  consent: 'approve' | 'deny';
  stop(): Promise<void>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The same day `n` months earlier or later, clamped to the month's end. */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

/** engine_a's history: 16 months back from its last day. */
export const engineAFirstDay = (today: string) => addMonths(today, -16);
/** The Monday of a day's week: engine_b's buckets start on Mondays. */
export const weekOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** engine_b answers about six months: the Monday 26 weeks before today's. */
export const engineBFirstDay = (today: string) => addDays(weekOf(today), -26 * 7);

const DIMENSIONS = ['date', 'query', 'page', 'country', 'device', 'searchAppearance'];

function aggregate(rows: Array<EngineRow & { date: string }>, dims: string[]) {
  const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; posSum: number }>();
  for (const r of rows) {
    if ((dims.includes('query') && r.anonymised) || (dims.includes('searchAppearance') && !r.appearance)) continue;
    const keys = dims.map((d) => (d === 'date' ? r.date : d === 'query' ? r.query : d === 'page' ? r.page : d === 'country' ? r.country : d === 'device' ? r.device : (r.appearance ?? '')));
    const id = keys.join('\u0000');
    const g = groups.get(id) ?? { keys, clicks: 0, impressions: 0, posSum: 0 };
    g.clicks += r.clicks;
    g.impressions += r.impressions;
    g.posSum += r.position * r.impressions;
    groups.set(id, g);
  }
  return [...groups.values()]
    .map((g) => ({ keys: g.keys, clicks: g.clicks, impressions: g.impressions, ctr: g.impressions ? g.clicks / g.impressions : 0, position: g.impressions ? g.posSum / g.impressions : 0 }))
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.keys.join().localeCompare(b.keys.join()));
}

export async function startSearchEngines(): Promise<SearchEngines> {
  const log: Logged[] = [];
  const once: Array<{ part: string; failure: Failure }> = [];
  const always = new Map<string, Failure>();
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();

  const engines: SearchEngines = {
    url: '',
    log,
    failNext: (part, ...failures) => once.push(...failures.map((failure) => ({ part, failure }))),
    failAlways: (part, failure) => (failure ? always.set(part, failure) : always.delete(part)),
    revokeAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    bump: new Map(),
    tail: new Map(),
    today: new Date().toISOString().slice(0, 10),
    accessTokenSeconds: 3599,
    pageField: 'Query',
    consent: 'approve',
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const googleError = (res: http.ServerResponse, status: number, message: string, state: string) => send(res, status, { error: { code: status, message, status: state } });

  function bearerOk(req: http.IncomingMessage): boolean {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return m !== null && accessTokens.has(m[1]);
  }

  function issue(res: http.ServerResponse, withRefresh: boolean) {
    const access = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.add(access);
    const body: Record<string, unknown> = { access_token: access, expires_in: engines.accessTokenSeconds, scope: 'https://www.googleapis.com/auth/webmasters.readonly', token_type: 'Bearer' };
    if (withRefresh) {
      const refresh = `1//${randomBytes(30).toString('base64url')}`;
      refreshTokens.add(refresh);
      body.refresh_token = refresh;
    }
    send(res, 200, body, { 'cache-control': 'no-store' });
  }

  function analytics(req: http.IncomingMessage, res: http.ServerResponse, site: string, body: Record<string, unknown>) {
    if (!bearerOk(req)) return googleError(res, 401, 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 'UNAUTHENTICATED');
    const entry = ENGINE_A_SITES.find((s) => s.siteUrl === site);
    if (!entry || entry.permissionLevel === 'siteUnverifiedUser') return googleError(res, 403, `User does not have sufficient permission for site '${site}'.`, 'PERMISSION_DENIED');
    const { startDate, endDate } = body as { startDate?: string; endDate?: string };
    const dims = (body.dimensions as string[] | undefined) ?? [];
    const rowLimit = (body.rowLimit as number | undefined) ?? 1000;
    const startRow = (body.startRow as number | undefined) ?? 0;
    if (!startDate || !endDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return googleError(res, 400, 'startDate and endDate are required (YYYY-MM-DD).', 'INVALID_ARGUMENT');
    if (rowLimit > 25_000 || rowLimit < 1) return googleError(res, 400, 'rowLimit must be between 1 and 25000.', 'INVALID_ARGUMENT');
    if (dims.some((d) => !DIMENSIONS.includes(d))) return googleError(res, 400, `Invalid dimension: ${dims.join(',')}.`, 'INVALID_ARGUMENT');
    if (dims.includes('searchAppearance') && dims.length > 1) return googleError(res, 400, 'Search appearance cannot be grouped with other dimensions; filter by it instead.', 'INVALID_ARGUMENT');
    // Filters: `equals` on searchAppearance (what Tessera sends); anything else is refused here, so a test notices.
    const groups = (body.dimensionFilterGroups as Array<{ filters?: Array<{ dimension: string; operator?: string; expression: string }> }> | undefined) ?? [];
    const filters = groups.flatMap((g) => g.filters ?? []);
    if (filters.some((f) => f.dimension !== 'searchAppearance' || (f.operator ?? 'equals') !== 'equals')) return googleError(res, 400, 'Unsupported filter in this stand-in.', 'INVALID_ARGUMENT');
    const rows: Array<EngineRow & { date: string }> = [];
    // engine_a keeps 16 months; the freshest day is `today`.
    const first = engineAFirstDay(engines.today);
    for (let day = startDate < first ? first : startDate; day <= endDate && day <= engines.today; day = addDays(day, 1)) {
      for (const r of engineADay(day, engines.bump.get(day) ?? 0, engines.tail.get(day) ?? 0)) if (filters.every((f) => r.appearance === f.expression)) rows.push({ ...r, date: day });
    }
    const all = aggregate(rows, dims);
    const page = all.slice(startRow, startRow + rowLimit);
    send(res, 200, page.length ? { rows: page, responseAggregationType: dims.includes('page') ? 'byPage' : 'byProperty' } : { responseAggregationType: 'auto' });
  }

  function wcfDate(day: string): string {
    // Local midnight at UTC-8, as the engine stamps its rows.
    return `/Date(${Date.parse(`${day}T08:00:00Z`)}-0800)/`;
  }

  function engineB(res: http.ServerResponse, method: string, q: Record<string, string>) {
    if (q.apikey !== ENGINE_B_KEY) return send(res, 400, { ErrorCode: 3, Message: 'ERROR!!! InvalidApiKey' });
    if (q.siteUrl !== ENGINE_B_SITE) return send(res, 400, { ErrorCode: 14, Message: 'ERROR!!! NotAuthorized' });
    const d: Record<string, unknown>[] = [];
    if (method === 'GetRankAndTrafficStats') {
      for (let day = engineBFirstDay(engines.today); day <= engines.today; day = addDays(day, 1)) {
        const rows = engineBDay(day);
        d.push({ __type: 'RankAndTrafficStats:#Microsoft.Bing.Webmaster.Api', Clicks: rows.reduce((n, r) => n + r.clicks, 0), Date: wcfDate(day), Impressions: rows.reduce((n, r) => n + r.impressions, 0) });
      }
      return send(res, 200, { d });
    }
    if (method === 'GetQueryPageStats') {
      if (!q.query) return send(res, 400, { ErrorCode: 1, Message: 'ERROR!!! InvalidParameter' });
      for (const week of engineBWeeks(engines.today)) {
        const dated = week.days.flatMap((day) => engineBDay(day).filter((r) => r.query === q.query).map((r) => ({ ...r, date: week.start })));
        for (const g of aggregate(dated, ['page'])) {
          d.push({ __type: 'QueryStats:#Microsoft.Bing.Webmaster.Api', AvgClickPosition: g.position, AvgImpressionPosition: g.position, Clicks: g.clicks, Date: wcfDate(week.start), Impressions: g.impressions, [engines.pageField]: g.keys[0] });
        }
      }
      return send(res, 200, { d });
    }
    // Weekly buckets, oldest first; no date parameters.
    for (const week of engineBWeeks(engines.today)) {
      const dated = week.days.flatMap((day) => engineBDay(day).map((r) => ({ ...r, date: week.start })));
      for (const g of aggregate(dated, [method === 'GetQueryStats' ? 'query' : 'page'])) {
        const key = method === 'GetQueryStats' ? 'Query' : engines.pageField;
        d.push({ __type: 'QueryStats:#Microsoft.Bing.Webmaster.Api', AvgClickPosition: g.position, AvgImpressionPosition: g.position, Clicks: g.clicks, Date: wcfDate(week.start), Impressions: g.impressions, [key]: g.keys[0] });
      }
    }
    send(res, 200, { d });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const query = Object.fromEntries(url.searchParams);
      let body: Record<string, unknown> | null = null;
      if (raw) body = (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(raw));
      log.push({ method: req.method ?? 'GET', path: url.pathname, query, body, authorization: req.headers.authorization });

      const fullPath = url.pathname + url.search;
      const i = once.findIndex((f) => fullPath.includes(f.part));
      const failure = i >= 0 ? once.splice(i, 1)[0].failure : [...always].find(([part]) => fullPath.includes(part))?.[1];
      if (failure) return send(res, failure.status, failure.body, failure.headers);

      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const redirect = new URL(query.redirect_uri);
        if (query.client_id !== CLIENT_ID || query.response_type !== 'code' || !query.scope?.split(' ').includes('https://www.googleapis.com/auth/webmasters.readonly') || query.code_challenge_method !== 'S256') {
          res.writeHead(400, { 'content-type': 'text/html' });
          return res.end('<h1>400. That’s an error.</h1>');
        }
        if (engines.consent === 'deny') redirect.searchParams.set('error', 'access_denied');
        else {
          const code = `4/${randomBytes(20).toString('base64url')}`;
          codes.set(code, { challenge: query.code_challenge, redirectUri: query.redirect_uri });
          redirect.searchParams.set('code', code);
          redirect.searchParams.set('scope', query.scope);
        }
        redirect.searchParams.set('state', query.state);
        res.writeHead(302, { location: redirect.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const f = (body ?? {}) as Record<string, string>;
        if (f.client_id !== CLIENT_ID || f.client_secret !== CLIENT_SECRET) return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
        if (f.grant_type === 'authorization_code') {
          const c = codes.get(f.code);
          codes.delete(f.code);
          if (!c || c.redirectUri !== f.redirect_uri || sha256(f.code_verifier ?? '') !== c.challenge) return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
          return issue(res, true);
        }
        if (f.grant_type === 'refresh_token') {
          if (!refreshTokens.has(f.refresh_token)) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
          return issue(res, false);
        }
        return send(res, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${f.grant_type}` });
      }
      if (req.method === 'GET' && url.pathname === '/webmasters/v3/sites') {
        if (!bearerOk(req)) return googleError(res, 401, 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 'UNAUTHENTICATED');
        return send(res, 200, { siteEntry: ENGINE_A_SITES });
      }
      const m = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
      if (req.method === 'POST' && m) return analytics(req, res, decodeURIComponent(m[1]), body ?? {});
      const b = /^\/webmaster\/api\.svc\/json\/(GetQueryStats|GetPageStats|GetQueryPageStats|GetRankAndTrafficStats)$/.exec(url.pathname);
      if (req.method === 'GET' && b) return engineB(res, b[1], query);
      send(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  engines.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return engines;
}

/** The service configuration pointing both engines at the local stand-ins. */
export function searchEnv(engines: SearchEngines, secretKey = randomBytes(32).toString('base64')): Record<string, string> {
  return {
    TESSERA_SECRET_KEY: secretKey,
    TESSERA_ENGINE_A_API_URL: engines.url,
    TESSERA_ENGINE_A_AUTHORIZE_URL: `${engines.url}/o/oauth2/v2/auth`,
    TESSERA_ENGINE_A_TOKEN_URL: `${engines.url}/token`,
    TESSERA_ENGINE_A_CLIENT_ID: CLIENT_ID,
    TESSERA_ENGINE_A_CLIENT_SECRET: CLIENT_SECRET,
    TESSERA_ENGINE_B_API_URL: engines.url,
  };
}

/** engine_b's weeks: each Monday from its first day, with the days counted in it (the current week up to today). */
export function engineBWeeks(today: string): Array<{ start: string; days: string[] }> {
  const out = [];
  for (let start = engineBFirstDay(today); start <= today; start = addDays(start, 7)) {
    const days = [];
    for (let i = 0; i < 7 && addDays(start, i) <= today; i++) days.push(addDays(start, i));
    out.push({ start, days });
  }
  return out;
}

/**
 * What an engine_b report must say for [since, today]: totals from the days (exact), query
 * clicks from every week that overlaps the window (counted whole), and what those weeks cover.
 */
export function expectedEngineB(today: string, since: string) {
  let clicks = 0;
  let impressions = 0;
  for (let day = since; day <= today; day = addDays(day, 1)) {
    for (const r of engineBDay(day)) {
      clicks += r.clicks;
      impressions += r.impressions;
    }
  }
  const weeks = engineBWeeks(today).filter((w) => addDays(w.start, 6) >= since);
  const byQuery = new Map<string, number>();
  for (const w of weeks) for (const day of w.days) for (const r of engineBDay(day)) byQuery.set(r.query, (byQuery.get(r.query) ?? 0) + r.clicks);
  return { clicks, impressions, queryClicks: byQuery, from: weeks[0].start, to: addDays(weeks.at(-1)!.start, 6) };
}

/** What the report must say for a window: sums over the dataset, computed independently of Tessera. */
export function expectedEngineA(today: string, days: number) {
  let clicks = 0;
  let impressions = 0;
  let posSum = 0;
  const byQuery = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    const day = addDays(today, -i);
    for (const r of engineADay(day)) {
      clicks += r.clicks;
      impressions += r.impressions;
      posSum += r.position * r.impressions;
      if (!r.anonymised) byQuery.set(r.query, (byQuery.get(r.query) ?? 0) + r.clicks);
    }
  }
  return { clicks, impressions, position: Math.round((posSum / impressions) * 100) / 100, queryClicks: byQuery };
}
