import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deleteContentType } from '../../src/app/content-types/delete-content-type.ts';
import { deleteField } from '../../src/app/content-types/delete-field.ts';
import { archiveEntry } from '../../src/app/entries/archive-entry.ts';
import { updateEntry } from '../../src/app/entries/update-entry.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { listContentTypeDefinitions } from '../../src/db/repos/content-types.ts';
import { systemActor, type Actor } from '../../src/domain/actor.ts';
import type { AppError } from '../../src/domain/errors.ts';
import { buildContentType, buildEntry, buildUser, field, grantRole, insertContentType } from '../support/builders.ts';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

/**
 * The delete operations against a real database: what a field delete rewrites (every stored
 * copy and every index kept from values) and what a type delete removes with it; a dry run
 * leaves every table exactly as it was.
 */
describe('deleteField and deleteContentType (operations)', () => {
  const svc = useService();
  const db = () => svc().database.db;
  const run = <T>(fn: Parameters<typeof runUnitOfWork<T>>[2], dryRun = false) => runUnitOfWork(svc().database, systemActor('ops'), fn, { dryRun });
  let linked = '';
  let post = '';

  before(async () => {
    await svc().space('ops');
    await insertContentType(svc().database, 'ops', buildContentType({ api_id: 'tag', fields: [field('name', 'symbol')] }));
    await insertContentType(
      svc().database,
      'ops',
      buildContentType({ api_id: 'post', url_path: '/p/{slug}', fields: [field('title', 'symbol'), field('slug', 'slug'), field('code', 'slug'), field('blurb', 'text'), field('tags', 'references'), field('rank', 'integer')] }),
    );
    linked = (await buildEntry(svc().database, 'ops', { content_type: 'tag', fields: { name: 'News' }, publish: true })).id;
    post = (await buildEntry(svc().database, 'ops', { content_type: 'post', fields: { title: 'Hello', slug: 'hello', code: 'zebra-code', blurb: 'aardvark words', tags: [linked], rank: 3 }, publish: true })).id;
    await run((uow) => updateEntry(uow, { id: post, fields: { blurb: 'aardvark again' } }));
  });

  const rows = async () => ({
    links: await db().selectFrom('entry_links').select(['field', 'target_id']).where('entry_id', '=', post).execute(),
    slugs: await db().selectFrom('entry_slugs').select('field').where('entry_id', '=', post).execute(),
    sortKeys: await db().selectFrom('entry_sort_keys').select('field').where('entry_id', '=', post).execute(),
    search: await db().selectFrom('search_documents').select(['field', 'body']).where('entry_id', '=', post).execute(),
    copies: [
      ...(await db().selectFrom('entries').select(['fields', 'published_fields']).where('id', '=', post).execute()).flatMap((r) => [r.fields, r.published_fields ?? '']),
      ...(await db().selectFrom('entry_versions').select('fields').where('entry_id', '=', post).execute()).map((r) => r.fields),
    ],
  });

  it('refuses both deletes to an editor, even one whose writing is limited to that very type, and changes nothing', async () => {
    const editor: Actor = { type: 'user', kind: 'editor', id: 'u1', name: 'tags@example.com', spaceId: 'ops', can: new Set(['read', 'read_drafts', 'write', 'publish']), writableContentTypes: new Set(['tag']) };
    const before = await snapshotDatabase(svc().database);
    const refused = (err: unknown) => (err as AppError).code === 'key_cannot';
    await assert.rejects(runUnitOfWork(svc().database, editor, (uow) => deleteContentType(uow, { id: 'tag' })), refused);
    await assert.rejects(runUnitOfWork(svc().database, editor, (uow) => deleteField(uow, 'tag', 'name', { deleteValues: true })), refused);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('a dry run of either delete leaves every table as it was', async () => {
    const before = await snapshotDatabase(svc().database);
    await run((uow) => deleteField(uow, 'post', 'tags', { deleteValues: true }), true);
    await run((uow) => deleteField(uow, 'post', 'code', { deleteValues: true }), true);
    await run((uow) => deleteContentType(uow, { id: 'tag' }), true).catch(() => undefined);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('removes a field from every copy and every index kept from its values', async () => {
    const was = await rows();
    assert.ok(was.links.some((l) => l.field === 'tags') && was.slugs.some((s) => s.field === 'code') && was.sortKeys.some((s) => s.field === 'rank'));
    assert.equal(was.copies.filter((c) => c.includes('aardvark')).length, 4, 'latest, published and two versions');

    await run((uow) => deleteField(uow, 'post', 'tags', { deleteValues: true }));
    await run((uow) => deleteField(uow, 'post', 'code', { deleteValues: true }));
    await run((uow) => deleteField(uow, 'post', 'rank', { deleteValues: true }));
    const r = await run((uow) => deleteField(uow, 'post', 'blurb', { deleteValues: true }));
    assert.deepEqual(r, { content_type: 'post', field: 'blurb', entries_changed: 1, published_changed: 1 });

    const now = await rows();
    assert.deepEqual(now.links, [], 'links_to_entry no longer finds the post');
    assert.deepEqual(now.slugs.map((s) => s.field), ['slug']);
    assert.ok(!now.sortKeys.some((s) => s.field === 'rank'));
    assert.ok(!now.search.some((s) => s.body.includes('aardvark')), 'search text follows');
    assert.ok(now.copies.every((c) => !/aardvark|zebra-code|"tags"|"rank"/.test(c)), now.copies.join('\n'));
    const def = (await listContentTypeDefinitions(db(), 'ops')).find((d) => d.api_id === 'post')!;
    assert.deepEqual(def.fields.filter((f) => f.removed).map((f) => f.api_id).sort(), ['blurb', 'code', 'rank', 'tags'], 'kept as removed, so their API IDs stay taken');
  });

  it('refuses the only slug field of a type whose URL uses {slug}', async () => {
    await assert.rejects(run((uow) => deleteField(uow, 'post', 'slug')), (err: AppError) => err.code === 'validation_failed' && /takes \{slug\} from "slug"/.test((err.details as { fields: Record<string, string> }).fields.url_path));
  });

  it('deletes a type with its archived entries and takes it out of write limits without widening any', async () => {
    await buildUser(svc().database, 'both@example.com', 'a long password 1');
    await buildUser(svc().database, 'only@example.com', 'a long password 2');
    await grantRole(svc().database, 'both@example.com', 'ops', 'editor', ['tag', 'post']);
    await grantRole(svc().database, 'only@example.com', 'ops', 'editor', ['tag']);
    await run((uow) => archiveEntry(uow, { id: linked }));

    const r = await run((uow) => deleteContentType(uow, { id: 'tag', deleteEntries: true }));
    assert.deepEqual(r.entries_deleted, [linked]);
    const only = await db().selectFrom('users').select('id').where('email', '=', 'only@example.com').executeTakeFirstOrThrow();
    assert.deepEqual(r.write_limits_kept, [only.id]);
    const limits = await db().selectFrom('membership_write_types as w').innerJoin('users as u', 'u.id', 'w.user_id').select(['u.email', 'w.content_type']).where('w.space_id', '=', 'ops').orderBy('u.email').orderBy('w.content_type').execute();
    assert.deepEqual(limits.map((l) => ({ ...l })), [
      { email: 'both@example.com', content_type: 'post' },
      { email: 'only@example.com', content_type: 'tag' },
    ]);
    assert.equal((await db().selectFrom('entries').select('id').where('id', '=', linked).execute()).length, 0);
    assert.equal((await db().selectFrom('entry_versions').select('entry_id').where('entry_id', '=', linked).execute()).length, 0);
    assert.equal((await db().selectFrom('search_documents').select('entry_id').where('entry_id', '=', linked).execute()).length, 0);
    assert.ok(!(await listContentTypeDefinitions(db(), 'ops')).some((d) => d.api_id === 'tag'));
  });
});
