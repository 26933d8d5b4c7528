/**
 * Which files an asset may hold and how they are named (SPEC "Assets", "Limits": JPG, PNG,
 * WebP, GIF, SVG and PDF up to 20 MB; MP4 and WebM up to 50 MB). The type is always decided
 * from the bytes; the name only has to agree with it where a disagreement matters.
 */
import { validationFailed, type AppError } from './errors.ts';

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 20 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;
/** No upload may be larger than this, whatever its type. */
export const MAX_FILE_BYTES = VIDEO_MAX_BYTES;

export type FileFamily = 'raster' | 'vector' | 'document' | 'video';

export interface FileKind {
  contentType: string;
  label: string;
  /** Canonical extension, added when a name has none. */
  ext: string;
  extensions: readonly string[];
  maxBytes: number;
  family: FileFamily;
}

const kind = (contentType: string, label: string, extensions: string[], maxBytes: number, family: FileFamily): FileKind => ({
  contentType,
  label,
  ext: extensions[0],
  extensions,
  maxBytes,
  family,
});

export const FILE_KINDS: readonly FileKind[] = [
  kind('image/jpeg', 'JPG', ['jpg', 'jpeg', 'jpe', 'jfif'], IMAGE_MAX_BYTES, 'raster'),
  kind('image/png', 'PNG', ['png', 'apng'], IMAGE_MAX_BYTES, 'raster'),
  kind('image/webp', 'WebP', ['webp'], IMAGE_MAX_BYTES, 'raster'),
  kind('image/gif', 'GIF', ['gif'], IMAGE_MAX_BYTES, 'raster'),
  kind('image/svg+xml', 'SVG', ['svg'], IMAGE_MAX_BYTES, 'vector'),
  kind('application/pdf', 'PDF', ['pdf'], IMAGE_MAX_BYTES, 'document'),
  kind('video/mp4', 'MP4', ['mp4', 'm4v'], VIDEO_MAX_BYTES, 'video'),
  kind('video/webm', 'WebM', ['webm'], VIDEO_MAX_BYTES, 'video'),
];

export const ALLOWED_FILES_SENTENCE = 'a JPG, PNG, WebP, GIF, SVG or PDF file up to 20 MB, or an MP4 or WebM video up to 50 MB';

export function kindByContentType(contentType: string): FileKind | undefined {
  return FILE_KINDS.find((k) => k.contentType === contentType);
}

/**
 * The allowed kind for a type detected from the bytes (file-type's MIME names), or undefined.
 * Animated PNG is PNG; an `M4V` brand is an MP4 container that browsers play as MP4.
 */
export function kindForDetectedMime(mime: string): FileKind | undefined {
  const alias: Record<string, string> = { 'image/apng': 'image/png', 'video/x-m4v': 'video/mp4' };
  return kindByContentType(alias[mime] ?? mime);
}

/** `validation_failed` for a file whose content is of a type that is not allowed (or unknown). */
export function disallowedTypeError(field: string, detectedLabel: string | null): AppError {
  return validationFailed(
    { [field]: detectedLabel ? `an allowed file type; this is ${detectedLabel}` : 'an allowed file type; this content is not a recognised format' },
    detectedLabel ? `Files of type ${detectedLabel} cannot be uploaded.` : 'The file type could not be recognised.',
    disallowedTypeFix(detectedLabel),
  );
}

/** What to tell someone whose file is of a type that is not allowed. */
export function disallowedTypeFix(detectedLabel: string | null): string {
  const what = detectedLabel ? `This file is ${detectedLabel}, which` : 'The type of this file could not be recognised from its content; it';
  return `${what} cannot be uploaded. Upload ${ALLOWED_FILES_SENTENCE}: convert images to JPG, PNG or WebP, documents to PDF and videos to MP4 (H.264) or WebM.`;
}

export function sizeLimitSentence(k: FileKind): string {
  return `${k.label} files up to ${k.maxBytes / MB} MB`;
}

/** Extensions that say "some other type" when they sit on a file of an allowed type. */
const FOREIGN_EXTENSIONS = new Set([
  'html', 'htm', 'xhtml', 'shtml', 'xht', 'xml', 'xsl', 'xslt', 'js', 'mjs', 'cjs', 'css', 'json', 'txt',
  'exe', 'dll', 'bat', 'cmd', 'sh', 'ps1', 'msi', 'jar', 'app', 'com', 'scr', 'vbs', 'hta', 'lnk',
  'php', 'phtml', 'asp', 'aspx', 'jsp', 'cgi', 'pl', 'py', 'rb', 'swf', 'svgz', 'zip', 'gz', 'rar', '7z',
  'tif', 'tiff', 'bmp', 'ico', 'heic', 'heif', 'avif', 'jxl', 'mov', 'avi', 'mkv', 'wmv', 'mp3', 'wav',
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'rtf', 'eps', 'ai', 'psd',
]);
const KNOWN_EXTENSIONS = new Set([...FILE_KINDS.flatMap((k) => k.extensions), ...FOREIGN_EXTENSIONS]);

/** The extension of a name in lower case (without the dot), when it looks like one. */
export function extensionOf(name: string): string | null {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  if (!m || m.index === 0 || !/[A-Za-z]/.test(m[1])) return null;
  return m[1].toLowerCase();
}

const MAX_FILENAME = 200;

/**
 * A file name safe to store and show: no directories, no control or bidi-override characters,
 * no leading dots, at most 200 characters (the extension is kept when shortening).
 */
export function sanitizeFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/["<>|:*?]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // ".png" is a name made only of an extension; "..x.png" just starts with dots.
    .replace(/^\.+(?=[^.]*$)/, 'file.')
    .replace(/^\.+/, '');
  if (name.length > MAX_FILENAME) {
    const ext = extensionOf(name);
    const tail = ext ? `.${ext}` : '';
    name = name.slice(0, MAX_FILENAME - tail.length).trimEnd() + tail;
  }
  return name;
}

function stripExtension(name: string): string {
  const ext = extensionOf(name);
  return ext ? name.slice(0, -(ext.length + 1)) : name;
}

export type FilenameResult = { ok: true; filename: string } | { ok: false; problem: string; suggestion: string };

/**
 * The name an asset is stored under. `explicit` names were chosen by a person (the uploaded
 * file's name or `filename`); derived ones come from a URL and are simply corrected.
 * - no extension, or a word that is no known extension: the type's extension is added;
 * - an extension of the detected type: kept;
 * - a raster image extension on another raster image (a PNG named .jpg): corrected, harmless;
 * - any other known extension (an .html, .svg or .pdf name on a PNG): rejected when explicit,
 *   because whoever downloads the file would open it as something else.
 */
export function resolveFilename(rawName: string | null | undefined, k: FileKind, explicit: boolean): FilenameResult {
  const clean = sanitizeFilename(rawName ?? '');
  const name = clean === '' || stripExtension(clean) === '' ? `file.${k.ext}` : clean;
  const ext = extensionOf(name);
  if (ext && k.extensions.includes(ext)) return { ok: true, filename: name };
  if (!ext || !KNOWN_EXTENSIONS.has(ext)) return { ok: true, filename: `${name}.${k.ext}` };
  const corrected = `${stripExtension(name)}.${k.ext}`;
  const otherRaster = FILE_KINDS.some((o) => o.family === 'raster' && o.extensions.includes(ext));
  if (!explicit || (k.family === 'raster' && otherRaster)) return { ok: true, filename: corrected };
  return {
    ok: false,
    problem: `a name that matches the content: the file is ${k.label} but its name ends in ".${ext}"`,
    suggestion: corrected,
  };
}

/** A readable title from a file name: "summer-party_2024.jpg" → "summer party 2024". */
export function titleFromFilename(filename: string): string {
  const title = stripExtension(filename).replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return title || filename;
}

/** The name at the end of a URL's path, percent-decoded, or null. */
export function filenameFromUrl(url: string): string | null {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    if (!last) return null;
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  } catch {
    return null;
  }
}

/**
 * The public URL of an asset's file (docs/assets.md "Delivery"): the content hash in the path,
 * so a replaced file gets a new URL and every URL can be cached for good.
 */
export function assetFileUrl(baseUrl: string, a: { space_id: string; id: string; sha256: string; filename: string }): string {
  return `${baseUrl}/files/${a.space_id}/${a.id}/${a.sha256}/${encodeURIComponent(a.filename)}`;
}
