/**
 * Country and city from the location headers a CDN adds in front of the site or of Tessera:
 * Cloudflare (`cf-ipcountry`, `cf-ipcity` with "visitor location headers" on), Vercel
 * (`x-vercel-ip-country`, `x-vercel-ip-city`, URL-encoded) and CloudFront
 * (`cloudfront-viewer-country`, `cloudfront-viewer-city`). The first CDN that names a country wins.
 */
export interface Place {
  country: string | null;
  city: string | null;
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['cf-ipcountry', 'cf-ipcity'],
  ['x-vercel-ip-country', 'x-vercel-ip-city'],
  ['cloudfront-viewer-country', 'cloudfront-viewer-city'],
];

export const LOCATION_HEADERS: readonly string[] = PAIRS.flat();

/** An ISO 3166-1 alpha-2 code, or null for unknown, Tor ("T1") and anonymous ("XX") markers. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(v) && v !== 'XX' && v !== 'T1' && v !== 'EU' && v !== 'AP' ? v : null;
}

export function cityName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let v = value.trim();
  try {
    v = decodeURIComponent(v);
  } catch {
    // keep it as sent
  }
  v = [...v].filter((c) => c.charCodeAt(0) >= 32).join('').trim();
  return v && v.length <= 100 ? v : null;
}

type HeaderBag = Readonly<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function placeFromHeaders(headers: HeaderBag): Place {
  const lower: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers)) lower[k.toLowerCase()] = one(v);
  for (const [c, city] of PAIRS) {
    const country = countryCode(lower[c]);
    if (country) return { country, city: cityName(lower[city]) };
  }
  return { country: null, city: null };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "DE" → "Germany" (ICU data shipped with Node). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
