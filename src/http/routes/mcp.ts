import type { FastifyError, FastifyReply } from 'fastify';
import { handleMcp, MCP_BODY_LIMIT } from '../../mcp/handle.ts';
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
    headers: 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, idempotency-key',
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
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(request.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    const key = request.headers['idempotency-key'];
    const answer = await handleMcp(
      // The Idempotency-Key header applies to a tools/call of a creating tool, like its idempotency_key argument.
      { app: app.ctx, actor: actorOf(request), ...(typeof key === 'string' ? { idempotencyKey: key } : {}) },
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
