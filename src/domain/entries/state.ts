import type { EntryStatus } from './types.ts';

/**
 * The entry state machine (SPEC "States and transitions", completed in docs/entries.md):
 *
 * | from \ action | edit      | publish   | unpublish | archive   | unarchive |
 * |---------------|-----------|-----------|-----------|-----------|-----------|
 * | draft         | draft     | published | (same)    | archived  | (same)    |
 * | published     | changed   | (same)    | draft     | archived  | (same)    |
 * | changed       | changed   | published | draft     | archived  | (same)    |
 * | archived      | refused   | refused   | (same)    | (same)    | draft     |
 *
 * "(same)" answers with the entry unchanged and emits nothing. Events are the deploy-hook events
 * the transition causes; the unit of work writes them with the change.
 */
export type EntryAction = 'create' | 'edit' | 'publish' | 'unpublish' | 'archive' | 'unarchive';
export type EntryEvent = 'entry.saved' | 'entry.published' | 'entry.unpublished';

export interface EntryFacts {
  status: EntryStatus | null;
  /** Latest version equals the published one. */
  upToDate: boolean;
}

export type Transition =
  | { ok: true; status: EntryStatus; changed: boolean; events: EntryEvent[] }
  | { ok: false; reason: string; fix: string };

const same = (status: EntryStatus): Transition => ({ ok: true, status, changed: false, events: [] });

export function transition(facts: EntryFacts, action: EntryAction): Transition {
  const s = facts.status;
  if (action === 'create') return { ok: true, status: 'draft', changed: true, events: ['entry.saved'] };
  if (s === null) return { ok: false, reason: 'the entry does not exist', fix: 'Create the entry first.' };
  const isLive = s === 'published' || s === 'changed';
  switch (action) {
    case 'edit':
      if (s === 'archived') return { ok: false, reason: 'the entry is archived', fix: 'Unarchive the entry (POST …/unarchive), then edit it.' };
      return { ok: true, status: isLive ? 'changed' : 'draft', changed: true, events: ['entry.saved'] };
    case 'publish':
      if (s === 'archived') return { ok: false, reason: 'the entry is archived', fix: 'Unarchive the entry (POST …/unarchive), then publish it.' };
      if (s === 'published' && facts.upToDate) return same(s);
      return { ok: true, status: 'published', changed: true, events: ['entry.published'] };
    case 'unpublish':
      return isLive ? { ok: true, status: 'draft', changed: true, events: ['entry.unpublished'] } : same(s);
    case 'archive':
      if (s === 'archived') return same(s);
      return { ok: true, status: 'archived', changed: true, events: isLive ? ['entry.unpublished'] : [] };
    case 'unarchive':
      return s === 'archived' ? { ok: true, status: 'draft', changed: true, events: [] } : same(s);
  }
}
