import type { SearchConfig } from '../../config.ts';
import { callEngine, EngineError, type EngineHttp } from './call-engine.ts';

/**
 * engine_a: the Search Analytics API (webmasters v3) and its OAuth 2.0 authorization-code flow
 * with the read-only scope. Base URLs come from configuration (TESSERA_ENGINE_A_*).
 */
type EngineAConfig = SearchConfig['engineA'];

export const ENGINE_A_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';
/** The largest page the API gives (`rowLimit`); longer answers are read with `startRow`. */
export const ROW_LIMIT = 25_000;
/** Rows read per query at most: the engine sorts by clicks, so what is cut is the least clicked. */
export const MAX_ROWS = 250_000;
const LABEL = 'engine_a';

export interface EngineATokens {
  access_token: string;
  /** ISO time the access token stops working (a minute early, to be safe). */
  access_expires_at: string;
  refresh_token: string | null;
}

export type AnalyticsDimension = 'date' | 'query' | 'page' | 'country' | 'device' | 'searchAppearance';

export interface AnalyticsRow {
  keys: string[];
  clicks: number;
  impressions: number;
  position: number;
}

export function authorizationUrl(cfg: EngineAConfig, p: { redirectUri: string; state: string; challenge: string }): string {
  const url = new URL(cfg.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: cfg.clientId ?? '',
    redirect_uri: p.redirectUri,
    response_type: 'code',
    scope: ENGINE_A_SCOPE,
    // offline + consent: the answer carries a refresh token even when the person agreed before.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

function tokensFrom(body: unknown, now: Date): EngineATokens {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.access_token !== 'string' || !b.access_token) throw new EngineError('invalid', `${LABEL} token endpoint answered without an access_token`);
  const expiresIn = typeof b.expires_in === 'number' && b.expires_in > 0 ? b.expires_in : 3600;
  return {
    access_token: b.access_token,
    access_expires_at: new Date(now.getTime() + Math.max(0, expiresIn - 60) * 1000).toISOString(),
    refresh_token: typeof b.refresh_token === 'string' && b.refresh_token ? b.refresh_token : null,
  };
}

async function tokenCall(cfg: EngineAConfig, http: EngineHttp, form: Record<string, string>, now: Date): Promise<EngineATokens> {
  const body = new URLSearchParams({ ...form, client_id: cfg.clientId ?? '', client_secret: cfg.clientSecret ?? '' }).toString();
  return tokensFrom(await callEngine(`${LABEL} token endpoint`, cfg.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, http), now);
}

export function exchangeCode(cfg: EngineAConfig, http: EngineHttp, p: { code: string; redirectUri: string; verifier: string; now: Date }): Promise<EngineATokens> {
  return tokenCall(cfg, http, { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, code_verifier: p.verifier }, p.now);
}

export function refreshAccess(cfg: EngineAConfig, http: EngineHttp, refreshToken: string, now: Date): Promise<EngineATokens> {
  return tokenCall(cfg, http, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

/** The properties the person can see: `GET /webmasters/v3/sites`. */
export async function listSites(cfg: EngineAConfig, http: EngineHttp, accessToken: string): Promise<{ site_url: string; permission_level: string }[]> {
  const body = (await callEngine(LABEL, `${cfg.apiUrl}/webmasters/v3/sites`, { headers: { authorization: `Bearer ${accessToken}` } }, http)) as { siteEntry?: unknown };
  const entries = Array.isArray(body?.siteEntry) ? (body.siteEntry as Record<string, unknown>[]) : [];
  return entries
    .filter((e) => typeof e?.siteUrl === 'string')
    .map((e) => ({ site_url: e.siteUrl as string, permission_level: typeof e.permissionLevel === 'string' ? e.permissionLevel : 'siteUnverifiedUser' }))
    .slice(0, 1000);
}

/**
 * Every row of one Search Analytics query over a date range, page by page (`rowLimit` 25,000,
 * `startRow`), with `dataState: all` so the freshest days are included; `appearance` filters
 * by one search appearance.
 */
export async function searchAnalytics(
  cfg: EngineAConfig,
  http: EngineHttp,
  accessToken: string,
  siteUrl: string,
  q: { startDate: string; endDate: string; dimensions: AnalyticsDimension[]; appearance?: string },
): Promise<AnalyticsRow[]> {
  const url = `${cfg.apiUrl}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const out: AnalyticsRow[] = [];
  for (let startRow = 0; startRow < MAX_ROWS; startRow += ROW_LIMIT) {
    // Search appearance cannot be grouped with other dimensions: its figures by day are read
    // one appearance at a time, filtered by it.
    const filters = q.appearance === undefined ? {} : { dimensionFilterGroups: [{ groupType: 'and', filters: [{ dimension: 'searchAppearance', operator: 'equals', expression: q.appearance }] }] };
    const body = JSON.stringify({ startDate: q.startDate, endDate: q.endDate, dimensions: q.dimensions, type: 'web', dataState: 'all', ...filters, rowLimit: ROW_LIMIT, startRow });
    const answer = (await callEngine(LABEL, url, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body }, http)) as { rows?: unknown };
    const rows = Array.isArray(answer?.rows) ? (answer.rows as Record<string, unknown>[]) : [];
    for (const r of rows) {
      if (!Array.isArray(r.keys) || r.keys.length !== q.dimensions.length) continue;
      out.push({ keys: r.keys.map(String), clicks: Number(r.clicks) || 0, impressions: Number(r.impressions) || 0, position: Number(r.position) || 0 });
    }
    if (rows.length < ROW_LIMIT) break;
  }
  return out;
}
