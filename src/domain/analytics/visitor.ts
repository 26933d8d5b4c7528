import { createHash } from 'node:crypto';

/**
 * A visitor without cookies (Plausible's recipe): a hash of the day's random salt, the space,
 * the visitor's address and user agent. The salt is replaced every day and deleted after 48
 * hours, after which no one, Tessera included, can link a hash to an address or to the same
 * person on another day. Neither the address nor the user agent is stored.
 */
export function visitorHash(salt: string, spaceId: string, address: string, userAgent: string): string {
  return createHash('sha256').update(salt).update('\0').update(spaceId).update('\0').update(address).update('\0').update(userAgent).digest('base64url').slice(0, 22);
}
