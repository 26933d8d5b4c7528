import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AnalyticsCustomEventsTable, AnalyticsGoalsTable, AnalyticsVisitsTable, DB } from '../schema.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';
import { likePattern } from '../../domain/analytics/visits.ts';

/** Visits, custom events, marks and goals (docs/analytics.md "Visits", "Goals"). */
export type VisitRow = Selectable<AnalyticsVisitsTable>;
export type CustomEventRow = Insertable<AnalyticsCustomEventsTable>;
export type GoalRecord = Selectable<AnalyticsGoalsTable>;

const CHUNK = 100;
function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The visits of the given visitor-days (of one space and day per group), oldest first. */
export async function findVisits(db: Kysely<DB>, keys: ReadonlyArray<{ space_id: string; day: string; visitor: string }>): Promise<VisitRow[]> {
  const groups = new Map<string, { space_id: string; day: string; visitors: string[] }>();
  for (const k of keys) {
    const g = `${k.space_id}\0${k.day}`;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { space_id: k.space_id, day: k.day, visitors: [] }));
    group.visitors.push(k.visitor);
  }
  const out: VisitRow[] = [];
  for (const { space_id, day, visitors } of groups.values()) {
    for (const part of chunks([...new Set(visitors)])) {
      out.push(...(await db.selectFrom('analytics_visits').selectAll().where('space_id', '=', space_id).where('day', '=', day).where('visitor', 'in', part).orderBy('started_at').execute()));
    }
  }
  return out;
}

/** Stores new visits and the progress of continued ones (last view, views, seconds, exit page). */
export async function upsertVisits(db: Kysely<DB>, rows: readonly VisitRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto('analytics_visits')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['space_id', 'day', 'visitor', 'started_at']).doUpdateSet((eb) => ({
          last_at: eb.ref('excluded.last_at'),
          views: eb.ref('excluded.views'),
          seconds: eb.ref('excluded.seconds'),
          exit_path: eb.ref('excluded.exit_path'),
        })),
      )
      .execute();
  }
}

export async function insertCustomEvents(db: Kysely<DB>, rows: readonly CustomEventRow[]): Promise<void> {
  for (const part of chunks(rows)) await db.insertInto('analytics_custom_events').values(part).execute();
}

/** Stores marks not stored yet; answers the ones this call stored (a visitor-day counts once per mark). */
export async function insertMarks(db: Kysely<DB>, rows: ReadonlyArray<{ space_id: string; day: string; visitor: string; mark: string }>): Promise<Array<{ space_id: string; day: string; visitor: string; mark: string }>> {
  const out = [];
  for (const part of chunks(rows)) {
    out.push(...(await db.insertInto('analytics_marks').values(part).onConflict((oc) => oc.columns(['space_id', 'day', 'visitor', 'mark']).doNothing()).returning(['space_id', 'day', 'visitor', 'mark']).execute()));
  }
  return out;
}

export function listGoals(db: Kysely<DB>, spaceId: string): Promise<GoalRecord[]> {
  return db.selectFrom('analytics_goals').selectAll().where('space_id', '=', spaceId).orderBy('created_at').orderBy('id').execute();
}

/** Page-view goals of the given spaces (the writer matches each page view against them). */
export function pageGoalsOf(db: Kysely<DB>, spaceIds: readonly string[]): Promise<Array<{ space_id: string; name: string }>> {
  return db.selectFrom('analytics_goals').select(['space_id', 'name']).where('space_id', 'in', [...spaceIds]).where('kind', '=', 'page').execute();
}

export async function insertGoal(db: Kysely<DB>, row: GoalRecord): Promise<boolean> {
  const r = await db.insertInto('analytics_goals').values(row).onConflict((oc) => oc.columns(['space_id', 'kind', 'name']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findGoal(db: Kysely<DB>, spaceId: string, id: string): Promise<GoalRecord | undefined> {
  return db.selectFrom('analytics_goals').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

export async function countGoals(db: Kysely<DB>, spaceId: string): Promise<number> {
  const r = await db.selectFrom('analytics_goals').select((eb) => eb.fn.countAll<number | string>().as('n')).where('space_id', '=', spaceId).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Deletes a page-view goal's counts with it, so a goal made again later is counted afresh. */
export async function deleteGoal(db: Kysely<DB>, goal: GoalRecord, mark: string): Promise<void> {
  await db.deleteFrom('analytics_goals').where('space_id', '=', goal.space_id).where('id', '=', goal.id).execute();
  if (goal.kind !== 'page') return;
  for (const table of ['analytics_daily', 'analytics_monthly'] as const) await db.deleteFrom(table).where('space_id', '=', goal.space_id).where('dimension', '=', 'goal_page').where('value', '=', goal.name).execute();
  await db.deleteFrom('analytics_marks').where('space_id', '=', goal.space_id).where('mark', '=', mark).execute();
}

/** Page views of retained events matching a pattern, per local day and visitor (a new page-view goal counts them). */
export async function pageViewsMatching(db: Kysely<DB>, spaceId: string, pattern: string): Promise<Array<{ day: string; visitor: string; views: number }>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select((eb) => [sql<string>`substr(hour, 1, 10)`.as('day'), 'visitor', eb.fn.countAll<number | string>().as('views')])
    .where('space_id', '=', spaceId)
    .where('kind', '=', 'page_view')
    .where('visitor', 'is not', null)
    .where('hour', 'is not', null)
    .where(sql<boolean>`path like ${likePattern(pattern)} escape '\\'`)
    .groupBy([sql`substr(hour, 1, 10)`, 'visitor'])
    .execute();
  return rows.map((r) => ({ day: r.day, visitor: r.visitor!, views: Number(r.views) }));
}

const spaceIds = async (db: Kysely<DB>) => (await db.selectFrom('spaces').select('id').execute()).map((r) => r.id);

/** Visits and custom events older than the raw events' retention, space by space through the indexes that lead with the space. */
export async function deleteVisitsBefore(db: Kysely<DB>, at: string): Promise<number> {
  let n = 0;
  for (const id of await spaceIds(db)) {
    const a = await db.deleteFrom('analytics_visits').where('space_id', '=', id).where('day', '<', at.slice(0, 10)).executeTakeFirst();
    const b = await db.deleteFrom('analytics_custom_events').where('space_id', '=', id).where('hour', '<', at.slice(0, 13)).executeTakeFirst();
    n += Number(a.numDeletedRows) + Number(b.numDeletedRows);
  }
  return n;
}

export async function deleteMarksBefore(db: Kysely<DB>, day: string): Promise<number> {
  let n = 0;
  for (const id of await spaceIds(db)) n += Number((await db.deleteFrom('analytics_marks').where('space_id', '=', id).where('day', '<', day).executeTakeFirst()).numDeletedRows);
  return n;
}

// ---- Filtered reports: read visits and custom events themselves (kept like raw events). ----

export interface VisitScope {
  spaceId: string;
  from: string;
  to: string;
  equal: ReadonlyArray<readonly [EventColumn, string]>;
}


/**
 * Visits of the scope, as a subquery `v`: by (space, day) through the primary key, narrowed by
 * the visitor-day's columns; a page filter keeps the visits that viewed that page (through
 * analytics_events_space_path, joined to its visit by visitor-day and time).
 */
function scopedVisits(db: Kysely<DB>, s: VisitScope) {
  const page = s.equal.find(([c]) => c === 'path')?.[1];
  const others = s.equal.filter(([c]) => c !== 'path');
  if (page === undefined) {
    let q = db.selectFrom('analytics_visits').selectAll().where('space_id', '=', s.spaceId).where('day', '>=', s.from).where('day', '<=', s.to);
    for (const [column, value] of others) q = q.where(column as Exclude<EventColumn, 'path'>, '=', value);
    return db.selectFrom(q.as('v'));
  }
  let q = db
    .selectFrom('analytics_events as e')
    .innerJoin('analytics_visits as x', (j) =>
      j
        .onRef('x.space_id', '=', 'e.space_id')
        .on('x.day', '=', sql<string>`substr(e.hour, 1, 10)`)
        .onRef('x.visitor', '=', 'e.visitor')
        .onRef('x.started_at', '<=', 'e.at')
        .onRef('x.last_at', '>=', 'e.at'),
    )
    .select(['x.day', 'x.visitor', 'x.started_at', 'x.hour', 'x.views', 'x.seconds', 'x.entry_path', 'x.exit_path'])
    .distinct()
    .where('e.space_id', '=', s.spaceId)
    .where('e.path', '=', page)
    .where('e.kind', '=', 'page_view')
    .where('e.hour', '>=', `${s.from}T00`)
    .where('e.hour', '<=', `${s.to}T23`);
  for (const [column, value] of others) q = q.where(`x.${column as Exclude<EventColumn, 'path'>}`, '=', value);
  return db.selectFrom(q.as('v'));
}

/** Visits, one-page visits and seconds per local day or per hour a visit started in. */
export async function visitsPerPeriod(db: Kysely<DB>, s: VisitScope, hourly: boolean): Promise<Array<{ period: string; visits: number; bounces: number; seconds: number }>> {
  const period = hourly ? sql<string>`v.hour` : sql<string>`v.day`;
  const rows = await scopedVisits(db, s)
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<number | string>().as('visits'),
      eb.fn.sum<number | string>(sql`case when v.views = 1 then 1 else 0 end`).as('bounces'),
      eb.fn.sum<number | string>(sql`v.seconds`).as('seconds'),
    ])
    .groupBy(period)
    .execute();
  return rows.map((r) => ({ period: r.period, visits: Number(r.visits), bounces: Number(r.bounces), seconds: Number(r.seconds) }));
}

/** Entry or exit pages of the scope's visits: visits per page, most first. */
export async function visitPages(db: Kysely<DB>, s: VisitScope, column: 'entry_path' | 'exit_path', limit: number): Promise<Array<{ value: string; visits: number }>> {
  const ref = sql.ref(`v.${column}`);
  const rows = await scopedVisits(db, s)
    .select((eb) => [sql<string>`${ref}`.as('value'), eb.fn.countAll<number | string>().as('visits')])
    .groupBy(ref)
    .orderBy('visits', 'desc')
    .orderBy('value')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ value: r.value, visits: Number(r.visits) }));
}

/** Custom events of the scope (the page filter is the page they were sent from). */
export async function scopedCustomEvents(db: Kysely<DB>, s: VisitScope, names: readonly string[]): Promise<Array<{ hour: string; visitor: string; name: string; props: string }>> {
  if (names.length === 0) return [];
  let q = db
    .selectFrom('analytics_custom_events')
    .select(['hour', 'visitor', 'name', 'props'])
    .where('space_id', '=', s.spaceId)
    .where('hour', '>=', `${s.from}T00`)
    .where('hour', '<=', `${s.to}T23`)
    .where('name', 'in', [...names]);
  for (const [column, value] of s.equal) q = q.where(column, '=', value);
  return q.execute();
}

/** Page views of the scope matching a pattern: converting visitor-days and views. */
export async function pageGoalCount(db: Kysely<DB>, s: VisitScope, pattern: string): Promise<{ visitors: number; conversions: number }> {
  let q = db
    .selectFrom('analytics_events')
    .where('space_id', '=', s.spaceId)
    .where('kind', '=', 'page_view')
    .where('hour', '>=', `${s.from}T00`)
    .where('hour', '<=', `${s.to}T23`)
    .where(sql<boolean>`path like ${likePattern(pattern)} escape '\\'`);
  if (!s.equal.some(([c]) => c === 'path')) q = q.where('at', '>=', new Date(Date.parse(`${s.from}T00:00:00Z`) - 86_400_000).toISOString()).where('at', '<', new Date(Date.parse(`${s.to}T00:00:00Z`) + 2 * 86_400_000).toISOString());
  for (const [column, value] of s.equal) q = q.where(column, '=', value);
  const r = await q
    .select((eb) => [eb.fn.count<number | string>(sql`distinct substr(hour, 1, 10) || visitor`).as('visitors'), eb.fn.countAll<number | string>().as('conversions')])
    .executeTakeFirstOrThrow();
  return { visitors: Number(r.visitors), conversions: Number(r.conversions) };
}

/**
 * Sums per value of one dimension over a window's days and months, of the values starting with
 * `prefix` only (the prop values of one event name).
 */
export async function sumPrefixed(
  db: Kysely<DB>,
  spaceId: string,
  dimension: string,
  window: { days: { from: string; to: string } | null; months: { from: string; to: string } | null; after: { from: string; to: string } | null },
  prefix: string,
): Promise<Array<{ value: string; visitors: number; views: number }>> {
  const out = new Map<string, { value: string; visitors: number; views: number }>();
  const add = (rows: Array<{ value: string; visitors: number | string; views: number | string }>) => {
    for (const r of rows) {
      const hit = out.get(r.value) ?? { value: r.value, visitors: 0, views: 0 };
      hit.visitors += Number(r.visitors);
      hit.views += Number(r.views);
      out.set(r.value, hit);
    }
  };
  for (const range of [window.days, window.after]) {
    if (!range) continue;
    add(
      await db
        .selectFrom('analytics_daily')
        .select((eb) => ['value', eb.fn.sum<number | string>('visitors').as('visitors'), eb.fn.sum<number | string>('views').as('views')])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .where(sql<string>`substr(value, 1, ${sql.lit(prefix.length)})`, '=', prefix)
        .groupBy('value')
        .execute(),
    );
  }
  if (window.months) {
    add(
      await db
        .selectFrom('analytics_monthly')
        .select((eb) => ['value', eb.fn.sum<number | string>('visitors').as('visitors'), eb.fn.sum<number | string>('views').as('views')])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('month', '>=', window.months.from)
        .where('month', '<=', window.months.to)
        .where(sql<string>`substr(value, 1, ${sql.lit(prefix.length)})`, '=', prefix)
        .groupBy('value')
        .execute(),
    );
  }
  return [...out.values()];
}
