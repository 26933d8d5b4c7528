import type { AppContext } from '../context.ts';
import type { Actor } from '../../domain/actor.ts';
import { BATCH_LIMITS, OP_PERMISSION, refName, shapeProblems, type BatchOperation } from '../../domain/batch/operations.ts';
import { receiveBase64 } from '../assets/receive-base64.ts';
import type { ReceivedFile } from '../assets/receive-file.ts';
import { receiveUrl } from '../assets/receive-url.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { operationError, operationInvalid } from './batch-error.ts';

/** Downloads of one batch run at most this many at a time. */
const PARALLEL_DOWNLOADS = 4;

export interface PreparedBatch {
  /** The received bytes of each `create_asset`, by operation index (temp files: dispose them). */
  files: Map<number, ReceivedFile>;
  /** The first operation whose file could not be received, and its error (already naming it). */
  failure: { index: number; error: unknown } | null;
  dispose(): Promise<void>;
}

/**
 * Checks what can be checked without the database, in operation order: the shape of each
 * operation, its permission, its ref name (unique) and `$name` in `id` (defined by an earlier
 * operation), and the file limit. A problem here refuses the whole batch before anything runs.
 */
export function checkBatch(actor: Actor, operations: readonly BatchOperation[]): void {
  const defined = new Map<string, number>();
  const laterRefs = new Map<string, number>();
  operations.forEach((op, i) => {
    if (op.ref !== undefined && !laterRefs.has(op.ref)) laterRefs.set(op.ref, i);
  });
  let assets = 0;
  operations.forEach((op, i) => {
    const problems = shapeProblems(op);
    if (Object.keys(problems).length) throw operationInvalid(i, op, problems);
    if (op.op === 'create_asset' && ++assets > BATCH_LIMITS.assets) {
      throw operationInvalid(
        i,
        op,
        { op: `at most ${BATCH_LIMITS.assets} create_asset operations per batch; this one is number ${assets}` },
        `Split the files over several batches (${BATCH_LIMITS.assets} each), or upload the rest first and link them by id.`,
      );
    }
    try {
      requirePermission(actor, OP_PERMISSION[op.op], `run ${op.op} operations`);
    } catch (err) {
      throw operationError(err, i, op);
    }
    const idRef = refName(op.id);
    if (idRef !== null && !defined.has(idRef)) {
      const later = laterRefs.get(idRef);
      throw operationInvalid(i, op, {
        id: later === undefined
          ? `the id of an entry, or "$name" of an earlier operation's ref; no operation of this batch has ref "${idRef}"`
          : `"$${idRef}" is defined by operation ${later}, after this one; refs can be used only by later operations, so move that operation first`,
      });
    }
    if (op.ref !== undefined) {
      const first = defined.get(op.ref);
      if (first !== undefined) throw operationInvalid(i, op, { ref: `a name not used before in this batch; operation ${first} already has ref "${op.ref}"` });
      defined.set(op.ref, i);
    }
  });
}

/**
 * Receives the files of the batch's `create_asset` operations before the transaction opens
 * (downloads are slow; a transaction must not wait on them): base64 `data` decoded, `url`
 * downloaded through the safe fetcher, both into temp files checked like any upload. Stops
 * starting new downloads after the first failure; reports the earliest failing operation.
 */
export async function prepareFiles(ctx: AppContext, operations: readonly BatchOperation[]): Promise<PreparedBatch> {
  const files = new Map<number, ReceivedFile>();
  const failures: Array<{ index: number; error: unknown }> = [];
  const queue = operations.map((op, index) => ({ op, index })).filter((x) => x.op.op === 'create_asset');
  const receive = async (op: BatchOperation, index: number): Promise<void> => {
    try {
      if (op.url !== undefined) {
        files.set(index, await receiveUrl(ctx.config, op.url, 'url'));
        return;
      }
      files.set(index, await receiveBase64(ctx.config, op.data ?? '', op.filename ?? null));
    } catch (err) {
      failures.push({ index, error: operationError(err, index, op) });
    }
  };
  const worker = async () => {
    for (let next = queue.shift(); next && failures.length === 0; next = queue.shift()) await receive(next.op, next.index);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, queue.length) }, worker));
  failures.sort((a, b) => a.index - b.index);
  return {
    files,
    failure: failures[0] ?? null,
    dispose: async () => {
      await Promise.all([...files.values()].map((f) => f.dispose()));
    },
  };
}
