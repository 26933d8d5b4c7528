import type { Kysely } from 'kysely';
import type { LinkFacts, LinkIds } from '../../domain/entries/links.ts';
import { findAssetsByIds } from '../../db/repos/assets.ts';
import { findLinkTargets } from '../../db/repos/entries.ts';
import type { DB } from '../../db/schema.ts';
import { heldEntryWrites } from './held-entry-writes.ts';

type LinkTarget = Awaited<ReturnType<typeof findLinkTargets>>[number];

/**
 * Link targets a batch has read in its transaction. The operations of one batch mostly link the
 * same few entries (a post's author and categories, checked on create and again on publish), so
 * each is read once per batch rather than twice per operation. The batch runner forgets an
 * entry as soon as one of its operations has written it; entries that were not found are never
 * kept (a later operation may create them).
 */
const keptTargets = new WeakMap<Kysely<DB>, Map<string, LinkTarget>>();

export interface KeptLinkTargets {
  /** Reads the entries among `ids` that are not kept yet, in one query, and keeps them. */
  readAhead(spaceId: string, ids: Iterable<string>): Promise<void>;
  /** The entry was written: its next link check reads it again. */
  forget(id: string): void;
}

/** Keeps the link targets read in this transaction (a batch's) until they are forgotten. */
export function keepLinkTargets(trx: Kysely<DB>): KeptLinkTargets {
  const kept = new Map<string, LinkTarget>();
  keptTargets.set(trx, kept);
  return {
    async readAhead(spaceId, ids) {
      await linkTargets(trx, spaceId, [...ids]);
    },
    forget: (id) => kept.delete(id),
  };
}

async function linkTargets(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<LinkTarget[]> {
  // Entries the transaction created and still holds are not in the database yet: their held rows answer.
  const held = heldEntryWrites(db);
  const heldRows = held ? ids.flatMap((id) => held.entry(spaceId, id) ?? []) : [];
  if (heldRows.length) ids = ids.filter((id) => !held!.entry(spaceId, id));
  const fromHeld = heldRows.map((r) => ({ id: r.id, content_type: r.content_type, status: r.status, published_version: r.published_version }));
  const kept = keptTargets.get(db);
  if (!kept) return [...fromHeld, ...(await findLinkTargets(db, spaceId, ids))];
  const known = ids.flatMap((id) => kept.get(id) ?? []);
  const read = await findLinkTargets(db, spaceId, [...new Set(ids.filter((id) => !kept.has(id)))]);
  for (const t of read) kept.set(t.id, t);
  return [...fromHeld, ...known, ...read];
}

/** Looks up what link rules need about linked entries and files: at most two queries. */
export async function loadLinkFacts(db: Kysely<DB>, spaceId: string, links: LinkIds): Promise<LinkFacts> {
  const [entries, assets] = await Promise.all([linkTargets(db, spaceId, [...links.entries]), findAssetsByIds(db, spaceId, [...links.assets])]);
  return {
    entries: new Map(entries.map((e) => [e.id, e])),
    assets: new Map(assets.map((a) => [a.id, { alt: a.alt, content_type: a.content_type }])),
  };
}
