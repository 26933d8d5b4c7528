import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../app/keys/authenticate.ts';
import { requirePermission, type Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
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
    const actor = await authenticate(app.ctx.database.db, bearer(request));
    request.actor = actor;
    if (auth === 'key') return;
    const spaceId = (request.params as { space_id?: string } | undefined)?.space_id;
    if (spaceId !== undefined && spaceId !== actor.spaceId) {
      throw appError('wrong_space', `This key belongs to the space "${actor.spaceId}", not to "${spaceId}".`);
    }
    requirePermission(actor, auth, 'do this');
  });
}

/** The authenticated caller of a route that required a key. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route has no auth config');
  return request.actor;
}
