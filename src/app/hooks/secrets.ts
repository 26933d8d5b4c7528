import { randomBytes } from 'node:crypto';

/**
 * A signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes.
 * It is stored as is (it must sign every delivery) and shown only in the creation answer.
 */
export function generateHookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
