import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { errorReference } from '../../src/domain/errors.ts';
import { useService } from '../support/service.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

type Verify = (secret: string, headers: Record<string, string>, rawBody: string | Buffer, now?: number) => boolean;

/** The "By hand" recipe of docs/deploy-hooks.md, exactly as the page shows it, loaded as a module. */
async function byHandRecipe(): Promise<Verify> {
  const markdown = readFileSync(new URL('../../docs/deploy-hooks.md', import.meta.url), 'utf8');
  const code = markdown.split('### By hand')[1]?.match(/```js\n([\s\S]*?)```/)?.[1];
  assert.ok(code, 'docs/deploy-hooks.md has a "By hand" section with a js block');
  const file = join(mkdtempSync(join(tmpdir(), 'tessera-recipe-')), 'verify.mjs');
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { verifyTesseraHook: Verify }).verifyTesseraHook;
}

describe('docs pages: errors and deploy hooks', () => {
  const svc = useService();
  let rx: Receiver;
  let secret = '';

  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
    const mgmt = svc().client(await svc().key('site', 'management'));
    const hook = await mgmt.post('/api/v1/spaces/site/webhooks', { name: 'Build', kind: 'generic', url: rx.url('/build') });
    secret = hook.body.secret;
    const sent = await mgmt.post(`/api/v1/spaces/site/webhooks/${hook.body.webhook.id}/test`);
    assert.equal(sent.body.delivery.ok, true);
  });
  after(() => rx.close());

  it('renders the error table as HTML: code spans become <code>, nothing is left as raw markdown', async () => {
    const res = await svc().anon.get('/docs/errors');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    for (const e of errorReference()) {
      const row = res.text.match(new RegExp(`<tr id="${e.code}">(.*?)</tr>`))?.[1];
      assert.ok(row, `a row for ${e.code}`);
      assert.ok(!row.includes('`'), `${e.code}: no backtick left in ${row}`);
    }
    assert.ok(res.text.includes('<code>Authorization: Bearer &lt;token&gt;</code>'), 'the missing_key fix shows its header as code, escaped');
  });

  it('serves the deploy-hook page from docs/deploy-hooks.md: body, headers, signature, verification in several languages', async () => {
    const res = await svc().anon.get('/docs/deploy-hooks');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    for (const text of ['webhook-signature', 'webhook-timestamp', '<h2 id="verifying-the-signature">', 'language-python', 'language-go', 'language-php', 'verifyTesseraHook', '<table>']) {
      assert.ok(res.text.includes(text), text);
    }
    assert.doesNotMatch(res.text, /href="[a-z-]+\.md/, 'links to other docs files point at served pages or are dropped');
  });

  it('the documented by-hand recipe verifies a real delivery, and refuses a changed body, another secret or an old timestamp', async () => {
    const verify = await byHandRecipe();
    const [delivery] = await rx.waitFor(1, '/build');
    assert.equal(verify(secret, delivery.headers, delivery.body), true);
    // The library agrees on the same request.
    assert.doesNotThrow(() => new Webhook(secret).verify(delivery.body, delivery.headers));

    assert.equal(verify(secret, delivery.headers, delivery.body.replace('webhook.test', 'entry.published')), false);
    assert.equal(verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, delivery.headers, delivery.body), false);
    const sentAt = Number(delivery.headers['webhook-timestamp']) * 1000;
    assert.equal(verify(secret, delivery.headers, delivery.body, sentAt + 6 * 60_000), false);
    assert.equal(verify(secret, { ...delivery.headers, 'webhook-signature': `v1,bogus ${delivery.headers['webhook-signature']}` }, delivery.body), true, 'any listed signature may match');
  });
});
