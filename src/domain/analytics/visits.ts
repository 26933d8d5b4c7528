import { validationFailed, type FieldErrors } from '../errors.ts';
import { MAX_PATH } from './classify.ts';

/**
 * Visits and goals (docs/analytics.md "Visits", "Goals"). A visit is the page views of one
 * visitor-day (the daily hash, as counted in `visitors`) with no gap over VISIT_GAP_MS between
 * one view and the next; so a visit also ends at the site's local midnight, where the visitor
 * hash of the day ends.
 */
export const VISIT_GAP_MS = 30 * 60_000;

/** Limits of custom events (docs/analytics.md "Limits"). */
export const CUSTOM_EVENT_LIMITS = {
  name: 64,
  props: 10,
  propKey: 64,
  propValue: 200,
} as const;

/** Goals a space may have. */
export const MAX_GOALS = 50;

export type GoalKind = 'event' | 'page';

export interface CustomEvent {
  name: string;
  /** Prop values as strings (numbers and booleans are sent as their text). */
  props: Record<string, string>;
}

const NAME = /^\P{Cc}+$/u;

/**
 * Reads `name` and `props` of a custom event as the script sends them; problems per field (so
 * they join the body's other problems in one `validation_failed`).
 */
export function readCustomEvent(name: unknown, props: unknown, errors: FieldErrors): CustomEvent | null {
  const L = CUSTOM_EVENT_LIMITS;
  if (typeof name !== 'string' || !name.trim() || name.length > L.name || !NAME.test(name)) {
    errors.name = `the event's name: 1 to ${L.name} characters, no control characters (e.g. "Signup")`;
    return null;
  }
  const out: Record<string, string> = {};
  if (props !== undefined && props !== null) {
    if (typeof props !== 'object' || Array.isArray(props)) {
      errors.props = 'an object of names to strings, numbers or booleans, e.g. {"plan": "pro"}';
      return null;
    }
    const entries = Object.entries(props as Record<string, unknown>);
    if (entries.length > L.props) errors.props = `at most ${L.props} props per event (this one has ${entries.length}); send fewer, or fold related ones into one value`;
    for (const [k, v] of entries) {
      if (!k || k.length > L.propKey || !NAME.test(k)) errors[`props.${k.slice(0, L.propKey)}`] = `a prop name of 1 to ${L.propKey} characters`;
      else if ((typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') || String(v).length > L.propValue || String(v) === '')
        errors[`props.${k}`] = `a string, number or boolean of 1 to ${L.propValue} characters (objects and lists are not kept)`;
      else out[k] = String(v);
    }
  }
  return Object.keys(errors).length ? null : { name: name.trim(), props: out };
}

/** Reads a goal to create; `validation_failed` with a fix when it cannot be one. */
export function readGoal(body: { kind?: unknown; name?: unknown }): { kind: GoalKind; name: string } {
  const errors: FieldErrors = {};
  const { kind, name } = body;
  if (kind !== 'event' && kind !== 'page') errors.kind = '"event" (a custom event name) or "page" (a path, `*` for any characters)';
  else if (kind === 'event') readCustomEvent(name, undefined, errors);
  else if (typeof name !== 'string' || !name.startsWith('/') || name.length > MAX_PATH || /\s/.test(name)) errors.name = `a path starting with "/", up to ${MAX_PATH} characters, \`*\` matching any characters (e.g. "/thank-you" or "/blog/*")`;
  if (Object.keys(errors).length) throw validationFailed(errors, 'The goal is not valid; nothing was stored.', 'Send {"kind": "event", "name": "Signup"} or {"kind": "page", "name": "/thank-you*"}.');
  return { kind: kind as GoalKind, name: (name as string).trim() };
}

/** Whether a path matches a page goal's pattern (`*` any characters, `/` included; otherwise exact). */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  const parts = pattern.split('*');
  if (!path.startsWith(parts[0])) return false;
  let at = parts[0].length;
  for (let i = 1; i < parts.length - 1; i++) {
    const found = path.indexOf(parts[i], at);
    if (found < 0) return false;
    at = found + parts[i].length;
  }
  const last = parts[parts.length - 1];
  return path.length - at >= last.length && path.endsWith(last);
}

/** The SQL LIKE pattern of a page goal (`*` → `%`; `%`, `_` and `\` escaped with `\`). */
export const likePattern = (pattern: string) => pattern.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');

/**
 * Parts of stored values are joined with U+001F, which names and props cannot hold (PostgreSQL
 * text cannot hold U+0000).
 */
export const PART = '\u001f';
/** Marks: what a visitor-day is counted once for (analytics_marks). */
export const eventMark = (name: string) => `e${PART}${name}`;
export const propValue = (name: string, key: string, value: string) => `${name}${PART}${key}${PART}${value}`;
export const propMark = (name: string, key: string, value: string) => `p${PART}${propValue(name, key, value)}`;
export const goalMark = (pattern: string) => `g${PART}${pattern}`;

/** Sums of visits over a range: visits, single-page visits and seconds. */
export interface VisitSums {
  visits: number;
  bounces: number;
  seconds: number;
}

export interface VisitTotals {
  visits: number;
  /** Visits of one page view, in percent of visits (one decimal); null without visits. */
  bounce_rate: number | null;
  /** Mean seconds from a visit's first page view to its last (a one-page visit counts 0); null without visits. */
  visit_duration: number | null;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

export function visitTotals(s: VisitSums): VisitTotals {
  return {
    visits: s.visits,
    bounce_rate: s.visits ? percent(s.bounces, s.visits) : null,
    visit_duration: s.visits ? Math.round(s.seconds / s.visits) : null,
  };
}

export interface GoalRow {
  id: string;
  kind: GoalKind;
  name: string;
  created_at: string;
}

export interface GoalCount {
  visitors: number;
  conversions: number;
}

export interface PropValueItem extends GoalCount {
  value: string;
}

export interface GoalItem extends GoalCount {
  id: string;
  kind: GoalKind;
  name: string;
  /** Converting visitors in percent of the report's visitors, one decimal. */
  conversion_rate: number;
  /** Custom events: per prop name, its values, most converting visitors first (top 10). */
  props: Record<string, PropValueItem[]>;
}

/**
 * The report's `goals` from the counts per goal and per event prop value (`name\0key\0value`).
 * Every configured goal is listed, zero when nothing converted, most converting visitors first.
 */
export function buildGoals(goals: readonly GoalRow[], visitors: number, counts: { event: Map<string, GoalCount>; page: Map<string, GoalCount>; props: Map<string, GoalCount> }): GoalItem[] {
  const zero = { visitors: 0, conversions: 0 };
  const items = goals.map((g): GoalItem => {
    const c = (g.kind === 'event' ? counts.event : counts.page).get(g.name) ?? zero;
    const props: Record<string, PropValueItem[]> = {};
    if (g.kind === 'event') {
      for (const [key, p] of counts.props) {
        const [name, prop, value] = key.split(PART);
        if (name !== g.name) continue;
        (props[prop] ??= []).push({ value, ...p });
      }
      for (const k of Object.keys(props)) props[k] = props[k].sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || (a.value < b.value ? -1 : 1)).slice(0, 10);
    }
    return { id: g.id, kind: g.kind, name: g.name, visitors: c.visitors, conversions: c.conversions, conversion_rate: visitors ? percent(c.visitors, visitors) : 0, props };
  });
  return items.sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || (a.name < b.name ? -1 : 1));
}
