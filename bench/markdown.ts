/**
 * Markdown → document conversion, CPU per ~2 KB post body (the blog workload's bodies as
 * markdown): the fast parser (src/domain/rich-text/fast-markdown/parse.ts) against micromark
 * (mdast-util-from-markdown with the GFM extensions, what every text the fast parser gives up
 * on still goes through), and the whole write-side conversion (`normalizeRichText`: refusal
 * checks, parse, document check). Rounds of each alternate so load on the machine falls on
 * both alike; CPU time (process.cpuUsage), not wall-clock. BENCH_BODIES (default 500). Also
 * prints how many of the write-side conversions fell back to micromark (the process's counter,
 * src/domain/rich-text/fast-markdown/fallbacks.ts).
 *
 *   node bench/markdown.ts
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { fastMarkdownToDocument } from '../src/domain/rich-text/fast-markdown/parse.ts';
import { normalizeRichText } from '../src/domain/rich-text/convert.ts';
import { markdownFallbacks, resetMarkdownFallbacks } from '../src/domain/rich-text/fast-markdown/fallbacks.ts';
import { stripPositions } from '../src/domain/rich-text/document.ts';
import { postMarkdown } from './blog-workload.ts';

const BODIES = Number(process.env.BENCH_BODIES ?? 500);
const TARGET_MS = 0.1;

const ALL_GFM = {
  extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote()],
  mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown()],
};
const micromark = (md: string) => stripPositions(fromMarkdown(md, ALL_GFM));

const bodies = Array.from({ length: BODIES }, (_, i) => postMarkdown(i));
const read = bodies.filter((b) => {
  const fast = fastMarkdownToDocument(b);
  return fast !== undefined && JSON.stringify(fast) === JSON.stringify(micromark(b));
}).length;

/** CPU milliseconds per body for `rounds` passes over the bodies. */
function cpuPerBody(convert: (md: string) => unknown, rounds: number): number {
  const before = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const b of bodies) convert(b);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / (rounds * bodies.length);
}

const runs: Record<string, number[]> = { micromark: [], fast: [], normalizeRichText: [] };
const rounds = { micromark: 1, fast: 20, normalizeRichText: 10 };
resetMarkdownFallbacks();
for (let k = 0; k < 6; k++) {
  for (const [name, convert] of [['micromark', micromark], ['fast', fastMarkdownToDocument], ['normalizeRichText', normalizeRichText]] as const) {
    const ms = cpuPerBody(convert, rounds[name]);
    if (k > 0) runs[name].push(ms); // the first round warms up
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const avgChars = bodies.reduce((n, b) => n + b.length, 0) / bodies.length;
console.log(`${BODIES} post bodies, ${Math.round(avgChars)} characters on average; the fast parser reads ${read} of them with micromark's exact tree`);
for (const name of Object.keys(runs)) console.log(`${name.padEnd(18)} ${median(runs[name]).toFixed(4)} ms CPU per body (median of ${runs[name].length})`);
const { converted, fellBack } = markdownFallbacks();
console.log(`fell back to micromark: ${fellBack} of ${converted} write-side conversions (${((100 * fellBack) / Math.max(1, converted)).toFixed(1)}%)`);
const fast = median(runs.normalizeRichText);
console.log(`target: markdown → stored document well under ${TARGET_MS} ms per ~2 KB body: ${fast.toFixed(4)} ms → ${fast < TARGET_MS ? 'met' : 'missed'}`);
