/**
 * Width and height of a video for `fields.file` (SPEC "Asset"), only where that is cheap: read from
 * the container headers, no decoding. MP4: the `tkhd` box of the first video track in `moov`. WebM:
 * `PixelWidth` and `PixelHeight` of the first video track in `Tracks`. Anything unexpected gives
 * null.
 */
export interface Size {
  width: number;
  height: number;
}

export interface BoxHeader {
  type: string;
  /** Offset of the box's payload, relative to the buffer. */
  payload: number;
  /** Offset just past the box. */
  end: number;
}

/** An ISO-BMFF box header at `at` in `buf` (payload may run past the buffer), or null. */
export function readBoxHeader(buf: Uint8Array, at: number, fileEnd: number): BoxHeader | null {
  if (at + 8 > buf.length) return null;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let size = view.getUint32(at);
  const type = String.fromCharCode(buf[at + 4], buf[at + 5], buf[at + 6], buf[at + 7]);
  let header = 8;
  if (size === 1) {
    if (at + 16 > buf.length) return null;
    size = Number(view.getBigUint64(at + 8));
    header = 16;
  } else if (size === 0) size = fileEnd - at;
  if (size < header) return null;
  return { type, payload: at + header, end: at + size };
}

function children(buf: Uint8Array, from: number, to: number): Array<BoxHeader> {
  const out: BoxHeader[] = [];
  let at = from;
  while (at < to) {
    const b = readBoxHeader(buf, at, to);
    if (!b || b.end > to) break;
    out.push(b);
    at = b.end;
  }
  return out;
}

/** Size of the first video track inside a `moov` payload. */
export function mp4VideoSize(moov: Uint8Array): Size | null {
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  for (const trak of children(moov, 0, moov.length).filter((b) => b.type === 'trak')) {
    const parts = children(moov, trak.payload, trak.end);
    const mdia = parts.find((b) => b.type === 'mdia');
    const hdlr = mdia && children(moov, mdia.payload, mdia.end).find((b) => b.type === 'hdlr');
    const handler = hdlr && hdlr.payload + 12 <= moov.length ? String.fromCharCode(...moov.subarray(hdlr.payload + 8, hdlr.payload + 12)) : null;
    const tkhd = parts.find((b) => b.type === 'tkhd');
    if (!tkhd || (handler !== null && handler !== 'vide')) continue;
    const at = tkhd.payload + (moov[tkhd.payload] === 1 ? 88 : 76);
    if (at + 8 > tkhd.end || at + 8 > moov.length) continue;
    const width = Math.round(view.getUint32(at) / 65536);
    const height = Math.round(view.getUint32(at + 4) / 65536);
    if (width > 0 && height > 0) return { width, height };
  }
  return null;
}

/** Reads an EBML variable-length integer; `keepMarker` for element ids. */
function vint(buf: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i];
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;
const DESCEND = new Set([SEGMENT, TRACKS, TRACK_ENTRY, VIDEO]);

function uint(buf: Uint8Array, at: number, len: number): number {
  let v = 0;
  for (let i = 0; i < len && i < 8; i++) v = v * 256 + buf[at + i];
  return v;
}

/** Size of the first video track from the start of a WebM file (Tracks precede the clusters). */
export function webmVideoSize(head: Uint8Array): Size | null {
  let found: Size | null = null;
  const visit = (from: number, to: number, inTrack: { type?: number; w?: number; h?: number } | null): boolean => {
    let at = from;
    while (at < to && at < head.length) {
      const id = vint(head, at, true);
      const size = id && vint(head, at + id.length, false);
      if (!id || !size) return true;
      const start = at + id.length + size.length;
      const end = size.unknown ? to : Math.min(start + size.value, Number.MAX_SAFE_INTEGER);
      if (id.value === CLUSTER) return true;
      if (id.value === TRACK_ENTRY) {
        const t: { type?: number; w?: number; h?: number } = {};
        if (visit(start, Math.min(end, head.length), t)) return true;
        if (t.type === 1 && t.w && t.h) {
          found = { width: t.w, height: t.h };
          return true;
        }
      } else if (DESCEND.has(id.value)) {
        if (visit(start, Math.min(end, head.length), inTrack)) return true;
      } else if (inTrack && end <= head.length) {
        if (id.value === TRACK_TYPE) inTrack.type = uint(head, start, size.value);
        if (id.value === PIXEL_WIDTH) inTrack.w = uint(head, start, size.value);
        if (id.value === PIXEL_HEIGHT) inTrack.h = uint(head, start, size.value);
      }
      if (size.unknown) return true;
      at = end;
    }
    return false;
  };
  visit(0, head.length, null);
  return found;
}
