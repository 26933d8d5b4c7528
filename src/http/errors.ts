import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, appError, type FieldErrors } from '../domain/errors.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** Present when the validator runs with `verbose` (query and path parameters). */
  parentSchema?: { type?: unknown; minimum?: number; maximum?: number };
}

/** "a whole number from 0 to 1000" for a bounded numeric schema, else null. */
function numberRange(e: AjvError): string | null {
  const s = e.parentSchema;
  if (!s || (s.type !== 'integer' && s.type !== 'number')) return null;
  if (!['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].includes(e.keyword)) return null;
  const what = s.type === 'integer' ? 'a whole number' : 'a number';
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number') return `${what} from ${s.minimum} to ${s.maximum}`;
  if (typeof s.minimum === 'number') return `${what} of at least ${s.minimum}`;
  if (typeof s.maximum === 'number') return `${what} of at most ${s.maximum}`;
  return what;
}

function pathOf(e: AjvError): string {
  const base = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : i === 0 ? seg : `.${seg}`))
    .join('');
  const child = (e.params.missingProperty ?? e.params.additionalProperty) as string | undefined;
  if (child) return base ? `${base}.${child}` : child;
  return base || '(body)';
}

function expectation(e: AjvError): string {
  const range = numberRange(e);
  if (range) return range;
  switch (e.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
      return 'not a known property; remove it (see the OpenAPI document for the accepted ones)';
    case 'enum':
      return `one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `a value of type ${String(e.params.type)}`;
    default:
      return e.message ?? 'a valid value';
  }
}

export function fieldsFromAjv(errors: AjvError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const p = pathOf(e);
    if (!out[p]) out[p] = expectation(e);
  }
  return out;
}

/** Maps anything thrown while handling a request to the SPEC error envelope's AppError. */
export function toAppError(err: FastifyError & { validation?: AjvError[]; validationContext?: string }): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation) {
    const fields = fieldsFromAjv(err.validation);
    if (err.validationContext === 'body') {
      return new AppError('validation_failed', { message: 'The request body does not match what this endpoint accepts.', details: { fields } });
    }
    return new AppError('invalid_parameter', {
      message: `Invalid ${err.validationContext === 'params' ? 'path' : 'query'} parameter: ${Object.keys(fields).join(', ')}.`,
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

export function renderError(baseUrl: string, err: AppError) {
  return {
    error: {
      code: err.code,
      message: err.message,
      fix: err.fix,
      doc_url: `${baseUrl}/docs/errors#${err.code}`,
      ...(err.details ? { details: err.details } : {}),
    },
  };
}

export function sendError(reply: FastifyReply, request: FastifyRequest, baseUrl: string, err: AppError): FastifyReply {
  if (err.status === 401) {
    // MCP authorization: each resource names its own RFC 9728 document.
    const resource = request.url === '/mcp' || request.url.startsWith('/mcp?') ? '/mcp' : '';
    reply.header('WWW-Authenticate', `Bearer resource_metadata="${baseUrl}/.well-known/oauth-protected-resource${resource}"`);
  }
  return reply.code(err.status).type('application/json; charset=utf-8').send(renderError(baseUrl, err));
}
