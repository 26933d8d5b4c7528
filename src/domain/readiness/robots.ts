import robotsParserModule from 'robots-parser';
import { AI_CRAWLERS, type AiCrawler } from './crawlers.ts';

interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getSitemaps(): string[];
}

// The package is CommonJS whose typings declare an ES default export: at run time the default
// import is the function itself.
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => Robot;

export interface RobotsVerdict {
  /** Crawlers that may not fetch the home page under the site's robots.txt. */
  blocked: AiCrawler[];
  sitemaps: string[];
  /** Content signals (contentsignals.org `Content-Signal: search=yes, ai-input=no, ai-train=no`) set to no, e.g. `ai-input`. */
  signalsNo: string[];
}

/**
 * The uses a robots.txt's `Content-Signal` lines refuse (any group: the signals state the
 * owner's preference for the whole site). `ai-input` (using pages to ground AI answers) and
 * `search` decide whether AI answers may show the site; `ai-train` is about training only.
 */
export function contentSignalsNo(text: string): string[] {
  const no = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*content-signal\s*:\s*(.*)$/i.exec(line.replace(/#.*$/, ''));
    if (!m) continue;
    for (const pair of m[1].split(',')) {
      const [k, v] = pair.split('=').map((x) => x.trim().toLowerCase());
      if (k && v === 'no') no.add(k);
    }
  }
  return [...no];
}

/**
 * Reads robots.txt with robots-parser (the rules of RFC 9309: the most specific user-agent group
 * wins, longest match between Allow and Disallow, `*` and `$` patterns) and asks it, for each AI
 * crawler's product token, whether the home page may be fetched.
 */
export function readRobots(robotsUrl: string, text: string, homeUrl: string): RobotsVerdict {
  const robots = robotsParser(robotsUrl, text);
  const blocked = AI_CRAWLERS.filter((c) => robots.isAllowed(homeUrl, c.token) === false);
  return { blocked, sitemaps: robots.getSitemaps(), signalsNo: contentSignalsNo(text) };
}
