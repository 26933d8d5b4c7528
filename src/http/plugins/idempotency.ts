import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findIdempotentAnswer } from '../../app/idempotency/find-idempotent-answer.ts';
import { IdempotentReplay, type IdempotentRequest, type IdempotentWrite, type StoredAnswer } from '../../app/idempotency/idempotent-write.ts';
import { appError } from '../../domain/errors.ts';
import { requestFingerprint } from '../../domain/idempotency.ts';
import type { DB } from '../../db/schema.ts';
import { actorOf } from './auth.ts';
import type { App } from '../types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** POST writes that honour `Idempotency-Key` (plugins/idempotency.ts); their handlers answer through `sendWrite`. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { fingerprint: string; pending?: IdempotentRequest };
  }
}

/** The largest body kept in memory to fingerprint (an upload of the largest allowed file and its form). */
const MAX_FINGERPRINTED_BYTES = 52 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

function keyOf(request: FastifyRequest): string | undefined {
  const v = request.headers['idempotency-key'];
  return typeof v === 'string' ? v : undefined;
}

/** Multipart bodies are streamed by the route itself, so it looks the key up once it has read them. */
const streamedByRoute = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

async function sendAnswer(reply: FastifyReply, answer: StoredAnswer, replayed: boolean): Promise<FastifyReply> {
  reply.code(answer.status);
  if (replayed) reply.header('idempotent-replayed', 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.body);
}

/** Answers a retry of a committed write from its record (true: sent, the route stops), or notes the request for the write's transaction. */
async function lookUp(app: App, request: FastifyRequest, reply: FastifyReply, key: string, fingerprint: string): Promise<boolean> {
  const found = await findIdempotentAnswer(app.ctx.database.db, actorOf(request), { key, fingerprint, source: 'header' });
  if (found.kind === 'first') {
    request.idempotency = { fingerprint, pending: found.request };
    return false;
  }
  request.idempotency = { fingerprint };
  await sendAnswer(reply, found.answer, true);
  return true;
}

/**
 * For a route that streams its body (multipart upload): looks the request's Idempotency-Key up,
 * if any, from what the route read (`received`: the file's hash and the form fields). True when
 * the stored first response was sent and the route must stop.
 */
export async function replayStreamedRequest(app: App, request: FastifyRequest, reply: FastifyReply, received: unknown): Promise<boolean> {
  const key = keyOf(request);
  if (!request.routeOptions.config.idempotent || key === undefined || !streamedByRoute(request)) return false;
  const fingerprint = requestFingerprint(request.method, request.url, 'application/json', Buffer.from(JSON.stringify(received)));
  return lookUp(app, request, reply, key, fingerprint);
}

/**
 * Runs an idempotent route's write and sends its answer. With an Idempotency-Key the answer is
 * built and serialized inside the write's transaction (`present` reads through the `db` it is
 * given) and stored there with the write; that same text is sent. A duplicate that raced the
 * first request gets the committed answer instead (`IdempotentReplay`).
 */
export async function sendWrite<T>(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  run: (idempotency: IdempotentWrite<unknown> | undefined) => Promise<T>,
  present: (value: NoInfer<T>, db: Kysely<DB>) => unknown,
): Promise<FastifyReply> {
  const pending = request.idempotency?.pending;
  let stored: StoredAnswer | undefined;
  let value: T;
  try {
    value = await run(
      pending && {
        request: pending,
        answer: async (v, trx) => {
          // The route's own response serializer, so the stored text is what it would have sent.
          reply.code(status);
          const body = reply.serialize(await present(v as T, trx));
          const answer: StoredAnswer = { status, contentType: JSON_TYPE, body: typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8') };
          stored = answer;
          return answer;
        },
      },
    );
  } catch (err) {
    if (err instanceof IdempotentReplay) return sendAnswer(reply, err.answer, true);
    throw err;
  }
  if (stored) return sendAnswer(reply, stored, false);
  return reply.code(status).send(await present(value, app.ctx.database.db));
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
 * once to fingerprint it (and handed on unchanged); after authentication a retry of a committed
 * write answers the stored first response with `Idempotent-Replayed: true` (multipart uploads:
 * the route looks up, `replayStreamedRequest`, once the file is received). Otherwise the
 * handler's `sendWrite` claims the key and stores the answer in the write's own transaction.
 * Records are rows, so every node agrees.
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
    await lookUp(app, request, reply, key, fingerprint);
  };

  // Route-level hooks on the writes that opt in, not global ones: every other request (the
  // cached delivery reads above all) pays nothing for this plugin. Route hooks run after the
  // global ones of their phase, so the lookup still follows authentication.
  const list = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
  app.addHook('onRoute', (route) => {
    if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return;
    route.preParsing = [...list(route.preParsing), preParsing as never];
    route.preHandler = [...list(route.preHandler), preHandler as never];
  });
}
