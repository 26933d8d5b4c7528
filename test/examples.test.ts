import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useService } from './support/service.ts';
import { build, type BuildOptions } from '../examples/static-site/build.ts';

const TYPES_FILE = new URL('../examples/static-site/types.ts', import.meta.url);

/**
 * The sample front end (examples/static-site) against a running service: typed with the types
 * the service generates, first build from a first sync, second build applies exactly the
 * difference. UPDATE_EXAMPLE_TYPES=1 rewrites the example's types.ts from the service.
 */
describe('examples/static-site', () => {
  const svc = useService();
  let out = '';
  let opts: BuildOptions;
  let mgmt = '';
  const ids: Record<string, string> = {};

  const post = async (title: string, slug: string, featured: boolean) => {
    const c = svc().client(mgmt);
    const res = await c.post('/api/v1/spaces/blog/entries', { content_type: 'post', fields: { title, slug, featured, body: `Text of **${title}**.` } });
    assert.equal(res.status, 201, res.text);
    assert.equal((await c.post(`/api/v1/spaces/blog/entries/${res.body.sys.id}/publish`)).status, 200);
    ids[slug] = res.body.sys.id;
  };
  const pages = async () => (await readdir(join(out, 'posts'))).sort();

  before(async () => {
    out = await mkdtemp(join(tmpdir(), 'tessera-example-'));
    await svc().space('blog');
    mgmt = await svc().key('blog', 'management');
    const type = await svc().client(mgmt).post('/api/v1/spaces/blog/content_types', {
      name: 'Post',
      api_id: 'post',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', required: true },
        { api_id: 'slug', name: 'Slug', type: 'slug', required: true },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'featured', name: 'Featured', type: 'boolean' },
      ],
    });
    assert.equal(type.status, 201, type.text);
    opts = { url: svc().url, space: 'blog', token: await svc().key('blog', 'delivery', 'Static site'), out };
    await post('Alpha', 'alpha', true);
    await post('Beta', 'beta', false);
    await post('Gamma', 'gamma', true);
  });
  after(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('its types.ts is what the service generates for the model', async () => {
    const served = (await svc().client(opts.token).get('/api/v1/spaces/blog/types.ts')).text;
    if (process.env.UPDATE_EXAMPLE_TYPES === '1') await writeFile(TYPES_FILE, served);
    assert.equal(await readFile(TYPES_FILE, 'utf8'), served, 'run this test with UPDATE_EXAMPLE_TYPES=1 after changing the example model');
  });

  it('builds every page, then exactly the difference', async () => {
    const first = await build(opts);
    assert.deepEqual(first.written.sort(), ['alpha', 'beta', 'gamma']);
    assert.deepEqual(first.removed, []);
    assert.deepEqual(await pages(), ['alpha.html', 'beta.html', 'gamma.html']);
    assert.match(await readFile(join(out, 'posts', 'alpha.html'), 'utf8'), /<strong>Alpha<\/strong>/, 'rich text as HTML');
    const home = await readFile(join(out, 'index.html'), 'utf8');
    assert.match(home, /<h2>Featured<\/h2><ul><li><a href="posts\/alpha.html">Alpha<\/a><\/li><li><a href="posts\/gamma.html">Gamma<\/a><\/li><\/ul>/);

    assert.deepEqual(await build(opts), { written: [], removed: [] }, 'nothing changed: nothing rebuilt');

    const c = svc().client(mgmt);
    await c.patch(`/api/v1/spaces/blog/entries/${ids.beta}`, { fields: { title: 'Beta, revised', featured: true } });
    await c.post(`/api/v1/spaces/blog/entries/${ids.beta}/publish`);
    await c.patch(`/api/v1/spaces/blog/entries/${ids.alpha}`, { fields: { title: 'Alpha draft' } }); // saved, not published
    await c.post(`/api/v1/spaces/blog/entries/${ids.gamma}/unpublish`);
    await post('Delta', 'delta', false);

    const second = await build(opts);
    assert.deepEqual(second, { written: ['beta', 'delta'], removed: ['gamma'] });
    assert.deepEqual(await pages(), ['alpha.html', 'beta.html', 'delta.html']);
    assert.match(await readFile(join(out, 'posts', 'beta.html'), 'utf8'), /<h1>Beta, revised<\/h1>/);
    assert.match(await readFile(join(out, 'posts', 'alpha.html'), 'utf8'), /<h1>Alpha<\/h1>/, 'drafts never reach the site');
    const home2 = await readFile(join(out, 'index.html'), 'utf8');
    assert.match(home2, /<h2>Featured<\/h2><ul><li><a href="posts\/alpha.html">Alpha<\/a><\/li><li><a href="posts\/beta.html">Beta, revised<\/a><\/li><\/ul>/);
    assert.doesNotMatch(home2, /gamma/);
  });
});
