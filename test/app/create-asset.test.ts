import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createAsset } from '../../src/app/assets/create-asset.ts';
import { receiveBuffer } from '../../src/app/assets/receive-file.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';
import { useService } from '../support/service.ts';
import { rasterImage, svgImage } from '../support/media.ts';

/** The operation as the batch feature calls it: bytes from base64 `data`, inside a larger unit of work. */
describe('createAsset (operation)', () => {
  const svc = useService();
  const ctx = () => ({ config: svc().config, database: svc().database });
  const stored = () => {
    const dir = path.join(svc().config.dataDir, 'files');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0;
  };
  const fromData = async (bytes: Buffer, filename: string) =>
    receiveBuffer(svc().config, Buffer.from(bytes.toString('base64'), 'base64'), { name: filename, nameIsExplicit: true, field: 'data' });

  before(async () => {
    await svc().space('site');
  });

  it('stores and records an asset from decoded base64 data', async () => {
    const file = await fromData(await rasterImage('webp', 10, 6), 'card.webp');
    const row = await runUnitOfWork(svc().database, systemActor('site'), (uow) => createAsset(uow, ctx(), { file, field: 'data', alt: 'A card' }));
    await file.dispose();
    assert.deepEqual([row.filename, row.content_type, row.width, row.height, row.title, row.alt], ['card.webp', 'image/webp', 10, 6, 'card', 'A card']);
    assert.equal(stored(), 1);
  });

  it('removes the stored bytes when the unit of work rolls back', async () => {
    const before = stored();
    const file = await fromData(await rasterImage('png', 4, 4), 'a.png');
    await assert.rejects(
      runUnitOfWork(svc().database, systemActor('site'), async (uow) => {
        await createAsset(uow, ctx(), { file, field: 'data' });
        throw new Error('a later operation failed');
      }),
    );
    await file.dispose();
    assert.equal(stored(), before);
  });

  it('checks everything and stores nothing in a dry run', async () => {
    const before = stored();
    const file = await fromData(await rasterImage('gif', 4, 4), 'dry.gif');
    const row = await runUnitOfWork(svc().database, systemActor('site'), (uow) => createAsset(uow, ctx(), { file, field: 'data' }), { dryRun: true });
    await file.dispose();
    assert.equal(row.content_type, 'image/gif');
    assert.equal(stored(), before);
    assert.equal((await svc().database.db.selectFrom('assets').selectAll().where('id', '=', row.id).execute()).length, 0);

    const bad = await fromData(svgImage('<script>x()</script>'), 'x.svg');
    await assert.rejects(
      runUnitOfWork(svc().database, systemActor('site'), (uow) => createAsset(uow, ctx(), { file: bad, field: 'data' }), { dryRun: true }),
      (e: unknown) => e instanceof AppError && e.code === 'validation_failed' && 'data' in (e.details!.fields as object),
    );
    await bad.dispose();
  });
});
