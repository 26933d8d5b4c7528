import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestService, useService, type TestService } from '../support/service.ts';
import { rasterImage, uploadForm } from '../support/media.ts';
import { startDyingService } from '../support/dying-service.ts';
import { discover, obtainTokens, register, signedInPerson, tokenRequest } from '../support/oauth.ts';

/** Idempotency-Key on POST writes (IETF httpapi Idempotency-Key draft). */
describe('Idempotency-Key', () => {
  const svc = useService();
  let token = '';
  const count = async (table: 'entries' | 'assets', spaceId = 'idem') =>
    Number((await svc().database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', spaceId).executeTakeFirstOrThrow()).n);

  before(async () => {
    await svc().space('idem');
    token = await svc().key('idem', 'agent', 'Retrier');
    const c = svc().client(token);
    await c.post('/api/v1/spaces/idem/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }] });
  });

  it('a retried create answers the first response again and creates one entry, recorded once', async () => {
    const key = randomUUID();
    const c = svc().client(token);
    const first = await c.post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'Once' } }, { 'idempotency-key': key });
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const retry = await c.post('/api/v1/spaces/idem/entries', { fields: { title: 'Once' }, content_type: 'note' }, { 'idempotency-key': key });
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(retry.body, first.body, 'same body, keys in another order count as the same request');
    assert.equal(await count('entries'), 1);
    const created = await svc().database.db.selectFrom('activity').select('id').where('space_id', '=', 'idem').where('action', '=', 'entry.created').execute();
    assert.equal(created.length, 1);
  });

  it('the same key with another body answers 422 and does nothing', async () => {
    const key = randomUUID();
    const c = svc().client(token);
    await c.post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'A' } }, { 'idempotency-key': key });
    const before = await count('entries');
    const other = await c.post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'B' } }, { 'idempotency-key': key });
    assert.equal(other.status, 422);
    assert.equal(other.body.error.code, 'invalid_parameter');
    assert.match(other.body.error.fix, /new Idempotency-Key/);
    assert.equal(await count('entries'), before);
  });

  it('a retried publish does not publish twice: one entry.published event', async () => {
    const c = svc().client(token);
    const entry = await c.post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'Pub' } });
    const key = randomUUID();
    const first = await c.post(`/api/v1/spaces/idem/entries/${entry.body.sys.id}/publish`, undefined, { 'idempotency-key': key });
    const retry = await c.post(`/api/v1/spaces/idem/entries/${entry.body.sys.id}/publish`, undefined, { 'idempotency-key': key });
    assert.equal(first.status, 200);
    assert.equal(retry.status, 200);
    assert.deepEqual(retry.body, first.body);
    const events = await svc().database.db.selectFrom('outbox').select('id').where('event', '=', 'entry.published').where('resource_id', '=', entry.body.sys.id).execute();
    assert.equal(events.length, 1);
  });

  it('a retried restore saves one new version', async () => {
    const c = svc().client(token);
    const entry = await c.post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'Old' } });
    await c.patch(`/api/v1/spaces/idem/entries/${entry.body.sys.id}`, { fields: { title: 'New' } });
    const key = randomUUID();
    const first = await c.post(`/api/v1/spaces/idem/entries/${entry.body.sys.id}/versions/1/restore`, {}, { 'idempotency-key': key });
    const retry = await c.post(`/api/v1/spaces/idem/entries/${entry.body.sys.id}/versions/1/restore`, {}, { 'idempotency-key': key });
    assert.equal(first.status, 200, first.text);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(retry.body, first.body);
    assert.equal(first.body.sys.version, 3);
    assert.equal((await c.get(`/api/v1/spaces/idem/entries/${entry.body.sys.id}`)).body.sys.version, 3);
  });

  it('a retried batch runs once; a failed batch answers its error again', async () => {
    const c = svc().client(token);
    const key = randomUUID();
    const body = { operations: [{ op: 'create_entry', content_type: 'note', fields: { title: 'Batched' } }] };
    const before = await count('entries');
    const first = await c.post('/api/v1/spaces/idem/batch', body, { 'idempotency-key': key });
    const retry = await c.post('/api/v1/spaces/idem/batch', body, { 'idempotency-key': key });
    assert.equal(first.status, 200);
    assert.deepEqual(retry.body, first.body);
    assert.equal(await count('entries'), before + 1);

    const badKey = randomUUID();
    const bad = { operations: [{ op: 'create_entry', content_type: 'missing', fields: {} }] };
    const failed = await c.post('/api/v1/spaces/idem/batch', bad, { 'idempotency-key': badKey });
    const again = await c.post('/api/v1/spaces/idem/batch', bad, { 'idempotency-key': badKey });
    assert.equal(failed.status, again.status);
    assert.deepEqual(again.body, failed.body);
  });

  it('a retried multipart upload (new boundary) stores one file', async () => {
    const png = await rasterImage('png', 4, 4);
    const key = randomUUID();
    const c = svc().client(token);
    const first = await c.post('/api/v1/spaces/idem/assets', uploadForm(png, 'dot.png', { title: 'Dot', alt: 'A dot' }, 'image/png'), { 'idempotency-key': key });
    assert.equal(first.status, 201, first.text);
    const retry = await c.post('/api/v1/spaces/idem/assets', uploadForm(png, 'dot.png', { title: 'Dot', alt: 'A dot' }, 'image/png'), { 'idempotency-key': key });
    assert.equal(retry.status, 201);
    assert.equal(retry.body.sys.id, first.body.sys.id);
    assert.equal(await count('assets'), 1);
    const otherFile = await c.post('/api/v1/spaces/idem/assets', uploadForm(await rasterImage('png', 5, 5), 'dot.png', { title: 'Dot', alt: 'A dot' }, 'image/png'), { 'idempotency-key': key });
    assert.equal(otherFile.status, 422);
  });

  it('keys belong to their caller, and a malformed key is refused', async () => {
    const key = randomUUID();
    const other = await svc().key('idem', 'agent', 'Another');
    const a = await svc().client(token).post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'Mine' } }, { 'idempotency-key': key });
    const b = await svc().client(other).post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'Mine' } }, { 'idempotency-key': key });
    assert.equal(b.status, 201);
    assert.notEqual(b.body.sys.id, a.body.sys.id);
    const bad = await svc().client(token).post('/api/v1/spaces/idem/entries', { content_type: 'note', fields: { title: 'x' } }, { 'idempotency-key': 'has space' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_parameter');
    assert.match(bad.body.error.message, /Idempotency-Key header/);
  });

  it('an empty key is refused naming the header, with a fix, and nothing is written', async () => {
    const before = await count('entries');
    for (const path of ['/api/v1/spaces/idem/entries', '/api/v1/spaces/idem/batch']) {
      const body = path.endsWith('batch') ? { operations: [{ op: 'create_entry', content_type: 'note', fields: { title: 'Empty key' } }] } : { content_type: 'note', fields: { title: 'Empty key' } };
      const res = await svc().client(token).post(path, body, { 'idempotency-key': '' });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.error.code, 'invalid_parameter');
      assert.match(res.body.error.message, /Idempotency-Key header/);
      assert.doesNotMatch(res.body.error.message, /query parameter/);
      assert.match(res.body.error.details.parameters['Idempotency-Key'], /not an empty value/);
      assert.match(res.body.error.fix, /UUID as the Idempotency-Key header/);
    }
    assert.equal(await count('entries'), before);
  });

  it('two requests with the same key at the same time write once and both get the one answer', async () => {
    const key = randomUUID();
    const body = { operations: Array.from({ length: 5 }, (_, i) => ({ op: 'create_entry', content_type: 'note', fields: { title: `Race ${i}` } })) };
    const before = await count('entries');
    const [a, b] = await Promise.all([0, 1].map(() => svc().client(token).post('/api/v1/spaces/idem/batch', body, { 'idempotency-key': key })));
    assert.deepEqual([a.status, b.status], [200, 200], `${a.text} ${b.text}`);
    assert.deepEqual(b.body, a.body);
    assert.equal(await count('entries'), before + 5);
  });
});

describe('Idempotency-Key when the node dies right after the commit', () => {
  let svc: TestService;
  let token = '';
  before(async () => {
    svc = await startTestService();
    await svc.space('crash');
    token = await svc.key('crash', 'agent', 'Importer');
    await svc.client(token).post('/api/v1/spaces/crash/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
  });
  after(() => svc.stop());

  it('a retry on another node answers the committed batch again and nothing is written twice', async () => {
    const dying = await startDyingService(svc.testDatabase, 'entry.created');
    const key = randomUUID();
    const body = { operations: Array.from({ length: 10 }, (_, i) => ({ op: 'create_entry', content_type: 'note', fields: { title: `Row ${i}` } })) };
    // The node commits the batch and is killed before it answers: the client sees the connection die.
    await assert.rejects(fetch(`${dying.url}/api/v1/spaces/crash/batch`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) }));
    assert.equal(await dying.exited, 'SIGKILL');
    const rows = await svc.database.db.selectFrom('entries').select('id').where('space_id', '=', 'crash').execute();
    assert.equal(rows.length, 10, 'the batch committed');

    const retry = await svc.client(token).post('/api/v1/spaces/crash/batch', body, { 'idempotency-key': key });
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(retry.body.results.map((r: { sys: { id: string } }) => r.sys.id).sort(), rows.map((r) => r.id).sort());
    const after = await svc.database.db.selectFrom('entries').select('id').where('space_id', '=', 'crash').execute();
    assert.equal(after.length, 10, 'still 10 rows, not 20');
  });
});

describe('Idempotency-Key per agent, not per token', () => {
  const svc = useService();

  it('an agent retrying with its refreshed OAuth token gets the first answer: one entry', async () => {
    await svc().space('oa');
    const owner = await svc().key('oa', 'management');
    await svc().client(owner).post('/api/v1/spaces/oa/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    const as = await discover(svc());
    const client = await register(as, ['http://127.0.0.1/callback']);
    const person = await signedInPerson(svc(), 'owner@example.com', ['oa']);
    const first = await obtainTokens(as, client, person, { redirectUri: 'http://127.0.0.1/callback', space: 'oa' });
    const refreshed = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: client.client_id });
    assert.ok(refreshed.body.access_token && refreshed.body.access_token !== first.access_token);

    const key = randomUUID();
    const body = { content_type: 'note', fields: { title: 'Once per agent' } };
    const a = await svc().client(first.access_token).post('/api/v1/spaces/oa/entries', body, { 'idempotency-key': key });
    const b = await svc().client(refreshed.body.access_token).post('/api/v1/spaces/oa/entries', body, { 'idempotency-key': key });
    assert.equal(a.status, 201, a.text);
    assert.equal(b.status, 201, b.text);
    assert.equal(b.headers.get('idempotent-replayed'), 'true');
    assert.equal(b.body.sys.id, a.body.sys.id);
    const n = await svc().database.db.selectFrom('entries').select('id').where('space_id', '=', 'oa').execute();
    assert.equal(n.length, 1);
  });
});

describe('Idempotency-Key on several nodes', () => {
  let a: TestService;
  let b: TestService;
  before(async () => {
    a = await startTestService();
    b = await startTestService({}, { database: a.testDatabase });
  });
  after(async () => {
    await b.stop();
    await a.stop();
  });

  it('a retry that reaches another node answers the first response', async () => {
    await a.space('multi');
    const token = await a.key('multi', 'agent');
    await a.client(token).post('/api/v1/spaces/multi/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    const key = randomUUID();
    const body = { content_type: 'note', fields: { title: 'Across' } };
    const first = await a.client(token).post('/api/v1/spaces/multi/entries', body, { 'idempotency-key': key });
    const retry = await b.client(token).post('/api/v1/spaces/multi/entries', body, { 'idempotency-key': key });
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(retry.body.sys.id, first.body.sys.id);
    const n = await a.database.db.selectFrom('entries').select('id').where('space_id', '=', 'multi').execute();
    assert.equal(n.length, 1);
  });
});
