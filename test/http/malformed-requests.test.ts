import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useService } from '../support/service.ts';
import type { Client, Res } from '../support/http.ts';
import { MCP_BODY_LIMIT } from '../../src/mcp/handle.ts';

/** The SPEC envelope with a useful fix (whatever layer refused the request). */
function assertEnvelope(res: Res, status: number, code: string, what = ''): void {
  assert.equal(res.status, status, `${what}: ${res.text}`);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/, what);
  const e = res.body?.error;
  assert.equal(e?.code, code, `${what}: ${res.text}`);
  for (const k of ['message', 'fix', 'doc_url'] as const) assert.ok(typeof e[k] === 'string' && e[k].length > 0, `${what}: ${k} present`);
  assert.equal(res.body.statusCode, undefined, `${what}: no framework fields`);
}

describe('malformed requests are refused in the envelope, never with 500', () => {
  const svc = useService();
  let c: Client;
  let entryId = '';

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
    const type = await c.post('/api/v1/spaces/site/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'order', name: 'Order', type: 'integer' }] });
    assert.equal(type.status, 201, type.text);
    const entry = await c.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Hello' } });
    assert.equal(entry.status, 201, entry.text);
    entryId = entry.body.sys.id;
  });

  describe('numbers out of range in query parameters', () => {
    const lists = () => [
      '/api/v1/spaces/site/content_types',
      '/api/v1/spaces/site/assets',
      '/api/v1/spaces/site/entries',
      `/api/v1/spaces/site/entries/${entryId}/versions`,
    ];
    for (const [param, value] of [
      ['skip', '1e309'],
      ['skip', '99999999999999999999999'],
      ['skip', '-1'],
      ['skip', '1.5'],
      ['skip', 'NaN'],
      ['skip', 'Infinity'],
      ['limit', '1e309'],
      ['limit', '0'],
      ['limit', '1001'],
    ]) {
      it(`${param}=${value} is invalid_parameter naming the bounds`, async () => {
        for (const path of lists()) {
          const res = await c.get(`${path}?${param}=${value}`);
          assertEnvelope(res, 400, 'invalid_parameter', `${path}?${param}=${value}`);
          assert.ok(res.body.error.details.parameters[param], path);
          assert.match(res.body.error.fix, param === 'skip' ? /0 to 1000000000/ : /1 to 1000/, `${path}: the bounds are in the fix`);
        }
      });
    }

    it('a huge number in an integer field filter is invalid_parameter, not 500', async () => {
      for (const value of ['99999999999999999999999', '1e309', '1.5']) {
        const res = await c.get(`/api/v1/spaces/site/entries?content_type=post&fields.order=${value}`);
        assertEnvelope(res, 400, 'invalid_parameter', value);
      }
    });

    it('in-range numbers still work, at the bounds too', async () => {
      const res = await c.get('/api/v1/spaces/site/entries?skip=1000000000&limit=1000');
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.items.length, 0);
      assert.equal((await c.get('/api/v1/spaces/site/content_types?skip=0&limit=1')).body.items.length, 1);
    });
  });

  describe('deeply nested and oversized JSON bodies', () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

    it('the API, batch and MCP refuse 10,000 levels with invalid_body and keep serving', async () => {
      for (const [method, path] of [['PATCH', '/api/v1/spaces/site'], ['POST', '/api/v1/spaces/site/entries'], ['POST', '/api/v1/spaces/site/batch'], ['POST', '/api/v1/spaces/site/content_types']] as const) {
        for (const body of [nested(10_000), `{"fields":${deepObject(10_000)}}`]) {
          const res = await c.raw(path, { method, headers: { 'content-type': 'application/json' }, body });
          assertEnvelope(res, 400, 'invalid_body', `${method} ${path}`);
          assert.match(res.body.error.fix, /100 levels/);
        }
      }
      assert.equal((await c.get('/api/v1/spaces/site')).status, 200);
    });

    it('MCP answers a JSON-RPC parse error', async () => {
      for (const body of [nested(10_000), `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":${deepObject(10_000)}}`]) {
        const res = await c.raw('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });
        assert.equal(res.status, 400, res.text);
        assert.equal(res.body.jsonrpc, '2.0');
        assert.equal(res.body.error.code, -32700);
        assert.match(res.body.error.message, /100 levels/);
      }
      const list = await c.raw('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) });
      assert.equal(list.status, 200, 'MCP still answers');
    });

    it('OAuth registration answers {error, error_description}', async () => {
      const res = await svc().anon.raw('/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"redirect_uris":${nested(10_000)}}` });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.error, 'invalid_client_metadata');
      assert.match(res.body.error_description, /100 levels/);
    });

    it('brackets inside strings do not count, and 100 levels are accepted', async () => {
      const res = await c.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: '[{"\\'.repeat(60) } });
      assert.equal(res.status, 201, res.text);
      const atLimit = await c.raw('/api/v1/spaces/site', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: `{"production_url":${nested(99)}}` });
      assertEnvelope(atLimit, 422, 'validation_failed', 'a 100-level body reaches validation');
    });

    it('an oversized MCP body is a JSON-RPC error too', async () => {
      const res = await c.raw('/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(MCP_BODY_LIMIT + 1024) } }) });
      assert.equal(res.status, 413, res.text);
      assert.equal(res.body.error.code, -32700);
    });
  });

  describe('what the router and HTTP parser refuse', () => {
    it('a path that is not valid percent-encoded UTF-8 is invalid_parameter in the envelope', async () => {
      for (const path of ['/api/v1/spaces/%ff%fe', `/api/v1/spaces/site/entries/%ff%fe`, '/api/v1/spaces/site/content_types/%c0%af', '/files/site/x/%ff/a.png']) {
        const res = await c.get(path);
        assertEnvelope(res, 400, 'invalid_parameter', path);
        assert.match(res.body.error.fix, /UTF-8/);
        assert.ok(res.headers.get('x-request-id'));
      }
    });

    it('an unknown Expect header is ignored: the request is served, and refusals stay in the envelope', async () => {
      const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
        new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
          const req = http.request(svc().url + path, { method, headers: { expect: 'bogus', ...headers } }, (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }));
          });
          req.on('error', reject);
          req.end(body);
        });
      const auth = { authorization: `Bearer ${await svc().key('site', 'management')}` };
      const read = await send('GET', `/api/v1/spaces/site/entries/${entryId}`, auth);
      assert.equal(read.status, 200, read.text);
      assert.equal(JSON.parse(read.text).sys.id, entryId);
      const anon = await send('POST', '/api/v1/spaces/site/entries', { 'content-type': 'application/json' }, '{}');
      assert.equal(anon.status, 401, anon.text);
      assert.match(anon.type, /application\/json/);
      assert.equal(JSON.parse(anon.text).error.code, 'missing_key');
      const written = await send('POST', '/api/v1/spaces/site/entries', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ content_type: 'post', fields: { title: 'Expected' } }));
      assert.equal(written.status, 201, written.text);
    });

    it('an over-long path parameter is 414 in the envelope; long but sane ones reach the route', async () => {
      const res = await c.get(`/api/v1/spaces/site/entries/${'a'.repeat(5000)}`);
      assertEnvelope(res, 414, 'invalid_parameter', 'long id');
      assertEnvelope(await c.get(`/api/v1/spaces/site/entries/${'a'.repeat(500)}`), 404, 'not_found', '500 characters');
    });

    it('NUL characters in path, query or body are refused before any database query (both engines)', async () => {
      for (const path of ['/api/v1/spaces/site/entries/%00', `/api/v1/spaces/site/entries?content_type=post&fields.title=a%00b`, `/api/v1/spaces/site/entries/${entryId}?locale=%00`]) {
        assertEnvelope(await c.get(path), 400, 'invalid_parameter', path);
      }
      const res = await c.post('/api/v1/spaces/site/batch', { operations: [{ op: 'publish_entry', id: 'x\u0000y' }] });
      assertEnvelope(res, 400, 'invalid_body', 'NUL in a batch id');
    });

    it('a request line the HTTP parser cannot read is answered in the envelope', async () => {
      const net = await import('node:net');
      const url = new URL(svc().url);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => socket.write('GET /api/v1 HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      assert.match(answer, /^HTTP\/1.1 400/);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      assert.equal(body.error.code, 'invalid_body');
      assert.ok(body.error.fix);
    });
  });
});
