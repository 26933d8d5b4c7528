import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

describe('per-token rate limit', () => {
  const svc = useService({ TESSERA_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers rate_limited with Retry-After past the limit, per token', async () => {
    await svc().space('site');
    const a = svc().client(await svc().key('site', 'delivery'));
    const b = svc().client(await svc().key('site', 'delivery'));
    for (let i = 0; i < 3; i++) {
      const ok = await a.get('/api/v1');
      assert.equal(ok.status, 200);
      assert.equal(ok.headers.get('ratelimit-limit'), '3');
      assert.equal(ok.headers.get('ratelimit-remaining'), String(2 - i));
    }
    const limited = await a.get('/api/v1');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error.code, 'rate_limited');
    const retry = Number(limited.headers.get('retry-after'));
    assert.ok(retry >= 1 && retry <= 60);
    assert.equal((await b.get('/api/v1')).status, 200, 'another token has its own budget');
  });
});
