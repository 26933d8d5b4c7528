import type { Updateable } from 'kysely';
import { requirePermission } from '../../domain/permissions.ts';
import type { AppContext } from '../context.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { assetFileUrl, kindByContentType, resolveFilename } from '../../domain/asset-files.ts';
import { normalizeAssetText } from '../../domain/asset-metadata.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { findAsset, insertPastFile, updateAsset as updateAssetRow, type AssetRow } from '../../db/repos/assets.ts';
import type { AssetsTable } from '../../db/schema.ts';
import { fileStorage } from '../../integrations/storage/index.ts';
import { publishedEntriesUsingAsset } from './asset-usage.ts';
import type { ReceivedFile } from './receive-file.ts';
import { storeFile } from './store-file.ts';

export interface UpdateAssetInput {
  /** New bytes replacing the file (multipart `file` or JSON `url`), already received. */
  file?: ReceivedFile;
  /** Request field of the new bytes: `file` or `url`. */
  field?: string;
  /** With a new file: its name. Alone: renames the file (the extension must still fit). */
  filename?: string;
  title?: string | null;
  alt?: string | null;
  description?: string | null;
}

/**
 * Changes an asset's text and/or replaces its file keeping the id (SPEC "Assets" PATCH). A
 * replacement that published content uses emits `asset.replaced` in the same transaction
 * (SPEC "Events"); the old bytes are removed once the change is committed.
 */
export async function updateAsset(uow: UnitOfWork, ctx: AppContext, id: string, input: UpdateAssetInput): Promise<AssetRow> {
  requirePermission(uow.actor, 'write', 'change files');
  const spaceId = uow.actor.spaceId;
  const current = await findAsset(uow.trx, spaceId, id);
  if (!current) throw notFound('asset', id);

  const sent = ['file', 'filename', 'title', 'alt', 'description'].filter((k) => input[k as keyof UpdateAssetInput] !== undefined);
  if (sent.length === 0) {
    throw validationFailed(
      { '(body)': 'at least one of title, alt, description, filename, and a new file (multipart `file` or JSON `url`)' },
      'Nothing to change was sent.',
    );
  }
  const { values, errors } = normalizeAssetText({ title: input.title, alt: input.alt, description: input.description });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const patch: Updateable<AssetsTable> = { ...values, updated_at: uow.now };
  if (input.file) {
    const stored = await storeFile(uow, ctx, id, input.file, { filename: input.filename, field: input.field ?? 'file', currentKey: current.storage_key });
    Object.assign(patch, stored);
  } else if (input.filename !== undefined) {
    const named = resolveFilename(input.filename, kindByContentType(current.content_type)!, true);
    if (!named.ok) throw validationFailed({ filename: named.problem }, 'The file name does not match the file.', `Name the file "${named.suggestion}".`);
    patch.filename = named.filename;
  }

  await updateAssetRow(uow.trx, spaceId, id, patch);
  // Old URLs keep redirecting to the current file; only hashes recorded here do (files route).
  if (input.file && patch.sha256 !== current.sha256) await insertPastFile(uow.trx, { space_id: spaceId, asset_id: id, sha256: current.sha256, replaced_at: uow.now });
  const row: AssetRow = { ...current, ...patch } as AssetRow;

  if (input.file) {
    uow.record({
      action: 'asset.replaced',
      resourceType: 'asset',
      resourceId: id,
      details: { filename: row.filename, content_type: row.content_type, size: row.size, previous_filename: current.filename },
    });
    const entries = await publishedEntriesUsingAsset(uow.trx, spaceId, id);
    if (entries.length > 0) {
      uow.emit({
        event: 'asset.replaced',
        resourceType: 'Asset',
        resourceId: id,
        // Plain values first: deploy-hook bodies carry the scalar ones (docs/deploy-hooks.md).
        data: {
          url: assetFileUrl(ctx.config.baseUrl, row),
          title: row.title,
          filename: row.filename,
          content_type: row.content_type,
          size: row.size,
          sha256: row.sha256,
          previous_filename: current.filename,
          previous_content_type: current.content_type,
          previous_sha256: current.sha256,
          used_by_entries: entries.length,
          entries,
        },
      });
    }
    if (row.storage_key !== current.storage_key) {
      const storage = fileStorage(ctx.config);
      uow.afterCommit(() => storage.delete(current.storage_key));
    }
  } else {
    uow.record({ action: 'asset.updated', resourceType: 'asset', resourceId: id, details: { changed: sent } });
  }
  return row;
}
