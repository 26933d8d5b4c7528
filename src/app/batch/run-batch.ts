import type { AppContext } from '../context.ts';
import { runUnitOfWork, type UnitOfWork } from '../unit-of-work.ts';
import type { IdempotentWrite } from '../idempotency/idempotent-write.ts';
import type { Actor } from '../../domain/actor.ts';
import type { BatchOp, BatchOperation } from '../../domain/batch/operations.ts';
import { refName } from '../../domain/batch/operations.ts';
import { mentionsRefs, resolveFieldRefs, type RefTarget } from '../../domain/batch/refs.ts';
import { findEntry, type EntryRow } from '../../db/repos/entries.ts';
import type { AssetRow } from '../../db/repos/assets.ts';
import { createAsset } from '../assets/create-asset.ts';
import { deleteAsset } from '../assets/delete-asset.ts';
import { deleteContentType } from '../content-types/delete-content-type.ts';
import { deleteField } from '../content-types/delete-field.ts';
import { deleteEntry } from '../entries/delete-entry.ts';
import type { ReceivedFile } from '../assets/receive-file.ts';
import { archiveEntry } from '../entries/archive-entry.ts';
import { createEntry } from '../entries/create-entry.ts';
import { holdEntryWrites, releaseEntryWrites } from '../entries/held-entry-writes.ts';
import { publishEntry, readAheadPublishes } from '../entries/publish-entry.ts';
import { keepLinkTargets } from '../entries/link-facts.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import { unarchiveEntry } from '../entries/unarchive-entry.ts';
import { updateEntry } from '../entries/update-entry.ts';
import { operationError, operationInvalid } from './batch-error.ts';
import { checkBatch, prepareFiles } from './prepare-batch.ts';

export interface RunBatchInput {
  operations: BatchOperation[];
  dryRun?: boolean;
  /**
   * False writes every entry row as its operation runs instead of holding creates and first
   * publishes (`HeldEntryWrites`): the same results and database, slower. Tests compare the two.
   */
  holdEntryWrites?: boolean;
  /** An Idempotency-Key sent with the batch: its record and answer are written in the batch's transaction. */
  idempotency?: IdempotentWrite<BatchItemResult[]>;
}

/** One result per operation, in order: the row the operation wrote (or would write, in a dry run). */
export type BatchItemResult =
  | { op: BatchOp; ref?: string; kind: 'entry'; row: EntryRow; locale?: string }
  | { op: BatchOp; ref?: string; kind: 'asset'; row: AssetRow }
  | { op: BatchOp; kind: 'deleted'; deleted: BatchDeleted };

/** What a delete operation removed, and the entries it changed or removed with it. */
export interface BatchDeleted {
  type: 'Entry' | 'Asset' | 'ContentType' | 'Field';
  id: string;
  content_type?: string;
  /** Entries whose links to it were removed (each got a new version). */
  unlinked?: string[];
  /** delete_content_type: its entries deleted with it. */
  entries_deleted?: string[];
  /** delete_field: entries whose values of the field were deleted. */
  entries_changed?: number;
}

/** What the operations of one batch share while they run in order. */
interface BatchState {
  refs: Map<string, RefTarget>;
  /** Where each ref is defined, to say "defined later" rather than "unknown". */
  refIndex: Map<string, number>;
  /** Ids the batch publishes: links between them count as published (see `publishEntry`). */
  publishing: Set<string>;
  /** Ref names used as the id of a publish_entry: their ids join `publishing` once known. */
  publishRefs: Set<string>;
  files: Map<number, ReceivedFile>;
}

/**
 * SPEC "Batch": up to 100 operations run in order, in ONE unit of work, through the same
 * operations the single-call endpoints use (each checks its own permission and values). If
 * any fails, nothing is saved and the files stored for the batch are removed again (the asset
 * operation registers that on the unit of work). A dry run is the same work rolled back.
 */
export async function runBatch(ctx: AppContext, actor: Actor, input: RunBatchInput): Promise<BatchItemResult[]> {
  const ops = input.operations;
  checkBatch(actor, ops);
  const prepared = await prepareFiles(ctx, ops);
  try {
    const stop = prepared.failure?.index ?? ops.length;
    if (stop === 0) throw prepared.failure!.error;
    const state: BatchState = {
      refs: new Map(),
      refIndex: new Map(ops.flatMap((op, i) => (op.ref !== undefined ? [[op.ref, i] as const] : []))),
      publishing: new Set(ops.filter((op) => op.op === 'publish_entry' && refName(op.id) === null).map((op) => op.id!)),
      publishRefs: new Set(ops.filter((op) => op.op === 'publish_entry').flatMap((op) => refName(op.id) ?? [])),
      files: prepared.files,
    };
    return await runUnitOfWork(
      ctx.database,
      actor,
      async (uow) => {
        const results: BatchItemResult[] = [];
        const linkTargets = keepLinkTargets(uow.trx);
        await linkTargets.readAhead(uow.actor.spaceId, await linkedIds(uow, ops.slice(0, stop)));
        // Entry creates and first publishes are held and written together (docs/batch.md "Speed");
        // any other operation first writes what is held, so it reads and writes the tables as they
        // would be had every earlier operation written its own rows.
        const held = input.holdEntryWrites === false ? null : holdEntryWrites(uow.trx, uow.engine);
        // Ops before the first file that could not be received still run: an earlier failure is the one to report.
        for (let i = 0; i < stop; i++) {
          try {
            if (!HELD_OPS.has(ops[i].op)) await held?.flush();
            else if (held && ops[i].op === 'publish_entry' && ops[i - 1]?.op !== 'publish_entry') await readAheadPublishes(uow, publishRun(state, ops, i, stop));
            const result = await runOne(uow, ctx, ops[i], i, state);
            // What later operations' link checks read about this entry must be read again.
            if (result.kind === 'entry') linkTargets.forget(result.row.id);
            if (result.kind === 'deleted') for (const id of [result.deleted.id, ...(result.deleted.unlinked ?? []), ...(result.deleted.entries_deleted ?? [])]) linkTargets.forget(id);
            results.push(result);
          } catch (err) {
            throw operationError(err, i, ops[i]);
          }
        }
        if (prepared.failure) throw prepared.failure.error;
        await releaseEntryWrites(uow.trx);
        return results;
      },
      { dryRun: input.dryRun === true, idempotency: input.idempotency },
    );
  } finally {
    await prepared.dispose();
  }
}

/** Operations whose entry writes may be held (`HeldEntryWrites`); every other one writes what is held first. */
const HELD_OPS: ReadonlySet<BatchOp> = new Set(['create_entry', 'publish_entry']);

/** The entries the run of publish_entry operations starting at `from` publishes, as far as their ids are known yet. */
function publishRun(state: BatchState, ops: readonly BatchOperation[], from: number, stop: number): string[] {
  const ids: string[] = [];
  for (let i = from; i < stop && ops[i].op === 'publish_entry'; i++) {
    const name = refName(ops[i].id);
    const id = name === null ? ops[i].id : state.refs.get(name)?.id;
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** At most this many ids are read ahead for a batch (100 operations of a few links each fit). */
const READ_AHEAD_MAX = 1000;

/**
 * The entry ids the batch's create_entry operations link to, as sent (`$name` refs excluded):
 * every string in the values of reference, references and list fields. Read ahead in one query,
 * they spare each operation a round trip for its links; a string that is no entry id is simply
 * not found, and whatever is wrong with a value is said by the operation itself (an unknown
 * type or space included: this read-ahead then reads nothing).
 */
async function linkedIds(uow: UnitOfWork, ops: readonly BatchOperation[]): Promise<Set<string>> {
  const ids = new Set<string>();
  if (!ops.some((op) => op.op === 'create_entry' && op.fields)) return ids;
  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId).catch(() => null);
  if (!model) return ids;
  const visit = (v: unknown): void => {
    if (ids.size >= READ_AHEAD_MAX) return;
    if (typeof v === 'string') {
      if (refName(v) === null && v.length <= 64) ids.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit);
  };
  for (const op of ops) {
    if (op.op !== 'create_entry' || !op.fields) continue;
    for (const f of model.types.get(op.content_type ?? '')?.fields ?? []) {
      if (f.type === 'reference' || f.type === 'references' || f.type === 'list') visit(op.fields[f.api_id]);
    }
  }
  return ids;
}

function define(state: BatchState, op: BatchOperation, index: number, target: Omit<RefTarget, 'operation'>): void {
  if (op.ref === undefined) return;
  state.refs.set(op.ref, { ...target, operation: index });
  if (state.publishRefs.has(op.ref)) state.publishing.add(target.id);
}

function lookup(state: BatchState, index: number) {
  return (name: string): RefTarget | string => {
    const target = state.refs.get(name);
    if (target) return target;
    const at = state.refIndex.get(name);
    return at === undefined
      ? `is not the ref of any operation in this batch${state.refs.size ? ` (refs so far: ${[...state.refs.keys()].map((r) => `$${r}`).join(', ')})` : ''}`
      : `is defined by operation ${at}, ${at === index ? 'this one: an operation cannot use its own ref' : 'after this one; refs can be used only by later operations, so move that operation first'}`;
  };
}

/** The entry id of `id`: as sent, or what `$name` stands for (checked to be an earlier entry by `checkBatch`). */
function entryId(state: BatchState, op: BatchOperation, index: number): { id: string; contentType?: string } {
  const name = refName(op.id);
  if (name === null) return { id: op.id! };
  const target = state.refs.get(name)!;
  if (target.type !== 'Entry') throw operationInvalid(index, op, { id: `an entry; "$${name}" is the file created by operation ${target.operation}` });
  return { id: target.id, contentType: target.content_type };
}

/** The file id of a delete_asset's `id`: as sent, or what `$name` stands for. */
function assetId(state: BatchState, op: BatchOperation, index: number): string {
  const name = refName(op.id);
  if (name === null) return op.id!;
  const target = state.refs.get(name)!;
  if (target.type !== 'Asset') throw operationInvalid(index, op, { id: `a file; "$${name}" is the entry written by operation ${target.operation}` });
  return target.id;
}

/** `$name` in link fields replaced by ids; only when the fields mention a ref at all. */
async function resolvedFields(uow: UnitOfWork, state: BatchState, op: BatchOperation, index: number, contentType: string | undefined): Promise<Record<string, unknown>> {
  const fields = op.fields!;
  if (!mentionsRefs(fields) || contentType === undefined) return fields;
  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  const def = model.types.get(contentType);
  if (!def) return fields; // the operation itself says the type does not exist
  const r = resolveFieldRefs(def, fields, op.locale ?? '', model.locales.defaultLocale, lookup(state, index));
  if (Object.keys(r.errors).length) throw operationInvalid(index, op, r.errors, 'Use "$name" only for the ref of an earlier operation of the batch, or send the id itself.');
  return r.fields;
}

async function runOne(uow: UnitOfWork, ctx: AppContext, op: BatchOperation, index: number, state: BatchState): Promise<BatchItemResult> {
  const base = { op: op.op, ...(op.ref !== undefined ? { ref: op.ref } : {}) };
  switch (op.op) {
    case 'create_entry': {
      const fields = await resolvedFields(uow, state, op, index, op.content_type);
      const row = await createEntry(uow, { content_type: op.content_type!, fields, locale: op.locale });
      define(state, op, index, { id: row.id, type: 'Entry', content_type: row.content_type });
      return { ...base, kind: 'entry', row, locale: op.locale };
    }
    case 'update_entry': {
      const target = entryId(state, op, index);
      const contentType = target.contentType ?? (mentionsRefs(op.fields) ? (await findEntry(uow.trx, uow.actor.spaceId, target.id))?.content_type : undefined);
      const fields = await resolvedFields(uow, state, op, index, contentType);
      const row = await updateEntry(uow, { id: target.id, fields, version: op.version, locale: op.locale });
      define(state, op, index, { id: row.id, type: 'Entry', content_type: row.content_type });
      return { ...base, kind: 'entry', row, locale: op.locale };
    }
    case 'create_asset': {
      const row = await createAsset(uow, ctx, {
        file: state.files.get(index)!,
        field: op.url !== undefined ? 'url' : 'data',
        filename: op.filename,
        title: op.title,
        alt: op.alt,
        description: op.description,
      });
      define(state, op, index, { id: row.id, type: 'Asset' });
      return { ...base, kind: 'asset', row };
    }
    case 'publish_entry':
    case 'archive_entry':
    case 'unarchive_entry': {
      const { id } = entryId(state, op, index);
      const row =
        op.op === 'publish_entry'
          ? await publishEntry(uow, { id, alsoPublishing: state.publishing })
          : op.op === 'archive_entry'
            ? await archiveEntry(uow, { id })
            : await unarchiveEntry(uow, { id });
      define(state, op, index, { id: row.id, type: 'Entry', content_type: row.content_type });
      return { ...base, kind: 'entry', row };
    }
    case 'delete_entry':
    case 'delete_asset': {
      const r =
        op.op === 'delete_entry'
          ? await deleteEntry(uow, { id: entryId(state, op, index).id, unlink: op.unlink === true })
          : await deleteAsset(uow, { id: assetId(state, op, index), unlink: op.unlink === true });
      return { op: op.op, kind: 'deleted', deleted: { ...r.deleted, unlinked: r.unlinked.map((l) => l.entry) } };
    }
    case 'delete_content_type': {
      const r = await deleteContentType(uow, { id: op.content_type!, deleteEntries: op.delete_entries === true, unlink: op.unlink === true });
      return { op: op.op, kind: 'deleted', deleted: { type: 'ContentType', id: r.content_type, entries_deleted: r.entries_deleted, unlinked: r.unlinked.map((l) => l.entry) } };
    }
    case 'delete_field': {
      const r = await deleteField(uow, op.content_type!, op.field!, { deleteValues: op.delete_values === true });
      return { op: op.op, kind: 'deleted', deleted: { type: 'Field', id: r.field, content_type: r.content_type, entries_changed: r.entries_changed } };
    }
  }
}
