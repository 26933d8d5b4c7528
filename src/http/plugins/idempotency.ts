import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { claimIdempotencyKey } from '../../app/idempotency/claim-idempotency-key.ts';
import { settleIdempotencyKey } from '../../app/idempotency/settle-idempotency-key.ts';
import { appError } from '../../domain/errors.ts';
import { requestFingerprint } from '../../domain/idempotency.ts';
import type { IdempotencyId } from '../../db/repos/idempotency.ts';
import { actorOf } from './auth.ts';
import type { App } from '../types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST writes that honour `Idempotency-Key` (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { fingerprint: string; claimed?: IdempotencyId; replayed?: boolean };
  }
}

/** The largest body kept in memory to fingerprint (an upload of the largest allowed file and its form). */
const MAX_FINGERPRINTED_BYTES = 52 * 1024 * 1024;

function keyOf(request: FastifyRequest): string | undefined {
  const v = request.headers['idempotency-key'];
  return typeof v === 'string' ? v : undefined;
}

/** Multipart bodies are streamed by the route itself, so it claims the key once it has read them. */
const streamedByRoute = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

async function claim(app: App, request: FastifyRequest, reply: FastifyReply, key: string, fingerprint: string): Promise<boolean> {
  const claimed = await claimIdempotencyKey(app.ctx.database.db, actorOf(request), key, fingerprint);
  if (claimed.kind === 'first') {
    request.idempotency = { fingerprint, claimed: claimed.id };
    return false;
  }
  request.idempotency = { fingerprint, replayed: true };
  reply.code(claimed.status).header('idempotent-replayed', 'true');
  if (claimed.contentType) reply.header('content-type', claimed.contentType);
  await reply.send(claimed.body);
  return true;
}

/**
 * For a route that streams its body (multipart upload): claims the request's Idempotency-Key,
 * if any, from what the route read (`received`: the file's hash and the form fields). True when
 * the stored first response was sent and the route must stop.
 */
export async function claimStreamedRequest(app: App, request: FastifyRequest, reply: FastifyReply, received: unknown): Promise<boolean> {
  const key = keyOf(request);
  if (!request.routeOptions.config.idempotent || key === undefined || !streamedByRoute(request)) return false;
  const fingerprint = requestFingerprint(request.method, request.url, 'application/json', Buffer.from(JSON.stringify(received)));
  return claim(app, request, reply, key, fingerprint);
}

async function readAll(payload: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FINGERPRINTED_BYTES) throw appError('invalid_body', 'The request body is too large.', { status: 413, fix: 'Send a smaller body (files up to 50 MB).' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `Idempotency-Key` on the POST writes that opt in with `config.idempotent`: the body is read
 * once to fingerprint it (and handed on unchanged), the key is claimed after authentication
 * (multipart uploads: by the route, `claimStreamedRequest`, once the file is received),
 * a retry answers the stored first response with `Idempotent-Replayed: true`, and the first
 * response is stored when it is sent. Records are rows, so every node agrees.
 */
export function registerIdempotency(app: App): void {
  const preParsing = async (request: FastifyRequest, _reply: FastifyReply, payload: Parameters<typeof readAll>[0]) => {
    if (keyOf(request) === undefined || streamedByRoute(request)) return payload;
    const body = await readAll(payload);
    request.idempotency = { fingerprint: requestFingerprint(request.method, request.url, request.headers['content-type'], body) };
    const again = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    again.receivedEncodedLength = body.length;
    return again;
  };

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === undefined || streamedByRoute(request)) return;
    const fingerprint = request.idempotency?.fingerprint ?? requestFingerprint(request.method, request.url, request.headers['content-type'], Buffer.alloc(0));
    await claim(app, request, reply, key, fingerprint);
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claimed = request.idempotency?.claimed;
    if (!claimed) return payload;
    request.idempotency = { fingerprint: request.idempotency!.fingerprint };
    const contentType = reply.getHeader('content-type');
    await settleIdempotencyKey(app.ctx.database.db, claimed, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null,
    });
    return payload;
  };

  // Route-level hooks on the writes that opt in, not global ones: every other request (the
  // cached delivery reads above all) pays nothing for this plugin (issue 19 item 6). Route
  // hooks run after the global ones of their phase, so the claim still follows authentication.
  const list = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
  app.addHook('onRoute', (route) => {
    if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return;
    route.preParsing = [...list(route.preParsing), preParsing as never];
    route.preHandler = [...list(route.preHandler), preHandler as never];
    route.onSend = [...list(route.onSend), onSend as never];
  });
}
