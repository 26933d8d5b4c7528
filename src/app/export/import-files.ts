import type { AppContext } from '../context.ts';
import { receiveStream, type ReceivedFile } from '../assets/receive-file.ts';
import { receiveUrl } from '../assets/receive-url.ts';
import { findAssetById } from '../../db/repos/import.ts';
import { validationFailed, AppError } from '../../domain/errors.ts';
import { fileStorage } from '../../integrations/storage/index.ts';
import type { ExportedAsset } from './read-export.ts';

/**
 * The bytes of an exported file, received like an upload (type checks and size limits
 * included). A file still stored on this server with the same content (restoring or copying a
 * site on the server that exported it) is read from file storage; any other is downloaded from
 * its URL through the safe fetcher.
 */
export async function receiveExportedFile(ctx: AppContext, asset: ExportedAsset): Promise<ReceivedFile> {
  const local = await findAssetById(ctx.database.db, asset.id);
  if (local && local.sha256 === asset.file.sha256) {
    const stream = await fileStorage(ctx.config).open(local.storage_key);
    if (stream) return receiveStream(ctx.config, stream, { name: asset.file.filename, nameIsExplicit: true, field: 'file' });
  }
  try {
    return await receiveUrl(ctx.config, asset.file.url, 'file');
  } catch (err) {
    if (err instanceof AppError) {
      throw validationFailed(
        { [`assets.${asset.id}`]: `a downloadable file at ${asset.file.url}: ${err.message}` },
        `The file "${asset.file.filename}" of the export could not be fetched.`,
        'Import where the exporting server is reachable (its file URLs are in the export), or set TESSERA_ALLOW_PRIVATE_TARGETS=1 for a server on a private network.',
      );
    }
    throw err;
  }
}
