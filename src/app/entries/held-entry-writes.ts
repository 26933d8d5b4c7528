import type { Kysely } from 'kysely';
import type { Engine } from '../../db/client.ts';
import { insertEntries, insertEntryVersions, type EntryRow, type EntryVersionRow } from '../../db/repos/entries.ts';
import { findSlugOwners, insertSlugRows } from '../../db/repos/entry-slugs.ts';
import { insertSortKeys } from '../../db/repos/entry-sort-keys.ts';
import { insertSearchRows, type NewSearchRow } from '../../db/repos/entry-search.ts';
import type { DB, EntryLinksTable, EntryListKeysTable, EntrySlugsTable, EntrySortKeysTable } from '../../db/schema.ts';
import type { KeyRows } from './sort-keys.ts';
import { insertEntryLinks } from '../../db/repos/entry-links.ts';

/**
 * Entry writes a batch holds back and sends at once (docs/batch.md "Speed"): the entries its
 * `create_entry` operations make, with their first version and search rows, and what a first `publish_entry` of
 * such an entry adds (the entry as published, its version marked published, its slug and sort-key
 * rows), written as a few multi-row INSERTs when the batch ends or before any other kind of
 * operation runs. An entry created and published by one batch is so inserted once, already
 * published, instead of inserted and then updated: 2 + 7 statements per post become a share of
 * about six per batch.
 *
 * Every operation still sees what the ones before it did: while entries are held, the reads of
 * the create and publish paths look here first (`lockEntry`, link targets, slug owners); the
 * runner (`runBatch`) writes everything held before any other operation (update, archive, files)
 * and at the end, so no other code ever reads the tables behind a held write. A failing
 * operation rolls the transaction back as before; held rows were never sent. Only the holding
 * moves in time, not what is checked, answered or saved: the rows are the ones the single calls
 * would have written, in the same order.
 */
export class HeldEntryWrites {
  readonly #db: Kysely<DB>;
  readonly #engine: Engine;
  /** Entries created while holding, latest state, in creation order. */
  readonly #entries = new Map<string, EntryRow>();
  /** Their versions (one each: an edit writes everything held first). */
  readonly #versions = new Map<string, EntryVersionRow>();
  /** Their search rows (latest text; a first publish flags them published too). */
  readonly #search = new Map<string, NewSearchRow[]>();
  #slugs: EntrySlugsTable[] = [];
  #sortKeys: EntrySortKeysTable[] = [];
  #listKeys: EntryListKeysTable[] = [];
  /** Link-index rows of each held entry, as it is now. */
  readonly #links = new Map<string, readonly EntryLinksTable[]>();
  /**
   * Slug owners read from the database, by space, type, field and value: the rows holding that
   * value (none: an empty list). True until a slug row is written to the database, by a flush or
   * by a publish of an entry that is not held (`slugsWritten`).
   */
  readonly #slugOwnersRead = new Map<string, EntrySlugsTable[]>();

  constructor(db: Kysely<DB>, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /** The entry, if it was created while holding (it is not in the database yet). */
  entry(spaceId: string, id: string): EntryRow | undefined {
    const row = this.#entries.get(id);
    return row?.space_id === spaceId ? row : undefined;
  }

  create(row: EntryRow, version: EntryVersionRow, search: NewSearchRow[], links: readonly EntryLinksTable[] = []): void {
    this.#entries.set(row.id, row);
    this.#versions.set(row.id, version);
    this.#search.set(row.id, search);
    this.#links.set(row.id, links);
  }

  /** A held entry published for the first time: `row` as published, with its slug and sort-key rows. */
  publish(row: EntryRow, slugs: readonly EntrySlugsTable[], keys: KeyRows, links: readonly EntryLinksTable[] = []): void {
    const before = this.#entries.get(row.id);
    const version = this.#versions.get(row.id);
    if (!before || before.published_fields !== null || version?.version !== row.published_version) throw new Error(`entry ${row.id}: only the first publish of a held entry is held`);
    this.#entries.set(row.id, row);
    this.#versions.set(row.id, { ...version, published: 1 });
    this.#slugs.push(...slugs);
    this.#sortKeys.push(...keys.sort);
    this.#listKeys.push(...keys.list);
    // The snapshot is the latest version: its text is the latest text.
    for (const r of this.#search.get(row.id) ?? []) r.published = 1;
    this.#links.set(row.id, links);
  }

  /** Slug rows were written to the database directly: slug owners read before may be out of date. */
  slugsWritten(): void {
    this.#slugOwnersRead.clear();
  }

  /** Reads, in one query, the owners of the values not read yet (what `slugOwners` answers from). */
  async readSlugOwners(spaceId: string, contentType: string, field: string, values: Iterable<string>): Promise<void> {
    const missing = [...new Set(values)].filter((v) => !this.#slugOwnersRead.has(slugKey(spaceId, contentType, field, v)));
    if (missing.length === 0) return;
    const rows = await findSlugOwners(this.#db, this.#engine, spaceId, contentType, field, missing, '');
    for (const v of missing) this.#slugOwnersRead.set(slugKey(spaceId, contentType, field, v), []);
    for (const r of rows) this.#slugOwnersRead.get(slugKey(spaceId, contentType, field, r.value))?.push(r);
  }

  /** `findSlugOwners` as if everything held were written: owners in the database and among the held slug rows. */
  async slugOwners(spaceId: string, contentType: string, field: string, values: readonly string[], exceptId: string): Promise<EntrySlugsTable[]> {
    await this.readSlugOwners(spaceId, contentType, field, values);
    const wanted = new Set(values);
    const out: EntrySlugsTable[] = [];
    for (const v of wanted) for (const r of this.#slugOwnersRead.get(slugKey(spaceId, contentType, field, v)) ?? []) if (r.entry_id !== exceptId) out.push(r);
    for (const r of this.#slugs) {
      if (r.space_id === spaceId && r.content_type === contentType && r.field === field && wanted.has(r.value) && r.entry_id !== exceptId) out.push(r);
    }
    return out;
  }

  /** Writes everything held, entries first (the other rows point at them), and holds nothing after. */
  async flush(): Promise<void> {
    if (this.#entries.size === 0) return;
    const entries = [...this.#entries.values()];
    const versions = [...this.#versions.values()];
    const slugs = this.#slugs;
    const sortKeys = this.#sortKeys;
    const listKeys = this.#listKeys;
    const search = [...this.#search.values()].flat();
    const links = [...this.#links.values()].flat();
    this.#links.clear();
    this.#entries.clear();
    this.#versions.clear();
    this.#search.clear();
    this.#slugs = [];
    this.#sortKeys = [];
    this.#listKeys = [];
    this.#slugOwnersRead.clear();
    await insertEntries(this.#db, entries);
    await insertEntryVersions(this.#db, versions);
    await insertSlugRows(this.#db, slugs);
    await insertSortKeys(this.#db, sortKeys, listKeys);
    await insertSearchRows(this.#db, search);
    await insertEntryLinks(this.#db, links);
  }
}

const slugKey = (spaceId: string, contentType: string, field: string, value: string) => JSON.stringify([spaceId, contentType, field, value]);

const held = new WeakMap<Kysely<DB>, HeldEntryWrites>();

/** From now on, entry creates and first publishes in this transaction are held (see `HeldEntryWrites`). */
export function holdEntryWrites(trx: Kysely<DB>, engine: Engine): HeldEntryWrites {
  const writes = new HeldEntryWrites(trx, engine);
  held.set(trx, writes);
  return writes;
}

/** Writes what is held and stops holding: later writes in the transaction go straight to the database. */
export async function releaseEntryWrites(trx: Kysely<DB>): Promise<void> {
  const writes = held.get(trx);
  held.delete(trx);
  await writes?.flush();
}

/** The writes held in this transaction, if it holds any. */
export function heldEntryWrites(trx: Kysely<DB>): HeldEntryWrites | undefined {
  return held.get(trx);
}

/** `findSlugOwners`, seeing the slug rows held in the transaction. */
export function slugOwnersSeeingHeld(db: Kysely<DB>, engine: Engine, spaceId: string, contentType: string, field: string, values: readonly string[], exceptId: string): Promise<EntrySlugsTable[]> {
  const writes = held.get(db);
  return writes ? writes.slugOwners(spaceId, contentType, field, values, exceptId) : findSlugOwners(db, engine, spaceId, contentType, field, values, exceptId);
}
