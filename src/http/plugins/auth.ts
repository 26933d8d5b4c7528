import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../app/keys/authenticate.ts';
import { sessionActor } from '../../app/sessions/session-actor.ts';
import { readSession, sameSecret, sessionCsrfToken } from '../../app/sessions/sessions.ts';
import { requirePermission, type Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { browserOrigin, sessionIdOf } from '../session-cookies.ts';
import type { App } from '../types.ts';

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  if (!m) {
    throw appError('invalid_key', 'The Authorization header is not of the form "Bearer <token>".', { fix: 'Send `Authorization: Bearer <token>`.' });
  }
  return m[1];
}

/**
 * Authenticates every route whose config asks for it. Order of checks: no key (401
 * `missing_key`), unknown key (401 `invalid_key`), key of another space (403 `wrong_space`,
 * the same whether or not the addressed space exists), missing permission (403 `key_cannot`).
 */
export function registerAuth(app: App): void {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const spaceId = (request.params as { space_id?: string } | undefined)?.space_id;
    const token = bearer(request);
    const session = token === undefined ? sessionIdOf(request) : undefined;
    const actor = session !== undefined ? await sessionCaller(app, request, session, spaceId) : await authenticate(app.ctx.database.db, token);
    request.actor = actor;
    if (auth === 'key') return;
    if (spaceId !== undefined && spaceId !== actor.spaceId) {
      throw appError('wrong_space', `This key belongs to the space "${actor.spaceId}", not to "${spaceId}".`);
    }
    if (!actor.can.has(auth) && actor.type === 'user') {
      throw appError('key_cannot', `As ${actor.kind} of this space, ${actor.name} cannot do this: it needs the "${auth}" permission.`, {
        fix: 'Ask an owner of the space to do it, or to make you an owner (`tessera user grant EMAIL SPACE --role owner`).',
        details: { needs: auth, role: actor.kind },
      });
    }
    requirePermission(actor, auth, 'do this');
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The dashboard's credential (docs/dashboard.md "Session and CSRF"): the session cookie is
 * honoured only on same-origin requests, only on a space's routes, and every write must also
 * carry the session's CSRF token in `x-csrf-token` (which a page on another site cannot read).
 * The person then acts with their membership's role in that space.
 */
async function sessionCaller(app: App, request: FastifyRequest, sessionId: string, spaceId: string | undefined): Promise<Actor> {
  if (!browserOrigin(app, request).allowed) {
    throw appError('missing_key', 'A dashboard session is accepted only from the dashboard itself, not from another site.', {
      fix: 'Call the API with `Authorization: Bearer <token>`; sessions work only on pages this service serves.',
    });
  }
  if (spaceId === undefined) {
    throw appError('missing_key', 'This endpoint needs a key; a dashboard session works only on a space\'s routes (/api/v1/spaces/{space_id}/…).', {
      fix: 'Send `Authorization: Bearer <token>`, or call the space route you meant.',
    });
  }
  const user = await readSession(app.ctx.database.db, sessionId, app.ctx.config.sessionIdleMs);
  if (!user) throw appError('invalid_key', 'The dashboard session has expired or was signed out.', { fix: 'Sign in again at /login.' });
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (!sameSecret(typeof sent === 'string' ? sent : undefined, sessionCsrfToken(sessionId))) {
      throw appError('invalid_key', 'A change made with the dashboard session needs the header x-csrf-token.', {
        fix: 'Send the csrf_token from GET /session as the `x-csrf-token` header on every request that is not a GET.',
      });
    }
  }
  return sessionActor(app.ctx.database.db, user, spaceId);
}

/** The authenticated caller of a route that required a key. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route has no auth config');
  return request.actor;
}
