/**
 * Why a call to the AI provider gave no usable answer. Callers map every reason to their own
 * error code (translation: `translation_unavailable`), so the reason only has to say what an
 * operator would fix.
 */
export type AiFailureReason =
  /** TESSERA_AI_BASE_URL is not set. */
  | 'not_configured'
  /** No complete answer within the time limit. */
  | 'timeout'
  /** Connection refused, host not found, TLS failure. */
  | 'network'
  /** 429 after every retry, or a Retry-After longer than we are willing to wait. */
  | 'rate_limited'
  /** 5xx after every retry. */
  | 'provider_error'
  /** 4xx other than 429: wrong key, unknown model, request refused. Retrying cannot help. */
  | 'rejected'
  /** The request or the answer is larger than the size limits. */
  | 'too_large'
  /** An answer arrived but is not what was asked for: not JSON, wrong shape, a refusal, empty. */
  | 'bad_answer';

export class AiError extends Error {
  readonly reason: AiFailureReason;
  /** HTTP status of the provider's last answer, when there was one. */
  readonly status: number | undefined;
  constructor(reason: AiFailureReason, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiError';
    this.reason = reason;
    this.status = options.status;
  }
}
