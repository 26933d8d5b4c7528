import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { FormBrowser } from './browser.ts';
import type { TestService } from './service.ts';

/**
 * An MCP client application as a desktop agent would be: the SDK's OAuth provider keeping its
 * registration, verifier and tokens in memory; "opening the browser" hands the authorization
 * URL to a signed-in person who picks a space and approves.
 */
export class TestMcpApp implements OAuthClientProvider {
  readonly redirect = 'http://127.0.0.1:38219/callback';
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  expectedState = randomBytes(16).toString('hex');
  authorizationUrl: URL | undefined;

  get redirectUrl() {
    return this.redirect;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'Desktop Agent', redirect_uris: [this.redirect], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  state() {
    return this.expectedState;
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** Connects like a real MCP client: 401 → discovery → registration → consent → code → tokens → connected. */
export async function connectWithOAuth(svc: TestService, person: FormBrowser, space: string): Promise<{ client: Client; app: TestMcpApp }> {
  const app = new TestMcpApp();
  const url = new URL(`${svc.url}/mcp`);
  const first = new Client({ name: 'desktop-agent', version: '1.0.0' });
  try {
    await first.connect(new StreamableHTTPClientTransport(url, { authProvider: app }));
    throw new Error('connected without authorization');
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) throw err;
  }
  if (!app.authorizationUrl) throw new Error('the client was not sent to authorize');
  const consent = await person.get(app.authorizationUrl.pathname + app.authorizationUrl.search);
  if (consent.status !== 200) throw new Error(`consent screen: ${consent.status} ${consent.text.slice(0, 200)}`);
  const decided = await person.post('/oauth/authorize', {
    request_id: FormBrowser.hidden(consent.text, 'request_id'),
    csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'),
    decision: 'approve',
    space,
  });
  const back = new URL(decided.headers.get('location')!);
  if (back.searchParams.get('state') !== app.expectedState) throw new Error('state not returned');
  const transport = new StreamableHTTPClientTransport(url, { authProvider: app });
  await transport.finishAuth(back.searchParams.get('code')!);
  const client = new Client({ name: 'desktop-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: app }));
  return { client, app };
}
