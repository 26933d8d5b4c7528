/**
 * Content codings we can serve precompressed, best first: brotli is smaller than gzip on the
 * dashboard's JavaScript and CSS, and identity is the fallback every client takes.
 */
export type Coding = 'br' | 'gzip' | 'identity';
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

/**
 * The codings an `Accept-Encoding` header allows, in the order to try them (RFC 9110 §12.5.3):
 * a higher q-value first, ties broken by our preference (br > gzip > identity); `q=0` refuses a
 * coding, `*` stands for every coding not named, and identity stays acceptable unless refused
 * by name or by `*;q=0`. No header means identity only. Always ends with identity, even when the
 * client refused it: sending the file uncompressed beats a 406 when a compressed copy is missing.
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (header === undefined || header.trim() === '') return ['identity'];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) weight = Number.isFinite(Number(m[1])) ? Math.min(1, Number(m[1])) : 0;
    }
    // A coding named twice keeps its most favourable weight.
    q.set(coding, Math.max(weight, q.get(coding) ?? 0));
  }
  // `x-gzip` is gzip's old alias (RFC 9110 §8.4.1.3).
  if (q.has('x-gzip') && !q.has('gzip')) q.set('gzip', q.get('x-gzip')!);
  const star = q.get('*');
  const weightOf = (c: Coding): number => q.get(c) ?? (star !== undefined ? star : c === 'identity' ? 0.001 : 0);
  const accepted = PREFERENCE.filter((c) => weightOf(c) > 0).sort((a, b) => weightOf(b) - weightOf(a) || PREFERENCE.indexOf(a) - PREFERENCE.indexOf(b));
  return accepted.includes('identity') ? accepted : [...accepted, 'identity'];
}
