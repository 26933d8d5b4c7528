import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { claimDueSearchConnections, finishSearchSync, holdsSearchClaim, type SearchConnectionRow } from '../../db/repos/search-connections.ts';
import { pruneDays, replaceDays } from '../../db/repos/search-days.ts';
import { systemActor } from '../../domain/actor.ts';
import { addDays, dayOf } from '../../domain/search/days.ts';
import { mergeDayRows, totalsFromPages, type DayRow } from '../../domain/search/day-rows.ts';
import type { EngineCredentials } from '../../domain/search/engines.ts';
import { KEEP_DAYS, nextDailySync, retryAt, syncRange } from '../../domain/search/sync-plan.ts';
import { EngineError, type EngineHttp } from '../../integrations/search/call-engine.ts';
import { searchAnalytics, type AnalyticsRow } from '../../integrations/search/engine-a.ts';
import { pageStats, queryStats } from '../../integrations/search/engine-b.ts';
import { engineHttp, openCredentials, sealCredentials } from './credentials.ts';
import { engineAAccess } from './engine-a-access.ts';
import { SecretBoxError } from './secret-box.ts';

/** How long a claim holds: longer than a sync can take (a few dozen calls of at most a minute each, plus writing). */
export const SYNC_LEASE_MS = 30 * 60_000;

interface Fetched {
  queries: DayRow[];
  pages: DayRow[];
  totals: DayRow[];
  /** Credentials to store (a refreshed access token), else null. */
  sealed: string | null;
}

const rowsFrom = (rows: AnalyticsRow[]): DayRow[] => rows.map((r) => ({ date: r.keys[0], key: r.keys[1] ?? '', clicks: r.clicks, impressions: r.impressions, positionSum: r.position * r.impressions }));

async function fetchEngineA(ctx: AppContext, row: SearchConnectionRow, http: EngineHttp, range: { start: string; end: string }, now: Date): Promise<Fetched> {
  const site = row.site_url!;
  const cfg = ctx.config.search.engineA;
  const run = async (accessToken: string) => {
    const q = { startDate: range.start, endDate: range.end };
    const queries = rowsFrom(await searchAnalytics(cfg, http, accessToken, site, { ...q, dimensions: ['date', 'query'] }));
    const pages = rowsFrom(await searchAnalytics(cfg, http, accessToken, site, { ...q, dimensions: ['date', 'page'] }));
    // Totals from a query without query or page dimensions: anonymised queries are left out of
    // query rows, so summing those would undercount the site.
    const totals = rowsFrom(await searchAnalytics(cfg, http, accessToken, site, { ...q, dimensions: ['date'] }));
    return { queries, pages, totals };
  };
  let access = await engineAAccess(ctx, row, http, now);
  try {
    return { ...(await run(access.accessToken)), sealed: access.sealed };
  } catch (err) {
    // A stored access token can be revoked before it expires: refresh once and try again.
    if (!(err instanceof EngineError) || err.kind !== 'auth' || access.refreshed) throw err;
    access = await engineAAccess(ctx, row, http, now, { forceRefresh: true });
    return { ...(await run(access.accessToken)), sealed: access.sealed };
  }
}

async function fetchEngineB(ctx: AppContext, creds: Extract<EngineCredentials, { engine: 'engine_b' }>, row: SearchConnectionRow, http: EngineHttp, stale: string | null): Promise<Fetched> {
  const cfg = ctx.config.search.engineB;
  const queries = await queryStats(cfg, http, row.site_url!, creds.api_key);
  const pages = await pageStats(cfg, http, row.site_url!, creds.api_key);
  return { queries, pages, totals: totalsFromPages(pages), sealed: stale };
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
 * One sync of one claimed connection: fetch the days since the last good sync (the 90-day
 * backfill the first time; the freshest days again each time, as the engines revise them),
 * then replace them in one unit of work. Records `synced_at` and clears `last_error` after a
 * good sync (next one in a day); records `last_error` and backs off after a failed one. Writes
 * only while the claim is still ours.
 */
export async function syncSearchConnection(ctx: AppContext, row: SearchConnectionRow, token: string, opts: SyncOptions): Promise<'synced' | 'failed' | 'lost'> {
  const { now } = opts;
  const http = engineHttp(ctx.config, opts.sleep);
  const range = syncRange(now, row.synced_through);
  let sealed: string | null = null;
  try {
    const { creds, stale } = openCredentials(ctx.config, row);
    const fetched =
      creds.engine === 'engine_a'
        ? await fetchEngineA(ctx, row, http, range, now)
        : await fetchEngineB(ctx, creds, row, http, stale ? sealCredentials(ctx.config, row.id, creds) : null);
    sealed = fetched.sealed;
    const owner = { connectionId: row.id, spaceId: row.space_id, engine: row.engine };
    return await runUnitOfWork(ctx.database, systemActor(row.space_id, 'search sync'), async (uow) => {
      if (!(await holdsSearchClaim(uow.trx, row.id, token))) return 'lost' as const;
      await replaceDays(uow.trx, 'search_query_days', owner, range.start, range.end, mergeDayRows(fetched.queries));
      await replaceDays(uow.trx, 'search_page_days', owner, range.start, range.end, mergeDayRows(fetched.pages));
      await replaceDays(uow.trx, 'search_total_days', owner, range.start, range.end, mergeDayRows(fetched.totals));
      await pruneDays(uow.trx, row.id, addDays(dayOf(now), -KEEP_DAYS));
      await finishSearchSync(uow.trx, row.id, token, {
        synced_at: now.toISOString(),
        synced_through: range.end,
        last_error: null,
        failures: 0,
        next_sync_at: nextDailySync(now),
        updated_at: now.toISOString(),
        ...(fetched.sealed ? { credentials: fetched.sealed } : {}),
      });
      return 'synced' as const;
    });
  } catch (err) {
    const message = describe(err, row.engine);
    if (message === null) opts.log?.error({ err, connection: row.id }, 'search sync failed unexpectedly');
    const failures = row.failures + 1;
    const kept = await runUnitOfWork(ctx.database, systemActor(row.space_id, 'search sync'), (uow) =>
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
