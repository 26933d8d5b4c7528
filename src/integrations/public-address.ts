import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata endpoints. Each already falls in a blocked range (link-local, ULA, CGNAT);
 * they are listed on their own so that no future loosening of a range can let them through.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** IPv4-compatible IPv6 (RFC 4291, deprecated): ::a.b.c.d. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
/** NAT64 well-known prefix (RFC 6052): 64:ff9b::a.b.c.d reaches the public IPv4 a.b.c.d. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * True only for an address on the public internet: IPv4 outside every special-purpose range
 * ipaddr.js knows (loopback, RFC 1918, link-local, CGNAT, multicast, broadcast, 0.0.0.0/8,
 * documentation, benchmarking, 240/4, …), IPv6 inside global unicast 2000::/3 and outside its
 * special ranges (documentation, Teredo, ORCHID, benchmarking, …). IPv6 forms that carry an
 * IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by the IPv4 address they carry.
 * Anything that does not parse as an address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseStrict(address);
  if (parsed === null) return false;
  if (METADATA_ADDRESSES.has(parsed.toString())) return false;
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return isPublicV6(parsed as ipaddr.IPv6);
}

/**
 * Only the plain forms: four-part decimal IPv4 (not "127.1" or "0x7f.0.0.1") and IPv6, first
 * canonicalised by the WHATWG URL parser — ipaddr.js alone reads the deprecated "::a.b.c.d"
 * as IPv4-mapped, which is a different address.
 */
function parseStrict(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':')) return null;
  text = text.split('%')[0]; // a zone index says which interface, not which address
  try {
    text = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : null;
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'ipv4Mapped') return isPublicAddress(address.toIPv4Address().toString());
  if (address.match(NAT64_WELL_KNOWN)) return isPublicAddress(embeddedV4(address, 12));
  if (range === '6to4') return isPublicAddress(embeddedV4(address, 2));
  // ::, ::1 and every other ::a.b.c.d are never a reachable public host.
  if (address.match(IPV4_COMPATIBLE)) return false;
  return range === 'unicast' && address.match(GLOBAL_UNICAST_V6);
}

/** The IPv4 address stored in four bytes of an IPv6 address, starting at byte `offset`. */
function embeddedV4(address: ipaddr.IPv6, offset: number): string {
  const bytes = address.toByteArray().slice(offset, offset + 4);
  return bytes.join('.');
}
