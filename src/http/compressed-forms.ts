import zlib from 'node:zlib';
import { acceptedCodings } from './accept-encoding.ts';

/**
 * Compressed forms of cached answers (docs/entries.md "Compression"). A cached entry read keeps
 * its brotli and gzip bytes beside the plain ones; each form is made once, off the event loop
 * (zlib's thread pool), after the first request that accepts it, and that first request is
 * answered with what exists already: the request after a publish never waits for a compressor,
 * and every later request only picks bytes. Each form has its own strong ETag (the plain one
 * with `.br` or `.gz`), and If-None-Match naming any form of the same content is a 304.
 */
export type Encoding = 'br' | 'gzip';

/** Smaller answers gain a few hundred bytes at most: not worth a header and a thread-pool hop. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compresses `body` on zlib's thread pool: brotli in text mode with the size hint at `quality`,
 * or gzip at its default level 6. Kept forms use quality 5 (about as fast as gzip on JSON and a
 * quarter smaller; above 6 costs several times the CPU for 1–2% less); answers made for one
 * request use 4 (compression.ts).
 */
export function compressBody(body: Buffer, encoding: Encoding, quality: number, done: (err: Error | null, out: Buffer) => void): void {
  if (encoding === 'gzip') return void zlib.gzip(body, { level: 6 }, done);
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  zlib.brotliCompress(body, { params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: body.length } }, done);
}

export interface Compressible {
  body: Buffer;
  /** The plain form's strong ETag, `"<hash>"`. */
  etag: string;
  /** The forms made so far. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** Forms being made (each is made once). */
  making?: Set<Encoding>;
  /** Told the size of each form once it is made (the cache counts it against its bound). */
  grown?: (bytes: number) => void;
}

export interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding | null;
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const tagFor = (etag: string, encoding: Encoding) => `${etag.slice(0, -1)}${SUFFIX[encoding]}"`;

/** Accept-Encoding values repeat (each client library sends one): parsed once each. */
const parsed = new Map<string, readonly string[]>();
function codingsOf(header: string): readonly string[] {
  let codings = parsed.get(header);
  if (codings === undefined) {
    codings = acceptedCodings(header);
    if (parsed.size >= 256) parsed.clear();
    parsed.set(header, codings);
  }
  return codings;
}

/** The form to send for `acceptEncoding`: the best one made so far; starts making the client's favourite if missing. */
export function representation(res: Compressible, acceptEncoding: string | undefined): Representation {
  if (acceptEncoding === undefined || res.body.length < MIN_COMPRESSED_BYTES) return { body: res.body, etag: res.etag, encoding: null };
  let asked = false;
  for (const coding of codingsOf(acceptEncoding)) {
    if (coding === 'identity') break;
    const encoding = coding as Encoding;
    const form = res.encoded?.[encoding];
    if (form !== undefined) return { body: form, etag: tagFor(res.etag, encoding), encoding };
    // Only the client's favourite is made; meanwhile a lesser form made for another client serves.
    if (!asked) make(res, encoding);
    asked = true;
  }
  return { body: res.body, etag: res.etag, encoding: null };
}

/**
 * `bytes` in memory of its own, for what a cache keeps: zlib hands back a slice of its 64 KB
 * output chunk and Buffer.from a slice of the shared 8 KB pool, and a kept slice keeps the whole
 * chunk alive (a 1 KB form held 64 KB).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

function make(res: Compressible, encoding: Encoding): void {
  if (res.making?.has(encoding)) return;
  (res.making ??= new Set()).add(encoding);
  const done = (err: Error | null, out: Buffer) => {
    if (err) return; // stays plain; nothing is lost
    const kept = ownBytes(out);
    (res.encoded ??= {})[encoding] = kept;
    res.grown?.(kept.length);
  };
  compressBody(res.body, encoding, 5, done);
}

/**
 * If-None-Match (weak comparison, RFC 9110 13.1.2) against every form of `etag`: the tag the
 * client named that matches (to echo in the 304, so its cache updates the form it holds), `*`
 * as the plain tag, or null.
 */
export function matchingTag(header: string | undefined, etag: string): string | null {
  if (!header) return null;
  if (header === etag) return etag;
  const plain = etag.startsWith('W/') ? etag.slice(2) : etag;
  const stem = plain.slice(0, -1);
  for (const part of header.split(',')) {
    let tag = part.trim();
    if (tag === '*') return etag;
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (tag === plain || tag === `${stem}.br"` || tag === `${stem}.gz"`) return tag;
  }
  return null;
}
