/**
 * Tool groups: a client may ask for some of them only (`/mcp?tools=content,reports` or the
 * X-MCP-Tools header), so that the tool list fits its host's limits. `core` tools (who am I, the
 * site, its guide, its content types) are listed with every group, so each group alone is enough
 * to find one's way around the site. Kept apart from the registry: the /mcp route checks a
 * selection without loading the tools.
 */
export const TOOL_GROUPS = ['content', 'model', 'reports', 'admin'] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number] | 'core';

/** The groups a connection asked for; undefined: every tool. */
export type ToolSelection = ReadonlySet<ToolGroup> | undefined;

/** A `tools` selection naming no group, or one that does not exist. */
export class UnknownToolGroupError extends Error {}

/**
 * The groups named by the `tools` query parameter or the X-MCP-Tools header of /mcp
 * ("content,reports"); undefined when neither was sent. Names are comma-separated, case and
 * spaces ignored.
 */
export function parseToolGroups(value: string | undefined): ToolSelection {
  if (value === undefined) return undefined;
  const names = value.split(',').map((n) => n.trim().toLowerCase()).filter((n) => n !== '');
  const unknown = names.filter((n) => !(TOOL_GROUPS as readonly string[]).includes(n));
  const usage = `Tool groups are ${TOOL_GROUPS.join(', ')}; name one or more, comma-separated, e.g. /mcp?tools=content,reports (or the X-MCP-Tools header), or leave the selection out for every tool.`;
  if (unknown.length > 0) throw new UnknownToolGroupError(`Unknown tool group${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}. ${usage}`);
  if (names.length === 0) throw new UnknownToolGroupError(`The tool selection names no group. ${usage}`);
  return new Set(names as ToolGroup[]);
}
