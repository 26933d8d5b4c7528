import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { importSpace, type ImportProgress } from '../../src/app/export/import-space.ts';
import { useService, type TestService } from '../support/service.ts';

/**
 * `importSpace` against a real database: one unit of work from the emptiness check to the last
 * entry, so nothing of a failed import stays and two imports cannot both fill one space.
 */
describe('importSpace (operation): atomic', () => {
  const svc = useService();
  const ctx = () => ({ config: svc().config, database: svc().database });
  const source = (text: string) => () => Readable.from([text]);
  const spaceRows = async (slug: string) => (await svc().database.db.selectFrom('spaces').select('id').where('id', '=', slug).execute()).length;
  const count = async (table: 'entries' | 'content_types' | 'assets' | 'locales', slug: string) =>
    Number((await svc().database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('space_id', '=', slug).executeTakeFirstOrThrow()).n);
  const storedFiles = (slug: string) => {
    const dir = path.join((svc().config.storage as { dir: string }).dir, slug);
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()) : [];
  };
  let withFile: string; // an export with one file and two entries, default language English
  let other: string; // a different site: French, another content type, no file

  /** A small site through the API, exported. */
  async function exported(s: TestService, slug: string, locale: string, type: string, png: boolean): Promise<string> {
    await s.space(slug, { locale });
    const c = s.client(await s.key(slug, 'management'));
    assert.equal((await c.post(`/api/v1/spaces/${slug}/content_types`, { name: type, api_id: type, fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] })).status, 201);
    if (png) {
      const form = new FormData();
      form.set('file', new Blob([await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } }).png().toBuffer()], { type: 'image/png' }), 'dot.png');
      assert.equal((await c.post(`/api/v1/spaces/${slug}/assets`, form)).status, 201);
    }
    for (const title of ['one', 'two']) assert.equal((await c.post(`/api/v1/spaces/${slug}/entries`, { content_type: type, fields: { title } })).status, 201);
    const r = await c.get(`/api/v1/spaces/${slug}/export`);
    assert.equal(r.status, 200, r.text);
    return r.text;
  }

  before(async () => {
    withFile = await exported(svc(), 'origin', 'en', 'post', true);
    other = await exported(svc(), 'elsewhere', 'fr', 'page', false);
  });

  it('a failure after the space, the model and the files were written leaves no space and no stored file', async () => {
    // The same entry twice: the entry rows fail last, after everything else of the import was written.
    const doc = JSON.parse(withFile);
    doc.entries.push(doc.entries[0]);
    await assert.rejects(importSpace(ctx(), 'broken', source(JSON.stringify(doc))));
    assert.equal(await spaceRows('broken'), 0, 'the space it created is gone with the rest');
    for (const table of ['entries', 'content_types', 'assets', 'locales'] as const) assert.equal(await count(table, 'broken'), 0, table);
    assert.deepEqual(storedFiles('broken'), [], 'files stored inside the transaction are removed on rollback');

    // An existing empty space keeps its settings and stays empty.
    await svc().space('kept-empty', { name: 'Kept', locale: 'de' });
    await assert.rejects(importSpace(ctx(), 'kept-empty', source(JSON.stringify(doc))));
    assert.equal(await spaceRows('kept-empty'), 1);
    assert.deepEqual((await svc().database.db.selectFrom('locales').select('code').where('space_id', '=', 'kept-empty').execute()).map((l) => l.code), ['de']);
    assert.equal(await count('content_types', 'kept-empty'), 0);
  });

  it("keeps the site's time zone; refuses an unknown one before writing anything; an export without one counts in UTC", async () => {
    const zoned = JSON.parse(withFile);
    zoned.space.time_zone = 'America/New_York';
    await importSpace(ctx(), 'zoned', source(JSON.stringify(zoned)));
    const zoneOf = async (slug: string) => (await svc().database.db.selectFrom('spaces').select('time_zone').where('id', '=', slug).executeTakeFirstOrThrow()).time_zone;
    assert.equal(await zoneOf('zoned'), 'America/New_York');

    zoned.space.time_zone = 'Mars/Olympus';
    await assert.rejects(importSpace(ctx(), 'zoned-bad', source(JSON.stringify(zoned))), (err: { details?: { fields?: Record<string, string> } }) => {
      assert.match(err.details?.fields?.['space.time_zone'] ?? '', /IANA/);
      return true;
    });
    assert.equal(await spaceRows('zoned-bad'), 0);

    delete zoned.space.time_zone;
    await importSpace(ctx(), 'zoned-old', source(JSON.stringify(zoned)));
    assert.equal(await zoneOf('zoned-old'), 'UTC');
  });

  it('the same import then succeeds in full', async () => {
    const summary = await importSpace(ctx(), 'broken', source(withFile));
    assert.equal(summary.created_space, true);
    assert.equal(await count('entries', 'broken'), 2);
    assert.equal(storedFiles('broken').length, 1);
  });

  for (const [title, prepare] of [
    ['a new slug', async () => {}],
    ['an existing empty space', async () => void (await svc().space('twin-empty'))],
  ] as const) {
    it(`two concurrent imports into ${title}: one succeeds, the other is refused and leaves nothing`, async () => {
      const slug = title === 'a new slug' ? 'twin-new' : 'twin-empty';
      await prepare();
      const results = await Promise.allSettled([importSpace(ctx(), slug, source(withFile)), importSpace(ctx(), slug, source(other))]);
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      assert.equal(won.length, 1, `exactly one import may succeed: ${JSON.stringify(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok')))}`);
      const loser = results[1 - won[0]] as PromiseRejectedResult;
      assert.ok(loser.reason instanceof Error);
      // The space holds exactly what the winner brought: its one content type, two entries, one language.
      assert.equal(await count('content_types', slug), 1);
      assert.equal(await count('entries', slug), 2);
      assert.equal(await count('locales', slug), 1);
      assert.equal(await count('assets', slug), won[0] === 0 ? 1 : 0);
      assert.equal(storedFiles(slug).length, won[0] === 0 ? 1 : 0, 'the refused import stored no file');
    });
  }

  it('reports how much of the file it has read from the start, while it checks the file before the first file or entry', async () => {
    const seen: ImportProgress[] = [];
    // In pieces, as a file is read.
    const pieces = () => Readable.from(withFile.match(/[\s\S]{1,200}/g)!.map((p) => Buffer.from(p)));
    const size = Buffer.byteLength(withFile);
    await importSpace(ctx(), 'progress-shown', pieces, new Date(), (p) => seen.push(p), size);
    const reading = seen.filter((p) => p.phase === 'reading');
    assert.equal(seen[0].phase, 'reading', 'the first report comes before the file is read');
    assert.equal(seen[0].read.done, 0);
    assert.ok(reading.length > 3, 'several reports while reading');
    assert.deepEqual(seen.slice(0, reading.length), reading, 'reading comes before everything else');
    // Three passes (the head, the ids of files, the ids of entries), each through the whole file.
    assert.deepEqual(reading.at(-1)!.read, { done: 3 * size, total: 3 * size });
    for (let i = 1; i < reading.length; i++) assert.ok(reading[i].read.done >= reading[i - 1].read.done);
    assert.deepEqual(seen.at(-1)!.entries, { done: 2, total: 2 });
  });
});
