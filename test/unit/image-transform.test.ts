import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planTransform, transformedFilename } from '../../src/domain/image-transform.ts';
import { AppError } from '../../src/domain/errors.ts';
import { contentDisposition, contentSecurityPolicy, parseRange } from '../../src/http/file-headers.ts';

describe('planTransform', () => {
  it('asks for nothing without parameters', () => assert.equal(planTransform({}, 'image/png'), null));

  const cases: Array<[Parameters<typeof planTransform>[0], string, Partial<ReturnType<typeof planTransform> & object>]> = [
    [{ w: 100 }, 'image/jpeg', { width: 100, height: undefined, format: 'jpg', quality: 80, contentType: 'image/jpeg', key: 'w100_h_any_jpg_q80' }],
    [{ w: 100, h: 50 }, 'image/png', { fit: 'inside', format: 'png', quality: undefined, key: 'w100_h50_inside_png_q' }],
    [{ w: 100, h: 50, fit: 'cover', fm: 'webp', q: 60 }, 'image/png', { fit: 'cover', format: 'webp', quality: 60, contentType: 'image/webp' }],
    [{ fm: 'avif' }, 'image/gif', { format: 'avif', quality: 50, contentType: 'image/avif' }],
    [{ w: 10 }, 'image/gif', { format: 'gif', contentType: 'image/gif' }],
    [{ w: 64 }, 'image/svg+xml', { format: 'png', contentType: 'image/png' }],
    [{ q: 40, fm: 'png' }, 'image/jpeg', { quality: undefined, format: 'png' }],
  ];
  for (const [query, ct, expected] of cases) {
    it(`${JSON.stringify(query)} of ${ct}`, () => {
      const plan = planTransform(query, ct)!;
      for (const [k, v] of Object.entries(expected)) assert.deepEqual(plan[k as keyof typeof plan], v, k);
    });
  }

  it('gives equal requests one key: fit does not matter with one side only', () => {
    assert.equal(planTransform({ w: 10, fit: 'cover' }, 'image/png')!.key, planTransform({ w: 10 }, 'image/png')!.key);
    assert.notEqual(planTransform({ w: 10, h: 10, fit: 'cover' }, 'image/png')!.key, planTransform({ w: 10, h: 10 }, 'image/png')!.key);
  });

  it('refuses transformations of PDFs and videos with invalid_parameter', () => {
    for (const ct of ['application/pdf', 'video/mp4', 'video/webm']) {
      assert.throws(() => planTransform({ w: 10 }, ct), (e: unknown) => e instanceof AppError && e.code === 'invalid_parameter');
    }
  });

  it('refuses to transform originals of more than 100 million pixels', () => {
    assert.ok(planTransform({ w: 10 }, 'image/png', 10_000 * 10_000));
    assert.throws(() => planTransform({ w: 10 }, 'image/png', 10_001 * 10_000), (e: unknown) => e instanceof AppError && e.code === 'invalid_parameter');
    assert.equal(planTransform({}, 'image/png', 20_000 * 20_000), null, 'the original is still served');
  });

  it('names the output after its format', () => {
    assert.equal(transformedFilename('hero.jpg', 'webp'), 'hero.webp');
    assert.equal(transformedFilename('logo.svg', 'png'), 'logo.png');
  });
});

describe('delivery headers', () => {
  it('builds a Content-Disposition no file name can break', () => {
    assert.equal(contentDisposition('photo.jpg'), `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`);
    assert.equal(contentDisposition('Grün "x";.png'), `inline; filename="Gr_n _x__.png"; filename*=UTF-8''Gr%C3%BCn%20%22x%22%3B.png`);
    assert.doesNotMatch(contentDisposition('a\r\nSet-Cookie: x=1.png'), /\r|\n/);
    assert.equal(contentDisposition("it's (1).pdf"), `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
  });

  it('sandboxes everything but PDFs, which browsers refuse to show in a sandbox', () => {
    assert.equal(contentSecurityPolicy('image/svg+xml'), "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    assert.match(contentSecurityPolicy('video/mp4'), /sandbox/);
    assert.doesNotMatch(contentSecurityPolicy('application/pdf'), /sandbox/);
    assert.match(contentSecurityPolicy('application/pdf'), /default-src 'none'/);
  });

  it('parses single byte ranges', () => {
    const cases: Array<[string | undefined, ReturnType<typeof parseRange>]> = [
      [undefined, null],
      ['bytes=0-9', { start: 0, end: 9 }],
      ['bytes=90-', { start: 90, end: 99 }],
      ['bytes=-10', { start: 90, end: 99 }],
      ['bytes=-500', { start: 0, end: 99 }],
      ['bytes=50-500', { start: 50, end: 99 }],
      ['bytes=100-', 'unsatisfiable'],
      ['bytes=9-3', 'unsatisfiable'],
      ['bytes=-0', 'unsatisfiable'],
      ['items=0-1', 'unsatisfiable'],
      ['bytes=0-1,5-6', null],
    ];
    for (const [h, expected] of cases) assert.deepEqual(parseRange(h, 100), expected, String(h));
  });
});
