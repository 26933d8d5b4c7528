import cookie from '@fastify/cookie';
import { Type } from '@fastify/type-provider-typebox';
import { connectEngineB } from '../../app/search/connect-engine-b.ts';
import { disconnectSearchEngine } from '../../app/search/disconnect-search-engine.ts';
import { listEngineASites, pickEngineASite } from '../../app/search/engine-a-sites.ts';
import { finishEngineAAuthorization } from '../../app/search/finish-engine-a-authorization.ts';
import { listSearchConnectionViews } from '../../app/search/list-search-connections.ts';
import { CONNECT_PERMISSION } from '../../app/search/owner-actor.ts';
import { startEngineAAuthorization } from '../../app/search/start-engine-a-authorization.ts';
import { runUnitOfWork } from '../../app/unit-of-work.ts';
import { AppError } from '../../domain/errors.ts';
import { SEARCH_ENGINES } from '../../domain/search/engines.ts';
import { esc, htmlPage, sendHtml } from '../pages/html.ts';
import { Nullable, responses, SpaceParams } from '../schemas.ts';
import { actorOf } from '../plugins/auth.ts';
import { sessionIdOf, sessionOf } from '../session-cookies.ts';
import { StringEnum } from '../../present/schema-enums.ts';
import { Bool, Str, Time } from '../../present/schema-values.ts';
import type { App } from '../types.ts';

const TAG = 'Dashboard: search engines';
/** Session only (no API key), and the permission of site settings: owners hold it, editors do not (auth plugin). */
const OWNER = { auth: CONNECT_PERMISSION, credential: 'session' } as const;
const SESSION_NOTE = 'Dashboard only: needs the session cookie of a signed-in owner of the space (POST /login); writes also need the header x-csrf-token (csrf_token of GET /session) and a same-origin request.';

const SiteSchema = Type.Object(
  {
    site_url: Str('the site as the search engine names it', 'sc-domain:example.com'),
    permission_level: StringEnum(['siteOwner', 'siteFullUser', 'siteRestrictedUser', 'siteUnverifiedUser'], { description: 'your access to it; siteUnverifiedUser cannot be picked' }),
  },
  { title: 'SearchSite' },
);
const ConnectionSchema = Type.Object(
  {
    engine: Type.Enum([...SEARCH_ENGINES], { description: 'the search engine' }),
    connected: Bool('true once an owner connected it', true),
    site_url: Nullable(Str('the site synced; null until one is picked', 'sc-domain:example.com')),
    synced_at: Nullable(Time('end of the last good sync')),
    last_error: Nullable(Str('why the last sync failed; null when it worked', 'the engine refused the token: connect again')),
    sites: Type.Optional(Type.Array(SiteSchema, { description: 'engine_a connected without a site yet: the sites to pick from' })),
  },
  { title: 'SearchConnection' },
);
const EngineParams = Type.Object({ space_id: Type.String(), engine: Type.Enum([...SEARCH_ENGINES]) });

/**
 * Connecting the search engines (SPEC "Search queries": owners, in the dashboard; no API key
 * can do it). Session-authenticated JSON endpoints outside /api/v1, for the dashboard's
 * Settings, Integrations screen. docs/search-queries.md.
 */
export default async function integrationRoutes(app: App): Promise<void> {
  await app.register(cookie);
  const db = () => app.ctx.database.db;

  app.get(
    '/integrations/spaces/:space_id',
    { config: OWNER, schema: { tags: [TAG], operationId: 'listSearchConnections', summary: 'Connection state of both search engines (never credentials)', description: SESSION_NOTE, security: [], params: SpaceParams, response: responses({ 200: Type.Object({ connections: Type.Array(ConnectionSchema, { description: 'one per search engine' }) }) }, [401, 403]) } },
    async (request) => {
      const actor = actorOf(request);
      const connections = await listSearchConnectionViews(db(), actor.spaceId);
      const a = connections.find((c) => c.engine === 'engine_a');
      if (!a?.connected || a.site_url !== null) return { connections };
      try {
        const sites = await listEngineASites(app.ctx, actor);
        return { connections: connections.map((c) => (c === a ? { ...c, sites } : c)) };
      } catch (err) {
        // The sites are a convenience here; GET …/engine_a/sites says why they cannot be listed.
        if (err instanceof AppError) return { connections };
        throw err;
      }
    },
  );

  app.post(
    '/integrations/spaces/:space_id/engine_a/authorize',
    {
      config: OWNER,
      schema: {
        tags: [TAG],
        operationId: 'authorizeEngineA', summary: 'Start connecting engine_a: the URL of its consent screen (read-only scope, offline access)',
        description: `${SESSION_NOTE} Open authorize_url in the browser; engine_a sends the person back to /integrations/engine_a/callback.`,
        security: [],
        params: SpaceParams,
        response: responses({ 200: Type.Object({ authorize_url: Type.String({ format: 'uri', description: 'open it in the browser to grant access', examples: ['https://accounts.engine-a.example/o/oauth2/auth?client_id=123&state=abc'] }) }, { description: 'where to send the person to grant access' }) }, [401, 403, 503]),
      },
    },
    async (request) => {
      return startEngineAAuthorization(app.ctx, actorOf(request), { sessionId: sessionIdOf(request)!, now: new Date() });
    },
  );

  app.get(
    '/integrations/engine_a/callback',
    {
      schema: {
        tags: [TAG],
        operationId: 'finishEngineAAuthorization', summary: 'Where engine_a sends the person back: stores the connection, then 303 to the dashboard integrations page',
        description: 'Opened by the browser, not by scripts. Without a session: 303 to /login and back. A state that is not valid here: 400 page.',
        security: [],
        querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 2048 })), state: Type.Optional(Type.String({ maxLength: 4096 })), error: Type.Optional(Type.String({ maxLength: 200 })), scope: Type.Optional(Type.String()) }),
        response: { 303: Type.Null({ description: 'to the dashboard\'s integrations page (or to /login without a session)' }), 400: { description: 'a page saying the state is not valid here', content: { 'text/html': { schema: Type.String() } } } },
      },
    },
    async (request, reply) => {
      const session = await sessionOf(app, request);
      reply.header('cache-control', 'no-store');
      if (!session) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
      try {
        const { spaceId, error } = await finishEngineAAuthorization(app.ctx, { person: session.user, sessionId: session.id, state: request.query.state, code: request.query.code, error: request.query.error, now: new Date() });
        const back = `/spaces/${encodeURIComponent(spaceId)}/settings/integrations`;
        return reply.redirect(error ? `${back}?engine=engine_a&error=${encodeURIComponent(error)}` : `${back}?engine=engine_a&connected=1`, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return sendHtml(reply, err.status === 403 ? 403 : 400, htmlPage('engine_a was not connected', `<h1>engine_a was not connected</h1><p>${esc(err.message)}</p><p class="muted">${esc(err.fix)}</p>`));
      }
    },
  );

  app.get(
    '/integrations/spaces/:space_id/engine_a/sites',
    { config: OWNER, schema: { tags: [TAG], operationId: 'listEngineASites', summary: 'The engine_a sites the connected person can read', description: SESSION_NOTE, security: [], params: SpaceParams, response: responses({ 200: Type.Object({ sites: Type.Array(SiteSchema, { description: 'the sites, by URL' }) }) }, [401, 403, 404, 503]) } },
    async (request) => {
      const actor = actorOf(request);
      return { sites: await listEngineASites(app.ctx, actor) };
    },
  );

  app.put(
    '/integrations/spaces/:space_id/engine_a',
    {
      config: OWNER,
      schema: {
        tags: [TAG],
        operationId: 'pickEngineASite', summary: 'Pick the engine_a site to sync (one of GET …/engine_a/sites); the 90-day backfill starts',
        description: SESSION_NOTE,
        security: [],
        params: SpaceParams,
        body: Type.Object({ site_url: Type.String({ maxLength: 2048, description: 'the site to sync, one of GET …/engine_a/sites', examples: ['sc-domain:example.com'] }) }, { additionalProperties: false }),
        response: responses({ 200: Type.Object({ connections: Type.Array(ConnectionSchema, { description: 'one per search engine' }) }) }, [400, 401, 403, 404, 422, 503]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await pickEngineASite(app.ctx, actor, request.body);
      return { connections: await listSearchConnectionViews(db(), actor.spaceId) };
    },
  );

  app.put(
    '/integrations/spaces/:space_id/engine_b',
    {
      config: OWNER,
      schema: {
        tags: [TAG],
        operationId: 'connectEngineB', summary: 'Connect engine_b with an API key for a site (tried once, then stored encrypted); the backfill starts',
        description: SESSION_NOTE,
        security: [],
        params: SpaceParams,
        body: Type.Object(
          {
            api_key: Type.String({ maxLength: 200, description: 'the engine\'s API key; kept encrypted, never shown again', examples: ['3f9c0d2e8b7a4c1f'] }),
            site_url: Type.String({ maxLength: 2048, description: 'the verified site to sync', examples: ['https://www.example.com/'] }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Object({ connections: Type.Array(ConnectionSchema, { description: 'one per search engine' }) }) }, [400, 401, 403, 422, 503]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await connectEngineB(app.ctx, actor, request.body);
      return { connections: await listSearchConnectionViews(db(), actor.spaceId) };
    },
  );

  app.delete(
    '/integrations/spaces/:space_id/:engine',
    {
      config: OWNER,
      schema: {
        tags: [TAG],
        operationId: 'disconnectSearchEngine', summary: 'Disconnect an engine: its credentials and stored data are deleted',
        description: SESSION_NOTE,
        security: [],
        params: EngineParams,
        response: responses({ 204: Type.Null() }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await runUnitOfWork(app.ctx.database, actor, (uow) => disconnectSearchEngine(uow, request.params.engine));
      return reply.code(204).send();
    },
  );
}
