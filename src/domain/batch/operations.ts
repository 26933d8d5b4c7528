import type { Permission } from '../permissions.ts';
import type { FieldErrors } from '../errors.ts';

/**
 * The batch request (SPEC "Batch"): which operations exist, what each needs, which permission
 * it takes, and the request-shape rules checked before anything runs. Pure: no I/O.
 */
export const BATCH_OPS = [
  'create_entry', 'update_entry', 'create_asset', 'publish_entry', 'archive_entry', 'unarchive_entry',
  'delete_entry', 'delete_asset', 'delete_content_type', 'delete_field',
] as const;

/** Operations that delete what they name: nothing is left for a later operation to use, so they take no `ref`. */
export const DELETE_OPS: ReadonlySet<BatchOp> = new Set(['delete_entry', 'delete_asset', 'delete_content_type', 'delete_field']);
export type BatchOp = (typeof BATCH_OPS)[number];

/** SPEC "Limits": 1 to 100 operations, at most 20 `create_asset`. */
export const BATCH_LIMITS = { operations: 100, assets: 20 } as const;

export interface BatchOperation {
  op: BatchOp;
  ref?: string;
  id?: string;
  content_type?: string;
  fields?: Record<string, unknown>;
  version?: number;
  url?: string;
  data?: string;
  filename?: string;
  title?: string | null;
  alt?: string | null;
  description?: string | null;
  locale?: string;
  /** delete_field: the field's API ID. */
  field?: string;
  /** delete_entry, delete_asset, delete_content_type: remove links that point at what is deleted instead of refusing. */
  unlink?: boolean;
  /** delete_content_type: delete its (archived) entries with it. */
  delete_entries?: boolean;
  /** delete_field: delete the values entries hold in it. */
  delete_values?: boolean;
}

export const OP_PERMISSION: Record<BatchOp, Permission> = {
  create_entry: 'write',
  update_entry: 'write',
  create_asset: 'write',
  publish_entry: 'publish',
  archive_entry: 'publish',
  unarchive_entry: 'publish',
  delete_entry: 'publish',
  delete_asset: 'write',
  delete_content_type: 'manage_model',
  delete_field: 'manage_model',
};

type Key = keyof BatchOperation;
/** Per op: the properties it needs and the ones it may also carry (SPEC "Batch" table). */
const SHAPES: Record<BatchOp, { needs: Key[]; may: Key[] }> = {
  create_entry: { needs: ['content_type', 'fields'], may: ['locale'] },
  update_entry: { needs: ['id', 'fields'], may: ['version', 'locale'] },
  create_asset: { needs: [], may: ['url', 'data', 'filename', 'title', 'alt', 'description'] },
  publish_entry: { needs: ['id'], may: [] },
  archive_entry: { needs: ['id'], may: [] },
  unarchive_entry: { needs: ['id'], may: [] },
  delete_entry: { needs: ['id'], may: ['unlink'] },
  delete_asset: { needs: ['id'], may: ['unlink'] },
  delete_content_type: { needs: ['content_type'], may: ['delete_entries', 'unlink'] },
  delete_field: { needs: ['content_type', 'field'], may: ['delete_values'] },
};

const NEEDS_TEXT: Partial<Record<Key, string>> = {
  content_type: 'required: the API ID of the content type',
  fields: 'required: an object of field values keyed by field API ID',
  id: 'required: the id of the entry, or "$name" of an earlier operation\'s ref',
  field: 'required: the API ID of the field to delete',
};

/** `ref` names: letters, digits, `_` and `-`, used later as `$name`. */
export const REF_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The ref name a value points at: `"$logo"` → `logo`; anything else → null. */
export function refName(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('$') && value.length > 1 ? value.slice(1) : null;
}

/**
 * Request-shape problems of one operation (what the JSON schema cannot say per op): missing
 * properties, properties this op does not use, the file source of `create_asset`, the ref name.
 * Empty when the operation is well formed.
 */
export function shapeProblems(op: BatchOperation): FieldErrors {
  const errors: FieldErrors = {};
  const shape = SHAPES[op.op];
  for (const k of shape.needs) if (op[k] === undefined) errors[k] = NEEDS_TEXT[k] ?? 'required';
  const allowed = new Set<Key>(['op', 'ref', ...shape.needs, ...shape.may]);
  for (const k of Object.keys(op) as Key[]) {
    if (!allowed.has(k) && op[k] !== undefined) errors[k] = `not used by ${op.op}; it takes ${[...allowed].join(', ')}`;
  }
  if (op.op === 'create_asset') {
    if (op.url === undefined && op.data === undefined) {
      errors.url = 'required: the https URL of the file, or send `data` (base64) with `filename` instead';
    } else if (op.url !== undefined && op.data !== undefined) {
      errors.data = 'either `url` or `data`, not both';
    } else if (op.data !== undefined && (op.filename === undefined || op.filename.trim() === '')) {
      errors.filename = 'required with `data`: the file name, like "logo.png"';
    }
  }
  if (op.op === 'delete_asset' && op.id === undefined) errors.id = 'required: the id of the file, or "$name" of an earlier create_asset\'s ref';
  if (op.ref !== undefined && DELETE_OPS.has(op.op)) {
    errors.ref = `not used by ${op.op}: what it deletes cannot be used by later operations`;
  } else if (op.ref !== undefined && !REF_NAME.test(op.ref)) {
    errors.ref = op.ref.startsWith('$')
      ? `the name without "$": "${op.ref.slice(1)}" (later operations write "${op.ref}")`
      : 'a name of 1 to 64 letters, digits, _ or -, used later as "$name"';
  }
  return errors;
}

/**
 * Decodes the `data` of a `create_asset`: base64 (standard or URL-safe alphabet, line breaks
 * allowed), optionally as a `data:` URL. Null when it is not base64.
 */
export function decodeBase64(data: string): Uint8Array | null {
  const body = data.startsWith('data:') ? /^data:[^,]*;base64,(.*)$/s.exec(data)?.[1] : data;
  if (body === undefined) return null;
  const compact = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) return null;
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
}
