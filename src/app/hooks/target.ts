import { checkPublicUrl } from '../../integrations/safe-fetch.ts';
import type { Config } from '../../config.ts';

export const MAX_HOOK_URL_LENGTH = 2000;

/**
 * Checks a hook URL before it is saved (and again before every delivery, inside the safe
 * fetcher): `https://` on the public internet, unless TESSERA_ALLOW_PRIVATE_TARGETS is on for
 * local development. Returns the normalised URL, or what is wrong with it.
 */
export async function checkHookTarget(config: Config, input: string): Promise<{ url: string } | { problem: string }> {
  const expected = config.allowPrivateTargets ? 'an absolute http:// or https:// URL' : 'an https:// URL on the public internet';
  const raw = input.trim();
  if (!raw || raw.length > MAX_HOOK_URL_LENGTH) return { problem: `${expected}, at most ${MAX_HOOK_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `${expected}; "${raw.slice(0, 100)}" is not a URL` };
  }
  if (url.protocol !== 'https:' && !(config.allowPrivateTargets && url.protocol === 'http:')) {
    return { problem: `${expected}; deploy hooks are sent over https only` };
  }
  url.hash = '';
  try {
    await checkPublicUrl(url.toString(), { allowPrivate: config.allowPrivateTargets });
  } catch (err) {
    return { problem: `${expected}; ${(err as Error).message}` };
  }
  return { url: url.toString() };
}
