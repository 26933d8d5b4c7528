import { Type } from '@fastify/type-provider-typebox';
import { memberSpaces } from '../../app/sessions/session-actor.ts';
import { sessionCsrfToken } from '../../app/sessions/sessions.ts';
import { responses } from '../schemas.ts';
import { browserOrigin, sessionOf } from '../session-cookies.ts';
import { appError } from '../../domain/errors.ts';
import type { App } from '../types.ts';

const Session = Type.Object({
  user: Type.Object({ id: Type.String(), email: Type.String() }),
  csrf_token: Type.String({ description: 'send as the x-csrf-token header on every non-GET request made with this session' }),
  spaces: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      role: Type.Union([Type.Literal('owner'), Type.Literal('editor')]),
      write_types: Type.Optional(Type.Array(Type.String(), { description: 'an editor limited to writing these content types; absent: every type' })),
    }),
  ),
});

/**
 * Who is signed in to the dashboard, the CSRF token their writes carry, and their spaces. Only
 * for the dashboard's own pages: it answers 401 to requests from other sites, so no other site
 * can learn the token.
 */
export default async function sessionRoutes(app: App): Promise<void> {
  app.get(
    '/session',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'The dashboard session: signed-in person, CSRF token for writes, their spaces and roles',
        operationId: 'getSession',
        security: [],
        response: responses({ 200: Session }, [401]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = browserOrigin(app, request).allowed ? await sessionOf(app, request) : null;
      if (!session) throw appError('missing_key', 'Nobody is signed in to the dashboard here.', { fix: 'Sign in at /login.' });
      return { user: session.user, csrf_token: sessionCsrfToken(session.id), spaces: await memberSpaces(app.ctx.database.db, session.user.id) };
    },
  );
}
