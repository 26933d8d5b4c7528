import { BlockList, isIPv4, isIPv6 } from 'node:net';
import bundled from '../../domain/analytics/lists/crawler-ranges.json' with { type: 'json' };

/**
 * Verified crawlers (docs/analytics.md "Verified crawlers"): a user agent is a claim anyone can
 * make. A crawler whose operator publishes the addresses it crawls from counts as that
 * operator's only from an address in those ranges; from any other address (or with no address)
 * it is reported apart as a claim. Crawlers whose operator publishes nothing, or whose list is
 * still empty here, cannot be checked and are reported with `verified: null`.
 */
export interface RangeList {
  operator: string;
  /** Crawler names (as the AI crawler list names them) this list vouches for. */
  bots: string[];
  /** Where the operator publishes the list (the refresh reads it). */
  url: string;
  copied_from?: string | null;
  license?: string | null;
  /** The list's own creation time, when it says. */
  published?: string | null;
  /** CIDR prefixes, IPv4 or IPv6. */
  prefixes: string[];
}

export interface RangesFile {
  note?: string;
  lists: Record<string, RangeList>;
}

/** Limits of a ranges file read from the data directory (a refresh writes a few thousand prefixes). */
export const RANGE_LIMITS = { lists: 100, prefixesPerList: 20_000, bytes: 4 * 1024 * 1024 } as const;

/** A prefix as `address/bits`, or null when it is none. */
export function parsePrefix(prefix: string): { address: string; bits: number; family: 'ipv4' | 'ipv6' } | null {
  const m = /^([0-9a-fA-F:.]+)\/(\d{1,3})$/.exec(prefix.trim());
  if (!m) return null;
  const bits = Number(m[2]);
  if (isIPv4(m[1]) && bits <= 32) return { address: m[1], bits, family: 'ipv4' };
  if (isIPv6(m[1]) && bits <= 128) return { address: m[1], bits, family: 'ipv6' };
  return null;
}

/** What is wrong with a ranges file, per list; empty when it can be used. */
export function rangesProblems(file: unknown): string[] {
  const problems: string[] = [];
  const lists = (file as RangesFile | null)?.lists;
  if (!lists || typeof lists !== 'object' || Array.isArray(lists)) return ['a JSON object {"lists": {name: {operator, bots, url, prefixes}}}'];
  const entries = Object.entries(lists);
  if (entries.length > RANGE_LIMITS.lists) problems.push(`at most ${RANGE_LIMITS.lists} lists`);
  for (const [name, l] of entries) {
    if (!l || typeof l.operator !== 'string' || !Array.isArray(l.bots) || !l.bots.every((b) => typeof b === 'string') || typeof l.url !== 'string' || !Array.isArray(l.prefixes)) {
      problems.push(`${name}: needs operator, bots, url and prefixes`);
      continue;
    }
    if (l.prefixes.length > RANGE_LIMITS.prefixesPerList) problems.push(`${name}: at most ${RANGE_LIMITS.prefixesPerList} prefixes`);
    const bad = l.prefixes.filter((p) => typeof p !== 'string' || !parsePrefix(p));
    if (bad.length) problems.push(`${name}: not a CIDR prefix: ${bad.slice(0, 3).map(String).join(', ')}`);
  }
  return problems;
}

/** Addresses as sent: IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address. */
function normalAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const a = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped && isIPv4(mapped[1])) return { address: mapped[1], family: 'ipv4' };
  if (isIPv4(a)) return { address: a, family: 'ipv4' };
  if (isIPv6(a)) return { address: a, family: 'ipv6' };
  return null;
}

export class CrawlerRanges {
  private readonly byBot = new Map<string, BlockList>();

  readonly file: RangesFile;

  constructor(file: RangesFile) {
    this.file = file;
    for (const list of Object.values(file.lists)) {
      if (list.prefixes.length === 0) continue;
      for (const bot of list.bots) {
        const key = bot.toLowerCase();
        let block = this.byBot.get(key);
        if (!block) this.byBot.set(key, (block = new BlockList()));
        for (const p of list.prefixes) {
          const prefix = parsePrefix(p);
          if (prefix) block.addSubnet(prefix.address, prefix.bits, prefix.family);
        }
      }
    }
  }

  /** true: the address is in the bot's published ranges; false: it is not (or none was sent); null: no ranges to check against. */
  verify(bot: string, address: string | null): boolean | null {
    const block = this.byBot.get(bot.toLowerCase());
    if (!block) return null;
    const a = address ? normalAddress(address) : null;
    return a ? block.check(a.address, a.family) : false;
  }
}

/**
 * A newer file (the data directory's, written by a refresh) over the bundled one: each of its
 * lists replaces the bundled list of the same name; lists only the bundled file has stay.
 */
export function mergeRanges(base: RangesFile, newer: RangesFile): RangesFile {
  return { note: base.note, lists: { ...base.lists, ...newer.lists } };
}

export const BUNDLED_RANGES = bundled as RangesFile;

let current = new CrawlerRanges(BUNDLED_RANGES);

/** The ranges in use (the bundled ones, or those loaded at start from the data directory). */
export const crawlerRanges = (): CrawlerRanges => current;

export function useCrawlerRanges(file: RangesFile): void {
  current = new CrawlerRanges(file);
}
