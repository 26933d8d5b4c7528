import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, appError } from '../domain/errors.ts';
import { EMPTY_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_EXPECTED, unusableIdempotencyKey } from '../domain/idempotency.ts';
import { fieldsFromAjv, renderError, type AjvError } from '../present/error.ts';

/** Maps anything thrown while handling a request to the SPEC error envelope's AppError. */
export function toAppError(err: FastifyError & { validation?: AjvError[]; validationContext?: string }): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation) {
    const fields = fieldsFromAjv(err.validation);
    if (err.validationContext === 'body') {
      return new AppError('validation_failed', { message: 'The request body does not match what this endpoint accepts.', details: { fields } });
    }
    if (err.validationContext === 'headers' && 'idempotency-key' in fields) {
      const empty = err.validation.some((e) => e.instancePath === '/idempotency-key' && e.keyword === 'minLength');
      return unusableIdempotencyKey('header', empty ? EMPTY_IDEMPOTENCY_KEY : IDEMPOTENCY_KEY_EXPECTED);
    }
    return new AppError('invalid_parameter', {
      message: `Invalid ${err.validationContext === 'params' ? 'path parameter' : err.validationContext === 'headers' ? 'header' : 'query parameter'}: ${Object.keys(fields).join(', ')}.`,
      fix: `Correct ${Object.entries(fields).map(([k, v]) => `${k} (${v})`).join('; ')}.`,
      details: { parameters: fields },
    });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return appError('invalid_body', 'This endpoint does not accept that Content-Type.', { status: 415, fix: 'Send the body as JSON with `Content-Type: application/json`.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return appError('invalid_body', 'The request body is too large.', { status: 413, fix: 'Send a smaller body; split large writes into several requests or batches.' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('invalid_body', 'The body is empty but Content-Type says JSON.', { fix: 'Send a JSON object, or drop the Content-Type header when there is no body.' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return appError('invalid_body', `The body is not valid JSON: ${err.message}`, { fix: 'Send well-formed JSON (check quotes, commas and brackets).' });
  }
  if (err instanceof SyntaxError || err.statusCode === 400) {
    return appError('invalid_body', `The request could not be read: ${err.message}`);
  }
  // Any other refusal a plugin raised with a 4xx status (limits of multipart forms, …).
  if (typeof err.statusCode === 'number' && err.statusCode > 400 && err.statusCode < 500) {
    return appError('invalid_body', `The request was refused: ${err.message}`, { status: err.statusCode, fix: 'Correct the request as the message says; the API reference at /docs lists what each endpoint accepts.' });
  }
  return null;
}

export function sendError(reply: FastifyReply, request: FastifyRequest, baseUrl: string, err: AppError): FastifyReply {
  if (err.status === 401) {
    // MCP authorization: each resource names its own RFC 9728 document.
    const resource = request.url === '/mcp' || request.url.startsWith('/mcp?') ? '/mcp' : '';
    reply.header('WWW-Authenticate', `Bearer resource_metadata="${baseUrl}/.well-known/oauth-protected-resource${resource}"`);
  }
  // An operation that refuses for a while says for how long (details.retry_after, seconds).
  if (err.status === 429 && typeof err.details?.retry_after === 'number' && !reply.hasHeader('retry-after')) reply.header('retry-after', String(err.details.retry_after));
  // Sent as finished JSON text: a route's response schema for this status (say a 400 HTML page)
  // must never re-serialize the envelope into something else.
  return reply.code(err.status).type('application/json; charset=utf-8').send(JSON.stringify(renderError(baseUrl, err)));
}
