/**
 * `npm run refresh:ai-lists`: downloads the current ai.robots.txt `robots.json` (MIT) and
 * Matomo's `AIAssistants.yml` (CC0) and rewrites the vendored copies in
 * src/domain/analytics/lists/, then the crawler address ranges each operator publishes
 * (crawler-ranges.json). Run by a developer or an operator, never by the service (which never
 * fetches at run time). Review the diff, run `node --test test/unit/analytics-crawlers.test.ts`,
 * and extend the written-down corrections in ai-crawlers.ts for new bots whose text misleads.
 *
 * `-- --ranges` refreshes the ranges only; `--out FILE` writes them elsewhere, e.g.
 * DATA_DIR/analytics/crawler-ranges.json, which a node loads at start without a release;
 * `--base openai=http://mirror…` (repeatable, or TESSERA_CRAWLER_RANGES_BASES, comma-separated)
 * reads an operator's lists from another base URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rangesProblems, type RangesFile } from '../src/app/analytics/crawler-ranges.ts';
import { parseBases, refreshCrawlerRanges } from '../src/app/analytics/refresh-crawler-ranges.ts';

const LISTS = new URL('../src/domain/analytics/lists/', import.meta.url);
const ROBOTS = { repo: 'ai-robots-txt/ai.robots.txt', branch: 'main', path: 'robots.json' };
const ASSISTANTS = { repo: 'matomo-org/searchengine-and-social-list', branch: 'master', path: 'AIAssistants.yml' };

async function latest(src: { repo: string; branch: string; path: string }): Promise<{ commit: string; text: string }> {
  const meta = await fetch(`https://api.github.com/repos/${src.repo}/commits?sha=${src.branch}&path=${src.path}&per_page=1`, { headers: { accept: 'application/vnd.github+json' } });
  if (!meta.ok) throw new Error(`${src.repo}: ${meta.status}`);
  const [{ sha }] = (await meta.json()) as Array<{ sha: string }>;
  const res = await fetch(`https://raw.githubusercontent.com/${src.repo}/${sha}/${src.path}`);
  if (!res.ok) throw new Error(`${src.repo}/${src.path}: ${res.status}`);
  return { commit: sha, text: await res.text() };
}

/** The list's YAML is one mapping of name → list of hosts. */
function parseAssistants(yaml: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let current: string | null = null;
  for (const line of yaml.split('\n')) {
    const name = /^(?:"([^"]+)"|([^\s#-][^:]*)):\s*$/.exec(line);
    const host = /^\s+-\s+(\S+)\s*$/.exec(line);
    if (name) out[(current = (name[1] ?? name[2]).trim())] = [];
    else if (host && current) out[current].push(host[1].replace(/^['"]|['"]$/g, ''));
  }
  return out;
}

const args = parseArgs({ options: { ranges: { type: 'boolean', default: false }, out: { type: 'string' }, base: { type: 'string', multiple: true, default: [] } } }).values;

const bundledRanges = new URL('crawler-ranges.json', LISTS);
const out = args.out ? path.resolve(args.out) : bundledRanges;
// A refresh starts from the file it rewrites (or the bundled one), so lists that fail keep their prefixes.
const start = JSON.parse(fs.readFileSync(args.out && fs.existsSync(out) ? out : bundledRanges, 'utf8')) as RangesFile;
const problems = rangesProblems(start);
if (problems.length) throw new Error(`${String(out)}: ${problems.join('; ')}`);
const { file, outcomes } = await refreshCrawlerRanges(start, { bases: parseBases([process.env.TESSERA_CRAWLER_RANGES_BASES ?? '', ...(args.base ?? [])]) });
if (args.out) fs.mkdirSync(path.dirname(out as string), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
for (const o of outcomes) console.log(`${o.list}: ${o.prefixes} prefixes${o.error ? ` (kept; ${o.url}: ${o.error})` : ` from ${o.url}`}`);
if (args.ranges) process.exit(outcomes.every((o) => !o.error) ? 0 : 1);

const robots = await latest(ROBOTS);
const agents: Record<string, { operator: string; function: string }> = {};
for (const [name, info] of Object.entries(JSON.parse(robots.text) as Record<string, { operator?: string; function?: string }>)) {
  agents[name] = { operator: info.operator ?? 'Unclear at this time.', function: info.function ?? 'Unclear at this time.' };
}
const robotsFile = JSON.parse(fs.readFileSync(new URL('ai-robots.json', LISTS), 'utf8')) as Record<string, unknown>;
fs.writeFileSync(new URL('ai-robots.json', LISTS), `${JSON.stringify({ ...robotsFile, commit: robots.commit, agents }, null, 2)}\n`);

const assistants = await latest(ASSISTANTS);
const assistantsFile = JSON.parse(fs.readFileSync(new URL('ai-assistants.json', LISTS), 'utf8')) as Record<string, unknown>;
fs.writeFileSync(new URL('ai-assistants.json', LISTS), `${JSON.stringify({ ...assistantsFile, commit: assistants.commit, assistants: parseAssistants(assistants.text) }, null, 2)}\n`);

console.log(`robots.json ${robots.commit}: ${Object.keys(agents).length} agents; AIAssistants.yml ${assistants.commit}`);
