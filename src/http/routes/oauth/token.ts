import formbody from '@fastify/formbody';
import type { FastifyError, FastifyRequest } from 'fastify';
import { exchangeCode } from '../../../app/oauth/exchange-code.ts';
import { refreshGrant } from '../../../app/oauth/refresh-grant.ts';
import { registerClient } from '../../../app/oauth/register-client.ts';
import { resolveClient } from '../../../app/oauth/resolve-client.ts';
import { revokeOAuthToken } from '../../../app/oauth/revoke-token.ts';
import { AppError } from '../../../domain/errors.ts';
import { OAuthError, oauthError } from '../../../domain/oauth.ts';
import { allowCors } from '../../cors.ts';
import { RegistrationThrottle } from '../../registration-throttle.ts';
import type { App } from '../../types.ts';

type Params = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** client_id from the body, or from HTTP Basic (a public client may send an empty secret there). */
function clientIdOf(request: FastifyRequest, body: Params): string | undefined {
  const fromBody = str(body.client_id);
  if (fromBody) return fromBody;
  const m = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!m) return undefined;
  const user = Buffer.from(m[1], 'base64').toString('utf8').split(':')[0];
  return user ? decodeURIComponent(user) : undefined;
}

/**
 * Registration (RFC 7591), token (RFC 6749 §3.2) and revocation (RFC 7009) endpoints. Their
 * errors are `{error, error_description}` with 400 (SPEC "Errors"), never the API envelope.
 */
export default async function oauthTokenRoutes(app: App): Promise<void> {
  await app.register(formbody);
  allowCors(app, ['/oauth/register', '/oauth/token', '/oauth/revoke'], { methods: 'POST, OPTIONS', headers: 'content-type, authorization' });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    let e: OAuthError;
    if (err instanceof OAuthError) e = err;
    else if (err instanceof AppError) e = oauthError(request.url.startsWith('/oauth/register') ? 'invalid_client_metadata' : 'invalid_request', `${err.message} ${err.fix}`);
    else if (err.validation || (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP'))) e = oauthError(request.url.startsWith('/oauth/register') ? 'invalid_client_metadata' : 'invalid_request', `The request body could not be read: ${err.message}`);
    else {
      request.log.error({ err }, 'oauth endpoint failed');
      e = new OAuthError('server_error', `Something failed on our side; nothing was issued. Retry; request id ${request.id}.`, 500);
    }
    return reply.code(e.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ error: e.error, error_description: e.message });
  });

  const registrations = new RegistrationThrottle(app.ctx.config.registrationLimitPerHour, undefined, app.ctx.limits);
  app.post('/oauth/register', { schema: { tags: ['OAuth'], summary: 'Dynamic client registration (RFC 7591); public clients, PKCE', security: [] }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!(await registrations.allow(request.ip))) {
      throw new OAuthError('too_many_requests', 'Too many client registrations from this address; try again within the hour. A client registers once and keeps its client_id.', 429);
    }
    const answer = await registerClient(app.ctx.database.db, request.body);
    return reply.code(201).header('cache-control', 'no-store').send(answer);
  });

  app.post('/oauth/token', { schema: { tags: ['OAuth'], summary: 'Token endpoint: authorization_code (with code_verifier) and refresh_token (rotating) grants; yields an agent token', security: [] }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Params;
    const grantType = str(body.grant_type);
    if (!grantType) throw oauthError('invalid_request', 'grant_type is required: authorization_code or refresh_token.');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') throw oauthError('unsupported_grant_type', `grant_type "${grantType}" is not supported; use authorization_code or refresh_token.`);
    const clientId = clientIdOf(request, body);
    if (!clientId) throw oauthError('invalid_request', 'client_id is required (clients here are public and authenticate with PKCE).');
    if (!(await resolveClient(app.ctx.database.db, app.ctx.config, clientId))) throw oauthError('invalid_client', `Unknown client "${clientId}". Register it at /oauth/register first.`);

    const base = app.ctx.config.baseUrl;
    const tokens =
      grantType === 'authorization_code'
        ? await exchangeCode(app.ctx.database, base, { client_id: clientId, code: str(body.code), redirect_uri: str(body.redirect_uri), code_verifier: str(body.code_verifier), resource: str(body.resource) })
        : await refreshGrant(app.ctx.database, base, { client_id: clientId, refresh_token: str(body.refresh_token), scope: str(body.scope), resource: str(body.resource) });
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
  });

  app.post('/oauth/revoke', { schema: { tags: ['OAuth'], summary: 'Token revocation (RFC 7009): a refresh token revokes its whole grant', security: [] }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Params;
    const token = str(body.token);
    if (!token) throw oauthError('invalid_request', 'token is required.');
    const clientId = clientIdOf(request, body);
    if (!clientId) throw oauthError('invalid_request', 'client_id is required.');
    await revokeOAuthToken(app.ctx.database, clientId, token);
    return reply.code(200).header('cache-control', 'no-store').send({});
  });
}
