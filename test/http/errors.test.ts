import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import type { Res } from '../support/http.ts';

function assertEnvelope(res: Res, status: number, code: string): void {
  assert.equal(res.status, status, res.text);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  const e = res.body.error;
  assert.equal(e.code, code);
  for (const k of ['message', 'fix', 'doc_url'] as const) assert.ok(typeof e[k] === 'string' && e[k].length > 0, `${k} present`);
  assert.ok(e.doc_url.endsWith(`#${code}`));
}

describe('error envelope on every non-2xx answer', () => {
  const svc = useService();
  let token = '';

  before(async () => {
    await svc().space('site');
    token = await svc().key('site', 'management');
  });

  it('unknown routes are not_found', async () => {
    assertEnvelope(await svc().anon.get('/api/v1/nope'), 404, 'not_found');
    assertEnvelope(await svc().client(token).post('/api/v1/spaces/site/unknown', {}), 404, 'not_found');
  });

  it('malformed JSON is invalid_body', async () => {
    const res = await svc().client(token).patch('/api/v1/spaces/site', '{"production_url": ', { 'content-type': 'application/json' });
    assertEnvelope(res, 400, 'invalid_body');
  });

  it('a body that is not JSON is invalid_body with 415', async () => {
    const res = await svc().client(token).patch('/api/v1/spaces/site', 'production_url=x', { 'content-type': 'text/plain' });
    assertEnvelope(res, 415, 'invalid_body');
  });

  it('an oversized body is invalid_body with 413', async () => {
    const big = JSON.stringify({ production_url: 'https://example.com/' + 'a'.repeat(2 * 1024 * 1024) });
    const res = await svc().client(token).patch('/api/v1/spaces/site', big, { 'content-type': 'application/json' });
    assertEnvelope(res, 413, 'invalid_body');
  });

  it('schema failures are validation_failed with details.fields', async () => {
    const res = await svc().client(token).patch('/api/v1/spaces/site', { prefix_default_locale: 'yes', extra: 1 });
    assertEnvelope(res, 422, 'validation_failed');
    assert.ok(res.body.error.details.fields.prefix_default_locale);
    assert.ok(res.body.error.details.fields.extra);
  });

  it('bad query parameters are invalid_parameter', async () => {
    const res = await svc().client(token).delete('/api/v1/spaces/site/locales/de?delete_values=maybe');
    assertEnvelope(res, 400, 'invalid_parameter');
    assert.ok(res.body.error.details.parameters.delete_values);
  });

  it('doc_url points at a real page that documents the code', async () => {
    const res = await svc().anon.get('/api/v1');
    const url = new URL(res.body.error.doc_url);
    const page = await fetch(url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /id="missing_key"/);
  });

  it('every answer carries a request id', async () => {
    const res = await svc().anon.get('/api/v1');
    assert.ok(res.headers.get('x-request-id'));
  });
});
