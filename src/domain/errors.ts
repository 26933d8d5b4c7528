/**
 * One error type for every SPEC error code (SPEC "Errors"). Operations and domain rules throw
 * `AppError`s built by `appError`; one HTTP handler renders the envelope
 * `{error:{code,message,fix,doc_url,details}}`. The status of each code is decided here, once.
 */
export const ERROR_CODES = {
  missing_key: { status: 401, fix: 'Send your key as `Authorization: Bearer <token>`.', meaning: 'No `Authorization: Bearer` header was sent to an endpoint that needs a key.' },
  invalid_key: { status: 401, fix: 'Check the token: it may be mistyped, revoked or expired. Ask the site owner for a new key.', meaning: 'The token is malformed, unknown, revoked or expired; or, with the dashboard session, the session ended or a change lacks the session\'s `x-csrf-token` (part of that credential, so not `key_cannot`).' },
  wrong_space: { status: 403, fix: 'Use a key created for this space, or call the space your key belongs to (see GET /api/v1).', meaning: 'The key belongs to another space than the one in the path. Answered the same whether or not that space exists.' },
  key_cannot: { status: 403, fix: 'Use a key that holds the needed permission (see `can` in GET /api/v1).', meaning: 'The key or person is valid for this space but lacks the permission the request needs (`details.needs` names it; delivery and preview keys cannot write), or is limited to other content types (`details.content_type`).' },
  not_found: { status: 404, fix: 'Check the id in the path; list the collection to see what exists.', meaning: 'The addressed record, or the route itself, does not exist.' },
  invalid_parameter: { status: 400, fix: 'Correct the query or path parameter named in details.', meaning: 'A path or query parameter is malformed or out of range; `details.parameters` names it.' },
  invalid_body: { status: 400, fix: 'Send a JSON object body with `Content-Type: application/json`.', meaning: 'The body cannot be read: not JSON, wrong Content-Type (415), too large (413) or empty.' },
  validation_failed: { status: 422, fix: 'Correct the fields listed in details.fields and send the request again.', meaning: 'The body was read but a value does not fit; `details.fields` maps each field to what is expected.' },
  version_conflict: { status: 409, fix: 'Read the entry again, apply your change to the latest version and send that version number.', meaning: 'The `version` sent is older than the stored one; nothing was overwritten.' },
  invite_used: { status: 410, fix: 'This invite was already redeemed. Ask the site owner for a new invite.', meaning: 'The invite was already redeemed.' },
  invite_expired: { status: 410, fix: 'This invite has expired. Ask the site owner for a new invite.', meaning: 'The invite is past its expiry.' },
  rate_limited: { status: 429, fix: 'Wait for the number of seconds in the Retry-After header, then retry. Group writes into one batch request.', meaning: 'Too many requests for this token in the current minute. See `Retry-After` and the RateLimit headers.' },
  check_unavailable: { status: 422, fix: 'Set the site production_url first, and wait a minute between checks.', meaning: 'The readiness check needs a live URL and runs at most once a minute.' },
  translation_unavailable: { status: 503, fix: 'The AI provider did not answer; nothing was saved. Try again later.', meaning: 'The AI provider is not configured or did not answer; nothing was saved.' },
  shutting_down: { status: 503, fix: 'Send the request again: this node is stopping (a restart or deploy) and did not act on it; a load balancer routes the retry to a node that is serving.', meaning: 'The node was draining when the request arrived: it changed nothing and closed the connection. See `Retry-After`.' },
  integration_unavailable: { status: 503, fix: 'The outside service is not configured on this server or did not answer; nothing was saved. Try again later or ask the operator.', meaning: 'Dashboard integrations only: a search engine cannot be connected because this server lacks its configuration (TESSERA_SECRET_KEY, OAuth client) or the engine did not answer; nothing was saved.' },
  answers_unavailable: { status: 503, fix: 'Ask the operator to configure an answer engine (TESSERA_ANSWERS_ENGINES, or TESSERA_AI_BASE_URL) and restart the service.', meaning: 'AI answers only: no answer engine is configured on this server, so no questions can be asked; nothing was saved.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What the error reference says of `internal_error`, the answer to anything that is not an AppError. */
export const INTERNAL_ERROR = { status: 500, meaning: 'Something failed on our side. The request changed nothing; retry, and report the `x-request-id` header if it persists.' } as const;

/** Every error code with its status and meaning, for the error reference (/docs/errors). */
export function errorReference(): Array<{ code: string; status: number; fix: string; meaning: string }> {
  const known = Object.entries(ERROR_CODES).map(([code, e]) => ({ code, status: e.status, fix: e.fix, meaning: 'meaning' in e ? (e.meaning as string) : '' }));
  return [...known, { code: 'internal_error', status: INTERNAL_ERROR.status, fix: 'Retry in a moment.', meaning: INTERNAL_ERROR.meaning }];
}

export interface AppErrorInit {
  message: string;
  fix?: string;
  details?: Record<string, unknown>;
  status?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fix: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, init: AppErrorInit) {
    super(init.message);
    this.name = 'AppError';
    this.code = code;
    this.status = init.status ?? ERROR_CODES[code].status;
    this.fix = init.fix ?? ERROR_CODES[code].fix;
    this.details = init.details;
  }
}

export function appError(code: ErrorCode, message: string, extra: Omit<AppErrorInit, 'message'> = {}): AppError {
  return new AppError(code, { message, ...extra });
}

/** Per-field problems, keyed by field API ID (or `field.locale`), each a sentence saying what is expected. */
export type FieldErrors = Record<string, string>;

export function validationFailed(fields: FieldErrors, message?: string, fix?: string): AppError {
  const names = Object.keys(fields);
  return new AppError('validation_failed', {
    message: message ?? `${names.length === 1 ? `Field ${names[0]} is` : `Fields ${names.join(', ')} are`} not valid.`,
    fix,
    details: { fields },
  });
}

export function notFound(what: string, id: string): AppError {
  return appError('not_found', `No ${what} with id "${id}" exists in this space.`);
}
