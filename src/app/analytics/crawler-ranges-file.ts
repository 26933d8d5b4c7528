import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_RANGES, mergeRanges, RANGE_LIMITS, rangesProblems, useCrawlerRanges, type RangesFile } from './crawler-ranges.ts';

/** Where a refresh run on the node writes newer ranges (`npm run refresh:ai-lists -- --ranges --out …`). */
export const rangesFileIn = (dataDir: string) => path.join(dataDir, 'analytics', 'crawler-ranges.json');

/**
 * Puts the crawler ranges in use at start: the bundled lists, with each list of the data
 * directory's file (if there is one) in place of the bundled list of the same name, so newer
 * ranges need no release. A file that cannot be used is reported and left out: the bundled
 * lists still verify.
 */
export function loadCrawlerRanges(dataDir: string, warn: (message: string) => void): { lists: number; from_data_dir: boolean } {
  const file = rangesFileIn(dataDir);
  let newer: RangesFile | null = null;
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.size > RANGE_LIMITS.bytes) warn(`${file} is larger than ${RANGE_LIMITS.bytes} bytes; the bundled crawler ranges are used.`);
    else if (stat) {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const problems = rangesProblems(parsed);
      if (problems.length) warn(`${file} is not usable (${problems.slice(0, 3).join('; ')}); the bundled crawler ranges are used.`);
      else newer = parsed as RangesFile;
    }
  } catch (err) {
    warn(`${file} could not be read (${(err as Error).message}); the bundled crawler ranges are used.`);
  }
  const ranges = newer ? mergeRanges(BUNDLED_RANGES, newer) : BUNDLED_RANGES;
  useCrawlerRanges(ranges);
  return { lists: Object.keys(ranges.lists).length, from_data_dir: newer !== null };
}
