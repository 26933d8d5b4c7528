import type { AppContext } from '../context.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { normalizeAssetText } from '../../domain/asset-metadata.ts';
import { titleFromFilename } from '../../domain/asset-files.ts';
import { validationFailed } from '../../domain/errors.ts';
import { insertAsset, type AssetRow } from '../../db/repos/assets.ts';
import type { ReceivedFile } from './receive-file.ts';
import { storeFile } from './store-file.ts';

export interface CreateAssetInput {
  /** The bytes, already received (`receiveStream`, `receiveBuffer` or `receiveUrl`). */
  file: ReceivedFile;
  /** Request field the bytes came in: `file` (multipart), `url` or `data` (batch). */
  field: string;
  filename?: string;
  title?: string | null;
  alt?: string | null;
  description?: string | null;
}

/**
 * Creates an asset from received bytes (SPEC "Assets" POST, batch `create_asset`). Without a
 * title, the title comes from the file name. The caller disposes of `input.file` afterwards.
 */
export async function createAsset(uow: UnitOfWork, ctx: AppContext, input: CreateAssetInput): Promise<AssetRow> {
  requirePermission(uow.actor, 'write', 'upload files');
  // An empty title on upload means "none given" (forms send empty fields): use the file name.
  const title = input.title?.trim() ? input.title : undefined;
  const { values, errors } = normalizeAssetText({ title, alt: input.alt, description: input.description });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const id = newId();
  const stored = await storeFile(uow, ctx, id, input.file, { filename: input.filename, field: input.field });
  const row: AssetRow = {
    id,
    space_id: uow.actor.spaceId,
    title: values.title ?? titleFromFilename(stored.filename),
    alt: values.alt ?? null,
    description: values.description ?? null,
    ...stored,
    created_at: uow.now,
    updated_at: uow.now,
  };
  await insertAsset(uow.trx, row);
  uow.record({ action: 'asset.created', resourceType: 'asset', resourceId: id, details: { filename: row.filename, content_type: row.content_type, size: row.size } });
  return row;
}
