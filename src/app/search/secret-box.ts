import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appError } from '../../domain/errors.ts';

/**
 * Credentials at rest: AES-256-GCM with a key from configuration (TESSERA_SECRET_KEY), a fresh
 * 96-bit IV per seal and the row's identity as additional data, so a sealed value copied to
 * another connection does not open. Format: `v1.<key id>.<iv>.<ciphertext+tag>` (base64url);
 * the key id (first bytes of the key's SHA-256) picks the key while rotating.
 */
const VERSION = 'v1';

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

export function requireSecretKeys(keys: readonly Buffer[]): void {
  if (keys.length === 0) {
    throw appError('integration_unavailable', 'Search engines cannot be connected: this server has no TESSERA_SECRET_KEY to encrypt their credentials with.', {
      fix: 'The operator sets TESSERA_SECRET_KEY to 32 random bytes (openssl rand -base64 32) and restarts; see docs/search-queries.md.',
    });
  }
}

export function seal(keys: readonly Buffer[], plaintext: string, aad: string): string {
  requireSecretKeys(keys);
  const key = keys[0];
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, keyId(key), iv.toString('base64url'), body.toString('base64url')].join('.');
}

export class SecretBoxError extends Error {}

/** Opens a sealed value; `stale` when it was sealed with an older key and should be sealed again. */
export function open(keys: readonly Buffer[], sealed: string, aad: string): { plaintext: string; stale: boolean } {
  const [version, id, ivText, bodyText] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText) throw new SecretBoxError('stored credentials are not in a known format');
  const index = keys.findIndex((k) => keyId(k) === id);
  if (index < 0) throw new SecretBoxError('stored credentials were encrypted with a key this server does not have (TESSERA_SECRET_KEY changed without TESSERA_SECRET_KEY_PREVIOUS)');
  const body = Buffer.from(bodyText, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys[index], Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(body.subarray(body.length - 16));
    const plaintext = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
    return { plaintext, stale: index > 0 };
  } catch {
    throw new SecretBoxError('stored credentials do not decrypt (tampered, or sealed for another connection)');
  }
}
