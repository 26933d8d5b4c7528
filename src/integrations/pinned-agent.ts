import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import type { Agent } from 'undici';
import type * as Undici from 'undici';

let undici: Promise<typeof Undici> | undefined;

/** undici, loaded on the first outbound request: a node that never fetches never holds it in memory. */
export const loadUndici = (): Promise<typeof Undici> => (undici ??= import('undici'));

/**
 * An undici Agent for one request to `hostname` whose sockets connect only to `addresses`,
 * the addresses already checked. The socket layer asks this lookup instead of DNS, so a
 * second, different DNS answer can never be used (DNS rebinding), while the URL keeps the
 * host name: the Host header and TLS SNI/certificate check still use it.
 */
export async function pinnedAgent(hostname: string, addresses: string[], timeoutMs: number): Promise<Agent> {
  const answers: LookupAddress[] = addresses.map((address) => ({ address, family: isIP(address) }));
  const lookup = (
    asked: string,
    options: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (asked.toLowerCase() !== hostname.toLowerCase()) {
      const err: NodeJS.ErrnoException = new Error(`refusing to resolve ${asked}: this connection may only reach ${hostname}`);
      err.code = 'ENOTFOUND';
      callback(err, '');
      return;
    }
    const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
    if (wanted.length === 0) {
      const err: NodeJS.ErrnoException = new Error(`${hostname} has no IPv${options.family} address`);
      err.code = 'ENOTFOUND';
      callback(err, '');
    } else if (options.all) callback(null, wanted);
    else callback(null, wanted[0].address, wanted[0].family);
  };
  const { Agent } = await loadUndici();
  return new Agent({
    connect: { lookup, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
  });
}
