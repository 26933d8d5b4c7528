import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { useService } from '../support/service.ts';
import { insertAsset } from '../support/builders.ts';
import { tessera } from '../support/cli.ts';
import { readFile } from 'node:fs/promises';

/** Compiles `files` (name → source) strictly; returns the diagnostics as text, one a line. */
function compile(dir: string, names: string[]): string[] {
  const program = ts.createProgram(
    names.map((n) => join(dir, n)),
    {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      exactOptionalPropertyTypes: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
    },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** Every field type of SPEC "Field", with a value of each, and a list row of every row type. */
const FIELDS = [
  { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true },
  { api_id: 'summary', name: 'Summary', type: 'text', localized: true },
  { api_id: 'body', name: 'Body', type: 'rich_text' },
  { api_id: 'count', name: 'Count', type: 'integer' },
  { api_id: 'rating', name: 'Rating', type: 'number' },
  { api_id: 'featured', name: 'Featured', type: 'boolean' },
  { api_id: 'day', name: 'Day', type: 'date' },
  { api_id: 'data', name: 'Data', type: 'json' },
  { api_id: 'slug', name: 'Slug', type: 'slug' },
  { api_id: 'labels', name: 'Labels', type: 'tags' },
  { api_id: 'author', name: 'Author', type: 'reference', link_content_types: ['person'] },
  { api_id: 'related', name: 'Related', type: 'references' },
  { api_id: 'cover', name: 'Cover', type: 'asset' },
  { api_id: 'gallery', name: 'Gallery', type: 'assets' },
  {
    api_id: 'steps',
    name: 'Steps',
    type: 'list',
    item_fields: [
      { api_id: 'label', name: 'Label', type: 'symbol' },
      { api_id: 'note', name: 'Note', type: 'text' },
      { api_id: 'n', name: 'N', type: 'integer' },
      { api_id: 'weight', name: 'Weight', type: 'number' },
      { api_id: 'done', name: 'Done', type: 'boolean' },
      { api_id: 'when', name: 'When', type: 'date' },
      { api_id: 'link', name: 'Link', type: 'url' },
      { api_id: 'mail', name: 'Mail', type: 'email' },
      { api_id: 'tint', name: 'Tint', type: 'color' },
      { api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm'] },
      { api_id: 'who', name: 'Who', type: 'reference' },
    ],
  },
  { api_id: 'website', name: 'Website', type: 'url' },
  { api_id: 'contact', name: 'Contact', type: 'email' },
  { api_id: 'tint', name: 'Tint', type: 'color' },
  { api_id: 'size', name: 'Size', type: 'select', options: ['small', 'large'] },
  { api_id: 'topics', name: 'Topics', type: 'multi_select', options: ['news', 'guides'] },
];

const VALUES = {
  title: 'Hello',
  summary: 'A summary',
  body: '# Heading\n\nSome **bold** text.',
  count: 3,
  rating: 4.5,
  featured: true,
  day: '2026-11-27',
  data: { a: [1, 'two', null] },
  slug: 'hello',
  labels: ['x', 'y'],
  cover: 'img1',
  gallery: ['img1', 'img2'],
  website: 'https://example.com',
  contact: 'a@example.com',
  tint: '#ff0000',
  size: 'small',
  topics: ['news'],
};

describe('typed content: GET …/types.ts, …/schema.json', () => {
  const svc = useService();
  let dir = '';
  let delivery = '';
  let mgmt = '';
  let postId = '';

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-types-'));
    await svc().space('typed');
    mgmt = await svc().key('typed', 'management');
    delivery = await svc().key('typed', 'delivery');
    const c = svc().client(mgmt);
    assert.equal((await c.post('/api/v1/spaces/typed/locales', { code: 'de' })).status, 201);
    assert.equal((await c.post('/api/v1/spaces/typed/content_types', { name: 'Person', api_id: 'person', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }] })).status, 201);
    const sink = await c.post('/api/v1/spaces/typed/content_types', { name: 'Kitchen sink', api_id: 'kitchenSink', fields: FIELDS });
    assert.equal(sink.status, 201, sink.text);
    await insertAsset(svc().database, 'typed', { id: 'img1' });
    await insertAsset(svc().database, 'typed', { id: 'img2', width: null, height: null, content_type: 'application/pdf', filename: 'img2.pdf' });
    const person = await c.post('/api/v1/spaces/typed/entries', { content_type: 'person', fields: { name: 'Ada' } });
    await c.post(`/api/v1/spaces/typed/entries/${person.body.sys.id}/publish`);
    const post = await c.post('/api/v1/spaces/typed/entries', {
      content_type: 'kitchenSink',
      fields: {
        ...VALUES,
        author: person.body.sys.id,
        related: [person.body.sys.id],
        steps: [{ label: 'One', note: 'n', n: 1, weight: 0.5, done: false, when: '2026-01-01', link: 'https://a.example', mail: 'b@example.com', tint: '#00ff00', size: 'm', who: person.body.sys.id }],
      },
    });
    assert.equal(post.status, 201, post.text);
    postId = post.body.sys.id;
    assert.equal((await c.patch(`/api/v1/spaces/typed/entries/${postId}?locale=de`, { fields: { title: 'Hallo' } })).status, 200);
    assert.equal((await c.post(`/api/v1/spaces/typed/entries/${postId}/publish`)).status, 200);
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the generated types compile strictly and type real delivery answers of every field type', async () => {
    const res = await svc().client(delivery).get('/api/v1/spaces/typed/types.ts');
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    await writeFile(join(dir, 'types.ts'), res.text);
    const d = svc().client(delivery);
    const answers = {
      one: (await d.get(`/api/v1/spaces/typed/entries/${postId}?include=1`)).body,
      markdown: (await d.get(`/api/v1/spaces/typed/entries/${postId}?rich_text=markdown`)).body,
      html: (await d.get(`/api/v1/spaces/typed/entries/${postId}?rich_text=html`)).body,
      all: (await d.get(`/api/v1/spaces/typed/entries/${postId}?locale=*`)).body,
      list: (await d.get('/api/v1/spaces/typed/entries?include=2')).body,
      sync: (await d.get('/api/v1/spaces/typed/sync?initial=true')).body,
      asset: (await d.get('/api/v1/spaces/typed/assets/img2')).body,
    };
    assert.equal(answers.all.fields.title.de, 'Hallo');
    // Object literals get TypeScript's excess-property check: a field missing from the types fails too.
    const use = [
      "import type { KitchenSink, KitchenSinkAllLocales, Person, EntryCollection, SyncPage, Asset, AnyEntry, EntriesByType, ContentTypeId } from './types.ts';",
      `const one: KitchenSink & { includes?: EntryCollection['includes'] } = ${JSON.stringify(answers.one)};`,
      `const md: KitchenSink<'markdown'> = ${JSON.stringify(answers.markdown)};`,
      `const html: KitchenSink<'html'> = ${JSON.stringify(answers.html)};`,
      `const all: KitchenSinkAllLocales = ${JSON.stringify(answers.all)};`,
      `const list: EntryCollection = ${JSON.stringify(answers.list)};`,
      `const sync: SyncPage = ${JSON.stringify(answers.sync)};`,
      `const asset: Asset = ${JSON.stringify(answers.asset)};`,
      // What a front end writes with them:
      'const title: string | undefined = one.fields.title;',
      "const heading: string | undefined = one.fields.body?.children[0]?.type;",
      'const mdText: string | undefined = md.fields.body;',
      "const size: 'small' | 'large' | undefined = one.fields.size;",
      "const stepSize: 's' | 'm' | undefined = one.fields.steps?.[0]?.size;",
      "const authorId: string | undefined = one.fields.author?.sys.id;",
      "const de: string | undefined = all.fields.title?.de;",
      "const typeOf = (e: AnyEntry): ContentTypeId => e.sys.content_type;",
      "const byType = (e: EntriesByType['person']): Person => e;",
      'export const used = [one, md, html, all, list, sync, asset, title, heading, mdText, size, stepSize, authorId, de, typeOf, byType];',
    ].join('\n');
    await writeFile(join(dir, 'use.ts'), use);
    assert.deepEqual(compile(dir, ['types.ts', 'use.ts']), []);

    // The check can fail: a value of the wrong type, a field the model lacks, a language it lacks.
    await writeFile(
      join(dir, 'wrong.ts'),
      [
        "import type { KitchenSinkFields, KitchenSinkAllLocales } from './types.ts';",
        "export const a: KitchenSinkFields = { count: 'three' };",
        "export const b: KitchenSinkFields = { nope: 1 };",
        "export const c: KitchenSinkFields = { size: 'medium' };",
        "export const d: KitchenSinkAllLocales['fields'] = { slug: { de: 'x' } };",
      ].join('\n'),
    );
    const errors = compile(dir, ['types.ts', 'wrong.ts']);
    for (const line of [2, 3, 4, 5]) assert.ok(errors.some((e) => e.startsWith(`wrong.ts:${line} `)), `wrong.ts line ${line} is refused: ${errors.join(' | ')}`);
  });

  it('schema.json validates the same delivery answers, per format and language, and refuses a wrong one', async () => {
    const d = svc().client(delivery);
    const ajv = new Ajv2020.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const q of ['', '?rich_text=markdown', '?rich_text=html', '?locale=*', '?locale=de']) {
      const res = await d.get(`/api/v1/spaces/typed/schema.json${q}`);
      assert.equal(res.status, 200, res.text);
      const schema = JSON.parse(res.text);
      const validate = ajv.compile(schema);
      const entry = (await d.get(`/api/v1/spaces/typed/entries/${postId}${q}`)).body;
      assert.ok(validate(entry), `${q}: ${JSON.stringify(validate.errors)}`);
      const wrong = structuredClone(entry) as { fields: Record<string, unknown> };
      wrong.fields.count = 'three';
      assert.equal(validate(wrong), false);
      ajv.removeSchema(schema.$id);
    }
    assert.equal((await d.get('/api/v1/spaces/typed/schema.json?locale=xx')).status, 400);
  });

  it('changes when the model changes, and only then (ETag, 304)', async () => {
    const d = svc().client(delivery);
    const first = await d.get('/api/v1/spaces/typed/types.ts');
    const etag = first.headers.get('etag') ?? '';
    assert.equal((await d.get('/api/v1/spaces/typed/types.ts', { 'if-none-match': etag })).status, 304);
    await svc().client(mgmt).patch(`/api/v1/spaces/typed/entries/${postId}`, { fields: { count: 9 } });
    assert.equal((await d.get('/api/v1/spaces/typed/types.ts', { 'if-none-match': etag })).status, 304, 'content edits do not change the types');
    const added = await svc().client(mgmt).post('/api/v1/spaces/typed/content_types/person/fields', { api_id: 'bio', name: 'Bio', type: 'text' });
    assert.equal(added.status, 201, added.text);
    const next = await d.get('/api/v1/spaces/typed/types.ts', { 'if-none-match': etag });
    assert.equal(next.status, 200);
    assert.match(next.text, /bio\?: string;/);
  });

  it('`tessera types SLUG [--out FILE]` prints the same text, or writes it to FILE', async () => {
    const served = (await svc().client(delivery).get('/api/v1/spaces/typed/types.ts')).text;
    const printed = await tessera(svc().testDatabase, ['types', 'typed']);
    assert.equal(printed.code, 0, printed.stderr);
    assert.equal(printed.stdout, served);
    const out = join(dir, 'cli-types.ts');
    const wrote = await tessera(svc().testDatabase, ['types', 'typed', '--out', out]);
    assert.equal(wrote.code, 0, wrote.stderr);
    assert.equal(wrote.stdout, '');
    assert.equal(await readFile(out, 'utf8'), served);
  });
});
