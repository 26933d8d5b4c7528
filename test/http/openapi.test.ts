import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '@readme/openapi-parser';
import { errorReference } from '../../src/domain/errors.ts';
import { inlineCode } from '../../src/http/pages/html.ts';
import { useService } from '../support/service.ts';

describe('OpenAPI document and docs', () => {
  const svc = useService();

  it('is a valid OpenAPI 3.1.0 document of API version 1', async () => {
    const res = await svc().anon.get('/api/v1/openapi.json');
    assert.equal(res.status, 200);
    assert.equal(res.body.openapi, '3.1.0');
    assert.equal(res.body.info.version, '1');
    const result = await validate(structuredClone(res.body));
    assert.equal(result.valid, true, JSON.stringify(result, null, 1));
  });

  it('lists every /api/v1 route the service serves', async () => {
    const doc = (await svc().anon.get('/api/v1/openapi.json')).body;
    const served = svc().app.routeList.filter((r) => r.url.startsWith('/api/v1') && !r.hidden && r.method !== 'HEAD');
    assert.ok(served.length > 5);
    for (const r of served) {
      const path = r.url.replace(/:([a-z_]+)/g, '{$1}').replace(/\/$/, '');
      assert.ok(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${path} is documented`);
    }
    const paths = Object.keys(doc.paths);
    for (const p of ['/api/v1', '/api/v1/spaces/{space_id}', '/api/v1/spaces/{space_id}/locales', '/api/v1/spaces/{space_id}/api_keys']) {
      assert.ok(paths.includes(p), `${p} in document`);
    }
  });

  it('writes unions of literals as enums, so the reference lists the allowed values', async () => {
    const doc = (await svc().anon.get('/api/v1/openapi.json')).body;
    const richText = doc.paths['/api/v1/spaces/{space_id}/entries'].get.parameters.find((p: { name: string }) => p.name === 'rich_text');
    assert.deepEqual(richText.schema.enum, ['json', 'markdown', 'html']);
    assert.doesNotMatch(JSON.stringify(doc), /"anyOf":\[\{"const"/);
  });

  it('serves a human reference at /docs that renders this document (test/browser/reference.test.ts renders it)', async () => {
    const res = await svc().anon.get('/docs');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self';/);
    assert.ok((await svc().anon.get('/docs/reference.js')).text.includes("'/api/v1/openapi.json'"));
  });

  it('lists every error code at /docs/errors with its status, meaning and usual fix, from the one error table', async () => {
    const res = await svc().anon.get('/docs/errors');
    assert.equal(res.status, 200);
    for (const e of errorReference()) {
      const row = res.text.match(new RegExp(`<tr id="${e.code}">(.*?)</tr>`))?.[1];
      assert.ok(row, `a row for ${e.code}`);
      assert.ok(row.includes(`<td>${e.status}</td>`), `${e.code} status`);
      assert.ok(e.meaning.length > 0, `${e.code} has a meaning`);
      assert.ok(row.includes(inlineCode(e.fix)), `${e.code} fix`);
    }
  });
});
