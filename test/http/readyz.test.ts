import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { useService } from '../support/service.ts';

/**
 * `GET /readyz` for a load balancer (docs/deploy.md "Health checks"): 200 with its checks when
 * the node can serve, 503 naming the part it cannot use. One node: database and file storage,
 * no Redis. (Redis and a database that refuses connections: test/multinode/redis-outage.test.ts.)
 */
describe('GET /readyz on one node', () => {
  const svc = useService();
  const ready = async () => {
    const res = await fetch(`${svc().url}/readyz`);
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as { ok: boolean; failing: string[]; checks: Record<string, { ok: boolean; ms: number; error?: string }> } };
  };
  const until = async (ok: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('answers 200 with the database and storage checks, uncached', async () => {
    const r = await ready();
    assert.equal(r.status, 200);
    assert.equal(r.cache, 'no-store');
    assert.equal(r.body.ok, true);
    assert.deepEqual(r.body.failing, []);
    assert.deepEqual(Object.keys(r.body.checks).sort(), ['database', 'storage'], 'no Redis on one node');
    for (const c of Object.values(r.body.checks)) assert.equal(c.ok, true);
  });

  it('answers 503 naming the file storage while it cannot be written, and 200 again once it can', async () => {
    const storage = svc().config.storage;
    assert.equal(storage.kind, 'local');
    if (storage.kind !== 'local') return;
    const moved = `${storage.dir}.away`;
    if (fs.existsSync(storage.dir)) fs.renameSync(storage.dir, moved);
    // A plain file where the storage directory belongs: nothing can be stored under it.
    fs.writeFileSync(storage.dir, 'not a directory');
    try {
      await until(async () => (await ready()).status === 503);
      const r = await ready();
      assert.equal(r.body.ok, false);
      assert.deepEqual(r.body.failing, ['storage']);
      assert.equal(r.body.checks.database.ok, true);
      assert.match(r.body.checks.storage.error ?? '', /^unreachable/);
      assert.ok(!(r.body.checks.storage.error ?? '').includes(storage.dir), 'no path in a public answer');
      assert.equal((await fetch(`${svc().url}/healthz`)).status, 200, 'liveness is not readiness');
    } finally {
      fs.rmSync(storage.dir);
      if (fs.existsSync(moved)) fs.renameSync(moved, storage.dir);
    }
    await until(async () => (await ready()).status === 200);
  });

  it('is in the OpenAPI document, without credentials', async () => {
    const doc = (await (await fetch(`${svc().url}/api/v1/openapi.json`)).json()) as { paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }> };
    const op = doc.paths['/readyz']?.get;
    assert.ok(op, '/readyz documented');
    assert.deepEqual(op.security, []);
    // 400: a parameter with a NUL character, refused before any route; default: the error envelope of anything unforeseen.
    assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '503', 'default']);
  });
});
