import * as oauth from 'oauth4webapi';
import { buildUser, grantRole } from './builders.ts';
import { FormBrowser } from './browser.ts';
import type { TestService } from './service.ts';

/** oauth4webapi, an independent client library, plays the OAuth client against the service. */
export const insecure = { [oauth.allowInsecureRequests]: true } as const;

export async function discover(svc: TestService): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(svc.url);
  return oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
}

export async function register(as: oauth.AuthorizationServer, redirectUris: string[], name = 'Test MCP client'): Promise<oauth.Client> {
  const res = await oauth.dynamicClientRegistrationRequest(as, { client_name: name, redirect_uris: redirectUris, token_endpoint_auth_method: 'none' }, insecure);
  return oauth.processDynamicClientRegistrationResponse(res);
}

/** A dashboard person who is a member of the given spaces, signed in through the real form. */
export async function signedInPerson(svc: TestService, email: string, spaces: string[]): Promise<FormBrowser> {
  await buildUser(svc.database, email, 'a long enough password');
  for (const s of spaces) await grantRole(svc.database, email, s, 'owner');
  const browser = new FormBrowser(svc);
  const res = await browser.signIn(email, 'a long enough password');
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return browser;
}

export interface AuthorizeOptions {
  redirectUri: string;
  verifier?: string;
  state?: string;
  space?: string;
  resource?: string;
  extra?: Record<string, string>;
  decision?: 'approve' | 'cancel';
  /** The consent's access choice (the page preselects full access). */
  access?: 'full' | 'read';
  /** The content types to leave ticked for the chosen space; by default the page's ticks are kept. */
  types?: string[];
}

export function authorizationUrl(as: oauth.AuthorizationServer, clientId: string, params: Record<string, string | undefined>): string {
  const url = new URL(as.authorization_endpoint!);
  for (const [k, v] of Object.entries({ client_id: clientId, response_type: 'code', ...params })) if (v !== undefined) url.searchParams.set(k, v);
  return url.pathname + url.search;
}

/** Runs the browser part: authorize → consent → decision. Returns where the browser is sent back to. */
export async function authorize(as: oauth.AuthorizationServer, clientId: string, browser: FormBrowser, o: AuthorizeOptions): Promise<{ location: URL; verifier: string; state: string }> {
  const verifier = o.verifier ?? oauth.generateRandomCodeVerifier();
  const state = o.state ?? oauth.generateRandomState();
  const path = authorizationUrl(as, clientId, {
    redirect_uri: o.redirectUri,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: o.resource,
    ...o.extra,
  });
  const consent = await browser.get(path);
  if (consent.status !== 200) throw new Error(`consent screen answered ${consent.status}: ${consent.headers.get('location') ?? consent.text.slice(0, 300)}`);
  const space = o.space ?? /name="space" value="([^"]*)" checked/.exec(consent.text)?.[1];
  const decided = await browser.post('/oauth/authorize', {
    request_id: FormBrowser.hidden(consent.text, 'request_id'),
    csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'),
    decision: o.decision ?? 'approve',
    ...(o.space ? { space: o.space } : {}),
    ...(o.access ? { access: o.access } : {}),
    types: o.types ? o.types.map((t) => `${space}:${t}`) : FormBrowser.checked(consent.text, 'types'),
  });
  if (decided.status !== 302) throw new Error(`consent answered ${decided.status}: ${decided.text.slice(0, 300)}`);
  return { location: new URL(decided.headers.get('location')!), verifier, state };
}

/** The whole flow through to tokens. */
export async function obtainTokens(as: oauth.AuthorizationServer, client: oauth.Client, browser: FormBrowser, o: AuthorizeOptions): Promise<oauth.TokenEndpointResponse> {
  const { location, verifier, state } = await authorize(as, client.client_id, browser, o);
  const params = oauth.validateAuthResponse(as, client, location, state);
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, o.redirectUri, verifier, { ...insecure, ...(o.resource ? { additionalParameters: { resource: o.resource } } : {}) });
  return oauth.processAuthorizationCodeResponse(as, client, res);
}

/** Posts a raw form to the token endpoint (for the error paths a library would refuse to send). */
export async function tokenRequest(svc: TestService, form: Record<string, string>): Promise<{ status: number; body: { error?: string; error_description?: string; access_token?: string; refresh_token?: string } }> {
  const res = await fetch(`${svc.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  return { status: res.status, body: (await res.json()) as { error?: string; error_description?: string; access_token?: string; refresh_token?: string } };
}
