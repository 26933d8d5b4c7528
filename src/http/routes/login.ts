import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newSecret } from '../../app/agents/agent-tokens.ts';
import { sameSecret, sessionCsrfToken } from '../../app/sessions/sessions.ts';
import { signIn } from '../../app/sessions/sign-in.ts';
import { signOut } from '../../app/sessions/sign-out.ts';
import { loginThrottleOf } from '../login-throttle.ts';
import { sendHtml } from '../pages/html.ts';
import { loginPage } from '../pages/login-page.ts';
import { browserOrigin, clearSessionCookie, LOGIN_CSRF_COOKIE, safeNext, sessionIdOf, setLoginCsrfCookie, setSessionCookie } from '../session-cookies.ts';
import type { App } from '../types.ts';

type Form = Record<string, string | string[] | undefined>;
const field = (form: Form | undefined, name: string): string | undefined => {
  const v = form?.[name];
  return typeof v === 'string' ? v : undefined;
};

function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Dashboard sign-in (OPERATOR-CONTRACT "Dashboard login"). The session cookie is HttpOnly and
 * SameSite=Lax; form posts are protected against CSRF by the origin headers browsers send and,
 * for browsers, a double-submit token (docs/agents.md "Sign-in and CSRF").
 */
export default async function loginRoutes(app: App): Promise<void> {
  await app.register(cookie);
  await app.register(formbody);
  const throttle = loginThrottleOf(app.ctx);

  const showForm = (reply: FastifyReply, status: number, next: string, extra: { email?: string; error?: string } = {}) => {
    const csrf = newSecret();
    setLoginCsrfCookie(app, reply, csrf);
    return sendHtml(reply, status, loginPage({ csrf, next, ...extra }));
  };

  app.get('/login', { schema: { tags: ['Dashboard'], summary: 'Sign-in form', security: [] } }, async (request: FastifyRequest<{ Querystring: { next?: string } }>, reply) =>
    showForm(reply, 200, safeNext(app.ctx.config.baseUrl, request.query.next)),
  );

  app.post('/login', { schema: { tags: ['Dashboard'], summary: 'Sign in (form: email, password): session cookie and 303 to next', security: [] } }, async (request: FastifyRequest<{ Querystring: { next?: string }; Body: Form }>, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
    const next = safeNext(app.ctx.config.baseUrl, field(form, 'next') ?? request.query.next);
    const email = (field(form, 'email') ?? '').trim().toLowerCase();
    const password = field(form, 'password') ?? '';

    const origin = browserOrigin(app, request);
    const sentToken = field(form, 'csrf_token');
    const cookieToken = request.cookies[LOGIN_CSRF_COOKIE];
    const tokenNeeded = origin.fromBrowser || sentToken !== undefined || cookieToken !== undefined;
    if (!origin.allowed || (tokenNeeded && !sameSecret(sentToken, cookieToken))) {
      return showForm(reply, 403, next, { email, error: 'This sign-in form expired or came from another site. Please sign in again.' });
    }
    if (!email || !password) return showForm(reply, 400, next, { email, error: 'Enter your email and password.' });

    // Counted per (email, address) and per address (docs/limits.md "Sign-in throttle").
    const wait = await throttle.wait(email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return showForm(reply, 429, next, { email, error: `Too many failed sign-in attempts from here. Try again in ${waitText(wait)}.` });
    }
    const userAgent = request.headers['user-agent'];
    const result = await signIn(app.ctx.database, { email, password, ip: request.ip, userAgent, idleMs: app.ctx.config.sessionIdleMs });
    if (result.outcome === 'disabled') {
      return showForm(reply, 403, next, { email, error: 'This login is disabled. Ask the operator of this service to enable it again.' });
    }
    if (result.outcome !== 'signed_in') {
      await throttle.failed(email, request.ip);
      return showForm(reply, 401, next, { email, error: 'Wrong email or password.' });
    }
    await throttle.succeeded(email, request.ip);
    setSessionCookie(app, reply, result.sessionId);
    reply.clearCookie(LOGIN_CSRF_COOKIE, { path: '/login' });
    return reply.code(303).header('cache-control', 'no-store').redirect(next, 303);
  });

  app.post('/logout', { schema: { tags: ['Dashboard'], summary: 'Sign out', security: [] } }, async (request: FastifyRequest<{ Body: Form }>, reply) => {
    const sessionId = sessionIdOf(request);
    const origin = browserOrigin(app, request);
    if (sessionId) {
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
      if (!origin.allowed || (origin.fromBrowser && !sameSecret(field(form, 'csrf_token'), sessionCsrfToken(sessionId)))) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Sign-out refused: the form did not come from this site.');
      }
      await signOut(app.ctx.database, sessionId);
    }
    clearSessionCookie(app, reply);
    return reply.redirect('/login', 303);
  });
}
