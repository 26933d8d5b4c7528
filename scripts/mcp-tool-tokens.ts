/**
 * Prints what tools/list costs a host's context: every tool, each group (with the core tools) and
 * the largest tools, in o200k_base tokens, with the share of input schemas, output schemas and
 * descriptions. The budget itself is held by test/http/mcp-tool-list.test.ts; this shows where
 * the tokens go when a change needs room.
 *
 *   node scripts/mcp-tool-tokens.ts [how many tools to show, default 20]
 */
import { countTokens } from 'gpt-tokenizer';
import { TOOL_GROUPS } from '../src/mcp/groups.ts';
import { describeTool, TOOLS } from '../src/mcp/registry.ts';
import type { ToolDef } from '../src/mcp/tool.ts';

const tokens = (x: unknown) => countTokens(JSON.stringify(x));
const listed = (ts: readonly ToolDef[]) => ts.map(describeTool);

const all = listed(TOOLS);
console.log(`all: ${TOOLS.length} tools, ${JSON.stringify(all).length} bytes, ${tokens(all)} tokens`);
console.log(`  input schemas ${tokens(all.map((t) => t.inputSchema))}, output schemas ${tokens(all.map((t) => ('outputSchema' in t ? t.outputSchema : null)))}, descriptions ${tokens(all.map((t) => t.description))}`);
for (const g of TOOL_GROUPS) {
  const ts = TOOLS.filter((t) => t.group === 'core' || t.group === g);
  console.log(`${g}: ${ts.length} tools, ${tokens(listed(ts))} tokens`);
}
const rows = all.map((t) => ({ name: t.name, total: tokens(t), input: tokens(t.inputSchema), description: countTokens(t.description) }));
rows.sort((a, b) => b.total - a.total);
console.log('\ntool\ttotal\tinput\tdescription');
for (const r of rows.slice(0, Number(process.argv[2] ?? 20))) console.log(`${r.name}\t${r.total}\t${r.input}\t${r.description}`);
