import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { appError, type AppError } from '../domain/errors.ts';
import { renderError } from '../present/error.ts';
import { sendError } from './errors.ts';

/** Longest path parameter the router accepts (a file name of 200 characters, percent-encoded). */
export const MAX_PATH_PARAM_LENGTH = 2000;

/**
 * Errors Fastify's router raises before any route runs (SPEC "Errors": every non-2xx answer is
 * the envelope, whatever layer refused it): a path that is not valid percent-encoded UTF-8
 * (`%ff%fe`), and a path parameter longer than the router takes.
 */
export function routerError(err: FastifyError): AppError {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return appError('invalid_parameter', `A path parameter is longer than ${MAX_PATH_PARAM_LENGTH} characters.`, {
      status: 414,
      fix: `Check the ids in the path: no id, slug or file name of this API is that long (at most ${MAX_PATH_PARAM_LENGTH} characters once percent-encoded).`,
    });
  }
  return appError('invalid_parameter', 'The path is not valid: a percent-encoded part is not UTF-8 (for example %ff).', {
    fix: 'Percent-encode each path segment from UTF-8 text (encodeURIComponent does), and use the ids the API returned.',
  });
}

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(baseUrl: () => string) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('x-request-id', request.id);
    sendError(reply, request, baseUrl(), routerError(err));
  };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser could not read at all (malformed
 * request line or headers, headers too large) still gets the envelope, then the connection closes.
 */
export function clientErrorHandler(baseUrl: () => string) {
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, error] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, appError('invalid_body', 'The request was not received in time.', { status: 408, fix: 'Send the whole request promptly, then retry.' })]
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, appError('invalid_body', 'The request headers are too large.', { status: 431, fix: 'Send fewer or shorter headers (at most 16 KB in all).' })]
          : [400, appError('invalid_body', 'The HTTP request could not be read.', { fix: 'Send a well-formed HTTP/1.1 request (request line, headers, body as Content-Length or chunked says).' })];
    const body = JSON.stringify(renderError(baseUrl(), error));
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
    }
    socket.destroy(err);
  };
}

function hasNul(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [name, v] of Object.entries(values)) {
    const list = Array.isArray(v) ? v : [v];
    if (list.some((x) => typeof x === 'string' && x.includes('\u0000'))) return name;
  }
  return null;
}

/**
 * preValidation hook: a NUL character (`%00`) is in no id, slug or filter value of the API, and
 * PostgreSQL cannot even compare text holding one, so it is refused before any query runs.
 */
export async function refuseNulInParameters(request: FastifyRequest): Promise<void> {
  const name = hasNul(request.params) ?? hasNul(request.query);
  if (name) {
    throw appError('invalid_parameter', `The parameter ${name} contains a NUL character (%00).`, {
      fix: `Remove %00 from ${name}; ids, slugs and filter values never contain it.`,
      details: { parameters: { [name]: 'text without NUL characters' } },
    });
  }
}
