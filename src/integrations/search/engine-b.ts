import type { SearchConfig } from '../../config.ts';
import { dayOfWcfDate } from '../../domain/search/days.ts';
import { positionSumOf, type DayRow } from '../../domain/search/day-rows.ts';
import { callEngine, type EngineHttp } from './call-engine.ts';

/**
 * engine_b: the Webmaster Tools JSON API (`/webmaster/api.svc/json/…`) with a per-person API
 * key. It takes no dates: it answers its recent history. Query and page figures come in weekly
 * buckets, one row per query (or page) and week, dated `/Date(ms-offset)/` on the week's first
 * day; the site's clicks and impressions come by day (`GetRankAndTrafficStats`). The base URL
 * comes from configuration (TESSERA_ENGINE_B_API_URL).
 */
type EngineBConfig = SearchConfig['engineB'];
const LABEL = 'engine_b';
/** Rows read per call at most. */
const MAX_ROWS = 250_000;
/** Days one query or page row covers. */
export const ENGINE_B_BUCKET_DAYS = 7;

async function stats(cfg: EngineBConfig, http: EngineHttp, method: 'GetQueryStats' | 'GetPageStats', siteUrl: string, apiKey: string): Promise<DayRow[]> {
  const url = `${cfg.apiUrl}/webmaster/api.svc/json/${method}?${new URLSearchParams({ siteUrl, apikey: apiKey }).toString()}`;
  const body = (await callEngine(LABEL, url, {}, http)) as { d?: unknown };
  const rows = Array.isArray(body?.d) ? (body.d as Record<string, unknown>[]).slice(0, MAX_ROWS) : [];
  const out: DayRow[] = [];
  for (const r of rows) {
    const date = dayOfWcfDate(r.Date);
    // GetPageStats names the URL `Page`; some versions of the API put it in `Query`, as GetQueryStats does.
    const key = method === 'GetPageStats' ? (r.Page ?? r.Query) : r.Query;
    if (!date || typeof key !== 'string') continue;
    const impressions = Number(r.Impressions) || 0;
    out.push({ date, key, clicks: Number(r.Clicks) || 0, impressions, positionSum: positionSumOf(r.AvgImpressionPosition, impressions), span: ENGINE_B_BUCKET_DAYS });
  }
  return out;
}

export function queryStats(cfg: EngineBConfig, http: EngineHttp, siteUrl: string, apiKey: string): Promise<DayRow[]> {
  return stats(cfg, http, 'GetQueryStats', siteUrl, apiKey);
}

export function pageStats(cfg: EngineBConfig, http: EngineHttp, siteUrl: string, apiKey: string): Promise<DayRow[]> {
  return stats(cfg, http, 'GetPageStats', siteUrl, apiKey);
}

/** The site's clicks and impressions by day (no position): `GetRankAndTrafficStats`. */
export async function dailyTraffic(cfg: EngineBConfig, http: EngineHttp, siteUrl: string, apiKey: string): Promise<DayRow[]> {
  const url = `${cfg.apiUrl}/webmaster/api.svc/json/GetRankAndTrafficStats?${new URLSearchParams({ siteUrl, apikey: apiKey }).toString()}`;
  const body = (await callEngine(LABEL, url, {}, http)) as { d?: unknown };
  const rows = Array.isArray(body?.d) ? (body.d as Record<string, unknown>[]).slice(0, MAX_ROWS) : [];
  const out: DayRow[] = [];
  for (const r of rows) {
    const date = dayOfWcfDate(r.Date);
    if (date) out.push({ date, key: '', clicks: Number(r.Clicks) || 0, impressions: Number(r.Impressions) || 0, positionSum: 0 });
  }
  return out;
}

/**
 * The pages one query led to, by week: `GetQueryPageStats` (the page URL in `Page`, or in
 * `Query` as some answers name it).
 */
export async function queryPageStats(cfg: EngineBConfig, http: EngineHttp, siteUrl: string, apiKey: string, query: string): Promise<DayRow[]> {
  const url = `${cfg.apiUrl}/webmaster/api.svc/json/GetQueryPageStats?${new URLSearchParams({ siteUrl, query, apikey: apiKey }).toString()}`;
  const body = (await callEngine(LABEL, url, {}, http)) as { d?: unknown };
  const rows = Array.isArray(body?.d) ? (body.d as Record<string, unknown>[]).slice(0, MAX_ROWS) : [];
  const out: DayRow[] = [];
  for (const r of rows) {
    const date = dayOfWcfDate(r.Date);
    const page = r.Page ?? r.Query;
    if (!date || typeof page !== 'string') continue;
    const impressions = Number(r.Impressions) || 0;
    out.push({ date, key: query, page, clicks: Number(r.Clicks) || 0, impressions, positionSum: positionSumOf(r.AvgImpressionPosition, impressions), span: ENGINE_B_BUCKET_DAYS });
  }
  return out;
}
