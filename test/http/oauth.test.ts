import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as oauth from 'oauth4webapi';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useService } from '../support/service.ts';
import { FormBrowser } from '../support/browser.ts';
import { authorize, authorizationUrl, discover, insecure, obtainTokens, register, signedInPerson, tokenRequest } from '../support/oauth.ts';

const REDIRECT = 'http://127.0.0.1/callback';

describe('OAuth 2.0 authorization server', () => {
  const svc = useService();
  let as: oauth.AuthorizationServer;
  let client: oauth.Client;
  let person: FormBrowser;

  it('publishes RFC 8414 and RFC 9728 metadata that an independent client accepts', async () => {
    await svc().space('acme', { name: 'Acme' });
    await svc().space('beta', { name: 'Beta' });
    as = await discover(svc());
    assert.equal(as.issuer, svc().url);
    assert.deepEqual(as.code_challenge_methods_supported, ['S256']);
    assert.ok(as.registration_endpoint && as.token_endpoint && as.authorization_endpoint);
    assert.equal(as.client_id_metadata_document_supported, true);

    for (const [path, resource] of [['', svc().url], ['/mcp', `${svc().url}/mcp`]]) {
      const rs = await oauth.processResourceDiscoveryResponse(new URL(resource), await oauth.resourceDiscoveryRequest(new URL(resource), insecure));
      assert.equal(rs.resource, resource, path);
      assert.deepEqual(rs.authorization_servers, [svc().url]);
    }
    const preflight = await fetch(`${svc().url}/oauth/token`, { method: 'OPTIONS', headers: { origin: 'https://inspector.example', 'access-control-request-method': 'POST' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  it('registers clients dynamically and refuses unusable redirect URIs with {error, error_description}', async () => {
    client = await register(as, [REDIRECT]);
    assert.ok(client.client_id);
    assert.equal(client.token_endpoint_auth_method, 'none');
    for (const body of [{ client_name: 'x' }, { redirect_uris: [] }, { redirect_uris: ['http://evil.example/cb'] }, { redirect_uris: ['https://ok.example/cb#frag'] }, { redirect_uris: ['javascript:alert(1)'] }]) {
      const res = await fetch(`${svc().url}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      assert.equal(res.status, 400, JSON.stringify(body));
      const err = (await res.json()) as { error: string; error_description: string };
      assert.equal(err.error, 'invalid_redirect_uri');
      assert.equal(typeof err.error_description, 'string');
    }
    const badGrant = await fetch(`${svc().url}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: [REDIRECT], grant_types: ['client_credentials'] }) });
    assert.equal(((await badGrant.json()) as { error: string }).error, 'invalid_client_metadata');
  });

  it('sends a person without a session to /login and back, then lets them pick a space', async () => {
    const fresh = new FormBrowser(svc());
    const path = authorizationUrl(as, client.client_id, { redirect_uri: REDIRECT, code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()), code_challenge_method: 'S256', state: 'xyz' });
    const res = await fresh.get(path);
    assert.equal(res.status, 302);
    const login = new URL(res.headers.get('location')!, svc().url);
    assert.equal(login.pathname, '/login');
    assert.equal(login.searchParams.get('next'), path);

    person = await signedInPerson(svc(), 'owner@example.com', ['acme', 'beta']);
    const consent = await person.get(path);
    assert.equal(consent.status, 200);
    assert.match(consent.text, /Test MCP client/);
    assert.match(consent.text, /value="acme"/);
    assert.match(consent.text, /value="beta"/);
    assert.equal(consent.headers.get('x-frame-options'), 'DENY');
  });

  it('runs authorization code + PKCE to an agent token for the chosen space, with state and iss returned', async () => {
    const tokens = await obtainTokens(as, client, person, { redirectUri: REDIRECT, space: 'beta', resource: `${svc().url}/mcp` });
    assert.match(tokens.access_token, /^svc_agt_/);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.ok(tokens.refresh_token);
    assert.equal(tokens.scope, 'read read_drafts write publish manage_model manage_webhooks create_read_keys');
    const me = await svc().client(tokens.access_token).get('/api/v1');
    assert.deepEqual({ kind: me.body.key.kind, space: me.body.key.space, name: me.body.key.name }, { kind: 'agent', space: 'beta', name: 'Test MCP client' });

    const mgmt = await svc().key('beta', 'management');
    const agents = await svc().client(mgmt).get('/api/v1/spaces/beta/agents');
    const agent = agents.body.items.find((a: { via: string }) => a.via === 'oauth');
    assert.equal(agent.oauth_client_id, client.client_id);
    assert.equal(agent.created_by, 'owner@example.com');
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const first = await obtainTokens(as, client, person, { redirectUri: REDIRECT, space: 'acme' });
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), first.refresh_token!, insecure));
    assert.match(refreshed.access_token, /^svc_agt_/);
    assert.notEqual(refreshed.refresh_token, first.refresh_token);
    assert.equal((await svc().client(refreshed.access_token).get('/api/v1')).status, 200);

    const reuse = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: client.client_id });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, 'invalid_grant');
    assert.equal((await svc().client(refreshed.access_token).get('/api/v1')).status, 401, 'access tokens of the family are revoked');
    assert.equal((await svc().client(first.access_token).get('/api/v1')).status, 401);
    const next = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: refreshed.refresh_token!, client_id: client.client_id });
    assert.equal(next.body.error, 'invalid_grant', 'the newest refresh token of the family is dead too');
  });

  it('refuses a wrong code_verifier and burns the code: not even the right verifier redeems it afterwards', async () => {
    const { location, verifier } = await authorize(as, client.client_id, person, { redirectUri: REDIRECT, space: 'acme' });
    const code = location.searchParams.get('code')!;
    const grantsBefore = await svc().database.db.selectFrom('oauth_grants').select('id').execute();
    const wrong = await tokenRequest(svc(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client.client_id, code_verifier: oauth.generateRandomCodeVerifier() });
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'invalid_grant']);
    assert.match(wrong.body.error_description!, /code_verifier/);
    const late = await tokenRequest(svc(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client.client_id, code_verifier: verifier });
    assert.deepEqual([late.status, late.body.error], [400, 'invalid_grant']);
    assert.equal(late.body.access_token, undefined);
    assert.deepEqual(await svc().database.db.selectFrom('oauth_grants').select('id').execute(), grantsBefore, 'nothing was issued');
  });

  it('a code exchanged twice revokes what it yielded', async () => {
    const { location, verifier } = await authorize(as, client.client_id, person, { redirectUri: REDIRECT, space: 'acme' });
    const code = location.searchParams.get('code')!;
    const ok = await tokenRequest(svc(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client.client_id, code_verifier: verifier });
    assert.equal(ok.status, 200);
    assert.equal((ok.body as { token_type?: string }).token_type, 'Bearer');
    assert.equal((await svc().client(ok.body.access_token).get('/api/v1')).status, 200);
    const again = await tokenRequest(svc(), { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client.client_id, code_verifier: verifier });
    assert.deepEqual([again.status, again.body.error], [400, 'invalid_grant']);
    assert.equal((await svc().client(ok.body.access_token).get('/api/v1')).status, 401);
    const refresh = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: ok.body.refresh_token!, client_id: client.client_id });
    assert.equal(refresh.body.error, 'invalid_grant');
  });

  it('refuses codes for another redirect URI, another client, past their 60 seconds, and unknown clients', async () => {
    const other = await register(as, ['https://other.example/cb'], 'Other');
    const { location, verifier } = await authorize(as, client.client_id, person, { redirectUri: REDIRECT, space: 'acme' });
    const code = location.searchParams.get('code')!;
    const base = { grant_type: 'authorization_code', code, client_id: client.client_id, code_verifier: verifier, redirect_uri: REDIRECT };
    assert.equal((await tokenRequest(svc(), { ...base, redirect_uri: 'http://127.0.0.1/other' })).body.error, 'invalid_grant');
    assert.equal((await tokenRequest(svc(), { ...base, client_id: other.client_id })).body.error, 'invalid_grant');
    const unknown = await tokenRequest(svc(), { ...base, client_id: 'client_nope' });
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'invalid_client']);
    assert.equal((await tokenRequest(svc(), { ...base, code_verifier: '' })).body.error, 'invalid_request');
    assert.equal((await tokenRequest(svc(), { ...base, grant_type: 'password' })).body.error, 'unsupported_grant_type');
    assert.equal((await tokenRequest(svc(), { ...base, resource: 'https://elsewhere.example/' })).body.error, 'invalid_target');

    const { createHash } = await import('node:crypto');
    await svc().database.db.updateTable('oauth_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('code_hash', '=', createHash('sha256').update(code).digest('hex')).execute();
    const expired = await tokenRequest(svc(), base);
    assert.equal(expired.body.error, 'invalid_grant');
    assert.match(expired.body.error_description!, /expired/);
  });

  it('shows an error page (never redirects) for an unknown client or a redirect URI that does not match', async () => {
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const p = { code_challenge: challenge, code_challenge_method: 'S256', state: 's' };
    const unknown = await person.get(authorizationUrl(as, 'client_unknown', { ...p, redirect_uri: REDIRECT }));
    assert.equal(unknown.status, 400);
    assert.match(unknown.headers.get('content-type') ?? '', /text\/html/);
    assert.match(unknown.text, /not registered/);
    const mismatch = await person.get(authorizationUrl(as, client.client_id, { ...p, redirect_uri: 'https://attacker.example/cb' }));
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.headers.get('location'), null);
    const prefix = await person.get(authorizationUrl(as, client.client_id, { ...p, redirect_uri: `${REDIRECT}/extra` }));
    assert.equal(prefix.status, 400);
  });

  it('sends PKCE, state, scope and resource problems back to the client with state and iss', async () => {
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ state: 's1' }, 'invalid_request'],
      [{ state: 's2', code_challenge: challenge, code_challenge_method: 'plain' }, 'invalid_request'],
      [{ state: 's3', code_challenge: challenge }, 'invalid_request'],
      [{ code_challenge: challenge, code_challenge_method: 'S256' }, 'invalid_request'],
      [{ state: 's5', code_challenge: challenge, code_challenge_method: 'S256', response_type: 'token' }, 'unsupported_response_type'],
      [{ state: 's6', code_challenge: challenge, code_challenge_method: 'S256', scope: 'admin' }, 'invalid_scope'],
      [{ state: 's7', code_challenge: challenge, code_challenge_method: 'S256', resource: 'https://elsewhere.example' }, 'invalid_target'],
    ];
    for (const [params, error] of cases) {
      const res = await person.get(authorizationUrl(as, client.client_id, { redirect_uri: REDIRECT, ...params }));
      assert.equal(res.status, 302, JSON.stringify(params));
      const back = new URL(res.headers.get('location')!);
      assert.equal(`${back.origin}${back.pathname}`, REDIRECT);
      assert.equal(back.searchParams.get('error'), error, JSON.stringify(params));
      assert.ok(back.searchParams.get('error_description'));
      assert.equal(back.searchParams.get('state'), params.state ?? null);
      assert.equal(back.searchParams.get('iss'), svc().url);
    }
  });

  it('answers access_denied when the person cancels, and ignores forged or replayed consent forms', async () => {
    const { location, state } = await authorize(as, client.client_id, person, { redirectUri: REDIRECT, decision: 'cancel' });
    assert.equal(location.searchParams.get('error'), 'access_denied');
    assert.equal(location.searchParams.get('state'), state);
    assert.equal(location.searchParams.get('code'), null);

    const path = authorizationUrl(as, client.client_id, { redirect_uri: REDIRECT, code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()), code_challenge_method: 'S256', state: 'q' });
    const consent = await person.get(path);
    const requestId = FormBrowser.hidden(consent.text, 'request_id');
    const forged = await person.post('/oauth/authorize', { request_id: requestId, csrf_token: 'forged', decision: 'approve', space: 'acme' });
    assert.equal(forged.status, 403);
    const evil = new FormBrowser(svc(), { origin: 'https://evil.example' });
    for (const [k, v] of person.cookies) evil.cookies.set(k, v);
    assert.equal((await evil.post('/oauth/authorize', { request_id: requestId, csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'), decision: 'approve', space: 'acme' })).status, 403);
    const notMember = await person.post('/oauth/authorize', { request_id: requestId, csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'), decision: 'approve', space: 'someone-elses' });
    assert.equal(notMember.status, 400);
    const replay = await person.post('/oauth/authorize', { request_id: requestId, csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'), decision: 'approve', space: 'acme' });
    assert.equal(replay.status, 400, 'a consent request is decided once');
  });

  it('accepts loopback redirect URIs on any port (RFC 8252)', async () => {
    const tokens = await obtainTokens(as, client, person, { redirectUri: 'http://127.0.0.1:49152/callback', space: 'acme' });
    assert.match(tokens.access_token, /^svc_agt_/);
  });

  it('revokes through RFC 7009 and when an owner revokes the agent', async () => {
    const t = await obtainTokens(as, client, person, { redirectUri: REDIRECT, space: 'acme' });
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), t.refresh_token!, insecure));
    assert.equal((await svc().client(t.access_token).get('/api/v1')).status, 401);

    const u = await obtainTokens(as, client, person, { redirectUri: REDIRECT, space: 'acme' });
    const mgmt = await svc().key('acme', 'management');
    const me = await svc().client(u.access_token).get('/api/v1');
    assert.equal(me.status, 200);
    const agents = await svc().client(mgmt).get('/api/v1/spaces/acme/agents');
    const agent = agents.body.items.find((a: { oauth_client_id: string | null }) => a.oauth_client_id === client.client_id);
    assert.equal((await svc().client(mgmt).delete(`/api/v1/spaces/acme/agents/${agent.id}`)).status, 204);
    assert.equal((await svc().client(u.access_token).get('/api/v1')).status, 401);
    assert.equal((await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: u.refresh_token!, client_id: client.client_id })).body.error, 'invalid_grant');
  });

  it('accepts a Client ID Metadata Document as client_id, fetched through the safe fetcher', async () => {
    let docUrl: string;
    let served: object = {};
    const server = createServer((req, res) => {
      if (req.url === '/client.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      docUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client.json`;
      served = { client_id: docUrl, client_name: 'Metadata Client', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' };
      const cimd: oauth.Client = { client_id: docUrl, token_endpoint_auth_method: 'none' };
      const tokens = await obtainTokens(as, cimd, person, { redirectUri: REDIRECT, space: 'acme' });
      const me = await svc().client(tokens.access_token).get('/api/v1');
      assert.equal(me.body.key.name, 'Metadata Client');

      const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}/missing.json`;
      const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
      const missing = await person.get(authorizationUrl(as, other, { redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 's' }));
      assert.equal(missing.status, 400);
      assert.match(missing.text, /HTTP 404/);
    } finally {
      server.close();
    }
  });

  it('refuses a metadata document that does not name itself', async () => {
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ client_id: 'https://someone-else.example/client.json', redirect_uris: [REDIRECT] })));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client.json`;
      const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
      const res = await person.get(authorizationUrl(as, url, { redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: 'S256', state: 's' }));
      assert.equal(res.status, 400);
      assert.match(res.text, /must name itself/);
    } finally {
      server.close();
    }
  });
});
