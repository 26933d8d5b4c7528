import type { OrderEntriesResult } from '../app/entries/order-entries.ts';

// SPEC "Dry runs": a dry run answers what the real call would, marked `dry_run: true` and
// saved nowhere. REST and MCP shape it here, once.

/** A changed resource: itself, or `{dry_run: true, would_create|would_update: it}`. */
export function wouldChange<T, K extends 'would_create' | 'would_update'>(dryRun: boolean, key: K, shown: T): T | ({ dry_run: true } & Record<K, T>) {
  return dryRun ? ({ dry_run: true, [key]: shown } as { dry_run: true } & Record<K, T>) : shown;
}

/** A result that is already an object (a menu, a quick-access list): the same with `dry_run: true`. */
export function withDryRun<T extends object>(dryRun: boolean, body: T): T | (T & { dry_run: true }) {
  return dryRun ? { dry_run: true, ...body } : body;
}

/** Ordering entries: the new order, or what it would be (`would_order`, the entry ids). */
export function presentEntryOrder(dryRun: boolean, r: OrderEntriesResult) {
  return dryRun ? { dry_run: true as const, content_type: r.content_type, entry_order: r.entry_order, would_order: r.items.map((i) => i.id) } : r;
}
