import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCodings } from './accept-encoding.ts';
import { compressBody, MIN_COMPRESSED_BYTES, type Encoding } from './compressed-forms.ts';
import type { App } from './types.ts';

/**
 * Compression of every other answer (docs/limits.md "Compression"): JSON, text, JavaScript and
 * XML of at least 1 KB go out in brotli or gzip when the client accepts them, compressed on
 * zlib's thread pool so the event loop never waits for it. Cached entry reads keep their forms
 * made once (compressed-forms.ts), the dashboard is compressed at build, and files are sent as
 * stored: each of those sets Content-Encoding itself, and an answer that has one is left alone.
 * An answer with an ETag gets the form's own strong tag (`.br`/`.gz` before the closing quote),
 * which If-None-Match then matches like the plain one.
 */
const COMPRESSIBLE = /^(application\/(json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\b/;
/** Brotli quality 4: on answers made for one request, its fast setting beats gzip in size and time. */
const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  new Promise((resolve, reject) => compressBody(body, encoding, 4, (err, out) => (err ? reject(err) : resolve(out))));

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

async function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.routeOptions.config?.compress === false) return payload;
  // HEAD is compressed like GET, so its headers (ETag, length) are the ones GET would send.
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: files, downloads
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_COMPRESSED_BYTES) return payload;
  varyOnEncoding(reply);
  const header = request.headers['accept-encoding'];
  if (header === undefined) return payload;
  const encoding = acceptedCodings(header).find((c) => c !== 'identity') as Encoding | undefined;
  if (encoding === undefined) return payload;
  const out = await compress(body, encoding);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && /^(W\/)?".*"$/.test(etag)) reply.header('etag', `${etag.slice(0, -1)}${encoding === 'br' ? '.br' : '.gz'}"`);
  return out;
}

export function compressAnswers(app: App): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    compressed(request, reply, payload).then(
      (out) => done(null, out),
      () => done(null, payload), // a compressor failure costs bytes on the wire, never the answer
    );
  });
}
