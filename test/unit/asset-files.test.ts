import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  extensionOf, filenameFromUrl, kindByContentType, kindForDetectedMime, resolveFilename, sanitizeFilename, titleFromFilename,
} from '../../src/domain/asset-files.ts';
import { normalizeAssetText } from '../../src/domain/asset-metadata.ts';

const k = (ct: string) => kindByContentType(ct)!;

describe('allowed kinds by detected type', () => {
  const cases: Array<[string, string | undefined]> = [
    ['image/jpeg', 'image/jpeg'], ['image/png', 'image/png'], ['image/apng', 'image/png'], ['image/webp', 'image/webp'],
    ['image/gif', 'image/gif'], ['application/pdf', 'application/pdf'], ['video/mp4', 'video/mp4'], ['video/x-m4v', 'video/mp4'],
    ['video/webm', 'video/webm'], ['image/svg+xml', 'image/svg+xml'],
    ['image/tiff', undefined], ['image/bmp', undefined], ['image/avif', undefined], ['image/heic', undefined], ['video/quicktime', undefined],
    ['video/matroska', undefined], ['application/zip', undefined], ['text/html', undefined], ['application/x-msdownload', undefined],
  ];
  for (const [mime, expected] of cases) it(`${mime} → ${expected ?? 'refused'}`, () => assert.equal(kindForDetectedMime(mime)?.contentType, expected));

  it('has the SPEC sizes: 20 MB for images and PDF, 50 MB for video', () => {
    for (const ct of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf']) assert.equal(k(ct).maxBytes, 20 * 1024 * 1024);
    for (const ct of ['video/mp4', 'video/webm']) assert.equal(k(ct).maxBytes, 50 * 1024 * 1024);
  });
});

describe('resolveFilename', () => {
  const cases: Array<[string | null, string, boolean, string | { problem: RegExp; suggestion: string }]> = [
    ['photo.jpg', 'image/jpeg', true, 'photo.jpg'],
    ['photo.JPEG', 'image/jpeg', true, 'photo.JPEG'],
    ['photo', 'image/jpeg', true, 'photo.jpg'],
    ['report.final', 'application/pdf', true, 'report.final.pdf'],
    ['v1.2', 'application/pdf', true, 'v1.2.pdf'],
    ['photo.png', 'image/jpeg', true, 'photo.jpg'], // raster ↔ raster: corrected, harmless
    ['anim.gif', 'image/webp', true, 'anim.webp'],
    ['page.html', 'image/png', true, { problem: /PNG.*"\.html"/, suggestion: 'page.png' }],
    ['logo.svg', 'image/png', true, { problem: /PNG.*"\.svg"/, suggestion: 'logo.png' }],
    ['doc.pdf', 'image/jpeg', true, { problem: /JPG/, suggestion: 'doc.jpg' }],
    ['clip.mp4', 'video/webm', true, { problem: /WebM/, suggestion: 'clip.webm' }],
    ['setup.exe', 'application/pdf', true, { problem: /PDF/, suggestion: 'setup.pdf' }],
    ['page.html', 'image/png', false, 'page.png'], // names taken from URLs are corrected
    ['image.php', 'image/jpeg', false, 'image.jpg'],
    [null, 'image/png', false, 'file.png'],
    ['', 'video/mp4', true, 'file.mp4'],
    ['.png', 'image/png', true, 'file.png'],
    ['../../etc/passwd', 'application/pdf', true, 'passwd.pdf'],
    ['C:\\Users\\me\\Desktop\\cat.gif', 'image/gif', true, 'cat.gif'],
  ];
  for (const [name, ct, explicit, expected] of cases) {
    it(`${JSON.stringify(name)} as ${ct}${explicit ? '' : ' (from a URL)'}`, () => {
      const r = resolveFilename(name, k(ct), explicit);
      if (typeof expected === 'string') assert.deepEqual(r, { ok: true, filename: expected });
      else {
        assert.equal(r.ok, false);
        if (!r.ok) {
          assert.match(r.problem, expected.problem);
          assert.equal(r.suggestion, expected.suggestion);
        }
      }
    });
  }
});

describe('file names and titles', () => {
  it('sanitizes names: no paths, control or bidi characters, quotes, leading dots; long names keep their extension', () => {
    assert.equal(sanitizeFilename('a/b\\c.png'), 'c.png');
    assert.equal(sanitizeFilename('evil\u202Egnp.exe'), 'evilgnp.exe');
    assert.equal(sanitizeFilename('line\r\nbreak.png'), 'linebreak.png');
    assert.equal(sanitizeFilename('"quoted" <name>.png'), '_quoted_ _name_.png');
    assert.equal(sanitizeFilename('...hidden.png'), 'hidden.png');
    const long = sanitizeFilename(`${'x'.repeat(300)}.jpeg`);
    assert.equal(long.length, 200);
    assert.ok(long.endsWith('.jpeg'));
  });

  it('finds extensions only where they look like one', () => {
    assert.equal(extensionOf('a.PNG'), 'png');
    assert.equal(extensionOf('archive.tar.gz'), 'gz');
    assert.equal(extensionOf('v1.2'), null);
    assert.equal(extensionOf('.png'), null);
    assert.equal(extensionOf('noext'), null);
  });

  it('derives readable titles', () => {
    assert.equal(titleFromFilename('summer-party_2024.jpg'), 'summer party 2024');
    assert.equal(titleFromFilename('Team photo.png'), 'Team photo');
    assert.equal(titleFromFilename('---.png'), '---.png');
  });

  it('takes the last path segment of a URL, decoded', () => {
    assert.equal(filenameFromUrl('https://cdn.example/a/b/Gr%C3%BCn%20Logo.svg?x=1'), 'Grün Logo.svg');
    assert.equal(filenameFromUrl('https://cdn.example/'), null);
    assert.equal(filenameFromUrl('https://cdn.example/%E0%A4%A.png'), '%E0%A4%A.png');
  });
});

describe('normalizeAssetText', () => {
  it('trims, clears alt/description with empty strings or null, and refuses empty or long titles', () => {
    assert.deepEqual(normalizeAssetText({ title: ' Hero ', alt: ' ', description: null }), { values: { title: 'Hero', alt: null, description: null }, errors: {} });
    assert.deepEqual(normalizeAssetText({}), { values: {}, errors: {} });
    const bad = normalizeAssetText({ title: '  ', alt: 'a'.repeat(1001), description: 'd'.repeat(5001) });
    assert.deepEqual(Object.keys(bad.errors).sort(), ['alt', 'description', 'title']);
    assert.match(normalizeAssetText({ title: 't'.repeat(256) }).errors.title, /255/);
  });
});
