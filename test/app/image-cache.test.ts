import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImageCache } from '../../src/integrations/media/image-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cache-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const sha = (n: number) => n.toString(16).padStart(64, '0');

describe('ImageCache', () => {
  it('computes each (hash, key) once, also when asked concurrently', async () => {
    const cache = new ImageCache(path.join(dir, 'a'), 1024 * 1024);
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from('result');
    };
    const [a, b] = await Promise.all([cache.get(sha(1), 'w10', 'png', make), cache.get(sha(1), 'w10', 'png', make)]);
    const c = await cache.get(sha(1), 'w10', 'png', make);
    assert.equal(made, 1);
    assert.equal(a.path, b.path);
    assert.equal(c.path, a.path);
    assert.equal(fs.readFileSync(a.path, 'utf8'), 'result');
    await cache.get(sha(1), 'w20', 'png', make);
    assert.equal(made, 2);
  });

  it('stays within its limit, removing the oldest results first', async () => {
    const cache = new ImageCache(path.join(dir, 'b'), 1000);
    for (let i = 0; i < 10; i++) {
      const r = await cache.get(sha(i), 'k', 'png', async () => Buffer.alloc(200, i));
      const t = new Date(Date.now() - (10 - i) * 60_000); // older entries first
      fs.utimesSync(r.path, t, t);
    }
    await cache.prune();
    const left = fs.readdirSync(path.join(dir, 'b'), { recursive: true }).filter((f) => String(f).endsWith('.png')).map((f) => path.basename(String(f)));
    const total = left.length * 200;
    assert.ok(total <= 800, `${total} bytes left`);
    assert.ok(left.includes(`${sha(9)}_k.png`), 'the newest result stays');
    assert.ok(!left.includes(`${sha(0)}_k.png`), 'the oldest result goes');
  });

  it('does not cache a failed computation', async () => {
    const cache = new ImageCache(path.join(dir, 'c'), 1024 * 1024);
    await assert.rejects(cache.get(sha(3), 'k', 'png', async () => Promise.reject(new Error('bad image'))), /bad image/);
    const ok = await cache.get(sha(3), 'k', 'png', async () => Buffer.from('ok'));
    assert.equal(fs.readFileSync(ok.path, 'utf8'), 'ok');
  });
});
