import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { matchingTag, MIN_COMPRESSED_BYTES, representation, type Compressible } from '../../src/http/compressed-forms.ts';
import { ResponseCache } from '../../src/http/delivery-cache.ts';

const json = Buffer.from(JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ title: `Harbour news ${i}`, body: 'The ferry leaves at nine. '.repeat(4) })) }));
/** Waits until every form started for these answers is made (compression runs on libuv's pool, so on a busy machine it may take a while). */
async function settle(...answers: Compressible[]): Promise<void> {
  const pending = () => answers.some((a) => [...(a.making ?? [])].some((e) => !a.encoded?.[e]));
  for (let i = 0; i < 1000 && pending(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('compressed forms of a cached answer', () => {
  it('matches If-None-Match against every form of the content', () => {
    const etag = '"abc"';
    const cases: Array<[string | undefined, string | null]> = [
      [undefined, null],
      ['"abc"', '"abc"'],
      ['"abc.br"', '"abc.br"'],
      ['W/"abc.gz"', '"abc.gz"'],
      ['"x", "abc.br"', '"abc.br"'],
      ['*', '"abc"'],
      ['"abc.zz"', null],
      ['"ab"', null],
    ];
    for (const [header, want] of cases) assert.equal(matchingTag(header, etag), want, String(header));
  });

  it('answers plain until a form is made, then picks it by the client\'s preference', async () => {
    const res: Compressible = { body: json, etag: '"h"' };
    assert.equal(representation(res, 'br, gzip').encoding, null, 'the first request does not wait');
    await settle(res);
    const br = representation(res, 'br, gzip');
    assert.equal(br.encoding, 'br');
    assert.equal(br.etag, '"h.br"');
    assert.deepEqual(brotliDecompressSync(br.body), json);
    assert.equal(representation(res, 'gzip, br;q=0.1').encoding, 'br', 'while gzip is made, the brotli form made for another client serves');
    await settle(res);
    const gz = representation(res, 'gzip, br;q=0.1');
    assert.equal(gz.etag, '"h.gz"');
    assert.deepEqual(gunzipSync(gz.body), json);
    assert.equal(representation(res, undefined).encoding, null, 'no header: plain');
    assert.equal(representation(res, 'br;q=0, gzip;q=0').encoding, null, 'both refused: plain');
    const small: Compressible = { body: Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a'), etag: '"s"' };
    representation(small, 'br');
    await settle(small);
    assert.equal(representation(small, 'br').encoding, null, 'small answers stay plain');
  });

  it('counts the forms against the cache\'s byte bound', async () => {
    const cache = new ResponseCache(json.length * 8);
    const res = await cache.get('s', 'delivery', 'k', async () => json);
    assert.equal(cache.size.bytes, json.length);
    representation(res, 'br');
    representation(res, 'gzip');
    await settle(res);
    assert.equal(cache.size.bytes, json.length + res.encoded!.br!.length + res.encoded!.gzip!.length);
    cache.invalidate('s');
    assert.equal(cache.size.bytes, 0);
    cache.close();
  });

  it('keeps each form in memory of its own, so what the bound counts is what stays resident', async () => {
    const res: Compressible = { body: json, etag: '"m"' };
    representation(res, 'br');
    representation(res, 'gzip');
    await settle(res);
    for (const form of [res.encoded!.br!, res.encoded!.gzip!]) {
      assert.ok(form.length < 4096, 'a small form');
      // zlib hands back a slice of its 64 KB output chunk; kept as is, 1 KB would hold 64 KB.
      assert.equal(form.buffer.byteLength, form.length);
    }
  });
});
