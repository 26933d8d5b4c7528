import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config.ts';
import { receiveBuffer, receiveStream, tempDir } from '../../src/app/assets/receive-file.ts';
import { AppError } from '../../src/domain/errors.ts';
import { mp4Video, pdfDocument, rasterImage } from '../support/media.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-receive-'));
const config = loadConfig({ TESSERA_DATA_DIR: dataDir });
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const origin = { name: 'x', nameIsExplicit: true, field: 'file' };

/** A source that produces `total` bytes lazily in 64 KB chunks after `head`, counting what was pulled. */
function countingSource(head: Buffer, total: number) {
  const state = { pulled: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x55);
  const stream = new Readable({
    read() {
      if (state.pulled >= total) return this.push(null);
      const next = state.pulled === 0 ? head : chunk;
      state.pulled += next.length;
      this.push(next);
    },
  });
  return { stream, state };
}

function leftovers(): string[] {
  try {
    return fs.readdirSync(tempDir(config));
  } catch {
    return [];
  }
}

describe('receiving bytes', () => {
  it('removes temp files a crashed process left behind (older than an hour)', async () => {
    fs.mkdirSync(tempDir(config), { recursive: true });
    const stale = path.join(tempDir(config), 'stale.upload');
    const fresh = path.join(tempDir(config), 'fresh.upload');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, old, old);
    const file = await receiveBuffer(config, pdfDocument(), origin);
    await file.dispose();
    assert.equal(fs.existsSync(stale), false);
    assert.equal(fs.existsSync(fresh), true);
    fs.rmSync(fresh);
  });

  it('hashes, counts and classifies a file, keeping it in a temp file', async () => {
    const png = await rasterImage('png', 8, 8);
    const file = await receiveBuffer(config, png, origin);
    assert.equal(file.kind.contentType, 'image/png');
    assert.equal(file.size, png.length);
    assert.equal(file.sha256, createHash('sha256').update(png).digest('hex'));
    assert.deepEqual(fs.readFileSync(file.path), png);
    await file.dispose();
    await file.dispose();
    assert.equal(fs.existsSync(file.path), false);
  });

  it('stops reading an oversized image at its 20 MB limit instead of taking it all', async () => {
    const { stream, state } = countingSource(await rasterImage('png', 4, 4), 200 * MB);
    await assert.rejects(receiveStream(config, stream, origin), (e: unknown) => e instanceof AppError && e.code === 'validation_failed' && /20 MB/.test(e.message));
    stream.destroy();
    // Streams read ahead a little (highWaterMark), but nowhere near the 200 MB on offer.
    assert.ok(state.pulled < 21 * MB, `pulled ${state.pulled} bytes`);
    assert.deepEqual(leftovers(), []);
  });

  it('lets videos grow to 50 MB and no further', async () => {
    const { stream, state } = countingSource(mp4Video(16, 16), 200 * MB);
    await assert.rejects(receiveStream(config, stream, origin), (e: unknown) => e instanceof AppError && /50 MB/.test(e.message));
    stream.destroy();
    assert.ok(state.pulled > 50 * MB && state.pulled < 51 * MB, `pulled ${state.pulled} bytes`);
    assert.deepEqual(leftovers(), []);
  });

  it('refuses a disallowed type after its first bytes, before reading the rest', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5000)]);
    const { stream, state } = countingSource(zip, 100 * MB);
    await assert.rejects(receiveStream(config, stream, origin), (e: unknown) => e instanceof AppError && /zip/i.test(JSON.stringify(e.details)));
    stream.destroy();
    assert.ok(state.pulled < 2 * MB, `pulled ${state.pulled} bytes`);
    assert.deepEqual(leftovers(), []);
  });

  it('accepts a file exactly at the limit', async () => {
    const pdf = pdfDocument();
    const exact = Buffer.concat([pdf, Buffer.alloc(20 * MB - pdf.length, 0x20)]);
    const file = await receiveBuffer(config, exact, origin);
    assert.equal(file.size, 20 * MB);
    await file.dispose();
  });

  it('refuses empty files', async () => {
    await assert.rejects(receiveBuffer(config, Buffer.alloc(0), origin), (e: unknown) => e instanceof AppError && /empty/.test(e.message));
  });
});
