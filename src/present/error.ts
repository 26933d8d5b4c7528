import type { AppError, FieldErrors } from '../domain/errors.ts';

// The SPEC error envelope and schema-validation messages, shared by REST (src/http/errors.ts)
// and MCP tool errors (src/mcp/call-tool.ts) so both say the same thing.

export interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
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
