import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type KyselyPlugin } from 'kysely';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import type { Client } from '../support/http.ts';
import { runBatch } from '../../src/app/batch/run-batch.ts';
import { loadSpaceModel } from '../../src/app/entries/space-model.ts';
import type { BatchOperation } from '../../src/domain/batch/operations.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';
import { presentBatch } from '../../src/present/batch.ts';

/**
 * A batch holds the rows of its entry creates and first publishes and writes them together in
 * multi-row statements (`HeldEntryWrites`, docs/batch.md "Speed"). Every batch below runs twice,
 * in two spaces set up alike: holding (as the API runs it) and writing each row as its operation
 * runs (`holdEntryWrites: false`, how batches ran before). Answers, errors and every row of the
 * entry tables, activity and outbox must be the same; a failed or dry batch must leave the
 * database as it was.
 */
describe('batch: held entry writes answer and store exactly what writing each row at once does', () => {
  const svc = useService();
  const HELD = 'held';
  const PLAIN = 'plain';
  /** Entry ids of each space in the order they were made: the same index names the same entry in both. */
  const made: Record<string, string[]> = { [HELD]: [], [PLAIN]: [] };
  /** Entries made before the batches, by name (`@name` in operations). */
  const named: Record<string, Record<string, string>> = { [HELD]: {}, [PLAIN]: {} };

  const ctx = () => ({ config: svc().config, database: svc().database });

  /** `@name` → that space's id of the entry made before, anywhere in the operations. */
  const inSpace = (space: string, ops: unknown[]): BatchOperation[] => JSON.parse(JSON.stringify(ops).replace(/"@(\w+)"/g, (_, n: string) => JSON.stringify(named[space][n]))) as BatchOperation[];

  /** Ids the space made become `E<index>` (the same in both spaces); other ids, in order of appearance, `X<n>`; timestamps `T`; the space `S`. */
  function canonical(space: string, value: unknown): string {
    let text = JSON.stringify(value).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'T').split(named[space].pic).join('PIC').split(`"${space}"`).join('"S"');
    made[space].forEach((id, i) => (text = text.split(id).join(`E${i}`)));
    const others = new Map<string, string>();
    return text.replace(/\b[0-9A-Za-z]{20}\b/g, (id) => {
      if (!others.has(id)) others.set(id, `X${others.size}`);
      return others.get(id)!;
    });
  }

  /** Every row the space holds in the tables a batch of entries writes, canonical and sorted. */
  async function spaceRows(space: string): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const table of ['entries', 'entry_versions', 'entry_slugs', 'entry_sort_keys', 'entry_list_keys', 'activity', 'outbox']) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where space_id = ${space}`.execute(svc().database.db)).rows;
      // Activity and outbox rows have ids of their own (a sequence, a random id).
      out[table] = rows.map(({ space_id: _s, ...r }) => canonical(space, table === 'activity' || table === 'outbox' ? { ...r, id: null } : r)).sort();
    }
    return out;
  }

  type Answer = { results: string } | { error: string };
  async function attempt(space: string, ops: unknown[], hold: boolean, dryRun = false): Promise<Answer> {
    try {
      const results = await runBatch(ctx(), systemActor(space), { operations: inSpace(space, ops), dryRun, holdEntryWrites: hold });
      if (!dryRun) for (const r of results) if (r.kind === 'entry' && !made[space].includes(r.row.id)) made[space].push(r.row.id);
      return { results: canonical(space, presentBatch(results, await loadSpaceModel(svc().database.db, space), dryRun)) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { error: canonical(space, { code: err.code, status: err.status, message: err.message, fix: err.fix, details: err.details }) };
    }
  }

  /** The batch held and not held: the same answer and the same rows; a dry run first, which changes nothing and answers alike. */
  async function same(ops: unknown[]): Promise<Answer> {
    const before = await snapshotDatabase(svc().database);
    const dryHeld = await attempt(HELD, ops, true, true);
    assert.deepEqual(dryHeld, await attempt(PLAIN, ops, false, true), 'dry runs answer alike');
    assert.equal(await snapshotDatabase(svc().database), before, 'a dry run leaves no trace');

    const held = await attempt(HELD, ops, true);
    const plain = await attempt(PLAIN, ops, false);
    assert.deepEqual(held, plain);
    assert.deepEqual(await spaceRows(HELD), await spaceRows(PLAIN));
    if ('error' in held) assert.equal(await snapshotDatabase(svc().database), before, 'a failed batch leaves no trace');
    else {
      const anyId = (text: string) => text.replace(/\b[EX]\d+\b/g, 'id').replace('"dry_run":true', '"dry_run":false');
      assert.equal('results' in dryHeld && anyId(dryHeld.results), anyId(held.results), 'the dry run answered what the real run did');
    }
    return held;
  }

  before(async () => {
    for (const space of [HELD, PLAIN]) {
      await svc().space(space);
      const c: Client = svc().client(await svc().key(space, 'management'));
      assert.equal((await c.patch(`/api/v1/spaces/${space}`, { production_url: 'https://site.test', preview_url: 'https://preview.site.test' })).status, 200);
      assert.equal((await c.post(`/api/v1/spaces/${space}/locales`, { code: 'de' })).status, 201);
      const db = svc().database;
      await insertContentType(db, space, buildContentType({ api_id: 'author', url_path: '/authors/{slug}', fields: [field('name', 'symbol', { required: true }), field('slug', 'slug'), field('born', 'integer')] }));
      await insertContentType(
        db,
        space,
        buildContentType({
          api_id: 'post',
          url_path: '/blog/{slug}',
          fields: [
            field('title', 'symbol', { required: true, localized: true }),
            field('slug', 'slug', { required: true, localized: true }),
            field('author', 'reference', { link_content_types: ['author'] }),
            field('related', 'references', { link_content_types: ['post'] }),
            field('cover', 'asset', { accept: 'image' }),
            field('body', 'rich_text'),
            field('credits', 'list', { item_fields: [{ api_id: 'role', name: 'Role', type: 'symbol' }, { api_id: 'person', name: 'Person', type: 'reference', link_content_types: ['author'] }] }),
          ],
        }),
      );
      await insertContentType(db, space, buildContentType({ api_id: 'home', singleton: true, fields: [field('headline', 'symbol')] }));
      named[space].pic = `pic-${space}`; // asset ids are unique across spaces
      await insertAsset(db, space, { id: named[space].pic, alt: 'A picture' });
      const setup = await runBatch(ctx(), systemActor(space), {
        holdEntryWrites: false,
        operations: [
          { op: 'create_entry', ref: 'ann', content_type: 'author', fields: { name: 'Ann', slug: 'ann', born: 1815 } },
          { op: 'publish_entry', id: '$ann' },
          { op: 'create_entry', ref: 'live', content_type: 'post', fields: { title: 'Live', slug: 'live', author: '$ann' } },
          { op: 'publish_entry', id: '$live' },
          ...['draft', 'draft2', 'draft3'].map((name) => ({ op: 'create_entry' as const, ref: name, content_type: 'post', fields: { title: name, slug: `${name}-slug` } })),
        ],
      });
      for (const r of setup) if (r.kind === 'entry' && r.ref) named[space][r.ref] = r.row.id;
      for (const r of setup) if (r.kind === 'entry' && !made[space].includes(r.row.id)) made[space].push(r.row.id);
    }
  });

  it('creates and publishes linking each other, earlier entries and files: the bench batch and more', async () => {
    const answer = await same([
      { op: 'create_entry', ref: 'a', content_type: 'author', fields: { name: 'Bo', slug: 's1-bo', born: 1900 } },
      { op: 'create_entry', ref: 'p1', content_type: 'post', fields: { title: 'One', slug: 's1-one', author: '$a', related: ['@live'], cover: '@pic', body: '# One\n\nSee [live](https://x.test).', credits: [{ role: 'editor', person: '$a' }] } },
      { op: 'create_entry', ref: 'p2', content_type: 'post', fields: { title: 'Two', slug: 's1-two', author: '@ann', related: ['$p1', '@live'] } },
      { op: 'publish_entry', id: '$a' },
      { op: 'publish_entry', id: '$p1' },
      { op: 'publish_entry', ref: 'again', id: '$p2' },
      { op: 'publish_entry', id: '$again' },
    ]);
    assert.ok('results' in answer, JSON.stringify(answer));
  });

  it('an edit, an archive and a republish between held writes', async () => {
    const answer = await same([
      { op: 'create_entry', ref: 'p', content_type: 'post', fields: { title: 'P', slug: 's2-p', author: '@ann' } },
      { op: 'publish_entry', id: '$p' },
      { op: 'update_entry', id: '$p', fields: { title: 'P changed' } },
      { op: 'publish_entry', id: '$p' },
      { op: 'create_entry', ref: 'q', content_type: 'post', fields: { title: 'Q', slug: 's2-q', related: ['$p'] } },
      { op: 'publish_entry', id: '$q' },
      { op: 'create_entry', ref: 'r', content_type: 'post', fields: { title: 'R', slug: 's2-r' } },
      { op: 'publish_entry', id: '$r' },
      { op: 'archive_entry', id: '$r' },
      { op: 'unarchive_entry', id: '$r' },
      { op: 'create_entry', ref: 's', content_type: 'post', fields: { title: 'S', slug: 's2-r' } },
      { op: 'publish_entry', id: '$s' },
    ]);
    assert.ok('results' in answer, JSON.stringify(answer));
  });

  it('publishing an earlier draft among held entries; languages; a singleton', async () => {
    const answer = await same([
      { op: 'create_entry', ref: 'h1', content_type: 'post', locale: '*', fields: { title: { en: 'Hello', de: 'Hallo' }, slug: { en: 's3-hello', de: 's3-hallo' } } },
      { op: 'publish_entry', id: '@draft' },
      { op: 'publish_entry', id: '$h1' },
      { op: 'create_entry', ref: 'h2', content_type: 'post', locale: 'de', fields: { title: 'Zwei', slug: 's3-zwei' } },
      { op: 'create_entry', ref: 'home', content_type: 'home', fields: { headline: 'Welcome' } },
      { op: 'update_entry', id: '$h2', fields: { title: 'Two', slug: 's3-two', related: ['@draft', '$h1'] } },
      { op: 'publish_entry', id: '$h2' },
      { op: 'publish_entry', id: '$home' },
    ]);
    assert.ok('results' in answer, JSON.stringify(answer));
  });

  it('fails alike, at the same operation, and saves nothing', async () => {
    const failures: Array<[string, unknown[], number]> = [
      ['two held entries with one slug', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f1' } }, { op: 'create_entry', ref: 'y', content_type: 'post', fields: { title: 'Y', slug: 'f1' } }, { op: 'publish_entry', id: '$x' }, { op: 'publish_entry', id: '$y' }], 3],
      ['a held entry with the slug of a published one', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'live' } }, { op: 'publish_entry', id: '$x' }], 1],
      ['an earlier draft published after a held entry took its slug', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'draft2-slug' } }, { op: 'publish_entry', id: '$x' }, { op: 'publish_entry', id: '@draft2' }], 2],
      [
        // The first publish reads the owners of both held slugs ahead; publishing the draft in between takes one of them.
        'a held entry published after an earlier draft took its slug in the same run of publishes',
        [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f4-x' } }, { op: 'create_entry', ref: 'y', content_type: 'post', fields: { title: 'Y', slug: 'draft3-slug' } }, { op: 'publish_entry', id: '$x' }, { op: 'publish_entry', id: '@draft3' }, { op: 'publish_entry', id: '$y' }],
        4,
      ],
      ['a held draft linked but not published by the batch', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f5-x' } }, { op: 'create_entry', ref: 'y', content_type: 'post', fields: { title: 'Y', slug: 'f5-y', related: ['$x'] } }, { op: 'publish_entry', id: '$y' }], 2],
      ['an invalid create after held writes', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f6-x' } }, { op: 'publish_entry', id: '$x' }, { op: 'create_entry', content_type: 'post', fields: { title: 5 } }], 2],
      ['a missing entry after held writes were written for an edit', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f7-x' } }, { op: 'publish_entry', id: '$x' }, { op: 'update_entry', id: '$x', fields: { title: 'X2' } }, { op: 'publish_entry', id: 'no-such-entry' }], 3],
      ['a second entry of a singleton type after held writes', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f8-x' } }, { op: 'create_entry', content_type: 'home', fields: { headline: 'Again' } }], 1],
      ['a stale version after held writes', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f9-x' } }, { op: 'update_entry', id: '$x', version: 2, fields: { title: 'X2' } }], 1],
      ['a link to an entry archived earlier in the batch', [{ op: 'create_entry', ref: 'x', content_type: 'post', fields: { title: 'X', slug: 'f10-x' } }, { op: 'publish_entry', id: '$x' }, { op: 'archive_entry', id: '$x' }, { op: 'create_entry', content_type: 'post', fields: { title: 'Y', related: ['$x'] } }, { op: 'publish_entry', id: '@draft3' }], 3],
    ];
    for (const [name, ops, index] of failures) {
      const answer = await same(ops);
      assert.ok('error' in answer, `${name}: ${JSON.stringify(answer)}`);
      assert.equal(JSON.parse(answer.error).details.operation, index, `${name}: ${answer.error}`);
    }
  });

  it('a batch of 50 creates and 50 publishes sends a handful of statements, not one per row', async () => {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const database = { ...svc().database, db: svc().database.db.withPlugin(counter) };
    const ops = [
      ...Array.from({ length: 50 }, (_, i) => ({ op: 'create_entry' as const, ref: `p${i}`, content_type: 'post', fields: { title: `Post ${i}`, slug: `counted-${i}`, author: named[HELD].ann, related: [named[HELD].live] } })),
      ...Array.from({ length: 50 }, (_, i) => ({ op: 'publish_entry' as const, id: `$p${i}` })),
    ];
    const results = await runBatch({ config: svc().config, database }, systemActor(HELD), { operations: ops });
    for (const r of results) if (r.kind === 'entry' && !made[HELD].includes(r.row.id)) made[HELD].push(r.row.id);
    assert.equal(results.length, 100);
    // Read ahead of links, the model, slug owners; entries, versions, slugs, sort keys, list keys, activity, outbox.
    assert.ok(statements <= 17, `${statements} statements`);
  });
});

describe('batch over HTTP: a failure after held writes saves nothing', () => {
  const svc = useService();
  let c: Client;

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
    await insertContentType(svc().database, 'site', buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { required: true }), field('slug', 'slug'), field('related', 'references')] }));
  });

  it('49 entries created and published, then one that cannot be published: 422 for operation 99, nothing stored; the same batch without it stores all', async () => {
    const ops: unknown[] = [];
    for (let i = 0; i < 49; i++) ops.push({ op: 'create_entry', ref: `p${i}`, content_type: 'post', fields: { title: `P${i}`, slug: `p-${i}`, related: i ? [`$p${i - 1}`] : [] } });
    for (let i = 0; i < 49; i++) ops.push({ op: 'publish_entry', id: `$p${i}` });
    const before = await snapshotDatabase(svc().database);
    const failing = await c.post('/api/v1/spaces/site/batch', { operations: [...ops, { op: 'create_entry', ref: 'bad', content_type: 'post', fields: { slug: 'bad' } }, { op: 'publish_entry', id: '$bad' }] });
    assert.equal(failing.status, 422, failing.text);
    assert.equal(failing.body.error.details.operation, 99);
    assert.ok(failing.body.error.details.fields.title);
    assert.equal(await snapshotDatabase(svc().database), before);

    const dry = await c.post('/api/v1/spaces/site/batch?dry_run=true', { operations: ops });
    assert.equal(dry.status, 200, dry.text);
    assert.equal(await snapshotDatabase(svc().database), before);

    const ok = await c.post('/api/v1/spaces/site/batch', { operations: ops });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(ok.body.results.map((r: { sys: { status: string; version: number } }) => [r.sys.status, r.sys.version]), dry.body.results.map((r: { sys: { status: string; version: number } }) => [r.sys.status, r.sys.version]));
    const last = ok.body.results[48].sys.id;
    const read = await c.get(`/api/v1/spaces/site/entries/${last}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.sys.status, 'published');
    assert.equal(read.body.fields.related[0].sys.id, ok.body.results[47].sys.id);
    const versions = await c.get(`/api/v1/spaces/site/entries/${last}/versions`);
    assert.equal(versions.status, 200, versions.text);
    const bySlug = await c.get('/api/v1/spaces/site/entries?content_type=post&fields.slug=p-48');
    assert.equal(bySlug.status, 200, bySlug.text);
    assert.deepEqual(bySlug.body.items.map((e: { sys: { id: string } }) => e.sys.id), [last]);
  });
});
