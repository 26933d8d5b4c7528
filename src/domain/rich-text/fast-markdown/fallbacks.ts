/**
 * How many markdown texts this process converted, and how many of them the fast parser gave up
 * to micromark (a text outside its subset). The share tells whether the fast path still covers
 * what writers send: `npm run bench:markdown` prints it.
 */
const counts = { converted: 0, fellBack: 0 };

/** Counts one conversion; `fellBack` when micromark parsed it. */
export function countConversion(fellBack: boolean): void {
  counts.converted += 1;
  if (fellBack) counts.fellBack += 1;
}

/** The conversions counted so far and how many of them fell back to micromark. */
export function markdownFallbacks(): { converted: number; fellBack: number } {
  return { ...counts };
}

/** Starts the counts again from zero (a benchmark measures one workload). */
export function resetMarkdownFallbacks(): void {
  counts.converted = 0;
  counts.fellBack = 0;
}
