import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { checkCodeChallenge, checkResource, checkScope, isMetadataDocumentClientId, pkceMatches, redirectUriMatches, redirectUriProblem } from '../../src/domain/oauth.ts';
import { clientFromMetadataDocument, registeredMetadata } from '../../src/domain/oauth-clients.ts';
import { RegistrationThrottle } from '../../src/http/registration-throttle.ts';

describe('redirect URI matching', () => {
  const registered = ['https://app.example/cb', 'http://127.0.0.1/callback', 'http://localhost:8080/cb', 'com.example.app:/oauth'];
  const cases: Array<[string, boolean]> = [
    ['https://app.example/cb', true],
    ['https://app.example/cb/', false],
    ['https://app.example/cb?x=1', false],
    ['https://APP.example/cb', false],
    ['http://127.0.0.1/callback', true],
    ['http://127.0.0.1:51234/callback', true],
    ['http://127.0.0.1:51234/other', false],
    ['http://localhost:9999/cb', true],
    ['http://[::1]:9999/callback', false],
    ['https://127.0.0.1:51234/callback', false],
    ['com.example.app:/oauth', true],
    ['http://evil.example/callback', false],
    // RFC 8252 §7.3: only the port may vary
    ['http://127.0.0.1:51234/callback#x', false],
    ['http://127.0.0.1/callback#x', false],
    ['HTTP://127.0.0.1:51234/callback', false],
    ['http://127.0.0.1.:51234/callback', false],
    ['http://127.0.0.1:51234/callback\t', false],
    ['http://127.0.0.1:51234/Callback', false],
    ['http://127.0.0.1:51234/callback/', false],
    ['http://127.0.0.1:51234/./callback', false],
    ['http://LOCALHOST:9999/cb', false],
    ['http://localhost:9999/cb?', false],
  ];
  for (const [uri, expected] of cases) it(uri, () => assert.equal(redirectUriMatches(registered, uri), expected));
});

describe('redirect URIs that can be registered', () => {
  const cases: Array<[unknown, boolean]> = [
    ['https://app.example/cb', true],
    ['http://127.0.0.1:3000/cb', true],
    ['http://localhost/cb', true],
    ['http://[::1]/cb', true],
    ['http://app.example/cb', false],
    ['https://app.example/cb#x', false],
    ['https://app.example/cb#', false],
    ['https://*.example/cb', false],
    ['https://%2A.example/cb', false],
    ['http://127.0.0.1/cb\t', false],
    [' https://app.example/cb', false],
    ['https://user:pw@app.example/cb', false],
    ['com.example.app:/cb', true],
    ['myapp:/cb', false],
    ['javascript:alert(1)', false],
    ['not a uri', false],
    [42, false],
  ];
  for (const [uri, ok] of cases) it(String(uri), () => assert.equal(redirectUriProblem(uri) === null, ok));
});

describe('PKCE, scope and resource', () => {
  const verifier = 'a'.repeat(43) + '-._~';
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  it('matches the S256 challenge of the verifier', () => assert.equal(pkceMatches(verifier, challenge), true));
  it('refuses another verifier', () => assert.equal(pkceMatches('b'.repeat(43), challenge), false));
  it('refuses a too short verifier', () => assert.equal(pkceMatches('abc', createHash('sha256').update('abc').digest('base64url')), false));
  it('requires S256', () => {
    assert.equal(checkCodeChallenge(challenge, 'S256'), null);
    assert.equal(checkCodeChallenge(challenge, 'plain')?.error, 'invalid_request');
    assert.equal(checkCodeChallenge(challenge, undefined)?.error, 'invalid_request');
    assert.equal(checkCodeChallenge(undefined, 'S256')?.error, 'invalid_request');
    assert.equal(checkCodeChallenge('short', 'S256')?.error, 'invalid_request');
  });
  it('knows its scopes', () => {
    assert.equal(checkScope(undefined), null);
    assert.equal(checkScope('read write'), null);
    assert.equal(checkScope('read admin')?.error, 'invalid_scope');
  });
  it('knows its resources', () => {
    const base = 'https://cms.example';
    for (const r of [base, `${base}/`, `${base}/mcp`, `${base}/mcp?tools=content,reports`, `${base}/api/v1`]) assert.equal(checkResource(base, r), null, r);
    assert.equal(checkResource(base, `${base}/other?tools=content`)?.error, 'invalid_target');
    assert.equal(checkResource(base, 'https://other.example')?.error, 'invalid_target');
  });
  it('tells metadata-document client ids apart', () => {
    assert.equal(isMetadataDocumentClientId('https://app.example/client.json', false), true);
    assert.equal(isMetadataDocumentClientId('https://app.example/', false), false);
    assert.equal(isMetadataDocumentClientId('http://app.example/client.json', false), false);
    assert.equal(isMetadataDocumentClientId('http://app.example/client.json', true), true);
    assert.equal(isMetadataDocumentClientId('client_abc', false), false);
  });
});

describe('client metadata', () => {
  it('registers public clients whatever auth method they ask for', () => {
    const m = registeredMetadata({ client_name: ' Claude ', redirect_uris: ['https://a.example/cb'], token_endpoint_auth_method: 'client_secret_basic' });
    assert.equal(m.client_name, 'Claude');
    assert.equal(m.token_endpoint_auth_method, 'none');
    assert.deepEqual(m.grant_types, ['authorization_code', 'refresh_token']);
  });
  it('refuses bad metadata', () => {
    assert.throws(() => registeredMetadata({ redirect_uris: ['https://a.example/cb'], logo_uri: 'javascript:x' }), /logo_uri/);
    assert.throws(() => registeredMetadata([]), /JSON object/);
  });
  it('reads a metadata document that names itself', () => {
    const url = 'https://app.example/client.json';
    assert.deepEqual(clientFromMetadataDocument(url, { client_id: url, client_name: 'App', redirect_uris: ['https://app.example/cb'] }), { client_id: url, client_name: 'App', redirect_uris: ['https://app.example/cb'] });
    assert.throws(() => clientFromMetadataDocument(url, { client_id: 'https://x.example/c.json', redirect_uris: ['https://app.example/cb'] }), /name itself/);
    assert.throws(() => clientFromMetadataDocument(url, { client_id: url, redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: 'client_secret_basic' }), /not supported/);
  });
});

describe('registration throttle', () => {
  it('lets an address register up to its limit per window', async () => {
    const t = new RegistrationThrottle(2, 1000);
    const answers: boolean[] = [];
    for (const [address, now] of [['a', 0], ['a', 1], ['a', 2], ['b', 2], ['a', 1001]] as const) answers.push(await t.allow(address, now));
    assert.deepEqual(answers, [true, true, false, true, true]);
  });
});
