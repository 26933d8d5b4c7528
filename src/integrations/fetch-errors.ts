/** Why a target was refused before any connection was made. */
export type UnsafeTargetReason =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'credentials_in_url'
  | 'private_address';

/** The URL (or a redirect's Location) may not be fetched: bad URL, wrong scheme, or a non-public address. */
export class UnsafeTargetError extends Error {
  readonly reason: string;
  constructor(reason: UnsafeTargetReason, message: string) {
    super(message);
    this.name = 'UnsafeTargetError';
    this.reason = reason;
  }
}

export type FetchLimitReason = 'too_large' | 'timeout' | 'too_many_redirects' | 'network';

/**
 * The target was allowed but the exchange failed: body over the size limit, out of time,
 * too many redirects, or a network failure (host not found, connection refused, TLS error).
 */
export class FetchLimitError extends Error {
  readonly reason: FetchLimitReason;
  constructor(reason: FetchLimitReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchLimitError';
    this.reason = reason;
  }
}
