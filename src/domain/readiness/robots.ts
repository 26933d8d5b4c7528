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
}

/**
 * Reads robots.txt with robots-parser (the rules of RFC 9309: the most specific user-agent group
 * wins, longest match between Allow and Disallow, `*` and `$` patterns) and asks it, for each AI
 * crawler's product token, whether the home page may be fetched.
 */
export function readRobots(robotsUrl: string, text: string, homeUrl: string): RobotsVerdict {
  const robots = robotsParser(robotsUrl, text);
  const blocked = AI_CRAWLERS.filter((c) => robots.isAllowed(homeUrl, c.token) === false);
  return { blocked, sitemaps: robots.getSitemaps() };
}
