import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntryCollection, Post, SyncItem, SyncPage } from './types.ts';

/** Where to read from and write to. */
export interface BuildOptions {
  url: string;
  space: string;
  token: string;
  out: string;
}

/** What a build changed: pages written and removed, by post slug. */
export interface BuildResult {
  written: string[];
  removed: string[];
}

/** Kept between builds: the sync token, and which page each published post has. */
interface State {
  token: string | null;
  posts: Record<string, { slug: string; title: string }>;
}

const STATE_FILE = '.tessera-sync.json';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function get<T>(o: BuildOptions, path: string): Promise<T> {
  const res = await fetch(`${o.url}/api/v1/spaces/${o.space}${path}`, { headers: { authorization: `Bearer ${o.token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function readState(out: string): Promise<State> {
  try {
    return JSON.parse(await readFile(join(out, STATE_FILE), 'utf8')) as State;
  } catch {
    return { token: null, posts: {} };
  }
}

/** Every change since the last build, all pages of it, rich text as HTML. */
async function syncChanges(o: BuildOptions, token: string | null): Promise<{ items: SyncItem<'html'>[]; token: string }> {
  const items: SyncItem<'html'>[] = [];
  let query = token ? `sync_token=${encodeURIComponent(token)}` : 'initial=true';
  for (;;) {
    const page = await get<SyncPage<'html'>>(o, `/sync?${query}&rich_text=html&limit=100`);
    items.push(...page.items);
    if (page.next_sync_token) return { items, token: page.next_sync_token };
    query = `sync_token=${encodeURIComponent(page.next_page_token!)}`;
  }
}

function postPage(post: Post<'html'>): string {
  const { title = 'Untitled', body = '' } = post.fields;
  return `<!doctype html>\n<html lang="${escape(post.sys.locale)}"><head><meta charset="utf-8"><title>${escape(title)}</title></head>\n<body><a href="../index.html">Home</a><article><h1>${escape(title)}</h1>\n${body}\n</article></body></html>\n`;
}

function homePage(state: State, featured: Post[]): string {
  const link = (slug: string, title: string) => `<li><a href="posts/${escape(slug)}.html">${escape(title)}</a></li>`;
  const all = Object.values(state.posts).sort((a, b) => a.slug.localeCompare(b.slug));
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>Blog</title></head><body>\n<h2>Featured</h2><ul>${featured.map((p) => link(p.fields.slug ?? p.sys.id, p.fields.title ?? 'Untitled')).join('')}</ul>\n<h2>All posts</h2><ul>${all.map((p) => link(p.slug, p.title)).join('')}</ul>\n</body></html>\n`;
}

/** One build: applies what changed since the last one, then writes the home page. */
export async function build(o: BuildOptions): Promise<BuildResult> {
  const state = await readState(o.out);
  await mkdir(join(o.out, 'posts'), { recursive: true });
  const { items, token } = await syncChanges(o, state.token);
  const result: BuildResult = { written: [], removed: [] };
  const remove = async (id: string) => {
    const had = state.posts[id];
    if (!had) return;
    await rm(join(o.out, 'posts', `${had.slug}.html`), { force: true });
    delete state.posts[id];
    result.removed.push(had.slug);
  };
  for (const item of items) {
    if (item.sys.type === 'DeletedEntry') await remove(item.sys.id);
    if (item.sys.type !== 'Entry' || item.sys.content_type !== 'post') continue;
    const post = item as Post<'html'>;
    const slug = post.fields.slug ?? post.sys.id;
    if (state.posts[post.sys.id]?.slug !== slug) await remove(post.sys.id); // its slug changed: the old page goes
    await writeFile(join(o.out, 'posts', `${slug}.html`), postPage(post));
    state.posts[post.sys.id] = { slug, title: post.fields.title ?? 'Untitled' };
    result.written.push(slug);
  }
  const featured = await get<EntryCollection<Post>>(o, '/entries?content_type=post&fields.featured=true&order=fields.title&limit=20');
  await writeFile(join(o.out, 'index.html'), homePage(state, featured.items));
  state.token = token;
  await writeFile(join(o.out, STATE_FILE), JSON.stringify(state));
  return result;
}

if (import.meta.main) {
  const env = (name: string) => {
    const v = process.env[name];
    if (!v) throw new Error(`set ${name} (see examples/static-site/README.md)`);
    return v;
  };
  const result = await build({ url: env('TESSERA_URL'), space: env('TESSERA_SPACE'), token: env('TESSERA_TOKEN'), out: env('OUT') });
  console.log(JSON.stringify(result));
}
