import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../../app/agents/agent-tokens.ts';
import { approveAuthorization, holdAuthorizationRequest, takeAuthorizationRequest } from '../../../app/oauth/authorization-requests.ts';
import { sameSecret, sessionCsrfToken } from '../../../app/sessions/sessions.ts';
import { consentChoices } from '../../../app/oauth/consent-choices.ts';
import type { OAuthRequestRow } from '../../../db/repos/oauth.ts';
import { checkAuthorizationRequest, redirectWith } from '../../../app/oauth/check-authorization-request.ts';
import { consentPage, oauthProblemPage } from '../../pages/consent-page.ts';
import { sendHtml } from '../../pages/html.ts';
import { browserOrigin, sessionOf } from '../../session-cookies.ts';
import type { App } from '../../types.ts';

type Form = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The authorization endpoint (RFC 6749 §4.1.1): checks the request, sends a person without a
 * dashboard session to /login and back, then shows the consent screen where they pick a space.
 * The consent form is single use and bound to the session by a CSRF token.
 */
export default async function oauthAuthorizeRoutes(app: App): Promise<void> {
  await app.register(cookie);
  await app.register(formbody);
  const db = app.ctx.database.db;

  app.get('/oauth/authorize', { schema: { tags: ['OAuth'], summary: 'Authorization endpoint (RFC 6749, PKCE S256): consent screen with a dashboard session, else 302 to /login', security: [] } }, async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    const check = await checkAuthorizationRequest(db, app.ctx.config, request.query);
    if (!check.ok) return 'show' in check ? sendHtml(reply, 400, oauthProblemPage(check.show)) : reply.redirect(check.redirect, 302);
    const session = await sessionOf(app, request);
    if (!session) return reply.header('cache-control', 'no-store').redirect(`/login?next=${encodeURIComponent(request.url)}`, 302);

    const v = check.value;
    const held = {
      session_hash: hashToken(session.id),
      user_id: session.user.id,
      client_id: v.client.client_id,
      client_name: v.clientName,
      redirect_uri: v.redirectUri,
      state: v.state,
      code_challenge: v.codeChallenge,
      scope: v.scope,
      resource: v.resource,
    };
    return sendHtml(reply, 200, await consentFor(held, session.id, session.user.email));
  });

  /** Holds the request (again, after a choice that could not be used) and renders the consent screen for it. */
  async function consentFor(held: Omit<OAuthRequestRow, 'id' | 'created_at' | 'expires_at'>, sessionId: string, email: string, error?: string): Promise<string> {
    const requestId = await holdAuthorizationRequest(db, held);
    const spaces = await consentChoices(db, held.user_id);
    return consentPage({ requestId, csrf: sessionCsrfToken(sessionId), clientName: held.client_name, clientId: held.client_id, redirectUri: held.redirect_uri, email, spaces, error });
  }

  app.post('/oauth/authorize', { schema: { tags: ['OAuth'], summary: 'The consent decision (form: request_id, csrf_token, space, access full|read, types space:type…, decision): 302 back to the redirect URI with a code or an error', security: [] } }, async (request: FastifyRequest<{ Body: Form }>, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Form;
    const session = await sessionOf(app, request);
    if (!session) return sendHtml(reply, 400, oauthProblemPage('Your sign-in ended before you decided. Sign in and start connecting again.'));
    if (!browserOrigin(app, request).allowed || !sameSecret(str(form.csrf_token), sessionCsrfToken(session.id))) {
      return sendHtml(reply, 403, oauthProblemPage('This consent form did not come from this site, so it was ignored.'));
    }
    const held = await takeAuthorizationRequest(db, str(form.request_id) ?? '', hashToken(session.id));
    if (!held) return sendHtml(reply, 400, oauthProblemPage('This authorization request expired or was already decided.'));
    const back = (params: Record<string, string>) => reply.header('cache-control', 'no-store').redirect(redirectWith(held.redirect_uri, { ...params, state: held.state, iss: app.ctx.config.baseUrl }), 302);

    if (str(form.decision) !== 'approve') return back({ error: 'access_denied', error_description: 'The person declined to give access.' });
    const space = str(form.space) ?? '';
    const ticked = (Array.isArray(form.types) ? form.types : [form.types]).map(str).filter((t) => t !== undefined && t.startsWith(`${space}:`)).map((t) => t!.slice(space.length + 1));
    const approved = await approveAuthorization(db, held, { space, access: str(form.access), types: ticked });
    if (!approved) return sendHtml(reply, 400, oauthProblemPage('You can only give access to a site you are a member of.'));
    if ('problem' in approved) {
      const { id: _id, created_at: _c, expires_at: _e, ...again } = held;
      return sendHtml(reply, 422, await consentFor(again, session.id, session.user.email, approved.problem));
    }
    return back({ code: approved.code });
  });
}
