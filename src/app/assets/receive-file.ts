import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import { disallowedTypeError, kindForDetectedMime, kindByContentType, MB, sizeLimitSentence, type FileKind } from '../../domain/asset-files.ts';
import { validationFailed } from '../../domain/errors.ts';
import { mayBeSvg } from '../../domain/svg/safety.ts';
import { newId } from '../ids.ts';

/**
 * Step one of every upload, whatever the source (multipart stream, base64 `data` of a batch,
 * a download): the bytes land in a temp file while being hashed and counted. The type is
 * decided from the first bytes, so a disallowed file is refused before the rest is read, and
 * the size limit of that type is enforced while streaming: an oversized upload is cut off at
 * the limit, never held whole in memory or on disk. Step two is `storeFile`.
 */
export interface ReceivedFile {
  /** Temp file holding the bytes. */
  path: string;
  size: number;
  sha256: string;
  /** The allowed kind the content was recognised as (an SVG is confirmed by `inspectFile`). */
  kind: FileKind;
  /** The name that came with the bytes (uploaded file name, last URL segment), if any. */
  name: string | null;
  /** Whether a person chose that name (an upload) rather than it being derived (a URL). */
  nameIsExplicit: boolean;
  /** Removes the temp file if it is still there; safe to call twice. */
  dispose(): Promise<void>;
}

export interface FileOrigin {
  name: string | null;
  nameIsExplicit: boolean;
  /** Which request field the bytes came in, for error details (`file`, `url`, `data`). */
  field: string;
}

/** Enough bytes for file-type to recognise every allowed format. */
const HEAD_BYTES = 4100;

async function classify(head: Buffer, field: string): Promise<FileKind> {
  if (head.length === 0) throw validationFailed({ [field]: 'a file with content; this one is empty' }, 'The file is empty.');
  const detected = await fileTypeFromBuffer(head);
  if (detected && detected.mime !== 'application/xml') {
    const kind = kindForDetectedMime(detected.mime);
    if (kind) return kind;
    throw disallowedTypeError(field, `${detected.ext.toUpperCase()} (${detected.mime})`);
  }
  if (mayBeSvg(head)) return kindByContentType('image/svg+xml')!;
  throw disallowedTypeError(field, null);
}

function tooLarge(kind: FileKind, field: string) {
  return validationFailed(
    { [field]: `at most ${kind.maxBytes / MB} MB for ${kind.label} files` },
    `The file is larger than the ${kind.maxBytes / MB} MB allowed for ${kind.label} files.`,
    `Upload a smaller file: ${sizeLimitSentence(kind)} (images: compress or resize; videos: shorten or lower the bitrate).`,
  );
}

/** Hashes, counts and classifies bytes on their way to the temp file; errors stop the stream. */
class Intake extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  kind: FileKind | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private readonly field: string;

  constructor(field: string) {
    super();
    this.field = field;
  }

  private pass(chunk: Buffer): Error | null {
    this.size += chunk.length;
    if (this.kind && this.size > this.kind.maxBytes) return tooLarge(this.kind, this.field);
    this.hash.update(chunk);
    this.push(chunk);
    return null;
  }

  private async release(): Promise<Error | null> {
    const head = Buffer.concat(this.head);
    this.head = [];
    try {
      this.kind = await classify(head, this.field);
    } catch (err) {
      return err as Error;
    }
    return this.pass(head);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.kind) {
      done(this.pass(chunk));
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      done();
      return;
    }
    this.release().then((err) => done(err), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.kind) {
      done();
      return;
    }
    this.release().then((err) => done(err), done);
  }
}

export function tempDir(config: Config): string {
  return path.join(config.dataDir, 'tmp');
}

const STALE_TEMP_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/** Once per process and directory: removes temp files a crashed process left behind. */
async function sweepStaleTemp(dir: string): Promise<void> {
  if (swept.has(dir)) return;
  swept.add(dir);
  const cutoff = Date.now() - STALE_TEMP_MS;
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(dir, name);
    const st = await fs.promises.stat(file).catch(() => null);
    if (st && st.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
  }
}

/**
 * Streams `source` into a temp file (see the module comment). Throws `validation_failed`;
 * a refused source is left unpiped and unread beyond the point of refusal.
 */
export async function receiveStream(config: Config, source: Readable, origin: FileOrigin): Promise<ReceivedFile> {
  const dir = tempDir(config);
  await fs.promises.mkdir(dir, { recursive: true });
  await sweepStaleTemp(dir);
  const file = path.join(dir, `${newId()}.upload`);
  const dispose = () => fs.promises.rm(file, { force: true });
  const intake = new Intake(origin.field);
  const written = pipeline(intake, fs.createWriteStream(file, { flags: 'wx' }));
  const onSourceError = (err: Error) => intake.destroy(err);
  source.once('error', onSourceError);
  source.pipe(intake);
  try {
    await written;
  } catch (err) {
    // Stop reading here; what happens to the rest of the source is the caller's choice (an
    // HTTP upload lets it drain to nowhere so the client still gets its answer).
    source.unpipe(intake);
    await dispose();
    throw err;
  } finally {
    source.off('error', onSourceError);
  }
  return {
    path: file,
    size: intake.size,
    sha256: intake.hash.digest('hex'),
    kind: intake.kind!,
    name: origin.name,
    nameIsExplicit: origin.nameIsExplicit,
    dispose,
  };
}

/** The same for bytes already in memory (a batch's base64 `data`, a finished download). */
export function receiveBuffer(config: Config, bytes: Uint8Array, origin: FileOrigin): Promise<ReceivedFile> {
  return receiveStream(config, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), origin);
}
