import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endOtherSessions } from '../../app/sessions/end-other-sessions.ts';
import { endSession } from '../../app/sessions/end-session.ts';
import { accountActor } from '../../app/sessions/account-actor.ts';
import { listSessions } from '../../app/sessions/list-sessions.ts';
import { memberSpaces } from '../../app/sessions/session-actor.ts';
import { sameSecret, sessionCsrfToken, type SessionUser } from '../../app/sessions/sessions.ts';
import { runUnitOfWork } from '../../app/unit-of-work.ts';
import { changePassword } from '../../app/users/change-password.ts';
import { AppError, appError } from '../../domain/errors.ts';
import { PASSWORD_MAX_LENGTH } from '../../domain/sessions.ts';
import { presentSession } from '../../present/session.ts';
import { loginThrottleOf } from '../login-throttle.ts';
import { responses } from '../schemas.ts';
import { browserOrigin, clearSessionCookie, sessionIdOf, sessionOf } from '../session-cookies.ts';
import { Bool, Str, Strings, Time } from '../../present/schema-values.ts';
import type { App } from '../types.ts';

const Session = Type.Object({
  user: Type.Object({ id: Str('the person id', 'u_4Kd8Pq'), email: Str('their email address', 'ada@example.com') }, { description: 'who is signed in' }),
  csrf_token: Str('send as the x-csrf-token header on every non-GET request made with this session', 'c9f1e2d3b4a5968778695a4b3c2d1e0f'),
  spaces: Type.Array(
    Type.Object({
      id: Str('the space id', 'blog'),
      name: Str('its name', 'Blog'),
      role: Type.Union([Type.Literal('owner'), Type.Literal('editor')], { description: 'their role in it' }),
      can: Strings('the permissions the role holds in this space (docs/people.md "Who may do what")', ['read', 'read_drafts', 'write', 'publish']),
      write_types: Type.Optional(Strings('an editor limited to writing these content types; absent: every type', ['post'])),
    }),
    { description: 'the spaces they belong to' },
  ),
});

const SessionListItem = Type.Object(
  {
    id: Str('names the session for DELETE /session/sessions/{session_id}; not the cookie', 's_8Hf3Kc'),
    browser: Str('a short name read from the user agent', 'Firefox on Linux'),
    user_agent: Type.Union([Type.String({ examples: ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'] }), Type.Null()], { description: 'the browser\'s user agent at sign-in, or null' }),
    ip: Type.Union([Type.String({ examples: ['203.0.113.7'] }), Type.Null()], { description: 'the client address at sign-in' }),
    created_at: Time('when they signed in'),
    last_used_at: Time('the last request made with it, to the minute', '2026-11-02T09:30:00.000Z'),
    expires_at: Time('its absolute end (14 days after sign-in); it ends sooner when idle', '2026-11-16T09:30:00.000Z'),
    current: Bool('the session making this request', true),
  },
  { title: 'DashboardSession' },
);
const Ended = Type.Object({ sessions_ended: Type.Integer({ description: 'how many sessions were signed out', examples: [2] }) });
const NOTE = 'Dashboard only: the session cookie of a signed-in person (POST /login), from a page of this site; writes also need the header x-csrf-token (csrf_token of GET /session).';

const signedIn = new WeakMap<FastifyRequest, { id: string; user: SessionUser }>();

/**
 * Who is signed in to the dashboard, the CSRF token their writes carry, their spaces, and their
 * own account: sessions and password (docs/dashboard.md "Your account"). Only for the dashboard's
 * own pages: these answer 401 to requests from other sites, so no other site can learn the token
 * or act with the session.
 */
export default async function sessionRoutes(app: App): Promise<void> {
  const throttle = loginThrottleOf(app.ctx);

  /** Runs before the body is validated: without a session the answer is 401, whatever was sent. */
  async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'no-store');
    const sameOrigin = browserOrigin(app, request).allowed;
    const session = sameOrigin ? await sessionOf(app, request) : null;
    if (!session) {
      // A cookie that no longer names a session (idle, expired, signed out elsewhere, login disabled) gets the answer the dashboard takes as "sign in again".
      if (sameOrigin && sessionIdOf(request)) throw appError('invalid_key', 'The dashboard session has expired or was signed out.', { fix: 'Sign in again at /login.' });
      throw appError('missing_key', 'Nobody is signed in to the dashboard here.', { fix: 'Sign in at /login.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const sent = request.headers['x-csrf-token'];
      if (!sameSecret(typeof sent === 'string' ? sent : undefined, sessionCsrfToken(session.id))) {
        throw appError('invalid_key', 'A change made with the dashboard session needs the header x-csrf-token.', {
          fix: 'Send the csrf_token from GET /session as the `x-csrf-token` header on every request that is not a GET.',
        });
      }
    }
    signedIn.set(request, session);
  }
  const sessionOfRequest = (request: FastifyRequest) => signedIn.get(request)!;

  app.get(
    '/session',
    {
      preValidation: requireSession,
      schema: {
        tags: ['Dashboard'],
        summary: 'The dashboard session: signed-in person, CSRF token for writes, their spaces and roles',
        operationId: 'getSession',
        security: [],
        response: responses({ 200: Session }, [401]),
      },
    },
    async (request) => {
      const session = sessionOfRequest(request);
      return { user: { id: session.user.id, email: session.user.email }, csrf_token: sessionCsrfToken(session.id), spaces: await memberSpaces(app.ctx.database.db, session.user.id) };
    },
  );

  app.get(
    '/session/sessions',
    {
      preValidation: requireSession,
      schema: {
        tags: ['Dashboard'],
        summary: 'The signed-in person\'s sessions: browser, address, when opened and last used; the current one marked',
        description: NOTE,
        operationId: 'listSessions',
        security: [],
        response: responses({ 200: Type.Object({ items: Type.Array(SessionListItem, { description: 'the signed-in sessions, the current one first' }) }) }, [401]),
      },
    },
    async (request) => {
      const { user } = sessionOfRequest(request);
      const rows = await listSessions(app.ctx.database.db, user, app.ctx.config.sessionIdleMs);
      return { items: rows.map((s) => presentSession(s, user.sessionId)) };
    },
  );

  app.delete(
    '/session/sessions/:session_id',
    {
      preValidation: requireSession,
      schema: {
        tags: ['Dashboard'],
        summary: 'Sign out one of your sessions (the current one too: its cookie is then cleared)',
        description: NOTE,
        operationId: 'endSession',
        security: [],
        params: Type.Object({ session_id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: responses({ 204: Type.Null() }, [400, 401, 404]),
      },
    },
    async (request: FastifyRequest<{ Params: { session_id: string } }>, reply) => {
      const { user } = sessionOfRequest(request);
      await runUnitOfWork(app.ctx.database, accountActor(user), (uow) => endSession(uow, user, request.params.session_id));
      if (request.params.session_id === user.sessionId) clearSessionCookie(app, reply);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/session/sessions',
    {
      preValidation: requireSession,
      schema: {
        tags: ['Dashboard'],
        summary: 'Sign out everywhere else: ends every session of the person but this one',
        description: NOTE,
        operationId: 'endOtherSessions',
        security: [],
        response: responses({ 200: Ended }, [401]),
      },
    },
    async (request) => {
      const { user } = sessionOfRequest(request);
      return runUnitOfWork(app.ctx.database, accountActor(user), (uow) => endOtherSessions(uow, user));
    },
  );

  app.post(
    '/session/password',
    {
      preValidation: requireSession,
      schema: {
        tags: ['Dashboard'],
        summary: 'Change your password: the current one is required; your other sessions end, this one stays',
        description: `${NOTE} Wrong current passwords count toward the sign-in throttle of this login and address (docs/limits.md).`,
        operationId: 'changePassword',
        security: [],
        body: Type.Object(
          {
            current_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'the password you sign in with now', examples: ['old secret words'] }),
            new_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'at least 8 characters', examples: ['correct horse battery staple'] }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: Type.Object(Ended.properties, { description: 'Password changed; every other session of this person is signed out' }) }, [400, 401, 422, 429]),
      },
    },
    async (request: FastifyRequest<{ Body: { current_password: string; new_password: string } }>, reply) => {
      const { user } = sessionOfRequest(request);
      const wait = await throttle.wait(user.email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw appError('rate_limited', 'Too many wrong passwords from here.', { fix: `Wait ${wait} seconds (Retry-After), then try again.` });
      }
      try {
        return await runUnitOfWork(app.ctx.database, accountActor(user), (uow) => changePassword(uow, user, request.body));
      } catch (err) {
        if (err instanceof AppError && (err.details?.fields as Record<string, string> | undefined)?.current_password) await throttle.failed(user.email, request.ip);
        throw err;
      }
    },
  );
}
