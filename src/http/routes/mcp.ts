import type { FastifyError, FastifyReply } from 'fastify';
import { handleMcp, MCP_BODY_LIMIT, parseToolGroups, TOOL_GROUPS, UnknownToolGroupError, type ToolSelection } from '../../mcp/handle.ts';
import { allowCors } from '../cors.ts';
import { toAppError } from '../errors.ts';
import { actorOf } from '../plugins/auth.ts';
import type { App } from '../types.ts';

/**
 * SPEC "MCP": POST /mcp, JSON-RPC 2.0 over stateless Streamable HTTP, bearer auth with any key
 * kind (auth plugin: 401 with `WWW-Authenticate: Bearer resource_metadata=…/mcp`). Tools are
 * limited by the key's permissions. There is no session, so GET (SSE stream) and DELETE
 * (session end) answer 405.
 */
export default async function mcpRoutes(app: App): Promise<void> {
  allowCors(app, ['/mcp'], {
    methods: 'POST, OPTIONS',
    headers: 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, idempotency-key, x-mcp-tools',
    expose: 'www-authenticate, mcp-session-id',
  });

  // A body that cannot be read (not JSON, too large, too deeply nested, not JSON at all) gets a
  // JSON-RPC parse error, as MCP clients expect; every other failure (401 with
  // WWW-Authenticate, rate limits) keeps the service's error envelope.
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const known = toAppError(err);
    if (known?.code === 'invalid_body') {
      const message = `Parse error: ${known.message} ${known.fix}`;
      return reply.code(known.status).type('application/json').send({ jsonrpc: '2.0', id: null, error: { code: -32700, message } });
    }
    throw err;
  });

  app.post('/mcp', { config: { auth: 'key' }, schema: { tags: ['MCP'], summary: 'MCP server (JSON-RPC 2.0, stateless Streamable HTTP): initialize, server/discover, tools/list, tools/call' }, bodyLimit: MCP_BODY_LIMIT }, async (request, reply) => {
    let groups: ToolSelection;
    try {
      groups = parseToolGroups(selectionOf((request.query as Record<string, unknown>).tools, request.headers['x-mcp-tools']));
    } catch (err) {
      if (!(err instanceof UnknownToolGroupError)) throw err;
      // Every message of the connection is refused, `initialize` first, so a client shows the
      // mistake when it connects rather than an empty or partial tool list.
      const body = request.body as { id?: unknown } | undefined;
      const id = body && typeof body === 'object' && !Array.isArray(body) && (typeof body.id === 'string' || typeof body.id === 'number') ? body.id : null;
      return reply.code(400).header('cache-control', 'no-store').type('application/json').send({ jsonrpc: '2.0', id, error: { code: -32602, message: err.message, data: { groups: TOOL_GROUPS } } });
    }
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(request.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    const key = request.headers['idempotency-key'];
    const answer = await handleMcp(
      // The Idempotency-Key header applies to a tools/call of a creating tool, like its idempotency_key argument.
      { app: app.ctx, actor: actorOf(request), ...(groups ? { groups } : {}), ...(typeof key === 'string' ? { idempotencyKey: key } : {}) },
      { url: `${app.ctx.config.baseUrl}/mcp`, headers, body: request.body },
      (err) => request.log.error({ err }, 'mcp tool failed'),
    );
    reply.code(answer.status).headers(answer.headers).header('cache-control', 'no-store');
    return answer.body === null ? reply.send() : reply.send(answer.body);
  });

  const notAllowed = async (_request: unknown, reply: FastifyReply) =>
    reply.code(405).header('allow', 'POST').type('application/json').send({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC requests with POST.' } });
  app.get('/mcp', { schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { schema: { hide: true } }, notAllowed);
}

/**
 * The tool selection of a connection: the `tools` query parameter of the /mcp URL (what every
 * client can configure) or else the X-MCP-Tools header; a repeated parameter counts as one list.
 */
function selectionOf(query: unknown, header: string | string[] | undefined): string | undefined {
  const fromQuery = Array.isArray(query) ? query.join(',') : typeof query === 'string' ? query : undefined;
  return fromQuery ?? (Array.isArray(header) ? header.join(',') : header);
}
