import { parsePrefix, RANGE_LIMITS, type RangeList, type RangesFile } from './crawler-ranges.ts';

/** The operator key of a list ("openai" of "openai-gptbot"): what a base URL is configured for. */
export const operatorKey = (listName: string) => listName.split('-')[0];

/** The list's URL with its origin replaced by the configured base (tests and mirrors). */
export function listUrl(name: string, list: RangeList, bases: Readonly<Record<string, string>>): string {
  const base = bases[operatorKey(name)];
  if (!base) return list.url;
  const u = new URL(list.url);
  return `${base.replace(/\/+$/, '')}${u.pathname}${u.search}`;
}

/** `openai=http://127.0.0.1:8080,google=…` (TESSERA_CRAWLER_RANGES_BASES, or repeated --base). */
export function parseBases(specs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const spec of specs.flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)) {
    const eq = spec.indexOf('=');
    const key = spec.slice(0, eq).trim();
    const url = spec.slice(eq + 1).trim();
    if (eq < 1 || !/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(`"${spec}" is not operator=http(s)://base`);
    out[key] = url;
  }
  return out;
}

/** The prefixes of an operator's published file ({creationTime?, prefixes: [{ipv4Prefix} | {ipv6Prefix}]}), or why not. */
export function readPublishedRanges(body: unknown): { prefixes: string[]; published: string | null } | { problem: string } {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes)) return { problem: 'no "prefixes" array' };
  if (prefixes.length > RANGE_LIMITS.prefixesPerList) return { problem: `more than ${RANGE_LIMITS.prefixesPerList} prefixes` };
  const out: string[] = [];
  for (const p of prefixes) {
    const value = (p as { ipv4Prefix?: unknown; ipv6Prefix?: unknown } | null)?.ipv4Prefix ?? (p as { ipv6Prefix?: unknown } | null)?.ipv6Prefix;
    if (typeof value !== 'string' || !parsePrefix(value)) return { problem: `not a CIDR prefix: ${JSON.stringify(p).slice(0, 80)}` };
    out.push(value.trim());
  }
  if (out.length === 0) return { problem: 'an empty list' };
  const created = (body as { creationTime?: unknown }).creationTime;
  return { prefixes: out, published: typeof created === 'string' ? created.slice(0, 40) : null };
}

export interface RefreshOutcome {
  list: string;
  url: string;
  prefixes: number;
  /** Why the list kept its earlier prefixes. */
  error?: string;
}

/**
 * Fetches every list from its operator (or the configured base) and answers the file with the
 * lists that could be read replaced; a list that fails keeps its earlier prefixes, so one
 * operator's outage never empties another's or its own.
 */
export async function refreshCrawlerRanges(
  current: RangesFile,
  opts: { bases?: Readonly<Record<string, string>>; fetch?: typeof fetch; timeoutMs?: number },
): Promise<{ file: RangesFile; outcomes: RefreshOutcome[] }> {
  const get = opts.fetch ?? fetch;
  const lists: Record<string, RangeList> = {};
  const outcomes: RefreshOutcome[] = [];
  for (const [name, list] of Object.entries(current.lists)) {
    const url = listUrl(name, list, opts.bases ?? {});
    let error: string | undefined;
    try {
      const res = await get(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000), redirect: 'follow' });
      const text = res.ok ? await res.text() : '';
      if (!res.ok) error = `HTTP ${res.status}`;
      else if (text.length > RANGE_LIMITS.bytes) error = `larger than ${RANGE_LIMITS.bytes} bytes`;
      else {
        const read = readPublishedRanges(JSON.parse(text));
        if ('problem' in read) error = read.problem;
        else {
          lists[name] = { operator: list.operator, bots: list.bots, url: list.url, copied_from: url, license: 'published by the operator for verifying its crawlers', published: read.published, prefixes: read.prefixes };
          outcomes.push({ list: name, url, prefixes: read.prefixes.length });
          continue;
        }
      }
    } catch (err) {
      error = (err as Error).message;
    }
    lists[name] = list;
    outcomes.push({ list: name, url, prefixes: list.prefixes.length, error });
  }
  return { file: { ...current, lists }, outcomes };
}
