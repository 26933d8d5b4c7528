import type { AppError, FieldErrors } from '../domain/errors.ts';

// The SPEC error envelope and schema-validation messages, shared by REST (src/http/errors.ts)
// and MCP tool errors (src/mcp/call-tool.ts) so both say the same thing.

export interface AjvError {
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

/** SPEC "Errors": the envelope `{error:{code,message,fix,doc_url,details}}` of one AppError. */
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
