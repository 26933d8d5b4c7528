import type { App } from './types.ts';

/**
 * Lets browser-based MCP clients (MCP Inspector, web agents) call the discovery documents,
 * the OAuth endpoints and /mcp: they carry bearer tokens or nothing, never cookies, so any
 * origin may call them. Registers the preflight answer for each path.
 */
export function allowCors(app: App, paths: string[], opts: { methods: string; headers: string; expose?: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!paths.includes(request.routeOptions.url ?? '')) return;
    reply.header('access-control-allow-origin', '*');
    if (opts.expose) reply.header('access-control-expose-headers', opts.expose);
  });
  for (const path of paths) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', opts.methods)
        .header('access-control-allow-headers', opts.headers)
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}
