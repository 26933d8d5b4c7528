import type { Config } from '../../config.ts';
import { decodeBase64 } from '../../domain/batch/operations.ts';
import { validationFailed } from '../../domain/errors.ts';
import { receiveBuffer, type ReceivedFile } from './receive-file.ts';

/**
 * An upload sent as base64 text (a batch's `create_asset` `data`, the MCP tool `upload_asset_data`):
 * decoded, then received and checked like any other upload.
 */
export async function receiveBase64(config: Config, data: string, filename: string | null): Promise<ReceivedFile> {
  const bytes = decodeBase64(data);
  if (!bytes) {
    throw validationFailed({ data: 'the file\'s bytes in base64 (a data: URL with ";base64," also works)' }, 'The data is not base64.', 'Encode the file as base64, e.g. `base64 -w0 logo.png`, and send it as `data` with `filename`.');
  }
  return receiveBuffer(config, bytes, { name: filename, nameIsExplicit: true, field: 'data' });
}
