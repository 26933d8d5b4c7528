import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { FetchLimitError, UnsafeTargetError } from './fetch-errors.ts';
import { isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchPolicy {
  /** config.allowPrivateTargets (TESSERA_ALLOW_PRIVATE_TARGETS=1): http and any address, for tests and local development. */
  allowPrivate: boolean;
  /** Resolves a host name to all its addresses; defaults to the system resolver. Injectable for tests. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export async function systemLookup(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/**
 * Validates the scheme, resolves the host once and checks every address it resolves to.
 * The returned addresses are the ones to connect to: resolving again later would let a
 * DNS answer change between the check and the connection (DNS rebinding).
 * Throws UnsafeTargetError when the URL may not be fetched, FetchLimitError('network') when
 * the host does not resolve.
 */
export async function checkPublicUrl(url: string, policy: SafeFetchPolicy): Promise<{ url: URL; addresses: string[] }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeTargetError('invalid_url', `"${clip(url)}" is not an absolute URL`);
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(parsed.protocol)) {
    throw new UnsafeTargetError(
      'scheme_not_allowed',
      `${parsed.protocol.replace(/:$/, '')} URLs cannot be fetched; use an https:// URL`,
    );
  }
  if (parsed.username || parsed.password) {
    throw new UnsafeTargetError('credentials_in_url', 'URLs with a user name or password cannot be fetched; remove the "user:password@" part');
  }

  const host = parsed.hostname.startsWith('[') ? parsed.hostname.slice(1, -1) : parsed.hostname;
  const addresses = isIP(host) ? [host] : await resolve(host, policy);
  if (!policy.allowPrivate) {
    const blocked = addresses.find((a) => !isPublicAddress(a));
    if (blocked !== undefined) {
      const via = blocked === host ? '' : ` (${host} resolves to ${blocked})`;
      throw new UnsafeTargetError(
        'private_address',
        `${parsed.host} is not a public internet address${via}; only public https URLs can be fetched`,
      );
    }
  }
  return { url: parsed, addresses };
}

async function resolve(host: string, policy: SafeFetchPolicy): Promise<string[]> {
  let found: ResolvedAddress[];
  try {
    found = await (policy.lookup ?? systemLookup)(host);
  } catch (err) {
    throw new FetchLimitError('network', `the host ${host} could not be resolved`, { cause: err });
  }
  const addresses = found.map((a) => a.address);
  if (addresses.length === 0) throw new FetchLimitError('network', `the host ${host} has no address`);
  // An answer that is not an IP address is never handed on to the socket layer, which would resolve it again.
  if (addresses.some((a) => isIP(a) === 0)) {
    throw new UnsafeTargetError('private_address', `the host ${host} resolves to something that is not an IP address`);
  }
  return addresses;
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
