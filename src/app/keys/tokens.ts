import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX, type KeyKind } from '../../domain/permissions.ts';

/**
 * Tokens are the kind's prefix plus 32 random bytes (base64url). Only a SHA-256 hash is stored:
 * with 256 bits of entropy a slow hash adds nothing, and looking up by hash means no stored
 * secret is ever compared byte by byte.
 */
export function generateToken(kind: KeyKind): string {
  return TOKEN_PREFIX[kind] + randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a listing may show of a token: its prefix and last four characters. */
export function tokenHint(token: string): string {
  return `${token.slice(0, 8)}…${token.slice(-4)}`;
}
