/**
 * One error type for every SPEC error code (SPEC "Errors"). Operations and domain rules throw
 * `AppError`s built by `appError`; one HTTP handler renders the envelope
 * `{error:{code,message,fix,doc_url,details}}`. The status of each code is decided here, once.
 */
export const ERROR_CODES = {
  missing_key: { status: 401, fix: 'Send your key as `Authorization: Bearer <token>`.' },
  invalid_key: { status: 401, fix: 'Check the token: it may be mistyped, revoked or expired. Ask the site owner for a new key.' },
  wrong_space: { status: 403, fix: 'Use a key created for this space, or call the space your key belongs to (see GET /api/v1).' },
  key_cannot: { status: 403, fix: 'Use a key that holds the needed permission (see `can` in GET /api/v1).' },
  not_found: { status: 404, fix: 'Check the id in the path; list the collection to see what exists.' },
  invalid_parameter: { status: 400, fix: 'Correct the query or path parameter named in details.' },
  invalid_body: { status: 400, fix: 'Send a JSON object body with `Content-Type: application/json`.' },
  validation_failed: { status: 422, fix: 'Correct the fields listed in details.fields and send the request again.' },
  version_conflict: { status: 409, fix: 'Read the entry again, apply your change to the latest version and send that version number.' },
  invite_used: { status: 410, fix: 'This invite was already redeemed. Ask the site owner for a new invite.' },
  invite_expired: { status: 410, fix: 'This invite has expired. Ask the site owner for a new invite.' },
  rate_limited: { status: 429, fix: 'Wait for the number of seconds in the Retry-After header, then retry. Group writes into one batch request.' },
  check_unavailable: { status: 422, fix: 'Set the site production_url first, and wait a minute between checks.' },
  translation_unavailable: { status: 503, fix: 'The AI provider did not answer; nothing was saved. Try again later.' },
  integration_unavailable: { status: 503, fix: 'The outside service is not configured on this server or did not answer; nothing was saved. Try again later or ask the operator.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

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
