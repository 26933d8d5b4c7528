import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of an engine_a authorization: signed (HMAC-SHA256 with the secret key), so the
 * callback needs no stored row, bound to the space, the person and their session, and short
 * lived. The PKCE verifier is derived from it with the same key, so it is never stored either.
 */
export interface AuthorizationState {
  space: string;
  user: string;
  /** SHA-256 of the session id, so only the browser that started the flow can finish it. */
  session: string;
  expires: number;
  nonce: string;
}

export const STATE_TTL_MS = 10 * 60_000;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function sessionFingerprint(sessionId: string): string {
  return createHash('sha256').update(`search-state:${sessionId}`).digest('base64url');
}

export function signState(key: Buffer, state: AuthorizationState): string {
  const body = b64(JSON.stringify(state));
  return `${body}.${b64(createHmac('sha256', key).update(body).digest())}`;
}

/** The state, when it was signed with one of `keys` and has not expired; otherwise null. */
export function verifyState(keys: readonly Buffer[], token: string, now: Date): AuthorizationState | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const signedByUs = keys.some((k) => {
    const want = createHmac('sha256', k).update(body).digest();
    return want.length === given.length && timingSafeEqual(want, given);
  });
  if (!signedByUs) return null;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AuthorizationState;
    if (typeof s.space !== 'string' || typeof s.user !== 'string' || typeof s.session !== 'string' || typeof s.expires !== 'number') return null;
    return s.expires > now.getTime() ? s : null;
  } catch {
    return null;
  }
}

/** RFC 7636 verifier (43+ characters) and its S256 challenge, derived from the state's nonce. */
export function pkcePair(key: Buffer, nonce: string): { verifier: string; challenge: string } {
  const verifier = createHmac('sha256', key).update(`pkce:${nonce}`).digest('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
