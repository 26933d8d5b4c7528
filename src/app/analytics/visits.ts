import type { Kysely } from 'kysely';
import { findVisits, insertCustomEvents, insertMarks, pageGoalsOf, upsertVisits, type CustomEventRow, type VisitRow } from '../../db/repos/analytics-visits.ts';
import type { Engine } from '../../db/client.ts';
import type { DB, PersonColumns } from '../../db/schema.ts';
import type { Dimension } from '../../domain/analytics/report.ts';
import { eventMark, goalMark, pathMatches, propMark, propValue, VISIT_GAP_MS } from '../../domain/analytics/visits.ts';

/** What a visitor-day is, as the visit and custom-event rows copy it (so filtered reads need no join). */
export type Person = PersonColumns;

/** A page view or custom event whose visitor-day the writer has resolved (`visitor` is the id it is stored under). */
export interface PersonEvent {
  spaceId: string;
  at: string;
  day: string;
  hour: string;
  path: string;
  visitor: string;
  person: Person;
}

export interface CustomPersonEvent extends PersonEvent {
  name: string;
  props: Record<string, string>;
}

/** Adds to a rollup (store.ts Increments): space, dimension, day or hour, value, visitors, views. */
export interface Adder {
  add(spaceId: string, dimension: Dimension, period: string, value: string, visitors: number, views: number): void;
}

const SEP = '\u0000';
const personOf = (p: Person) => ({ source: p.source, ai_engine: p.ai_engine, referrer: p.referrer, campaign: p.campaign, country: p.country, city: p.city, device: p.device, browser: p.browser, os: p.os });

/**
 * Visits, custom events and page-view goals of one transaction's events (docs/analytics.md
 * "Visits", "Goals"). Each page view continues its visitor-day's latest visit when it comes at
 * most VISIT_GAP_MS after that visit's last view, else starts a visit; the rollups follow the
 * visit as it grows: a second view takes it out of the one-page visits, each later view moves
 * its exit page and adds the seconds since the previous one. Custom events and page views that
 * match a page-view goal count their visitor-day once per name, prop value and goal (marks).
 */
export async function appendVisits(db: Kysely<DB>, engine: Engine, views: readonly PersonEvent[], customs: readonly CustomPersonEvent[], daily: Adder, hourly: Adder): Promise<void> {
  const marks = new Map<string, { row: { space_id: string; day: string; visitor: string; mark: string }; dimension: Dimension; value: string }>();
  const mark = (e: PersonEvent, m: string, dimension: Dimension, value: string) => {
    daily.add(e.spaceId, dimension, e.day, value, 0, 1);
    const key = [e.spaceId, e.day, e.visitor, m].join(SEP);
    if (!marks.has(key)) marks.set(key, { row: { space_id: e.spaceId, day: e.day, visitor: e.visitor, mark: m }, dimension, value });
  };

  if (views.length) {
    const current = new Map<string, VisitRow>();
    // Oldest first, so the latest visit of each visitor-day is the one kept.
    for (const v of await findVisits(db, engine, views.map((e) => ({ space_id: e.spaceId, day: e.day, visitor: e.visitor })))) current.set([v.space_id, v.day, v.visitor].join(SEP), v);
    const changed = new Set<VisitRow>();
    const ordered = [...views].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    for (const e of ordered) {
      const key = [e.spaceId, e.day, e.visitor].join(SEP);
      const t = Date.parse(e.at);
      const v = current.get(key);
      if (v && t <= Date.parse(v.last_at) + VISIT_GAP_MS && t >= Date.parse(v.started_at) - VISIT_GAP_MS) {
        if (v.views === 1) {
          daily.add(e.spaceId, 'visits', v.day, '', 0, -1);
          hourly.add(e.spaceId, 'visits', v.hour, '', 0, -1);
        }
        v.views += 1;
        // A view older than the visit's last one (a server event sent late) counts, and moves neither the exit nor the duration.
        if (t >= Date.parse(v.last_at)) {
          const seconds = Math.floor((t - Date.parse(v.started_at)) / 1000);
          const added = seconds - v.seconds;
          if (added) {
            daily.add(e.spaceId, 'visit_seconds', v.day, '', 0, added);
            hourly.add(e.spaceId, 'visit_seconds', v.hour, '', 0, added);
          }
          v.seconds = seconds;
          v.last_at = e.at;
          if (v.exit_path !== e.path) {
            daily.add(e.spaceId, 'exit_page', v.day, v.exit_path, -1, 0);
            daily.add(e.spaceId, 'exit_page', v.day, e.path, 1, 0);
            v.exit_path = e.path;
          }
        }
        changed.add(v);
      } else {
        const fresh: VisitRow = { space_id: e.spaceId, day: e.day, visitor: e.visitor, started_at: e.at, last_at: e.at, hour: e.hour, views: 1, seconds: 0, entry_path: e.path, exit_path: e.path, ...personOf(e.person) };
        daily.add(e.spaceId, 'visits', e.day, '', 1, 1);
        hourly.add(e.spaceId, 'visits', e.hour, '', 1, 1);
        daily.add(e.spaceId, 'entry_page', e.day, e.path, 1, 0);
        daily.add(e.spaceId, 'exit_page', e.day, e.path, 1, 0);
        current.set(key, fresh);
        changed.add(fresh);
      }
    }
    await upsertVisits(db, engine, [...changed]);

    const goals = new Map<string, string[]>();
    for (const g of await pageGoalsOf(db, engine, [...new Set(views.map((e) => e.spaceId))])) {
      const list = goals.get(g.space_id) ?? [];
      list.push(g.name);
      goals.set(g.space_id, list);
    }
    if (goals.size) for (const e of views) for (const pattern of goals.get(e.spaceId) ?? []) if (pathMatches(pattern, e.path)) mark(e, goalMark(pattern), 'goal_page', pattern);
  }

  if (customs.length) {
    const rows: CustomEventRow[] = [];
    for (const e of customs) {
      rows.push({ space_id: e.spaceId, at: e.at, hour: e.hour, visitor: e.visitor, name: e.name, props: JSON.stringify(e.props), path: e.path, ...personOf(e.person) });
      mark(e, eventMark(e.name), 'event', e.name);
      for (const [k, value] of Object.entries(e.props)) mark(e, propMark(e.name, k, value), 'event_prop', propValue(e.name, k, value));
    }
    await insertCustomEvents(db, engine, rows);
  }

  if (marks.size) {
    const byKey = new Map([...marks.values()].map((m) => [[m.row.space_id, m.row.day, m.row.visitor, m.row.mark].join(SEP), m]));
    for (const r of await insertMarks(db, engine, [...marks.values()].map((m) => m.row))) {
      const m = byKey.get([r.space_id, r.day, r.visitor, r.mark].join(SEP))!;
      daily.add(r.space_id, m.dimension, r.day, m.value, 1, 0);
    }
  }
}
