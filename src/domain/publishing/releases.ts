import { displayNameProblem } from '../display-names.ts';
import type { FieldErrors } from '../errors.ts';
import type { EntryStatus } from '../entries/types.ts';

/** What a release does to each of its entries. */
export const RELEASE_ACTIONS = ['publish', 'unpublish', 'archive', 'unarchive'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const MAX_RELEASE_ITEMS = 100;
export const MAX_RELEASE_NAME = 200;
/** Open releases a space may hold. */
export const MAX_OPEN_RELEASES = 200;

/** One entry of a release, as stored. */
export interface ReleaseItem {
  id: string;
  action: ReleaseAction;
  /** The version to publish; null: whatever is the latest when the release is published. */
  version: number | null;
  /** The entry's latest version when it was added: a later edit is a conflict for a fixed version. */
  added_version: number;
}

/** An item as sent. */
export interface ReleaseItemInput {
  id: string;
  action?: string;
  version?: number | null;
}

/** What a release needs to know of an entry it holds. */
export interface EntryFacts {
  version: number;
  status: EntryStatus;
  published_version: number | null;
}

export interface ReleaseConflict {
  id: string;
  reason: string;
}

/**
 * Checks items as sent against the entries they name (`facts`, missing for an unknown id) and
 * returns them as stored, or every problem keyed by `entries.<index>`.
 */
export function checkReleaseItems(input: readonly ReleaseItemInput[], facts: ReadonlyMap<string, EntryFacts>): { items: ReleaseItem[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const items: ReleaseItem[] = [];
  const seen = new Set<string>();
  input.forEach((it, i) => {
    const key = `entries.${i}`;
    const fact = facts.get(it.id);
    const action = it.action ?? 'publish';
    if (!fact) return void (errors[key] = `an entry of this space; there is no entry "${it.id}"`);
    if (seen.has(it.id)) return void (errors[key] = `each entry once; "${it.id}" is listed twice`);
    seen.add(it.id);
    if (!(RELEASE_ACTIONS as readonly string[]).includes(action)) return void (errors[`${key}.action`] = `one of ${RELEASE_ACTIONS.join(', ')}`);
    const version = it.version ?? null;
    if (version !== null) {
      if (action !== 'publish') return void (errors[`${key}.version`] = `nothing: only a publish is held at a version (leave version out for ${action})`);
      if (!Number.isSafeInteger(version) || version < 1 || version > fact.version) return void (errors[`${key}.version`] = `a version of entry ${it.id}, 1 to ${fact.version}, or null for the latest at release time`);
    }
    items.push({ id: it.id, action: action as ReleaseAction, version, added_version: fact.version });
  });
  if (items.length > MAX_RELEASE_ITEMS) errors.entries = `at most ${MAX_RELEASE_ITEMS} entries in one release`;
  return Object.keys(errors).length ? { errors } : { items };
}

/**
 * Entries changed since they were added at a fixed version (publishing them would silently drop
 * the later edit), and entries that no longer exist. Items at "latest" never conflict.
 */
export function releaseConflicts(items: readonly ReleaseItem[], facts: ReadonlyMap<string, EntryFacts>): ReleaseConflict[] {
  const out: ReleaseConflict[] = [];
  for (const it of items) {
    const fact = facts.get(it.id);
    if (!fact) out.push({ id: it.id, reason: 'the entry no longer exists; remove it from the release' });
    else if (it.version !== null && fact.version !== it.added_version) {
      out.push({
        id: it.id,
        reason: `the entry was edited after it was added at version ${it.version} (it is now at version ${fact.version}); add it again at the version to publish, or at null for the latest`,
      });
    }
  }
  return out;
}

/** What each entry was just before a release changed it, for a revert. */
export interface BeforeRelease {
  id: string;
  status: EntryStatus;
  published_version: number | null;
}

/**
 * The items of the release that undoes one: an entry that was live goes back to the version it
 * had live (held at that version, so a later edit shows as a conflict); one that was not live is
 * taken off the live site, or archived again, or brought back from the archive.
 */
export function revertItems(before: readonly BeforeRelease[], facts: ReadonlyMap<string, EntryFacts>): ReleaseItem[] {
  const out: ReleaseItem[] = [];
  for (const b of before) {
    const now = facts.get(b.id);
    if (!now) continue; // deleted since: nothing to restore
    const added_version = now.version;
    if (b.published_version !== null) out.push({ id: b.id, action: 'publish', version: b.published_version, added_version });
    else if (b.status === 'archived') out.push({ id: b.id, action: 'archive', version: null, added_version });
    else if (now.status === 'archived') out.push({ id: b.id, action: 'unarchive', version: null, added_version });
    else out.push({ id: b.id, action: 'unpublish', version: null, added_version });
  }
  return out;
}

export function checkReleaseName(name: unknown): FieldErrors {
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_RELEASE_NAME) return { name: `a name of 1 to ${MAX_RELEASE_NAME} characters, e.g. "Spring launch"` };
  const problem = displayNameProblem(name);
  return problem ? { name: `a name that ${problem}` } : {};
}
