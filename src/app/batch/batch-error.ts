import { AppError, type FieldErrors } from '../../domain/errors.ts';
import type { BatchOperation } from '../../domain/batch/operations.ts';

/** How an operation is named in messages: `operation 3 (create_entry "hero")`. */
export function describeOperation(index: number, op: Pick<BatchOperation, 'op' | 'ref'>): string {
  return `operation ${index} (${op.op}${op.ref ? ` "${op.ref}"` : ''})`;
}

/**
 * SPEC "Batch" rule 5: the failing operation's own error (code, status, fix, details) plus
 * `details.operation` (0-based), `details.op` and `details.ref`. Anything that is not an
 * `AppError` (a fault, not a refusal) passes through unchanged.
 */
export function operationError(err: unknown, index: number, op: Pick<BatchOperation, 'op' | 'ref'>): unknown {
  if (!(err instanceof AppError) || err.details?.operation !== undefined) return err;
  const message = `${describeOperation(index, op)} failed: ${err.message}${/[.!?]$/.test(err.message) ? '' : '.'} Nothing in the batch was saved.`;
  return new AppError(err.code, {
    message: message[0].toUpperCase() + message.slice(1),
    fix: err.fix,
    status: err.status,
    details: { ...err.details, operation: index, op: op.op, ref: op.ref ?? null },
  });
}

/** `validation_failed` for one operation of the batch, with per-field details. */
export function operationInvalid(index: number, op: Pick<BatchOperation, 'op' | 'ref'>, fields: FieldErrors, fix?: string): AppError {
  const names = Object.keys(fields);
  return new AppError('validation_failed', {
    message: `${describeOperation(index, op)[0].toUpperCase()}${describeOperation(index, op).slice(1)} is not valid: ${names.map((n) => `${n} (${fields[n]})`).join('; ')}. Nothing in the batch was saved.`,
    fix: fix ?? 'Correct the properties listed in details.fields of that operation and send the whole batch again.',
    details: { fields, operation: index, op: op.op, ref: op.ref ?? null },
  });
}
