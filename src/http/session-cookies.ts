import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSession, SESSION_TTL_MS, type SessionUser } from '../app/sessions/sessions.ts';
import type { App } from './types.ts';

export const SESSION_COOKIE = 'tessera_session';
export const LOGIN_CSRF_COOKIE = 'tessera_login_csrf';

function secure(app: App): boolean {
  return app.ctx.config.baseUrl.startsWith('https:');
}

export function setSessionCookie(app: App, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(app), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(app: App, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(app) });
}

export function setLoginCsrfCookie(app: App, reply: FastifyReply, token: string): void {
  reply.setCookie(LOGIN_CSRF_COOKIE, token, { path: '/login', httpOnly: true, sameSite: 'lax', secure: secure(app), maxAge: 3600 });
}

/**
 * The session cookie's value. Read from the header when the cookie plugin has not parsed it (it
 * runs only on routes registered after it), so every route sees the same session.
 */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const parsed = request.cookies?.[SESSION_COOKIE];
  if (typeof parsed === 'string') return parsed.length > 0 ? parsed : undefined;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === SESSION_COOKIE) {
      const value = part.slice(i + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}

export async function sessionOf(app: App, request: FastifyRequest): Promise<{ id: string; user: SessionUser } | null> {
  const id = sessionIdOf(request);
  const user = await readSession(app.ctx.database.db, id, app.ctx.config.sessionIdleMs);
  return id && user ? { id, user } : null;
}

/**
 * Refuses form posts a browser made from another site. Browsers send `Sec-Fetch-Site` and/or
 * `Origin` on every POST; a cross-site form cannot fake them. Returns true when the request is
 * acceptable, and whether it came from a browser (then the form's CSRF token is required too).
 */
export function browserOrigin(app: App, request: FastifyRequest): { allowed: boolean; fromBrowser: boolean } {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromBrowser = site !== undefined || origin !== undefined;
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return { allowed: false, fromBrowser };
  if (typeof origin === 'string' && origin !== new URL(app.ctx.config.baseUrl).origin) return { allowed: false, fromBrowser };
  return { allowed: true, fromBrowser };
}

/**
 * `next` kept only when it is a path on this service: never an open redirect to another site.
 * It is resolved against the base URL (so dot segments, backslashes and tabs are read the way a
 * browser reads them) and must keep the base URL's origin; a result whose path starts with `//`
 * (e.g. from `/.//evil.example`) would be protocol-relative in a Location header, so it is refused.
 */
export function safeNext(baseUrl: string, next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  try {
    const base = new URL(baseUrl);
    const url = new URL(next, base);
    if (url.origin !== base.origin || url.username || url.password) return '/';
    if (url.pathname.startsWith('//')) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
