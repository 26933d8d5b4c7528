import fs from 'node:fs';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../integrations/media/load-sharp.ts';
import { disallowedTypeError, type FileKind } from '../../domain/asset-files.ts';
import { AppError, validationFailed } from '../../domain/errors.ts';
import { svgDimensions } from '../../domain/svg/dimensions.ts';
import { checkSvg, rootElementName, svgText } from '../../domain/svg/safety.ts';
import { mp4VideoSize, readBoxHeader, webmVideoSize, type Size } from '../../domain/video-dimensions.ts';
import type { ReceivedFile } from './receive-file.ts';

export interface FileFacts {
  contentType: string;
  width: number | null;
  height: number | null;
}

const SHARP_FORMAT: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

async function rasterSize(file: ReceivedFile, kind: FileKind, field: string): Promise<Size> {
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(file.path, { limitInputPixels: 268_402_689 }).metadata();
  } catch (err) {
    throw validationFailed({ [field]: `a readable ${kind.label} image (${(err as Error).message})` }, `The ${kind.label} image cannot be read.`, 'Export the image again from your editor and upload that file.');
  }
  if (meta.format !== SHARP_FORMAT[kind.contentType] || !meta.width || !meta.height) {
    throw validationFailed({ [field]: `a readable ${kind.label} image` }, `The ${kind.label} image cannot be read.`, 'Export the image again from your editor and upload that file.');
  }
  // EXIF orientations 5–8 turn the picture a quarter: report the size people see.
  const turned = (meta.orientation ?? 1) >= 5;
  const height = meta.pageHeight ?? meta.height; // one frame of an animation
  return turned ? { width: height, height: meta.width } : { width: meta.width, height };
}

async function svgFacts(file: ReceivedFile, field: string): Promise<{ width: number | null; height: number | null }> {
  const text = svgText(await fs.promises.readFile(file.path));
  if (text === null) {
    throw validationFailed({ [field]: 'an SVG saved as UTF-8 text' }, 'The SVG is not UTF-8 text.', 'Save the SVG with UTF-8 encoding and upload it again.');
  }
  const root = rootElementName(text);
  if (!root || root.slice(root.indexOf(':') + 1).toLowerCase() !== 'svg') {
    throw disallowedTypeError(field, root ? `${root.toUpperCase()} markup, not SVG` : null);
  }
  const { problems, rootAttributes } = checkSvg(text);
  if (problems.length > 0 || !rootAttributes) {
    const listed = problems.slice(0, 10);
    throw new AppError('validation_failed', {
      message: 'The SVG is not allowed: SVG files cannot contain scripts or load anything from outside the file.',
      fix: 'Remove what details.problems lists (scripts, event handlers such as onload, links or url() to other files, foreignObject, DOCTYPE), e.g. by exporting the SVG again with an optimiser such as SVGO, and upload it again.',
      details: { fields: { [field]: `a safe SVG image; found ${listed.join('; ')}` }, problems: listed },
    });
  }
  return svgDimensions(rootAttributes);
}

async function readAt(fd: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fd.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

const MAX_MOOV = 32 * 1024 * 1024;

/** Walks the top-level boxes (headers only) to the `moov` box and reads the video track size from it. */
async function mp4Size(file: ReceivedFile): Promise<Size | null> {
  const fd = await fs.promises.open(file.path, 'r');
  try {
    let at = 0;
    while (at + 8 <= file.size) {
      const box = readBoxHeader(await readAt(fd, at, 16), 0, file.size - at);
      if (!box) return null;
      if (box.type === 'moov') {
        const length = box.end - box.payload;
        if (length > MAX_MOOV) return null;
        return mp4VideoSize(await readAt(fd, at + box.payload, length));
      }
      at += box.end;
    }
    return null;
  } finally {
    await fd.close();
  }
}

async function webmSize(file: ReceivedFile): Promise<Size | null> {
  const fd = await fs.promises.open(file.path, 'r');
  try {
    return webmVideoSize(await readAt(fd, 0, Math.min(file.size, 1024 * 1024)));
  } finally {
    await fd.close();
  }
}

/**
 * Confirms the received bytes are what their kind says and measures them: raster images with
 * sharp, SVGs by parsing (and refusing unsafe ones), videos from their container headers.
 * `field` names the request field in error details.
 */
export async function inspectFile(file: ReceivedFile, field: string): Promise<FileFacts> {
  const kind = file.kind;
  let size: { width: number | null; height: number | null } | null = null;
  switch (kind.family) {
    case 'raster':
      size = await rasterSize(file, kind, field);
      break;
    case 'vector':
      size = await svgFacts(file, field);
      break;
    case 'video':
      size = kind.contentType === 'video/mp4' ? await mp4Size(file) : await webmSize(file);
      break;
    case 'document':
      break;
  }
  return { contentType: kind.contentType, width: size?.width ?? null, height: size?.height ?? null };
}
