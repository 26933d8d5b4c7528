import sharp from 'sharp';

/** Small real files of every allowed type, made on the fly (no binary fixtures to trust). */

export async function rasterImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number, opts: { orientation?: number } = {}): Promise<Buffer> {
  let img = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } });
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  return img.toFormat(format).toBuffer();
}

/** An animated GIF of `frames` frames, each width × height. */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) => sharp({ create: { width, height, channels: 3, background: { r: 40 * i, g: 80, b: 160 } } }).raw().toBuffer()),
  );
  return sharp(Buffer.concat(pages), { raw: { width, height: height * frames, channels: 3, pageHeight: height } }).gif({ loop: 0 }).toBuffer();
}

export function svgImage(body = '<rect width="10" height="10" fill="#c00"/>', attrs = 'width="120" height="80"'): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>\n`);
}

export function pdfDocument(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 100]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4 container (ftyp, moov with one video track of the given size, mdat). */
export function mp4Video(width: number, height: number, opts: { moovLast?: boolean; padTo?: number } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(3, 0); // version 0, flags: enabled + in movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(0x00010000, 40); // matrix a = 1.0
  tkhd.writeUInt32BE(0x00010000, 56); // matrix d = 1.0
  tkhd.writeUInt32BE(0x40000000, 72); // matrix w = 1.0
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('VideoHandler\0')]);
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', tkhd), box('mdia', box('hdlr', hdlr))));
  const mdatSize = Math.max(16, (opts.padTo ?? 0) - ftyp.length - moov.length - 8);
  const mdat = box('mdat', Buffer.alloc(mdatSize, 0x11));
  return opts.moovLast ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

function ebml(id: number[], ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  if (body.length > 0x3fff) throw new Error('test element too large');
  const size = body.length < 0x7f ? Buffer.from([0x80 | body.length]) : Buffer.from([0x40 | (body.length >> 8), body.length & 0xff]);
  return Buffer.concat([Buffer.from(id), size, body]);
}

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

/** A WebM container: EBML header, a Segment of unknown size with Tracks (one video track) and a Cluster. */
export function webmVideo(width: number, height: number): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from('webm')), ebml([0x42, 0x87], Buffer.from([4])));
  const video = ebml([0xe0], ebml([0xb0], u16(width)), ebml([0xba], u16(height)));
  const track = ebml([0xae], ebml([0xd7], Buffer.from([1])), ebml([0x83], Buffer.from([1])), ebml([0x86], Buffer.from('V_VP8')), video);
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], ebml([0xe7], Buffer.from([0])), Buffer.alloc(64, 0x22));
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), tracks, cluster]);
  return Buffer.concat([header, segment]);
}

/** A multipart form with one file and optional text fields. */
export function uploadForm(bytes: Uint8Array, filename: string, fields: Record<string, string> = {}, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
}

/** GETs a URL without following redirects and reads the whole body (so no connection stays busy). */
export async function fetchFile(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
