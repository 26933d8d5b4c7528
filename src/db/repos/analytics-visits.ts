import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Engine } from '../client.ts';
import { byKey, chunks, param, runRows, textOf } from './analytics.ts';
import type { AnalyticsCustomEventsTable, AnalyticsGoalsTable, AnalyticsVisitsTable, DB } from '../schema.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';
import { likePattern } from '../../domain/analytics/visits.ts';

/** Visits, custom events, marks and goals (docs/analytics.md "Visits", "Goals"). */
export type VisitRow = Selectable<AnalyticsVisitsTable>;
export type CustomEventRow = Insertable<AnalyticsCustomEventsTable>;
export type GoalRecord = Selectable<AnalyticsGoalsTable>;

/**
 * The writer's statements run as SQL texts made once per shape (statement × rows × engine), like
 * the other writes of collected events (repos/analytics.ts): Kysely's builder would cost more than
 * the database's own work on a transaction of events.
 */
const VISIT_COLUMNS = ['space_id', 'day', 'visitor', 'started_at', 'last_at', 'hour', 'views', 'seconds', 'entry_path', 'exit_path', 'source', 'ai_engine', 'referrer', 'campaign', 'country', 'city', 'device', 'browser', 'os'] as const;
const CUSTOM_COLUMNS = ['space_id', 'at', 'hour', 'visitor', 'name', 'props', 'path', 'source', 'ai_engine', 'referrer', 'campaign', 'country', 'city', 'device', 'browser', 'os'] as const;

/** The visits of the given visitor-days (of one space and day per group), oldest first. */
export async function findVisits(db: Kysely<DB>, engine: Engine, keys: ReadonlyArray<{ space_id: string; day: string; visitor: string }>): Promise<VisitRow[]> {
  const groups = new Map<string, { space_id: string; day: string; visitors: Set<string> }>();
  for (const k of keys) {
    const g = `${k.space_id}\0${k.day}`;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { space_id: k.space_id, day: k.day, visitors: new Set() }));
    group.visitors.add(k.visitor);
  }
  const out: VisitRow[] = [];
  for (const { space_id, day, visitors } of groups.values()) {
    for (const part of chunks([...visitors])) {
      const text = textOf(
        `${engine}\0find-visits\0${part.length}`,
        () => `select * from analytics_visits where space_id = ${param(engine, 1)} and day = ${param(engine, 2)} and visitor in (${part.map((_, i) => param(engine, i + 3)).join(', ')}) order by started_at`,
      );
      const { rows } = await db.executeQuery<VisitRow>(CompiledQuery.raw(text, [space_id, day, ...part]));
      for (const r of rows) out.push({ ...r, views: Number(r.views), seconds: Number(r.seconds) });
    }
  }
  return out;
}

/** Stores new visits and the progress of continued ones (last view, views, seconds, exit page). */
export async function upsertVisits(db: Kysely<DB>, engine: Engine, rows: readonly VisitRow[]): Promise<void> {
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}\0${r.started_at}`))) {
    await runRows(
      db,
      engine,
      `insert into analytics_visits (${VISIT_COLUMNS.join(', ')})`,
      part.map((r) => VISIT_COLUMNS.map((c) => r[c])),
      ' on conflict (space_id, day, visitor, started_at) do update set last_at = excluded.last_at, views = excluded.views, seconds = excluded.seconds, exit_path = excluded.exit_path',
    );
  }
}

export async function insertCustomEvents(db: Kysely<DB>, engine: Engine, rows: readonly CustomEventRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await runRows(
      db,
      engine,
      `insert into analytics_custom_events (${CUSTOM_COLUMNS.join(', ')})`,
      part.map((r) => CUSTOM_COLUMNS.map((c) => r[c] ?? null)),
    );
  }
}

/** Stores marks not stored yet; answers the ones this call stored (a visitor-day counts once per mark). */
export async function insertMarks(db: Kysely<DB>, engine: Engine, rows: ReadonlyArray<{ space_id: string; day: string; visitor: string; mark: string }>): Promise<Array<{ space_id: string; day: string; visitor: string; mark: string }>> {
  const out: Array<{ space_id: string; day: string; visitor: string; mark: string }> = [];
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}\0${r.mark}`))) {
    out.push(
      ...(await runRows<{ space_id: string; day: string; visitor: string; mark: string }>(
        db,
        engine,
        'insert into analytics_marks (space_id, day, visitor, mark)',
        part.map((r) => [r.space_id, r.day, r.visitor, r.mark]),
        ' on conflict (space_id, day, visitor, mark) do nothing returning space_id, day, visitor, mark',
      )),
    );
  }
  return out;
}

export function listGoals(db: Kysely<DB>, spaceId: string): Promise<GoalRecord[]> {
  return db.selectFrom('analytics_goals').selectAll().where('space_id', '=', spaceId).orderBy('created_at').orderBy('id').execute();
}

/** Page-view goals of the given spaces (the writer matches each page view against them). */
export async function pageGoalsOf(db: Kysely<DB>, engine: Engine, spaceIds: readonly string[]): Promise<Array<{ space_id: string; name: string }>> {
  const out: Array<{ space_id: string; name: string }> = [];
  for (const part of chunks(spaceIds)) {
    const text = textOf(`${engine}\0page-goals\0${part.length}`, () => `select space_id, name from analytics_goals where kind = 'page' and space_id in (${part.map((_, i) => param(engine, i + 1)).join(', ')})`);
    out.push(...(await db.executeQuery<{ space_id: string; name: string }>(CompiledQuery.raw(text, [...part]))).rows);
  }
  return out;
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

/** Page views of the scope matching each pattern: converting visitor-days and views per pattern, in one pass over the events. */
export async function pageGoalCounts(db: Kysely<DB>, s: VisitScope, patterns: readonly string[]): Promise<Map<string, { visitors: number; conversions: number }>> {
  const out = new Map<string, { visitors: number; conversions: number }>();
  if (patterns.length === 0) return out;
  const matches = patterns.map((p) => sql<boolean>`path like ${likePattern(p)} escape '\\'`);
  let q = db
    .selectFrom('analytics_events')
    .where('space_id', '=', s.spaceId)
    .where('kind', '=', 'page_view')
    .where('hour', '>=', `${s.from}T00`)
    .where('hour', '<=', `${s.to}T23`)
    .where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  if (!s.equal.some(([c]) => c === 'path')) q = q.where('at', '>=', new Date(Date.parse(`${s.from}T00:00:00Z`) - 86_400_000).toISOString()).where('at', '<', new Date(Date.parse(`${s.to}T00:00:00Z`) + 2 * 86_400_000).toISOString());
  for (const [column, value] of s.equal) q = q.where(column, '=', value);
  const r = (await q
    .select(matches.flatMap((m, i) => [
      sql<number | string>`count(distinct case when ${m} then substr(hour, 1, 10) || visitor end)`.as(`v${i}`),
      sql<number | string | null>`sum(case when ${m} then 1 else 0 end)`.as(`c${i}`),
    ]))
    .executeTakeFirstOrThrow()) as Record<string, number | string | null>;
  patterns.forEach((p, i) => out.set(p, { visitors: Number(r[`v${i}`] ?? 0), conversions: Number(r[`c${i}`] ?? 0) }));
  return out;
}

/**
 * Sums per value of one dimension over a window's days and months, of the values starting with
 * one of the `prefixes` only (the prop values of the goals' event names, in one grouped query).
 */
export async function sumPrefixed(
  db: Kysely<DB>,
  spaceId: string,
  dimension: string,
  window: { days: { from: string; to: string } | null; months: { from: string; to: string } | null; after: { from: string; to: string } | null },
  prefixes: readonly string[],
): Promise<Array<{ value: string; visitors: number; views: number }>> {
  if (prefixes.length === 0) return [];
  const startsWithOne = sql<boolean>`(${sql.join(prefixes.map((p) => sql`substr(value, 1, ${sql.lit(p.length)}) = ${p}`), sql` or `)})`;
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
        .where(startsWithOne)
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
        .where(startsWithOne)
        .groupBy('value')
        .execute(),
    );
  }
  return [...out.values()];
}
