import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPublicUrl, isPublicAddress, UnsafeTargetError } from '../../src/integrations/safe-fetch.ts';
import type { SafeFetchPolicy } from '../../src/integrations/safe-fetch.ts';

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '100.63.255.255', // just below CGNAT
  '100.128.0.0', // just above CGNAT
  '172.15.255.255', // just below 172.16/12
  '172.32.0.0', // just above 172.16/12
  '192.169.0.1',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:82b::200e',
  '::ffff:8.8.8.8', // IPv4-mapped, public inside
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
  '2002:808:808::1', // 6to4 of 8.8.8.8
  '[2606:4700:4700::1111]', // URL hostname form
  '::ffff:808:808', // IPv4-mapped, written in hex
];

const NOT_PUBLIC: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'RFC 1918'],
  ['172.16.0.1', 'RFC 1918'],
  ['172.31.255.255', 'RFC 1918'],
  ['192.168.1.1', 'RFC 1918'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'cloud metadata'],
  ['100.64.0.1', 'CGNAT'],
  ['100.127.255.255', 'CGNAT'],
  ['100.100.100.200', 'cloud metadata (Alibaba)'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '0.0.0.0/8'],
  ['255.255.255.255', 'broadcast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation TEST-NET-1'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['::1', 'IPv6 loopback'],
  ['::', 'IPv6 unspecified'],
  ['fe80::1', 'IPv6 link-local'],
  ['fe80::1%eth0', 'IPv6 link-local with zone'],
  ['fc00::1', 'IPv6 ULA'],
  ['fd12:3456::1', 'IPv6 ULA'],
  ['fd00:ec2::254', 'cloud metadata (AWS IPv6)'],
  ['fec0::1', 'deprecated site-local'],
  ['ff02::1', 'IPv6 multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated form)'],
  ['::808:808', 'IPv4-compatible, written in hex'],
  ['127.1', 'shorthand IPv4, not a plain address'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['64:ff9b:1::808:808', 'local-use NAT64 prefix'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['3fff::1', 'IPv6 documentation (RFC 9637)'],
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'IPv6 benchmarking'],
  ['100::1', 'discard prefix'],
  ['4000::1', 'outside global unicast'],
  ['localhost', 'not an address'],
  ['', 'empty'],
  ['1.2.3', 'incomplete'],
  ['example.com', 'a name'],
];

describe('isPublicAddress', () => {
  for (const address of PUBLIC) {
    it(`accepts ${address}`, () => assert.equal(isPublicAddress(address), true));
  }
  for (const [address, why] of NOT_PUBLIC) {
    it(`refuses ${address || '(empty)'} (${why})`, () => assert.equal(isPublicAddress(address), false));
  }
});

function lookupTable(table: Record<string, string[]>) {
  return async (hostname: string) => {
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 as const : 4 as const }));
  };
}

const lookup = lookupTable({
  'cdn.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example': ['10.1.2.3'],
  'rebind.example': ['93.184.215.14', '127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'v6local.example': ['fd00::5'],
});
const strict: SafeFetchPolicy = { allowPrivate: false, lookup };

async function refusal(url: string, policy: SafeFetchPolicy = strict): Promise<string> {
  const err = await checkPublicUrl(url, policy).then(() => null, (e: unknown) => e);
  assert.ok(err instanceof UnsafeTargetError, `expected ${url} to be refused, got ${String(err)}`);
  return err.reason;
}

describe('checkPublicUrl', () => {
  it('accepts an https URL whose every address is public, and returns those addresses', async () => {
    const { url, addresses } = await checkPublicUrl('https://cdn.example/a.png?x=1', strict);
    assert.equal(url.href, 'https://cdn.example/a.png?x=1');
    assert.deepEqual(addresses, ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
  });

  it('accepts public IP literals without asking DNS', async () => {
    const noDns = { allowPrivate: false, lookup: async () => assert.fail('DNS must not be asked for an IP literal') };
    assert.deepEqual((await checkPublicUrl('https://8.8.8.8/', noDns)).addresses, ['8.8.8.8']);
    assert.deepEqual((await checkPublicUrl('https://[2606:4700:4700::1111]/', noDns)).addresses, ['2606:4700:4700::1111']);
  });

  const refused: [string, string][] = [
    ['http://cdn.example/', 'scheme_not_allowed'],
    ['ftp://cdn.example/file', 'scheme_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['gopher://cdn.example/', 'scheme_not_allowed'],
    ['not a url', 'invalid_url'],
    ['/relative/path', 'invalid_url'],
    ['https://user:secret@cdn.example/', 'credentials_in_url'],
    ['https://127.0.0.1/', 'private_address'],
    ['https://2130706433/', 'private_address'], // 127.0.0.1 as one number
    ['https://0x7f.1/', 'private_address'], // 127.0.0.1 in hex shorthand
    ['https://[::1]/', 'private_address'],
    ['https://[::ffff:127.0.0.1]/', 'private_address'],
    ['https://[::ffff:a9fe:a9fe]/', 'private_address'],
    ['https://169.254.169.254/latest/meta-data/', 'private_address'],
    ['https://[fd00:ec2::254]/', 'private_address'],
    ['https://100.100.100.200/', 'private_address'],
    ['https://internal.example/', 'private_address'],
    ['https://metadata.example/', 'private_address'],
    ['https://v6local.example/', 'private_address'],
    ['https://rebind.example/', 'private_address'], // one private address among public ones is enough
  ];
  for (const [url, reason] of refused) {
    it(`refuses ${url} (${reason})`, async () => assert.equal(await refusal(url), reason));
  }

  it('refuses a name that resolves to loopback through the real resolver (localhost)', async () => {
    assert.equal(await refusal('https://localhost/', { allowPrivate: false }), 'private_address');
  });

  it('says which address a name resolved to when refusing it', async () => {
    const err = await checkPublicUrl('https://internal.example/x', strict).catch((e: Error) => e);
    assert.match((err as Error).message, /internal\.example resolves to 10\.1\.2\.3/);
  });

  it('with the dev switch allows http and private addresses, never other schemes', async () => {
    const dev = { allowPrivate: true, lookup };
    assert.deepEqual((await checkPublicUrl('http://internal.example/', dev)).addresses, ['10.1.2.3']);
    assert.deepEqual((await checkPublicUrl('https://127.0.0.1/', dev)).addresses, ['127.0.0.1']);
    assert.equal(await refusal('file:///etc/passwd', dev), 'scheme_not_allowed');
  });

  it('reports a name that does not resolve as a network failure, not as unsafe', async () => {
    const err = await checkPublicUrl('https://nowhere.example/', strict).catch((e: unknown) => e);
    assert.ok(!(err instanceof UnsafeTargetError));
    assert.equal((err as { reason: string }).reason, 'network');
  });
});
