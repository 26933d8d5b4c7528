import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { claimDueSearchConnections, finishSearchSync, holdsSearchClaim, type SearchConnectionRow } from '../../db/repos/search-connections.ts';
import type { Kysely } from 'kysely';
import { pruneDays, replaceBreakdown, replaceDays, type BreakdownDimension, type DayOwner } from '../../db/repos/search-days.ts';
import type { DB } from '../../db/schema.ts';
import { systemActor } from '../../domain/actor.ts';
import { mergeDayRows, type DayRow } from '../../domain/search/day-rows.ts';
import type { EngineCredentials } from '../../domain/search/engines.ts';
import { nextDailySync, pruneBefore, retryAt, syncRange, syncWindows } from '../../domain/search/sync-plan.ts';
import { EngineError, type EngineHttp } from '../../integrations/search/call-engine.ts';
import { searchAnalytics, type AnalyticsDimension, type AnalyticsRow } from '../../integrations/search/engine-a.ts';
import { dailyTraffic, pageStats, queryPageStats, queryStats } from '../../integrations/search/engine-b.ts';
import { engineHttp, openCredentials, sealCredentials } from './credentials.ts';
import { engineAAccess } from './engine-a-access.ts';
import { SecretBoxError } from './secret-box.ts';

/** How long a claim holds: longer than a sync can take (a few dozen calls of at most a minute each, plus writing). */
export const SYNC_LEASE_MS = 30 * 60_000;

/** One window of what an engine reported, each kind of row as it is stored. */
interface Fetched {
  queries: DayRow[];
  pages: DayRow[];
  totals: DayRow[];
  breakdowns: Partial<Record<BreakdownDimension, DayRow[]>>;
}

const rowsFrom = (rows: AnalyticsRow[]): DayRow[] => rows.map((r) => ({ date: r.keys[0], key: r.keys[1] ?? '', clicks: r.clicks, impressions: r.impressions, positionSum: r.position * r.impressions }));
const pairsFrom = (rows: AnalyticsRow[]): DayRow[] => rows.map((r) => ({ date: r.keys[0], key: r.keys[1] ?? '', page: r.keys[2] ?? '', clicks: r.clicks, impressions: r.impressions, positionSum: r.position * r.impressions }));

/** engine_b's query × page pairs are read for this many of its most clicked queries (one call each). */
const ENGINE_B_PAIR_QUERIES = 50;
/** Search appearances read per window at most (the engine lists a dozen or so kinds). */
const MAX_APPEARANCES = 50;

async function fetchEngineAWindow(ctx: AppContext, site: string, http: EngineHttp, accessToken: string, range: { start: string; end: string }): Promise<Fetched> {
  const cfg = ctx.config.search.engineA;
  const q = { startDate: range.start, endDate: range.end };
  const ask = (dimensions: AnalyticsDimension[], appearance?: string) => searchAnalytics(cfg, http, accessToken, site, { ...q, dimensions, appearance });
  const queries = rowsFrom(await ask(['date', 'query']));
  const pages = rowsFrom(await ask(['date', 'page']));
  // Totals from a query without query or page dimensions: anonymised queries are left out of
  // query rows, so summing those would undercount the site.
  const totals = rowsFrom(await ask(['date']));
  const country = rowsFrom(await ask(['date', 'country']));
  const device = rowsFrom(await ask(['date', 'device']));
  const queryPage = pairsFrom(await ask(['date', 'query', 'page']));
  // Search appearance in two steps, as the engine requires: which appearances the window has,
  // then each one's days, filtered by it.
  const appearance: DayRow[] = [];
  for (const kind of (await ask(['searchAppearance'])).slice(0, MAX_APPEARANCES)) {
    for (const r of await ask(['date'], kind.keys[0])) appearance.push({ date: r.keys[0], key: kind.keys[0], clicks: r.clicks, impressions: r.impressions, positionSum: r.position * r.impressions });
  }
  return { queries, pages, totals, breakdowns: { country, device, query_page: queryPage, appearance } };
}

async function fetchEngineB(ctx: AppContext, creds: Extract<EngineCredentials, { engine: 'engine_b' }>, row: SearchConnectionRow, http: EngineHttp): Promise<Fetched> {
  const cfg = ctx.config.search.engineB;
  const queries = await queryStats(cfg, http, row.site_url!, creds.api_key);
  const pages = await pageStats(cfg, http, row.site_url!, creds.api_key);
  const totals = await dailyTraffic(cfg, http, row.site_url!, creds.api_key);
  // The engine answers query × page one query at a time: the most clicked queries only.
  const clicks = new Map<string, number>();
  for (const q of queries) clicks.set(q.key, (clicks.get(q.key) ?? 0) + q.clicks);
  const top = [...clicks].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, ENGINE_B_PAIR_QUERIES);
  const queryPage: DayRow[] = [];
  for (const [query] of top) queryPage.push(...(await queryPageStats(cfg, http, row.site_url!, creds.api_key, query)));
  return { queries, pages, totals, breakdowns: { query_page: queryPage } };
}

async function writeWindow(uow: { trx: Kysely<DB> }, owner: DayOwner, range: { start: string; end: string }, f: Fetched): Promise<void> {
  await replaceDays(uow.trx, 'search_query_days', owner, range.start, range.end, mergeDayRows(f.queries));
  await replaceDays(uow.trx, 'search_page_days', owner, range.start, range.end, mergeDayRows(f.pages));
  await replaceDays(uow.trx, 'search_total_days', owner, range.start, range.end, mergeDayRows(f.totals));
  for (const [dimension, rows] of Object.entries(f.breakdowns) as Array<[BreakdownDimension, DayRow[]]>) {
    await replaceBreakdown(uow.trx, dimension, owner, range.start, range.end, mergeDayRows(rows));
  }
}

function describe(err: unknown, engine: string): string | null {
  if (err instanceof EngineError) {
    if (err.kind === 'auth') return `${err.message}. The access was withdrawn or expired: connect ${engine} again in Settings, Integrations.`;
    if (err.kind === 'access') return `${err.message}. The connected account can no longer read this site: pick another site or connect again.`;
    if (err.kind === 'quota') return `${err.message}. Tessera tries again later.`;
    return `${err.message}.`;
  }
  if (err instanceof SecretBoxError) return `The stored credentials cannot be read: ${err.message}. Connect ${engine} again.`;
  return null;
}

export interface SyncOptions {
  now: Date;
  /** Waits between quota retries (tests); real time otherwise. */
  sleep?: (ms: number) => Promise<void>;
  log?: { error(obj: unknown, msg?: string): void };
}

/**
 * One sync of one claimed connection: fetch the days since the last good sync (the 16-month
 * backfill the first time; the freshest days again each time, as the engines revise them),
 * and replace them window by window. Records `synced_at` and clears `last_error` after a
 * good sync (next one in a day); records `last_error` and backs off after a failed one. Writes
 * only while the claim is still ours.
 */
export async function syncSearchConnection(ctx: AppContext, row: SearchConnectionRow, token: string, opts: SyncOptions): Promise<'synced' | 'failed' | 'lost'> {
  const { now } = opts;
  const http = engineHttp(ctx.config, opts.sleep);
  const range = syncRange(now, row.synced_through);
  const owner = { connectionId: row.id, spaceId: row.space_id, engine: row.engine };
  const actor = systemActor(row.space_id, 'search sync');
  let sealed: string | null = null;
  try {
    const { creds, stale } = openCredentials(ctx.config, row);
    if (creds.engine === 'engine_a') {
      // Window by window, oldest first, each written before the next is asked for, so a
      // 16-month backfill never holds more than one window in memory. A sync that fails
      // half-way leaves `synced_through` as it was: the next one fetches those windows again.
      let access = await engineAAccess(ctx, row, http, now);
      sealed = access.sealed;
      for (const win of syncWindows(range)) {
        let fetched: Fetched;
        try {
          fetched = await fetchEngineAWindow(ctx, row.site_url!, http, access.accessToken, win);
        } catch (err) {
          // A stored access token can be revoked before it expires: refresh once and try again.
          if (!(err instanceof EngineError) || err.kind !== 'auth' || access.refreshed) throw err;
          access = await engineAAccess(ctx, row, http, now, { forceRefresh: true });
          sealed = access.sealed;
          fetched = await fetchEngineAWindow(ctx, row.site_url!, http, access.accessToken, win);
        }
        const kept = await runUnitOfWork(ctx.database, actor, async (uow) => {
          if (!(await holdsSearchClaim(uow.trx, row.id, token))) return false;
          await writeWindow(uow, owner, win, fetched);
          return true;
        });
        if (!kept) return 'lost';
      }
    } else {
      if (stale) sealed = sealCredentials(ctx.config, row.id, creds);
      // engine_b answers its whole recent history each time: all of it replaces what is stored.
      const fetched = await fetchEngineB(ctx, creds, row, http);
      const all = { start: pruneBefore(now), end: range.end };
      const kept = await runUnitOfWork(ctx.database, actor, async (uow) => {
        if (!(await holdsSearchClaim(uow.trx, row.id, token))) return false;
        await writeWindow(uow, owner, all, fetched);
        return true;
      });
      if (!kept) return 'lost';
    }
    return await runUnitOfWork(ctx.database, actor, async (uow) => {
      if (!(await holdsSearchClaim(uow.trx, row.id, token))) return 'lost' as const;
      await pruneDays(uow.trx, row.id, pruneBefore(now));
      await finishSearchSync(uow.trx, row.id, token, {
        synced_at: now.toISOString(),
        synced_through: range.end,
        last_error: null,
        failures: 0,
        next_sync_at: nextDailySync(now),
        updated_at: now.toISOString(),
        ...(sealed ? { credentials: sealed } : {}),
      });
      return 'synced' as const;
    });
  } catch (err) {
    const message = describe(err, row.engine);
    if (message === null) opts.log?.error({ err, connection: row.id }, 'search sync failed unexpectedly');
    const failures = row.failures + 1;
    const kept = await runUnitOfWork(ctx.database, actor, (uow) =>
      finishSearchSync(uow.trx, row.id, token, {
        last_error: (message ?? `The sync failed on Tessera's side; it is tried again later.`).slice(0, 1000),
        failures,
        next_sync_at: retryAt(now, failures, err instanceof EngineError ? err.retryAfterMs : null),
        updated_at: now.toISOString(),
        ...(sealed ? { credentials: sealed } : {}),
      }),
    );
    return kept ? 'failed' : 'lost';
  }
}

export interface ClaimedSync {
  connection: SearchConnectionRow;
  run(): Promise<'synced' | 'failed' | 'lost'>;
}

/** Claims up to `limit` connections whose sync is due (a lease, safe with several nodes); the caller runs each. */
export async function claimDueSearchSyncs(ctx: AppContext, opts: SyncOptions & { limit?: number }): Promise<ClaimedSync[]> {
  const token = newId();
  const until = new Date(opts.now.getTime() + SYNC_LEASE_MS).toISOString();
  const rows = await claimDueSearchConnections(ctx.database.db, ctx.database.engine, opts.now.toISOString(), until, token, opts.limit ?? 2);
  return rows.map((connection) => ({ connection, run: () => syncSearchConnection(ctx, connection, token, opts) }));
}

/** Claims the due connections and syncs each once. Returns what happened to each, by engine. */
export async function syncDueSearches(ctx: AppContext, opts: SyncOptions & { limit?: number }): Promise<Array<{ engine: string; space: string; outcome: string }>> {
  const jobs = await claimDueSearchSyncs(ctx, opts);
  const out = [];
  for (const j of jobs) out.push({ engine: j.connection.engine, space: j.connection.space_id, outcome: await j.run() });
  return out;
}
