import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifySchemaCompiler, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { AppContext } from '../app/context.ts';
import type { Config } from '../config.ts';
import { appError, AppError, errorReference } from '../domain/errors.ts';
import { sendError, toAppError } from './errors.ts';
import { clientErrorHandler, frameworkErrors, MAX_PATH_PARAM_LENGTH, refuseNulInParameters } from './framework-errors.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerValidators } from './plugins/validators.ts';
import { registerApiCors } from './cors.ts';
import { installFastPath, requestIdOf } from './fast-path.ts';
import { compressAnswers } from './compression.ts';
import { securityHeaders } from './security-headers.ts';
import { API_DESCRIPTION, openApiObject, openApiTransform } from './openapi.ts';
import { ErrorEnvelope } from './schemas.ts';
import type { App } from './types.ts';
import healthRoutes from './routes/health.ts';
import docsRoutes from './routes/docs.ts';
import rootRoutes from './routes/v1/root.ts';
import spaceRoutes from './routes/v1/spaces.ts';
import localeRoutes from './routes/v1/locales.ts';
import apiKeyRoutes from './routes/v1/api-keys.ts';
import agentRoutes from './routes/v1/agents.ts';
import joinRoutes from './routes/join.ts';
import loginRoutes from './routes/login.ts';
import wellKnownRoutes from './routes/well-known.ts';
import oauthAuthorizeRoutes from './routes/oauth/authorize.ts';
import oauthTokenRoutes from './routes/oauth/token.ts';
import mcpRoutes from './routes/mcp.ts';
import llmsTxtRoutes from './routes/v1/llms-txt.ts';
import exportRoutes from './routes/v1/export.ts';
import translationRoutes from './routes/v1/translation.ts';
import contentTypeRoutes from './routes/v1/content-types.ts';
import contentTypeFieldRoutes from './routes/v1/content-type-fields.ts';
import quickAccessRoutes from './routes/v1/quick-access.ts';
import webhookRoutes from './routes/v1/webhooks.ts';
import assetRoutes from './routes/v1/assets.ts';
import fileRoutes from './routes/files.ts';
import entryRoutes from './routes/v1/entries.ts';
import batchRoutes from './routes/v1/batch.ts';
import corsOriginRoutes from './routes/v1/cors-origins.ts';
import sessionRoutes from './routes/session.ts';
import dashboardRoutes from './routes/dashboard.ts';
import answerRoutes from './routes/v1/answers.ts';
import readinessRoutes from './routes/v1/readiness.ts';
import readinessDocsRoutes from './routes/readiness-docs.ts';
import searchQueryRoutes from './routes/v1/search-queries.ts';
import integrationRoutes from './routes/integrations.ts';
import analyticsRoutes from './routes/v1/analytics.ts';
import memberRoutes from './routes/v1/members.ts';
import activityRoutes from './routes/v1/activity.ts';
import publishingRoutes from './routes/v1/publishing.ts';
import syncRoutes from './routes/v1/sync.ts';
import typesRoutes from './routes/v1/types.ts';
import deleteRoutes from './routes/v1/deletes.ts';

/** Every route module of the service, registered in this order. Add new modules here. */
const ROUTES = [
  healthRoutes, docsRoutes, rootRoutes, spaceRoutes, localeRoutes, apiKeyRoutes, contentTypeRoutes, contentTypeFieldRoutes, quickAccessRoutes, webhookRoutes, assetRoutes, fileRoutes, entryRoutes, batchRoutes,
  agentRoutes, joinRoutes, loginRoutes, wellKnownRoutes, oauthAuthorizeRoutes, oauthTokenRoutes, mcpRoutes, llmsTxtRoutes, exportRoutes,
  corsOriginRoutes,
  // Features, one line each:
  answerRoutes,
  readinessRoutes,
  readinessDocsRoutes,
  searchQueryRoutes,
  integrationRoutes,
  translationRoutes,
  analyticsRoutes,
  memberRoutes,
  activityRoutes,
  publishingRoutes,
  syncRoutes,
  typesRoutes,
  deleteRoutes,
  sessionRoutes,
  dashboardRoutes,
];

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerce: boolean): Ajv {
  // Query and path parameters validate verbosely, so a refusal can name a number's bounds.
  const ajv = new Ajv({ coerceTypes: coerce ? 'array' : false, useDefaults: true, removeAdditional: false, allErrors: true, strict: false, verbose: coerce });
  addFormats(ajv);
  return ajv;
}

/**
 * The validator of one route context, with the shared schemas it can `$ref`. Query strings and
 * path params are strings on the wire: coerced. Bodies are JSON: never coerced, so "5" for an
 * integer is an error an agent sees instead of a silent guess, and an unknown property is refused.
 */
function requestValidator(externalSchemas: unknown): FastifySchemaCompiler<unknown> {
  const queryAjv = makeAjv(true);
  const bodyAjv = makeAjv(false);
  for (const schema of Object.values((externalSchemas ?? {}) as Record<string, object>)) {
    queryAjv.addSchema(schema);
    bodyAjv.addSchema(schema);
  }
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema as object);
}

/** Redacts secrets that travel in paths (invite tokens) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/\/join\/[^/?#]+/, '/join/[redacted]');
}

/**
 * Fastify's `trustProxy` for TESSERA_TRUST_PROXY. A hop count becomes a function: Fastify
 * itself trusts no hop for a bare number. Hop 0 is the socket's peer, so `n` trusts the peer
 * and the n-1 entries right of the client in X-Forwarded-For; the client address is the next one
 * to the left, never one the client could prepend. Addresses and CIDRs go to proxy-addr as they are.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * One access line per request, the request in it, instead of Fastify's two ('incoming request'
 * and 'request completed'): on a cached read the second line cost about as much as answering.
 * The fast path (fast-path.ts) writes the same line.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Whether cached reads are answered in front of Fastify (http/fast-path.ts); default true. Tests compare both paths. */
  fastPath?: boolean;
  /** Extra route modules (tests, features wired from main). */
  routes?: Array<(app: App) => Promise<void>>;
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    // Behind a load balancer or CDN the client's address (sign-in throttle, registration and
    // analytics limits, visitor hashes) is in X-Forwarded-For.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // What Fastify refuses before a route runs still answers in the SPEC envelope.
    frameworkErrors: frameworkErrors(() => ctx.config.baseUrl),
    clientErrorHandler: clientErrorHandler(() => ctx.config.baseUrl),
    // Requests that arrive while the node drains get a retryable 503 in the SPEC envelope
    // (below), not Fastify's own body.
    return503OnClosing: false,
    // Every route validates with these, those of plugins that add shared schemas too: Fastify
    // builds such a plugin's validator anew from this factory, and with its own defaults (coerced
    // bodies, unknown properties dropped) when only setValidatorCompiler was used.
    // (Fastify types the factory by @fastify/ajv-compiler's own signature; it calls it as below.)
    schemaController: { compilersFactory: { buildValidator: requestValidator } } as unknown as FastifyServerOptions['schemaController'],
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.decorate('ctx', ctx);
  const routeList: App['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    const { auth, credential } = (r.config ?? {}) as Pick<App['routeList'][number], 'auth' | 'credential'>;
    for (const m of methods) routeList.push({ method: m, url: r.url, hidden: Boolean((r.schema as { hide?: boolean } | undefined)?.hide), auth, credential });
  });
  // The API speaks JSON; a text/plain body is an unsupported media type, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

  // Once `close()` begins (SIGTERM), in-flight requests finish and every later one is refused
  // with Connection: close, so keep-alive clients reconnect (to another node) instead of
  // holding this one open.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    // Node closes the connections idle when close() begins, then waits for the rest to end by
    // themselves. Answers in flight get `Connection: close` (onSend below), but a file streaming
    // sent its headers before: its keep-alive connection would hold the drain until the
    // keep-alive timeout (72 s). Closing connections as they fall idle ends the drain with the
    // last answer.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
  // Callback style, not async: a promise per request is measurable on cached reads. The
  // security headers go first so a route may still override one (invites send no Referer at all).
  const secure = securityHeaders(ctx.config.baseUrl);
  app.addHook('onRequest', (request, reply, done) => {
    for (let i = 0; i < secure.length; i += 2) reply.header(secure[i], secure[i + 1]);
    reply.header('x-request-id', request.id);
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', '1');
    sendError(reply, request, ctx.config.baseUrl, appError('shutting_down', 'This node is shutting down and did not act on the request.'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close'); // answers still in flight when the drain began
    done(null, payload);
  });
  app.addHook('preValidation', refuseNulInParameters);
  compressAnswers(app);

  app.addSchema(ErrorEnvelope);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tessera API',
        version: '1',
        description: API_DESCRIPTION,
        // package.json "license": "UNLICENSED": the service is proprietary and grants no licence;
        // SPDX names such a licence with a LicenseRef- identifier.
        license: { name: 'Proprietary: no licence is granted', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: ctx.config.baseUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'svc_dlv_, svc_prv_, svc_mgt_ or svc_agt_ token' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (d) => ('openapiObject' in d ? (openApiObject(d.openapiObject as Record<string, unknown>, errorReference()) as typeof d.openapiObject) : d.swaggerObject),
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
  });

  registerAuth(app);
  registerRateLimit(app, ctx.config.rateLimitPerMinute);
  registerIdempotency(app);
  registerValidators(app);
  installFastPath(app, registerApiCors(app), opts.fastPath ?? true);
  // Node answers an Expect other than 100-continue with a bare 417 and no body unless someone
  // listens. No route of this API has an expectation to meet, and RFC 9110 §10.1.1 lets a server
  // ignore one it does not know: the request is served as if the header were absent.
  app.server.on('checkExpectation', (req, res) => app.server.emit('request', req, res));

  app.setErrorHandler((err, request, reply) => {
    const known = toAppError(err as Parameters<typeof toAppError>[0]);
    if (known) return sendError(reply, request, ctx.config.baseUrl, known);
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({
        error: {
          code: 'internal_error',
          message: 'Something failed on our side; the request changed nothing.',
          fix: `Retry in a moment. If it persists, report request id ${request.id}.`,
          doc_url: `${ctx.config.baseUrl}/docs/errors#internal_error`,
        },
      });
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      request,
      ctx.config.baseUrl,
      appError('not_found', `There is no route ${request.method} ${redactUrl(request.url.split('?')[0])}.`, {
        fix: 'Check the method and path against the API reference at /docs (machine-readable: /api/v1/openapi.json).',
      }),
    ),
  );

  for (const routes of [...ROUTES, ...(opts.routes ?? [])]) await app.register(routes);
  return app;
}

export { AppError };
