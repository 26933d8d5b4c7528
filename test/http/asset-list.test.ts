import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import type { Client } from '../support/http.ts';
import { mp4Video, pdfDocument, rasterImage, svgImage, uploadForm } from '../support/media.ts';

/** GET …/assets: paging through what matches, by kind and by words, in one space only. */
describe('GET …/assets with kind and query', () => {
  const svc = useService();
  let c: Client;
  const titles = (r: { body: { items: { fields: { title: string } }[] } }) => r.body.items.map((a) => a.fields.title);

  before(async () => {
    await svc().space('lib');
    await svc().space('other');
    c = svc().client(await svc().key('lib', 'management'));
    const png = await rasterImage('png', 8, 8);
    // Oldest first, so the list (newest first) is the reverse.
    for (const [bytes, name, fields, type] of [
      [png, 'harbour.png', { title: 'Harbour sunset', alt: 'Boats at dusk' }, 'image/png'],
      [png, 'market.png', { title: 'Market stall', description: 'Apples at the harbour market' }, 'image/png'],
      [svgImage(), 'logo.svg', { title: 'Logo' }, 'image/svg+xml'],
      [pdfDocument(), 'terms.pdf', { title: 'Terms 100%_final' }, 'application/pdf'],
      [mp4Video(16, 16), 'clip.mp4', { title: 'Harbour clip' }, 'video/mp4'],
    ] as const) {
      const r = await c.post('/api/v1/spaces/lib/assets', uploadForm(bytes, name, fields, type));
      assert.equal(r.status, 201, r.text);
    }
    const elsewhere = svc().client(await svc().key('other', 'management'));
    assert.equal((await elsewhere.post('/api/v1/spaces/other/assets', uploadForm(png, 'harbour.png', { title: 'Harbour elsewhere' }, 'image/png'))).status, 201);
  });

  it('pages through every file, newest first, with the total', async () => {
    const first = await c.get('/api/v1/spaces/lib/assets?limit=2');
    assert.deepEqual([first.body.total, first.body.skip, first.body.limit], [5, 0, 2]);
    assert.deepEqual(titles(first), ['Harbour clip', 'Terms 100%_final']);
    assert.deepEqual(titles(await c.get('/api/v1/spaces/lib/assets?limit=2&skip=2')), ['Logo', 'Market stall']);
    assert.deepEqual(titles(await c.get('/api/v1/spaces/lib/assets?limit=2&skip=4')), ['Harbour sunset']);
  });

  it('filters by kind, and the total counts only those', async () => {
    const cases: [string, string[]][] = [
      ['image', ['Logo', 'Market stall', 'Harbour sunset']],
      ['video', ['Harbour clip']],
      ['pdf', ['Terms 100%_final']],
      ['other', []],
    ];
    for (const [kind, expected] of cases) {
      const r = await c.get(`/api/v1/spaces/lib/assets?kind=${kind}`);
      assert.equal(r.status, 200, r.text);
      assert.deepEqual([r.body.total, titles(r)], [expected.length, expected], kind);
    }
    const images = await c.get('/api/v1/spaces/lib/assets?kind=image&limit=1&skip=1');
    assert.deepEqual([images.body.total, titles(images)], [3, ['Market stall']]);
  });

  it('finds files by words in the title, file name, alt text or description, in this space only', async () => {
    const cases: [string, string[]][] = [
      ['harbour', ['Harbour clip', 'Market stall', 'Harbour sunset']],
      ['HARBOUR dusk', ['Harbour sunset']],
      ['harb market', ['Market stall']],
      ['logo.svg', ['Logo']],
      ['100%_', ['Terms 100%_final']],
      ['%', ['Terms 100%_final']],
      ['_', ['Terms 100%_final']],
      ['nothing-like-this', []],
    ];
    for (const [query, expected] of cases) {
      const r = await c.get(`/api/v1/spaces/lib/assets?query=${encodeURIComponent(query)}`);
      assert.equal(r.status, 200, r.text);
      assert.deepEqual([r.body.total, titles(r)], [expected.length, expected], query);
    }
    const both = await c.get('/api/v1/spaces/lib/assets?query=harbour&kind=image');
    assert.deepEqual(titles(both), ['Market stall', 'Harbour sunset']);
  });

  it('refuses an unknown kind and too many words with the reason', async () => {
    const kind = await c.get('/api/v1/spaces/lib/assets?kind=audio');
    assert.deepEqual([kind.status, kind.body.error.code], [400, 'invalid_parameter']);
    const words = await c.get(`/api/v1/spaces/lib/assets?query=${encodeURIComponent('a b c d e f g h i j k')}`);
    assert.deepEqual([words.status, words.body.error.code], [400, 'invalid_parameter']);
    assert.match(words.body.error.details.parameters.query, /at most 10 words/);
    assert.match(words.body.error.fix, /10 words or fewer/);
  });
});
