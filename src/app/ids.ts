import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random URL-safe id (base62, ~119 bits at the default length). */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const b = bytes[i];
    if (b < 248) out += ALPHABET[b % 62]; // 248 = 4 × 62: rejection keeps it unbiased
  }
  return out.length === length ? out : newId(length);
}

/** Characters of the millisecond clock at the head of a time-ordered id: 62^9 ms is ~428,000 years. */
const CLOCK_CHARS = 9;

/**
 * Time-ordered id for rows written in bulk (entries, outbox events): the millisecond clock in 9
 * base62 characters, then 11 random ones (~65 bits), 20 in all like `newId`. Rows created together
 * share a prefix, so every index keyed by the id (the entry's own, its versions, slugs, sort keys,
 * activity) takes them near its end instead of on a random leaf page: as a space grows past the
 * database's page cache, random ids make each insert read a page back and each commit write more
 * distinct pages (docs/batch.md "Growth"). Still unguessable: 65 random bits per millisecond.
 */
export function newOrderedId(nowMs = Date.now()): string {
  let clock = '';
  for (let n = Math.floor(nowMs), i = 0; i < CLOCK_CHARS; i++, n = Math.floor(n / 62)) clock = ALPHABET[n % 62] + clock;
  return clock + newId(20 - CLOCK_CHARS);
}
