import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { runBatch } from '../../src/app/batch/run-batch.ts';
import { systemActor, type Actor } from '../../src/domain/actor.ts';
import type { AppError } from '../../src/domain/errors.ts';
import type { Permission } from '../../src/domain/permissions.ts';

const BATCH = '/api/v1/spaces/site/batch';

describe('batch: refs, results, all or nothing', () => {
  const svc = useService();
  let c: Client;
  let api: ReturnType<typeof entriesApi>;

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
    api = entriesApi(c, 'site');
    assert.equal((await c.patch('/api/v1/spaces/site', { production_url: 'https://site.test', preview_url: 'https://staging.site.test' })).status, 200);
    assert.equal((await c.post('/api/v1/spaces/site/locales', { code: 'de' })).status, 201);
    const db = svc().database;
    await insertContentType(db, 'site', buildContentType({ api_id: 'author', url_path: '/authors/{slug}', fields: [field('name', 'symbol', { required: true }), field('slug', 'slug')] }));
    await insertContentType(
      db,
      'site',
      buildContentType({
        api_id: 'post',
        url_path: '/blog/{slug}',
        fields: [
          field('title', 'symbol', { required: true, localized: true }),
          field('slug', 'slug', { required: true }),
          field('author', 'reference', { link_content_types: ['author'] }),
          field('related', 'references', { link_content_types: ['post'] }),
          field('cover', 'asset', { accept: 'image' }),
          field('gallery', 'assets'),
          field('body', 'rich_text'),
          field('note', 'symbol'),
          field('credits', 'list', { item_fields: [{ api_id: 'role', name: 'Role', type: 'symbol' }, { api_id: 'person', name: 'Person', type: 'reference', link_content_types: ['author'] }] }),
        ],
      }),
    );
    await insertAsset(db, 'site', { id: 'pic' });
  });

  it('creates and publishes entries that point at each other through refs, answering one result per operation in order', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', ref: 'ada', content_type: 'author', fields: { name: 'Ada', slug: 'ada' } },
        { op: 'create_entry', ref: 'intro', content_type: 'post', fields: { title: 'Intro', slug: 'intro', author: '$ada', cover: 'pic', credits: [{ role: 'editor', person: '$ada' }] } },
        { op: 'create_entry', ref: 'next', content_type: 'post', fields: { title: 'Next', slug: 'next', related: ['$intro'], gallery: ['pic'], body: 'See [$intro](https://x.test/$ada) and $ada.' } },
        { op: 'publish_entry', id: '$ada' },
        { op: 'publish_entry', id: '$intro' },
        { op: 'publish_entry', id: '$next' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.dry_run, false);
    assert.equal(res.body.total, 6);
    const [ada, intro, next, pubAda, pubIntro, pubNext] = res.body.results;
    assert.deepEqual(ada.op, 'create_entry');
    assert.equal(ada.ref, 'ada');
    assert.deepEqual(Object.keys(ada.sys).sort(), ['content_type', 'id', 'preview_url', 'status', 'type', 'version']);
    assert.deepEqual([ada.sys.type, ada.sys.content_type, ada.sys.version, ada.sys.status], ['Entry', 'author', 1, 'draft']);
    assert.equal(ada.sys.preview_url, 'https://staging.site.test/authors/ada');
    assert.equal(pubAda.ref, undefined, 'no ref, no ref key');
    assert.equal(pubAda.sys.id, ada.sys.id);
    assert.equal(pubAda.sys.status, 'published');
    assert.equal(pubAda.sys.url, 'https://site.test/authors/ada');
    assert.equal(pubIntro.sys.url, 'https://site.test/blog/intro');
    assert.equal(pubNext.sys.id, next.sys.id);

    const stored = (await api.get(intro.sys.id)).body;
    assert.deepEqual(stored.fields.author, { sys: { type: 'Link', link_type: 'Entry', id: ada.sys.id } });
    assert.equal(stored.fields.credits[0].person.sys?.id ?? stored.fields.credits[0].person, ada.sys.id);
    const nextStored = (await api.get(next.sys.id, '?rich_text=markdown')).body;
    assert.deepEqual(nextStored.fields.related.map((l: { sys: { id: string } }) => l.sys.id), [intro.sys.id]);
    assert.match(nextStored.fields.body, /\$intro/, 'refs are not resolved inside rich text');
    assert.match(nextStored.fields.body, /\$ada/);
    assert.equal(nextStored.sys.status, 'published');
  });

  it('resolves refs inside per-language values (locale=*) and in update_entry ids; the result is in the write language', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', ref: 'bob', content_type: 'author', fields: { name: 'Bob' } },
        { op: 'create_entry', ref: 'p', content_type: 'post', locale: '*', fields: { title: { en: 'Hi', de: 'Hallo' }, slug: { en: 'hi' }, author: { en: '$bob' } } },
        { op: 'update_entry', id: '$p', locale: 'de', fields: { title: 'Servus' } },
        { op: 'update_entry', id: '$p', fields: { related: ['$p'] } },
      ],
    });
    assert.equal(res.status, 200, res.text);
    const p = res.body.results[1].sys.id;
    assert.equal(res.body.results[2].sys.version, 2);
    assert.equal(res.body.results[3].sys.version, 3);
    const all = (await api.get(p, '?locale=*')).body;
    assert.deepEqual(all.fields.title, { en: 'Hi', de: 'Servus' });
    assert.equal(all.fields.author.en.sys.id, res.body.results[0].sys.id);
    assert.equal(all.fields.related.en[0].sys.id, p, 'an entry may point at itself through its own earlier ref');
  });

  it('refuses unknown refs, refs used before they are defined, repeated ref names and wrong kinds of ref, naming the operation', async () => {
    const before = await snapshotDatabase(svc().database);
    const cases: Array<[unknown[], number, string, RegExp]> = [
      [[{ op: 'create_entry', content_type: 'post', fields: { author: '$nobody' } }], 0, 'author', /not the ref of any operation/],
      [[{ op: 'publish_entry', id: '$later' }, { op: 'create_entry', ref: 'later', content_type: 'author', fields: { name: 'L' } }], 0, 'id', /defined by operation 1, after this one/],
      [
        [{ op: 'create_entry', ref: 'a', content_type: 'author', fields: { name: 'A' } }, { op: 'create_entry', content_type: 'post', fields: { author: '$b' } }, { op: 'create_entry', ref: 'b', content_type: 'author', fields: { name: 'B' } }],
        1,
        'author',
        /defined by operation 2, after this one/,
      ],
      [[{ op: 'create_entry', ref: 'self', content_type: 'post', fields: { related: ['$self'] } }], 0, 'related', /cannot use its own ref/],
      [[{ op: 'create_entry', ref: 'x', content_type: 'author', fields: { name: 'X' } }, { op: 'create_entry', ref: 'x', content_type: 'author', fields: { name: 'Y' } }], 1, 'ref', /already has ref "x"/],
      [[{ op: 'create_entry', ref: 'x', content_type: 'author', fields: { name: 'X' } }, { op: 'create_entry', content_type: 'post', fields: { cover: '$x' } }], 1, 'cover', /links files/],
      [[{ op: 'create_entry', ref: '$x', content_type: 'author', fields: { name: 'X' } }], 0, 'ref', /without "\$"/],
      [[{ op: 'create_entry', content_type: 'post', locale: '*', fields: { author: { en: '$ghost' } } }], 0, 'author', /not the ref/],
      [[{ op: 'create_entry', content_type: 'post', fields: { credits: [{ role: 'x', person: '$ghost' }] } }], 0, 'credits', /row 0, person: "\$ghost"/],
    ];
    for (const [operations, index, key, message] of cases) {
      const res = await c.post(BATCH, { operations });
      assert.equal(res.status, 422, JSON.stringify(operations));
      assert.equal(res.body.error.code, 'validation_failed');
      assert.equal(res.body.error.details.operation, index, JSON.stringify(res.body));
      assert.equal(res.body.error.details.op, (operations[index] as { op: string }).op);
      assert.equal(res.body.error.details.ref, (operations[index] as { ref?: string }).ref ?? null);
      assert.match(res.body.error.details.fields[key], message, JSON.stringify(res.body.error));
      assert.match(res.body.error.message, new RegExp(`^Operation ${index} \\(`));
      assert.ok(res.body.error.fix);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it("returns the failing operation's own error and status with details.operation, op and ref, keeping its details", async () => {
    const author = await api.create('author', { name: 'Cy' });
    const before = await snapshotDatabase(svc().database);
    const ok = { op: 'create_entry', ref: 'fine', content_type: 'author', fields: { name: 'Fine' } };
    const notFound = await c.post(BATCH, { operations: [ok, { op: 'publish_entry', ref: 'gone', id: 'missing-id' }] });
    assert.equal(notFound.status, 404);
    assert.equal(notFound.body.error.code, 'not_found');
    assert.deepEqual([notFound.body.error.details.operation, notFound.body.error.details.op, notFound.body.error.details.ref], [1, 'publish_entry', 'gone']);

    const invalid = await c.post(BATCH, { operations: [ok, { op: 'create_entry', content_type: 'post', fields: { title: 5, note: 'x'.repeat(300) } }] });
    assert.equal(invalid.status, 422);
    assert.equal(invalid.body.error.details.operation, 1);
    assert.deepEqual(Object.keys(invalid.body.error.details.fields).sort(), ['note', 'title'], 'the operation\'s own per-field details');

    const unpublishable = await c.post(BATCH, { operations: [{ op: 'create_entry', ref: 'p', content_type: 'post', fields: { note: 'no title' } }, { op: 'publish_entry', id: '$p' }] });
    assert.equal(unpublishable.status, 422);
    assert.equal(unpublishable.body.error.details.operation, 1);
    assert.ok(unpublishable.body.error.details.fields.title);

    await api.patch(author.sys.id, { fields: { name: 'Cy 2' } });
    const conflict = await c.post(BATCH, { operations: [ok, { op: 'update_entry', id: author.sys.id, version: 1, fields: { name: 'Stale' } }] });
    assert.equal(conflict.status, 409);
    assert.equal(conflict.body.error.code, 'version_conflict');
    assert.deepEqual([conflict.body.error.details.operation, conflict.body.error.details.current_version, conflict.body.error.details.sent_version], [1, 2, 1]);

    const unknownType = await c.post(BATCH, { operations: [{ op: 'create_entry', content_type: 'nope', fields: {} }] });
    assert.equal(unknownType.status, 422);
    assert.ok(unknownType.body.error.details.fields.content_type);
    assert.equal((await api.get(author.sys.id)).body.fields.name, 'Cy 2');
    assert.notEqual(await snapshotDatabase(svc().database), before); // the PATCH above changed it
  });

  it('saves nothing when the 100th operation fails: entries, versions, activity and events all stay as they were', async () => {
    const before = await snapshotDatabase(svc().database);
    const operations: unknown[] = [];
    for (let i = 0; i < 49; i++) operations.push({ op: 'create_entry', ref: `a${i}`, content_type: 'author', fields: { name: `Author ${i}`, slug: `batch-author-${i}` } }, { op: 'publish_entry', id: `$a${i}` });
    operations.push({ op: 'create_entry', content_type: 'post', fields: { title: 'x' } });
    operations.push({ op: 'update_entry', id: 'no-such-entry', fields: { title: 'x' } });
    assert.equal(operations.length, 100);
    const res = await c.post(BATCH, { operations });
    assert.equal(res.status, 404);
    assert.equal(res.body.error.details.operation, 99);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('dry run: validates everything and answers the would-be results, leaving no trace', async () => {
    const before = await snapshotDatabase(svc().database);
    const operations = [
      { op: 'create_entry', ref: 'd', content_type: 'author', fields: { name: 'Dry', slug: 'dry' } },
      { op: 'publish_entry', id: '$d' },
    ];
    const res = await c.post(`${BATCH}?dry_run=true`, { operations });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.dry_run, true);
    assert.equal(res.body.total, 2);
    assert.equal(res.body.results[1].sys.status, 'published');
    assert.equal(res.body.results[1].sys.url, 'https://site.test/authors/dry');
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.equal((await api.get(res.body.results[0].sys.id)).status, 404, 'the id was not reserved');
    const inBody = await c.post(BATCH, { operations, dry_run: true });
    assert.equal(inBody.body.dry_run, true);
    assert.notEqual(inBody.body.results[0].sys.id, res.body.results[0].sys.id);
    const failing = await c.post(`${BATCH}?dry_run=true`, { operations: [...operations, { op: 'publish_entry', id: 'ghost' }] });
    assert.equal(failing.status, 404);
    assert.equal(failing.body.error.details.operation, 2);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('archive and unarchive by ref', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', ref: 'old', content_type: 'author', fields: { name: 'Old', slug: 'old' } },
        { op: 'publish_entry', id: '$old' },
        { op: 'archive_entry', id: '$old' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.results[2].sys.status, 'archived');
    assert.equal(res.body.results[2].sys.url, undefined, 'an archived entry is not live');
    const back = await c.post(BATCH, { operations: [{ op: 'unarchive_entry', id: res.body.results[0].sys.id }] });
    assert.equal(back.status, 200);
    assert.equal(back.body.results[0].sys.status, 'draft');
  });

  it('link checks see what earlier operations of the same batch did to the linked entry', async () => {
    const author = await api.create('author', { name: 'Ann', slug: 'ann' });
    await api.publish(author.sys.id);
    const before = await snapshotDatabase(svc().database);
    // Operation 0 reads the author as published; operation 1 archives it; operation 2 must see that.
    const archived = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', content_type: 'post', fields: { title: 'One', slug: 'link-one', author: author.sys.id } },
        { op: 'archive_entry', id: author.sys.id },
        { op: 'create_entry', content_type: 'post', fields: { title: 'Two', slug: 'link-two', author: author.sys.id } },
      ],
    });
    assert.equal(archived.status, 422, archived.text);
    assert.equal(archived.body.error.details.operation, 2);
    assert.match(archived.body.error.details.fields.author, /archived/);
    assert.equal(await snapshotDatabase(svc().database), before);

    // Without the archive, the same batch goes through.
    const fine = await c.post(BATCH, { operations: [{ op: 'create_entry', content_type: 'post', fields: { title: 'One', slug: 'link-one', author: author.sys.id } }, { op: 'create_entry', content_type: 'post', fields: { title: 'Two', slug: 'link-two', author: author.sys.id } }] });
    assert.equal(fine.status, 200, fine.text);
  });

  it('checks the body: 1 to 100 operations, known ops and properties, what each op needs', async () => {
    const before = await snapshotDatabase(svc().database);
    const one = { op: 'create_entry', content_type: 'author', fields: { name: 'N' } };
    const hundred = await c.post(`${BATCH}?dry_run=true`, { operations: Array.from({ length: 100 }, () => one) });
    assert.equal(hundred.status, 200, hundred.text);
    assert.equal(hundred.body.total, 100);
    const tooMany = await c.post(BATCH, { operations: Array.from({ length: 101 }, () => one) });
    assert.equal(tooMany.status, 422);
    assert.ok(tooMany.body.error.details.fields.operations);
    const none = await c.post(BATCH, { operations: [] });
    assert.equal(none.status, 422);
    const unknownOp = await c.post(BATCH, { operations: [{ op: 'drop_entry', id: 'x' }] });
    assert.equal(unknownOp.status, 422);
    assert.ok(unknownOp.body.error.details.fields['operations[0].op']);
    const extra = await c.post(BATCH, { operations: [{ ...one, colour: 'red' }] });
    assert.equal(extra.status, 422);
    assert.ok(extra.body.error.details.fields['operations[0].colour']);
    const needs: Array<[unknown, string]> = [
      [{ op: 'create_entry', fields: {} }, 'content_type'],
      [{ op: 'create_entry', content_type: 'author' }, 'fields'],
      [{ op: 'update_entry', fields: {} }, 'id'],
      [{ op: 'publish_entry' }, 'id'],
      [{ op: 'publish_entry', id: 'x', version: 3 }, 'version'],
      [{ op: 'create_asset', title: 'x' }, 'url'],
      [{ op: 'create_asset', data: 'AAAA' }, 'filename'],
      [{ op: 'create_asset', data: 'AAAA', filename: 'a.png', url: 'https://example.com/a.png' }, 'data'],
      [{ op: 'create_asset', url: 'https://example.com/a.png', fields: {} }, 'fields'],
    ];
    for (const [op, key] of needs) {
      const res = await c.post(BATCH, { operations: [one, op] });
      assert.equal(res.status, 422, JSON.stringify(op));
      assert.equal(res.body.error.details.operation, 1);
      assert.ok(res.body.error.details.fields[key], `${JSON.stringify(op)} → ${JSON.stringify(res.body.error.details)}`);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('checks each operation against its own permission: key_cannot for a preview key, naming the operation', async () => {
    const preview = svc().client(await svc().key('site', 'preview'));
    const delivery = svc().client(await svc().key('site', 'delivery'));
    const outsider = svc().client(await svc().key(await svc().space('other'), 'management'));
    for (const k of [preview, delivery, outsider]) await k.get('/api/v1'); // first use stamps last_used_at
    const before = await snapshotDatabase(svc().database);
    const res = await preview.post(BATCH, { operations: [{ op: 'publish_entry', ref: 'p', id: 'whatever' }] });
    assert.equal(res.status, 403);
    assert.equal(res.body.error.code, 'key_cannot');
    assert.deepEqual([res.body.error.details.operation, res.body.error.details.op, res.body.error.details.ref, res.body.error.details.needs], [0, 'publish_entry', 'p', 'publish']);
    const write = await delivery.post(BATCH, { operations: [{ op: 'create_entry', content_type: 'author', fields: { name: 'x' } }] });
    assert.equal(write.status, 403);
    assert.equal(write.body.error.details.needs, 'write');
    const wrong = await outsider.post(BATCH, { operations: [{ op: 'publish_entry', id: 'x' }] });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.code, 'wrong_space');
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('publishes entries that link to each other in one batch (links among entries the batch publishes count as published)', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', ref: 'a', content_type: 'post', fields: { title: 'A', slug: 'mutual-a' } },
        { op: 'create_entry', ref: 'b', content_type: 'post', fields: { title: 'B', slug: 'mutual-b', related: ['$a'] } },
        { op: 'update_entry', id: '$a', fields: { related: ['$b'] } },
        { op: 'publish_entry', id: '$a' },
        { op: 'publish_entry', id: '$b' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.results.slice(3).map((r: { sys: { status: string } }) => r.sys.status), ['published', 'published']);
    const alone = await c.post(BATCH, {
      operations: [
        { op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'lonely-x' } },
        { op: 'create_entry', ref: 'y', content_type: 'post', fields: { title: 'Y', slug: 'lonely-y', related: ['$x'] } },
        { op: 'publish_entry', id: '$y' },
      ],
    });
    assert.equal(alone.status, 422, 'a draft link that the batch does not publish still blocks publishing');
    assert.equal(alone.body.error.details.operation, 2);
    assert.ok(alone.body.error.details.fields.related);
  });

  it('operations called directly (MCP, other callers): key_cannot for publish ops without publish, and per-type write limits', async () => {
    const ctx = { config: svc().config, database: svc().database };
    const writer: Actor = { ...systemActor('site'), type: 'user', kind: 'management', name: 'Writer', can: new Set<Permission>(['read', 'read_drafts', 'write']) };
    const before = await snapshotDatabase(svc().database);
    await assert.rejects(
      runBatch(ctx, writer, { operations: [{ op: 'create_entry', ref: 'w', content_type: 'author', fields: { name: 'W' } }, { op: 'publish_entry', id: '$w' }] }),
      (e: AppError) => e.code === 'key_cannot' && e.status === 403 && e.details?.operation === 1 && e.details?.needs === 'publish',
    );
    const authorsOnly: Actor = { ...systemActor('site'), type: 'user', kind: 'management', name: 'Editor', writableContentTypes: new Set(['author']) };
    await assert.rejects(
      runBatch(ctx, authorsOnly, { operations: [{ op: 'create_entry', content_type: 'author', fields: { name: 'Ok' } }, { op: 'create_entry', content_type: 'post', fields: { title: 'No' } }] }),
      (e: AppError) => e.code === 'key_cannot' && e.details?.operation === 1 && e.details?.content_type === 'post',
    );
    assert.equal(await snapshotDatabase(svc().database), before);
    const ok = await runBatch(ctx, writer, { operations: [{ op: 'create_entry', content_type: 'author', fields: { name: 'Drafted' } }], dryRun: true });
    assert.equal(ok[0].kind, 'entry');
  });
});
