import { noteSyncChange } from '../sync/record-sync-changes.ts';
import { insertEntryLinksOf } from '../entries/link-index.ts';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { createSpace } from '../spaces/create-space.ts';
import { runUnitOfWork, type UnitOfWork } from '../unit-of-work.ts';
import { storeFile } from '../assets/store-file.ts';
import { slugRows } from '../entries/publish-entry.ts';
import { insertSortKeysOf } from '../entries/sort-keys.ts';
import { indexInserted } from '../entries/search-index.ts';
import type { ReceivedFile } from '../assets/receive-file.ts';
import { insertAsset } from '../../db/repos/assets.ts';
import { saveGroupOrder } from '../../db/repos/content-menu.ts';
import { insertContentTypeRow, insertEntryRows, spaceHoldsContent, takenIds } from '../../db/repos/import.ts';
import { insertSlugRows } from '../../db/repos/entry-slugs.ts';
import { replaceQuickAccess } from '../../db/repos/quick-access.ts';
import { deleteLocales, insertLocale, lockSpace, updateSpace } from '../../db/repos/spaces.ts';
import type { DB, EntrySlugsTable } from '../../db/schema.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { systemActor } from '../../domain/actor.ts';
import { validationFailed } from '../../domain/errors.ts';
import { remapIds, remapValue } from '../../domain/export-ids.ts';
import { receiveExportedFile } from './import-files.ts';
import { exportItems, readExportHead, type ExportedAsset, type ExportedEntry, type ExportHead, type ExportSource } from './read-export.ts';

export interface ImportSummary {
  space: string;
  created_space: boolean;
  locales: number;
  content_types: number;
  assets: number;
  entries: number;
  /** Ids already taken on this server, given new ids (references follow). */
  ids_rewritten: number;
}

const BATCH = 500;

/**
 * How far an import is, for a progress display: bytes of the export read while checking it
 * (`reading`: the head, then the ids of the files and of the entries, three passes over the
 * file before anything is written; `total` is 0 when the size is unknown), then files received
 * and entries written of their totals.
 */
export interface ImportProgress {
  phase: 'reading' | 'files' | 'entries' | 'done';
  read: { done: number; total: number };
  files: { done: number; total: number };
  entries: { done: number; total: number };
}

/** Passes over the export before the files: its head, the ids of the files, the ids of the entries. */
const READING_PASSES = 3;

/**
 * Restores an export into an empty space (created when missing): settings, languages, the
 * model with hidden and removed fields, menu order, files, every entry with its latest and
 * published version, quick access — all in one transaction, so a failed import leaves nothing.
 * Ids are kept; only ids already taken on this server (a copy next to the original) get new ones.
 */
export async function importSpace(ctx: AppContext, slug: string, open: ExportSource, now = new Date(), onProgress?: (p: ImportProgress) => void, size = 0): Promise<ImportSummary> {
  const db = ctx.database.db;
  const progress: ImportProgress = { phase: 'reading', read: { done: 0, total: size * READING_PASSES }, files: { done: 0, total: 0 }, entries: { done: 0, total: 0 } };
  const report = (phase: ImportProgress['phase']) => onProgress?.({ ...progress, read: { ...progress.read }, files: { ...progress.files }, entries: { ...progress.entries }, phase });
  // Reading and checking a large export takes a while before the first file: count its bytes.
  const reading: ExportSource = () => {
    const stream = open();
    stream.on('data', (chunk: Buffer | string) => {
      progress.read.done += chunk.length;
      report('reading');
    });
    return stream;
  };
  report('reading');
  const head = await readExportHead(reading);
  // Checked again inside the transaction; this early look only spares receiving every file first.
  await refuseNonEmpty(db, ctx.database.engine, slug);
  const ids = new Map<string, string>();
  const totals = { assets: 0, entries: 0 };
  for (const key of ['assets', 'entries'] as const) totals[key] = await remapTakenIds(db, key, reading, ids);
  progress.files.total = totals.assets;
  progress.entries.total = totals.entries;

  // Files are received (read, measured) before the transaction so it stays short; they are
  // stored inside it, and `storeFile` removes them again if it rolls back.
  const files: { asset: ExportedAsset; id: string; file: ReceivedFile }[] = [];
  try {
    report('files');
    for await (const asset of exportItems<ExportedAsset>(open, 'assets')) {
      files.push({ asset, id: ids.get(asset.id) ?? asset.id, file: await receiveExportedFile(ctx, asset) });
      progress.files.done = files.length;
      report('files');
    }
    // One unit of work: the emptiness check, the new space and everything in it commit together
    // or not at all, so a failure or a crash at any point leaves no space and no half import.
    return await runUnitOfWork(
      ctx.database,
      systemActor(slug, 'tessera import'),
      async (uow) => {
        const created = !(await refuseNonEmpty(uow.trx, uow.engine, slug));
        if (created) await createSpace(uow, { slug, name: head.space.name, locale: head.space.default_locale });
        await restoreModel(uow, head, ids);
        for (const f of files) {
          const stored = await storeFile(uow, ctx, f.id, f.file, { filename: f.asset.file.filename, field: 'file' });
          const { title, alt, description, created_at, updated_at } = f.asset;
          await insertAsset(uow.trx, { id: f.id, space_id: slug, title, alt, description, ...stored, created_at, updated_at });
          noteSyncChange(uow, 'Asset', f.id);
        }
        const entries = await restoreEntries(uow, open, ids, new Map(head.content_types.map((t) => [t.definition.api_id, remapValue(t.definition, ids)])), head.space.default_locale, (done) => {
          progress.entries.done = done;
          report('entries');
        });
        await replaceQuickAccess(
          uow.trx,
          slug,
          remapValue(head.quick_access, ids).map((q, i) => ({ space_id: slug, position: i + 1, entry_id: q.entry ?? null, content_type: q.entry ? null : (q.content_type ?? null), label: q.label, created_at: uow.now })),
        );
        const summary = { space: slug, created_space: created, locales: head.locales.length, content_types: head.content_types.length, assets: files.length, entries, ids_rewritten: ids.size };
        uow.record({ action: 'space.imported', resourceType: 'space', resourceId: slug, details: summary });
        return summary;
      },
      { now },
    );
  } finally {
    for (const f of files) await f.file.dispose();
  }
}

/**
 * Refuses a space that holds anything besides its default language; returns whether it exists.
 * Inside a transaction on PostgreSQL the space row stays locked until commit, so of two
 * concurrent imports the second waits and then sees the first one's content (SQLite runs one
 * write transaction at a time).
 */
async function refuseNonEmpty(db: Kysely<DB>, engine: Engine, slug: string): Promise<boolean> {
  if (!(await lockSpace(db, engine, slug))) return false;
  const found = await spaceHoldsContent(db, slug);
  if (found.length) throw validationFailed({ space: `an empty space; "${slug}" already has ${found.join(', ')}` }, `Space "${slug}" is not empty.`, 'Import into a new slug (it is created) or an empty space.');
  return true;
}

/** Gives a new id to every exported id already used on this server. */
async function remapTakenIds(db: Kysely<DB>, key: 'assets' | 'entries', open: ExportSource, ids: Map<string, string>): Promise<number> {
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    for (const id of await takenIds(db, key, batch)) ids.set(id, newId());
    batch = [];
  };
  for await (const item of exportItems<{ id: string }>(open, key)) {
    if (typeof item?.id !== 'string') throw validationFailed({ [key]: 'items with an id' }, `The export lists ${key} without ids.`);
    batch.push(item.id);
    count++;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

async function restoreModel(uow: UnitOfWork, head: ExportHead, ids: ReadonlyMap<string, string>): Promise<void> {
  const slug = uow.actor.spaceId;
  const s = head.space;
  await deleteLocales(uow.trx, slug);
  await updateSpace(uow.trx, slug, { default_locale: s.default_locale, prefix_default_locale: s.prefix_default_locale ? 1 : 0, production_url: s.production_url, preview_url: s.preview_url, time_zone: s.time_zone, updated_at: uow.now });
  // Languages are listed in the order they were added: keep the exported order with increasing times.
  const base = Date.parse(uow.now);
  for (const [i, l] of head.locales.entries()) {
    await insertLocale(uow.trx, { space_id: slug, code: l.code, name: l.name, fallback_code: l.fallback_code, created_at: new Date(base + i).toISOString() });
  }
  for (const t of head.content_types) {
    const def = remapValue(t.definition, ids);
    await insertContentTypeRow(uow.trx, { space_id: slug, api_id: def.api_id, name: def.name, definition: JSON.stringify(def), created_at: t.created_at, updated_at: t.updated_at });
  }
  if (head.content_menu.groups) await saveGroupOrder(uow.trx, slug, head.content_menu.groups, uow.now);
}

/** Entries with their latest and published versions, streamed and written a batch at a time. */
async function restoreEntries(
  uow: UnitOfWork,
  open: ExportSource,
  ids: ReadonlyMap<string, string>,
  types: ReadonlyMap<string, ContentTypeDefinition>,
  defaultLocale: string,
  written: (count: number) => void,
): Promise<number> {
  const slug = uow.actor.spaceId;
  const searchModel = { types, locales: { defaultLocale } };
  let count = 0;
  let rows: Parameters<typeof insertEntryRows>[1] = [];
  let versions: Parameters<typeof insertEntryRows>[2] = [];
  let slugs: EntrySlugsTable[] = [];
  const version = (entryId: string, v: { version: number; fields: unknown }, published: boolean, at: string) => ({
    entry_id: entryId,
    space_id: slug,
    version: v.version,
    fields: remapIds(JSON.stringify(v.fields), ids),
    author_type: 'system',
    author_name: 'tessera import',
    published: published ? 1 : 0,
    created_at: at,
  });
  for await (const e of exportItems<ExportedEntry>(open, 'entries')) {
    const id = ids.get(e.id) ?? e.id;
    const published = e.published ? remapIds(JSON.stringify(e.published.fields), ids) : null;
    if (published !== null) noteSyncChange(uow, 'Entry', id);
    rows.push({
      id,
      space_id: slug,
      content_type: e.content_type,
      status: e.status,
      version: e.latest.version,
      published_version: e.published?.version ?? null,
      position: e.position,
      fields: remapIds(JSON.stringify(e.latest.fields), ids),
      published_fields: published,
      created_at: e.created_at,
      updated_at: e.updated_at,
      published_at: e.published_at,
      first_published_at: e.first_published_at,
      archived_at: e.archived_at,
    });
    const def = types.get(e.content_type);
    if (published !== null && def) slugs.push(...slugRows(def, { id, space_id: slug, content_type: e.content_type }, JSON.parse(published) as StoredFields));
    if (e.published && e.published.version !== e.latest.version) versions.push(version(id, e.published, true, e.published_at ?? e.updated_at));
    versions.push(version(id, e.latest, e.published?.version === e.latest.version, e.updated_at));
    count++;
    if (rows.length >= BATCH) {
      await insertEntryRows(uow.trx, rows, versions);
      await insertSlugRows(uow.trx, slugs);
      await insertSortKeysOf(uow.trx, rows);
      await indexInserted(uow.trx, searchModel, rows);
      await insertEntryLinksOf(uow.trx, rows, types);
      rows = [];
      versions = [];
      slugs = [];
      written(count);
    }
  }
  await insertEntryRows(uow.trx, rows, versions);
  await insertSlugRows(uow.trx, slugs);
  await insertSortKeysOf(uow.trx, rows);
  await indexInserted(uow.trx, searchModel, rows);
  await insertEntryLinksOf(uow.trx, rows, types);
  written(count);
  return count;
}
