import { buildUser, grantRole } from './builders.ts';
import { sessionCsrfToken } from '../../src/app/sessions/sessions.ts';
import { SESSION_COOKIE } from '../../src/http/session-cookies.ts';
import { FormBrowser } from './browser.ts';
import type { Res } from './http.ts';
import type { TestService } from './service.ts';

export interface DashboardSession {
  browser: FormBrowser;
  /** The CSRF token the dashboard reads from GET /session (derived from the session). */
  csrf: string;
  /** A same-origin JSON request with the session cookie; writes carry x-csrf-token unless `csrf: null`. */
  json<T = any>(method: string, path: string, body?: unknown, opts?: { csrf?: string | null; origin?: string }): Promise<Res<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A person created and granted a role the way `tessera user create` / `user grant` do, signed in through POST /login. */
export async function dashboardSession(svc: TestService, email: string, grants: Array<[space: string, role: 'owner' | 'editor']>): Promise<DashboardSession> {
  await buildUser(svc.database, email, 'a long enough password');
  for (const [space, role] of grants) await grantRole(svc.database, email, space, role);
  const browser = new FormBrowser(svc);
  const res = await browser.signIn(email, 'a long enough password');
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  const sessionId = browser.cookies.get(SESSION_COOKIE);
  if (!sessionId) throw new Error('no session cookie after sign-in');
  const csrf = sessionCsrfToken(decodeURIComponent(sessionId));
  return {
    browser,
    csrf,
    async json(method, path, body, opts = {}) {
      const headers: Record<string, string> = { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: opts.origin ?? svc.url };
      if (method !== 'GET' && opts.csrf !== null) headers['x-csrf-token'] = opts.csrf ?? csrf;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(svc.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
      const text = await r.text();
      let parsed: unknown = text;
      if ((r.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
      return { status: r.status, headers: r.headers, body: parsed as never, text };
    },
  };
}
