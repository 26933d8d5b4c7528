import { authorizationServerMetadata, protectedResourceMetadata } from '../../present/oauth-metadata.ts';
import { allowCors } from '../cors.ts';
import type { App } from '../types.ts';

/** SPEC "OAuth 2.0 and discovery": RFC 8414 and RFC 9728 documents, no key needed. */
export default async function wellKnownRoutes(app: App): Promise<void> {
  const paths = ['/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp'];
  allowCors(app, paths, { methods: 'GET, OPTIONS', headers: 'content-type, mcp-protocol-version' });
  const json = (summary: string) => ({ schema: { tags: ['OAuth'], summary, security: [] }, config: { auth: 'public' as const } });
  app.get(paths[0], json('Authorization server metadata (RFC 8414)'), async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(authorizationServerMetadata(app.ctx.config.baseUrl)));
  app.get(paths[1], json('Protected resource metadata of the API (RFC 9728)'), async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(protectedResourceMetadata(app.ctx.config.baseUrl, '')));
  app.get(paths[2], json('Protected resource metadata of /mcp (RFC 9728)'), async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(protectedResourceMetadata(app.ctx.config.baseUrl, '/mcp')));
}
