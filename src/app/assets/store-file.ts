import type { AppContext } from '../context.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { resolveFilename } from '../../domain/asset-files.ts';
import { validationFailed } from '../../domain/errors.ts';
import { fileStorage } from '../../integrations/storage/index.ts';
import type { AssetsTable } from '../../db/schema.ts';
import { inspectFile } from './inspect-file.ts';
import type { ReceivedFile } from './receive-file.ts';

/** The file columns of an asset row. */
export type StoredFile = Pick<AssetsTable, 'filename' | 'content_type' | 'size' | 'width' | 'height' | 'storage_key' | 'sha256'>;

export interface StoreFileOptions {
  /** `filename` sent with the request: overrides the name that came with the bytes. */
  filename?: string;
  /** Request field the bytes came in (`file`, `url`, `data`), for error details. */
  field: string;
  /** The asset's current key when replacing: identical bytes are then not stored twice. */
  currentKey?: string;
}

/**
 * Step two of an upload (step one: `receive-file.ts`): check and measure the received bytes,
 * settle the file name, and put the bytes into file storage under a key holding their hash.
 * The stored object is removed again when the unit of work does not commit; a dry run checks
 * everything and stores nothing.
 */
export async function storeFile(uow: UnitOfWork, ctx: AppContext, assetId: string, file: ReceivedFile, opts: StoreFileOptions): Promise<StoredFile> {
  const facts = await inspectFile(file, opts.field);
  const named = opts.filename !== undefined ? resolveFilename(opts.filename, file.kind, true) : resolveFilename(file.name, file.kind, file.nameIsExplicit);
  if (!named.ok) {
    const field = opts.filename !== undefined ? 'filename' : opts.field;
    throw validationFailed({ [field]: named.problem }, 'The file name does not match the file.', `Name the file "${named.suggestion}" (or leave the extension out and it is added).`);
  }
  const key = `${uow.actor.spaceId}/${assetId}/${file.sha256}.${file.kind.ext}`;
  if (!uow.dryRun && key !== opts.currentKey) {
    const storage = fileStorage(ctx.config);
    await storage.put(key, file.path, { contentType: facts.contentType, size: file.size });
    uow.afterRollback(() => storage.delete(key));
  }
  return {
    filename: named.filename,
    content_type: facts.contentType,
    size: file.size,
    width: facts.width,
    height: facts.height,
    storage_key: key,
    sha256: file.sha256,
  };
}
