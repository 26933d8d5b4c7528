import type * as Legacy from './legacy.ts';
import type * as Modern from './modern.ts';
import type { McpAnswer, McpRequest } from './modern.ts';
import type { ToolContext } from './tool.ts';

export { MCP_BODY_LIMIT } from './tool.ts';
export { parseToolGroups, TOOL_GROUPS, UnknownToolGroupError, type ToolSelection } from './groups.ts';

/**
 * One POST /mcp. Both protocol generations are served, chosen by what the client sends
 * (MCP 2026-07-28 "Versioning: dual-era"): `initialize` and requests without per-request
 * metadata get the handshake era (SDK); a modern version in the MCP-Protocol-Version header or
 * in `_meta`, or `server/discover`, gets the stateless revision.
 */
export async function handleMcp(ctx: ToolContext, req: McpRequest, log: (err: unknown) => void): Promise<McpAnswer> {
  const { handleLegacy, handleModern, LEGACY_VERSIONS, metaVersion, MODERN_VERSIONS, unsupportedVersion } = await loadProtocol();
  const body = req.body as { method?: unknown; id?: string | number } | undefined;
  const single = body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
  const header = req.headers['mcp-protocol-version'];
  if (single?.method === 'initialize') return handleLegacy(ctx, withoutModernHeader(req, LEGACY_VERSIONS), log);
  if ((header !== undefined && MODERN_VERSIONS.includes(header)) || metaVersion(body) !== undefined || single?.method === 'server/discover') {
    return handleModern(ctx, req, log);
  }
  if (header !== undefined && !LEGACY_VERSIONS.includes(header)) return unsupportedVersion(single?.id ?? null, header);
  return handleLegacy(ctx, req, log);
}

/**
 * Both eras' code, with the MCP SDK and its schemas, loaded by the first MCP request: a node
 * that only serves content never holds them in memory.
 */
let protocol: Promise<typeof Modern & typeof Legacy> | undefined;
const loadProtocol = () => (protocol ??= Promise.all([import('./modern.ts'), import('./legacy.ts')]).then(([modern, legacy]) => ({ ...modern, ...legacy })));

/** `initialize` negotiates its version in the body; a stray modern header must not make the SDK refuse it. */
function withoutModernHeader(req: McpRequest, LEGACY_VERSIONS: readonly string[]): McpRequest {
  const h = req.headers['mcp-protocol-version'];
  if (h === undefined || LEGACY_VERSIONS.includes(h)) return req;
  return { ...req, headers: { ...req.headers, 'mcp-protocol-version': undefined } };
}
