import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, grantRole } from '../support/builders.ts';
import { FormBrowser } from '../support/browser.ts';
import { useService } from '../support/service.ts';

/** The dashboard's credential: the session cookie on /api/v1, same-origin only, CSRF token on writes. */
describe('dashboard session on the REST API', () => {
  const svc = useService();
  let owner: FormBrowser;
  let editor: FormBrowser;
  let ownerCsrf: string;
  let editorCsrf: string;

  const call = async (b: FormBrowser | null, method: string, path: string, opts: { body?: unknown; csrf?: string; origin?: string | null; site?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (b?.cookies.size) headers.cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.csrf) headers['x-csrf-token'] = opts.csrf;
    if (opts.origin !== null) headers.origin = opts.origin ?? svc().url;
    headers['sec-fetch-site'] = opts.site ?? 'same-origin';
    const res = await fetch(svc().url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };

  before(async () => {
    const s = svc();
    await s.space('site', { name: 'Site' });
    await s.space('other', { name: 'Other' });
    await buildUser(s.database, 'owner@example.com', 'owner password');
    await buildUser(s.database, 'editor@example.com', 'editor password');
    await grantRole(s.database, 'owner@example.com', 'site', 'owner');
    await grantRole(s.database, 'editor@example.com', 'site', 'editor');
    owner = new FormBrowser(s);
    editor = new FormBrowser(s);
    await owner.signIn('owner@example.com', 'owner password');
    await editor.signIn('editor@example.com', 'editor password');
    ownerCsrf = (await call(owner, 'GET', '/session')).body.csrf_token;
    editorCsrf = (await call(editor, 'GET', '/session')).body.csrf_token;
  });

  it('GET /session names the person, their spaces and roles, and a CSRF token; 401 when signed out or from another site', async () => {
    const res = await call(owner, 'GET', '/session');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.body.user.email, 'owner@example.com');
    assert.deepEqual(res.body.spaces, [{ id: 'site', name: 'Site', role: 'owner', can: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'manage_keys', 'create_read_keys', 'manage_people'] }]);
    assert.ok(res.body.csrf_token.length >= 40);
    assert.equal((await call(null, 'GET', '/session')).status, 401);
    const cross = await call(owner, 'GET', '/session', { origin: 'https://evil.example', site: 'cross-site' });
    assert.equal(cross.status, 401);
    assert.equal(cross.body.error.code, 'missing_key');
  });

  it('reads and writes a member space same-origin, recording the person in activity and versions', async () => {
    const created = await call(owner, 'POST', '/api/v1/spaces/site/content_types', { csrf: ownerCsrf, body: { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const entry = await call(editor, 'POST', '/api/v1/spaces/site/entries', { csrf: editorCsrf, body: { content_type: 'post', fields: { title: 'Hello' } } });
    assert.equal(entry.status, 201, JSON.stringify(entry.body));
    const published = await call(editor, 'POST', `/api/v1/spaces/site/entries/${entry.body.sys.id}/publish`, { csrf: editorCsrf });
    assert.equal(published.status, 200);
    const versions = await call(editor, 'GET', `/api/v1/spaces/site/entries/${entry.body.sys.id}/versions`, { origin: null });
    assert.equal(versions.status, 200);
    assert.equal(versions.body.items[0].author.name, 'editor@example.com');
    const activity = await svc().database.db.selectFrom('activity').select(['actor_name', 'actor_type', 'action']).where('space_id', '=', 'site').execute();
    assert.ok(activity.some((a) => a.actor_name === 'owner@example.com' && a.actor_type === 'user'));
    assert.ok(activity.some((a) => a.actor_name === 'editor@example.com'));
  });

  it('refuses a write without the CSRF token, or with another session\'s token, and changes nothing', async () => {
    for (const csrf of [undefined, editorCsrf]) {
      const res = await call(owner, 'POST', '/api/v1/spaces/site/entries', { csrf, body: { content_type: 'post', fields: { title: 'Forged' } } });
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 'invalid_key');
      assert.match(res.body.error.fix, /x-csrf-token/);
    }
    const list = await call(owner, 'GET', '/api/v1/spaces/site/entries?fields.title=Forged&content_type=post', { origin: null });
    assert.equal(list.body.total, 0);
  });

  it('never honours the session from another site, even with the right CSRF token', async () => {
    for (const [origin, site] of [['https://evil.example', 'cross-site'], [svc().url, 'same-site'], [null, 'cross-site']] as const) {
      const read = await call(owner, 'GET', '/api/v1/spaces/site/entries', { origin, site });
      assert.equal(read.status, 401, `${origin} ${site}`);
      assert.equal(read.body.error.code, 'missing_key');
      const write = await call(owner, 'POST', '/api/v1/spaces/site/entries', { origin, site, csrf: ownerCsrf, body: { content_type: 'post', fields: { title: 'x' } } });
      assert.equal(write.status, 401);
    }
  });

  it('never honours the session from another site on the dashboard-only /integrations reads either', async () => {
    for (const path of ['/integrations/spaces/site', '/integrations/spaces/site/engine_a/sites']) {
      for (const [origin, site] of [['https://evil.example', 'cross-site'], [svc().url, 'same-site'], [null, 'cross-site'], ['https://evil.example', undefined]] as const) {
        const read = await call(owner, 'GET', path, { origin, site });
        assert.equal(read.status, 401, `${path} ${origin} ${site}: ${JSON.stringify(read.body)}`);
        assert.equal(read.body.error.code, 'missing_key');
        assert.doesNotMatch(JSON.stringify(read.body), /engine_b|connected/, 'nothing of the connections is shown');
      }
    }
    assert.equal((await call(owner, 'GET', '/integrations/spaces/site')).status, 200, 'same-origin still reads');
  });

  it('refuses a space the person is not a member of, with wrong_space', async () => {
    const res = await call(owner, 'GET', '/api/v1/spaces/other/entries');
    assert.equal(res.status, 403);
    assert.equal(res.body.error.code, 'wrong_space');
    const write = await call(owner, 'POST', '/api/v1/spaces/other/entries', { csrf: ownerCsrf, body: { content_type: 'post', fields: {} } });
    assert.equal(write.status, 403);
  });

  it('gives an editor content rights only: model, hooks and keys answer key_cannot', async () => {
    const model = await call(editor, 'POST', '/api/v1/spaces/site/content_types', { csrf: editorCsrf, body: { name: 'Page', api_id: 'page', fields: [] } });
    assert.equal(model.status, 403);
    assert.equal(model.body.error.code, 'key_cannot');
    assert.equal(model.body.error.details.needs, 'manage_model');
    const keys = await call(editor, 'GET', '/api/v1/spaces/site/api_keys');
    assert.equal(keys.status, 403);
    const ownerKeys = await call(owner, 'POST', '/api/v1/spaces/site/api_keys', { csrf: ownerCsrf, body: { name: 'Site', kind: 'delivery' } });
    assert.equal(ownerKeys.status, 201);
  });

  it('stops working once the person signs out', async () => {
    const b = new FormBrowser(svc());
    await b.signIn('editor@example.com', 'editor password');
    const csrf = (await call(b, 'GET', '/session')).body.csrf_token;
    assert.equal((await call(b, 'GET', '/api/v1/spaces/site/entries')).status, 200);
    const cookies = new Map(b.cookies);
    await b.post('/logout', { csrf_token: csrf });
    b.cookies.clear();
    for (const [k, v] of cookies) b.cookies.set(k, v);
    const after = await call(b, 'GET', '/api/v1/spaces/site/entries');
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'invalid_key');
  });

  it('sends a signed-out visitor of the dashboard to the sign-in form, coming back afterwards', async () => {
    const res = await call(null, 'GET', '/spaces/site/entries?x=1');
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/login?next=%2Fspaces%2Fsite%2Fentries%3Fx%3D1');
  });

  it('limits an editor granted some content types to writing those, in the API itself', async () => {
    const made = await call(owner, 'POST', '/api/v1/spaces/site/content_types', { csrf: ownerCsrf, body: { name: 'Landing page', api_id: 'landing', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] } });
    assert.equal(made.status, 201);
    await buildUser(svc().database, 'limited@example.com', 'limited password');
    await assert.rejects(grantRole(svc().database, 'limited@example.com', 'site', 'editor', ['post', 'nope']), /not valid/);
    await grantRole(svc().database, 'limited@example.com', 'site', 'editor', ['post']);
    const limited = new FormBrowser(svc());
    await limited.signIn('limited@example.com', 'limited password');
    const session = (await call(limited, 'GET', '/session')).body;
    assert.deepEqual(session.spaces, [{ id: 'site', name: 'Site', role: 'editor', can: ['read', 'read_drafts', 'write', 'publish'], write_types: ['post'] }]);
    const post = await call(limited, 'POST', '/api/v1/spaces/site/entries', { csrf: session.csrf_token, body: { content_type: 'post', fields: { title: 'Allowed' } } });
    assert.equal(post.status, 201);
    const landing = await call(limited, 'POST', '/api/v1/spaces/site/entries', { csrf: session.csrf_token, body: { content_type: 'landing', fields: { title: 'Refused' } } });
    assert.equal(landing.status, 403);
    assert.equal(landing.body.error.code, 'key_cannot');
    assert.equal(landing.body.error.details.content_type, 'landing');
    const read = await call(limited, 'GET', '/api/v1/spaces/site/entries?content_type=landing');
    assert.equal(read.status, 200, 'reading every type stays allowed');
    // Granting again without a list lifts the limit.
    await grantRole(svc().database, 'limited@example.com', 'site', 'editor');
    const again = await call(limited, 'POST', '/api/v1/spaces/site/entries', { csrf: session.csrf_token, body: { content_type: 'landing', fields: { title: 'Now allowed' } } });
    assert.equal(again.status, 201);
  });
});
