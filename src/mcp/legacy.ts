import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { callTool, UnknownToolError } from './call-tool.ts';
import { describeTool, INSTRUCTIONS, SERVER_INFO, toolsFor } from './registry.ts';
import type { ToolContext } from './tool.ts';
import type { McpAnswer, McpRequest } from './modern.ts';

function buildServer(ctx: ToolContext, log: (err: unknown) => void): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolsFor(ctx.actor, ctx.groups).map(describeTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return await callTool(ctx, request.params.name, request.params.arguments, log);
    } catch (err) {
      if (err instanceof UnknownToolError) throw new McpError(ErrorCode.InvalidParams, err.message);
      throw err;
    }
  });
  return server;
}

/**
 * The handshake era (protocol revisions up to 2025-11-25) through the official SDK: a new
 * server and a stateless Streamable HTTP transport per request (`sessionIdGenerator:
 * undefined`), answering plain JSON. `initialize` works, and so do calls without it.
 */
export async function handleLegacy(ctx: ToolContext, req: McpRequest, log: (err: unknown) => void): Promise<McpAnswer> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = buildServer(ctx, log);
  await server.connect(transport);
  try {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    // Answers are always JSON here, so a client that only says it accepts JSON is served too.
    headers.set('accept', 'application/json, text/event-stream');
    headers.set('content-type', 'application/json');
    const response = await transport.handleRequest(new Request(req.url, { method: 'POST', headers, body: JSON.stringify(req.body) }), { parsedBody: req.body });
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      if (k === 'content-type' || k === 'mcp-session-id') out[k] = v;
    });
    const text = await response.text();
    return { status: response.status, headers: out, body: text === '' ? null : text };
  } finally {
    await server.close();
  }
}
