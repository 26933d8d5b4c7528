import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { callTool, UnknownToolError } from './call-tool.ts';
import { describeTool, INSTRUCTIONS, SERVER_INFO, toolsFor } from './registry.ts';
import type { ToolContext } from './tool.ts';

/** The stateless revision (MCP 2026-07-28, SEP-2575): no handshake, version and headers on every request. */
export const MODERN_VERSIONS = ['2026-07-28'];
export const LEGACY_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
export const ALL_VERSIONS = [...MODERN_VERSIONS, ...LEGACY_VERSIONS];

const META_VERSION = 'io.modelcontextprotocol/protocolVersion';
const HEADER_MISMATCH = -32020;
const UNSUPPORTED_VERSION = -32022;

export interface McpRequest {
  url: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface McpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

type Id = string | number | null;
type Message = { jsonrpc?: unknown; id?: Id; method?: unknown; params?: Record<string, unknown> };

const JSON_TYPE = { 'content-type': 'application/json' };

export function rpcError(status: number, id: Id, code: number, message: string, data?: unknown): McpAnswer {
  return { status, headers: JSON_TYPE, body: JSON.stringify({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } }) };
}

export function unsupportedVersion(id: Id, requested: string): McpAnswer {
  return rpcError(400, id, UNSUPPORTED_VERSION, 'Unsupported protocol version', { supported: ALL_VERSIONS, requested });
}

function metaOf(m: Message): Record<string, unknown> | undefined {
  const meta = m.params?._meta;
  return meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : undefined;
}

/** The version a message declares in its `_meta` (modern clients), if any. */
export function metaVersion(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const v = metaOf(body as Message)?.[META_VERSION];
  return typeof v === 'string' ? v : undefined;
}

/** Header values may be base64-wrapped (`=?base64?…?=`) when they are not plain ASCII. */
function decodeHeader(v: string | undefined): string | undefined {
  const m = v === undefined ? null : /^=\?base64\?(.*)\?=$/.exec(v);
  return m ? Buffer.from(m[1], 'base64').toString('utf8') : v;
}

const result = (id: Id, value: Record<string, unknown>): McpAnswer => ({
  status: 200,
  headers: JSON_TYPE,
  body: JSON.stringify({ jsonrpc: '2.0', id, result: { ...value, resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': SERVER_INFO } } }),
});

/** Serves one request of the stateless revision, checking the mirrored headers against the body. */
export async function handleModern(ctx: ToolContext, req: McpRequest, log: (err: unknown) => void): Promise<McpAnswer> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return rpcError(400, null, -32600, 'The body must be one JSON-RPC request object.');
  const m = body as Message;
  const id: Id = m.id ?? null;
  if (m.jsonrpc !== '2.0' || typeof m.method !== 'string') return rpcError(400, id, -32600, 'Not a JSON-RPC 2.0 request.');
  if (m.id === undefined) return { status: 202, headers: {}, body: null };

  const header = req.headers['mcp-protocol-version'];
  const declared = metaVersion(body);
  const requested = header ?? declared;
  if (m.method === 'server/discover' && requested === undefined) return result(id, discover());
  if (requested === undefined || !MODERN_VERSIONS.includes(requested)) return unsupportedVersion(id, requested ?? '');
  if (header === undefined) return rpcError(400, id, HEADER_MISMATCH, 'Header mismatch: the MCP-Protocol-Version header is required.');
  if (declared === undefined) return rpcError(400, id, -32602, `Missing required _meta field ${META_VERSION}.`);
  if (declared !== header) return rpcError(400, id, HEADER_MISMATCH, `Header mismatch: MCP-Protocol-Version ${header} differs from _meta ${declared}.`);
  if (req.headers['mcp-method'] !== m.method) return rpcError(400, id, HEADER_MISMATCH, `Header mismatch: Mcp-Method must be "${m.method}".`);

  switch (m.method) {
    case 'server/discover':
      return result(id, discover());
    case 'ping':
      return result(id, {});
    case 'tools/list':
      return result(id, { tools: toolsFor(ctx.actor, ctx.groups).map(describeTool), ttlMs: 60_000, cacheScope: 'private' });
    case 'tools/call': {
      const name = m.params?.name;
      if (typeof name !== 'string') return rpcError(200, id, -32602, 'params.name (the tool name) is required.');
      if (decodeHeader(req.headers['mcp-name']) !== name) return rpcError(400, id, HEADER_MISMATCH, `Header mismatch: Mcp-Name must be "${name}".`);
      try {
        return result(id, await callTool(ctx, name, m.params?.arguments, log));
      } catch (err) {
        if (err instanceof UnknownToolError) return rpcError(200, id, -32602, err.message);
        throw err;
      }
    }
    default:
      return rpcError(404, id, -32601, `Method not found: ${m.method}`);
  }
}

function discover(): Record<string, unknown> {
  return { supportedVersions: ALL_VERSIONS, capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS, ttlMs: 300_000, cacheScope: 'public' };
}
