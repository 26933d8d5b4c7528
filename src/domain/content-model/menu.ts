import { byName, effectiveContentTypes, inferPositions } from './infer.ts';
import type { ContentTypeDefinition, Kind } from './types.ts';

// SPEC "Ordering and quick access" (content-type order) and "Content type" `position`: where each
// type sits in the dashboard Content menu. Pure: callers persist what these return.

export const MENU_GROUPS = ['pages', 'collections', 'settings'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

const GROUP_OF_KIND: Record<Kind, MenuGroup | null> = { page: 'pages', collection: 'collections', settings: 'settings', section: null };
const GROUP_NAMES: Record<MenuGroup, string> = { pages: 'Pages', collections: 'Collections', settings: 'Settings' };

export interface ContentMenu {
  groups: Array<{ group: MenuGroup; name: string; content_types: string[] }>;
  sections: string[];
}

/** Api ids in menu order: explicit positions first, then the rest by name. */
export function menuOrder(all: ContentTypeDefinition[]): string[] {
  const positions = inferPositions(all);
  return [...all].sort((a, b) => positions.get(a.api_id)! - positions.get(b.api_id)! || byName(a, b)).map((d) => d.api_id);
}

/**
 * Explicit positions after giving `apiId` the place `position`: when another type already holds
 * that place, it and the types right behind it move down one, so explicit places stay unique and
 * the value a caller set is the value returned. Returns only the positions that change.
 */
export function placeAt(all: ContentTypeDefinition[], apiId: string, position: number): Map<string, number> {
  const taken = new Map<number, string>();
  for (const d of all) if (d.api_id !== apiId && d.position !== undefined) taken.set(d.position, d.api_id);
  const changes = new Map<string, number>([[apiId, position]]);
  let p = position;
  const run: string[] = [];
  while (taken.has(p)) {
    run.push(taken.get(p)!);
    p++;
  }
  run.forEach((id, i) => changes.set(id, position + i + 1));
  return changes;
}

/**
 * SPEC `POST …/content_types/order`: the listed types get positions 1, 2, 3 … in that order and
 * the unlisted ones keep their current order after them. Every type ends up with a position.
 */
export function orderPositions(all: ContentTypeDefinition[], listed: string[]): Map<string, number> {
  const rest = menuOrder(all).filter((id) => !listed.includes(id));
  return new Map([...listed, ...rest].map((id, i) => [id, i + 1]));
}

/** Problems with an ordering request: unknown or repeated api ids (keys for details.fields). */
export function orderProblems(known: Iterable<string>, listed: string[], groups: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const knownSet = new Set(known);
  const seen = new Set<string>();
  listed.forEach((id, i) => {
    if (!knownSet.has(id)) out[`content_types[${i}]`] = `the API ID of a content type of this space ("${id}" does not exist)`;
    else if (seen.has(id)) out[`content_types[${i}]`] = `each content type once ("${id}" is repeated)`;
    seen.add(id);
  });
  const seenGroups = new Set<string>();
  (groups ?? []).forEach((g, i) => {
    if (!(MENU_GROUPS as readonly string[]).includes(g)) out[`groups[${i}]`] = `one of ${MENU_GROUPS.map((x) => `"${x}"`).join(', ')} (sections are not a group)`;
    else if (seenGroups.has(g)) out[`groups[${i}]`] = `each group once ("${g}" is repeated)`;
    seenGroups.add(g);
  });
  return out;
}

/** The group order after a request: the listed groups first, the others in their current order after them. */
export function orderGroups(current: readonly MenuGroup[], listed: readonly MenuGroup[] | undefined): MenuGroup[] {
  const base = normalizeGroups(current);
  if (!listed) return base;
  return [...listed, ...base.filter((g) => !listed.includes(g))];
}

/** A stored group order made complete: unknown names dropped, missing groups added in default order. */
export function normalizeGroups(stored: readonly string[] | null | undefined): MenuGroup[] {
  const known = (stored ?? []).filter((g): g is MenuGroup => (MENU_GROUPS as readonly string[]).includes(g));
  const unique = [...new Set(known)];
  return [...unique, ...MENU_GROUPS.filter((g) => !unique.includes(g))];
}

/** The Content menu: groups in their order, each listing its types by position; sections apart. */
export function contentMenu(all: ContentTypeDefinition[], groupOrder: readonly MenuGroup[]): ContentMenu {
  const types = effectiveContentTypes(all); // already in menu order
  const groups = normalizeGroups(groupOrder).map((group) => ({
    group,
    name: GROUP_NAMES[group],
    content_types: types.filter((t) => GROUP_OF_KIND[t.kind] === group).map((t) => t.api_id),
  }));
  return { groups, sections: types.filter((t) => t.kind === 'section').map((t) => t.api_id) };
}
