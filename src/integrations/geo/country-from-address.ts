import fs from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import maxmind, { type Reader, type Response } from 'maxmind';
import { countryCode } from '../../domain/analytics/location.ts';
import { isPublicAddress } from '../public-address.ts';

/**
 * Country of an IP address from a database shipped inside an npm package and read from local
 * disk: `@ip-location-db/geo-whois-asn-country-mmdb` (CC0, ~8 MB, IPv4 and IPv6, refreshed with
 * the package), read with `maxmind`. No lookup leaves the machine. City-level databases of that
 * project weigh well over 100 MB, so cities come only from CDN headers (docs/analytics.md).
 */
let reader: Reader<Response> | null | undefined;

function open(): Reader<Response> | null {
  if (reader !== undefined) return reader;
  try {
    const file = createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    reader = new maxmind.Reader<Response>(fs.readFileSync(file));
  } catch {
    reader = null; // the package is missing: places then come from CDN headers only
  }
  return reader;
}

/** The country of a public address; null for private, reserved and unknown ones. */
export function countryFromAddress(address: string | null): string | null {
  if (!address || !maxmind.validate(address) || !isPublicAddress(address)) return null;
  try {
    // ip-location-db records are {country_code}, not MaxMind's GeoIP2 shape; IPv4-mapped IPv6 is looked up as IPv4.
    return countryCode((open()?.get(ipaddr.process(address).toString()) as { country_code?: string } | null | undefined)?.country_code);
  } catch {
    return null;
  }
}
