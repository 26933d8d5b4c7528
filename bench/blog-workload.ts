import type { AppContext } from '../src/app/context.ts';
import { runBatch } from '../src/app/batch/run-batch.ts';
import type { BatchOperation } from '../src/domain/batch/operations.ts';
import { createEntry } from '../src/app/entries/create-entry.ts';
import { publishEntry } from '../src/app/entries/publish-entry.ts';
import { createKey } from '../src/app/keys/create-key.ts';
import { createSpace } from '../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../src/app/unit-of-work.ts';
import type { Database } from '../src/db/client.ts';
import { insertContentTypeDefinition } from '../src/db/repos/content-types.ts';
import { updateSpace } from '../src/db/repos/spaces.ts';
import { systemActor } from '../src/domain/actor.ts';
import type { ContentTypeDefinition, FieldDefinition } from '../src/domain/content-model/types.ts';
import { documentToMarkdown } from '../src/domain/rich-text/convert.ts';
import type { RichTextDocument } from '../src/domain/rich-text/document.ts';

/**
 * The 'blog' workload of ARCHITECTURE "Performance targets": 100 authors, 20 categories and
 * 10,000 published posts with ~2 KB rich-text bodies, written through the same operations the
 * API and batches use, 100 operations per unit of work (one batch each).
 */
export const SPACE = 'blog';

function f(api_id: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { api_id, name: api_id, type, required: false, localized: false, hidden: false, ...extra };
}

function type(api_id: string, fields: FieldDefinition[], url_path: string | null): ContentTypeDefinition {
  return { api_id, name: api_id, description: null, singleton: false, url_path, display_field: fields[0].api_id, display_field_source: 'explicit', fields };
}

/** Deterministic text, so every run builds the same bytes. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const WORDS = 'content site page design build publish reader story image fast cache query layout theme update draft editor language team launch brand guide craft detail motion colour type grid system'.split(' ');

function sentence(r: () => number, n: number): string {
  const w = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  return w[0][0].toUpperCase() + w.join(' ').slice(1) + '.';
}

type Inline = { type: string; value?: string; url?: string; children?: Inline[] };
const text = (value: string): Inline => ({ type: 'text', value });
const para = (children: Inline[]) => ({ type: 'paragraph', children });

/**
 * A ~2 KB post body as a rich-text block document (mdast), built directly: headings, links,
 * emphasis, lists and quotes. As markdown it is `documentToMarkdown(postBody(i))`.
 */
export function postBody(i: number) {
  const r = rng(i + 1);
  const blocks: unknown[] = [
    { type: 'heading', depth: 2, children: [text(sentence(r, 4))] },
    para([text(`${sentence(r, 14)} ${sentence(r, 12)} Read the `), { type: 'link', url: `https://example.com/guide/${i}`, children: [text('guide')] }, text(' for '), { type: 'emphasis', children: [text('more')] }, text(' detail.')]),
  ];
  let size = 300;
  while (size < 1900) {
    const k = r();
    if (k < 0.2) {
      const items = [sentence(r, 6), sentence(r, 7), sentence(r, 5)];
      blocks.push({ type: 'list', ordered: false, spread: false, children: items.map((t) => ({ type: 'listItem', spread: false, checked: null, children: [para([text(t)])] })) });
      size += items.join('').length + 9;
    } else if (k < 0.3) {
      const t = sentence(r, 12);
      blocks.push({ type: 'blockquote', children: [para([text(t)])] });
      size += t.length + 4;
    } else {
      const a = `${sentence(r, 16)} ${sentence(r, 12)} `;
      const b = sentence(r, 3);
      blocks.push(para([text(a), { type: 'strong', children: [text(b)] }]));
      size += a.length + b.length + 6;
    }
  }
  return { type: 'root', children: blocks };
}

export interface Workload {
  deliveryToken: string;
  /** More delivery keys: the per-key rate limit (at most 1,000,000 a minute) would cut a long run short. */
  moreTokens: string[];
  slugs: string[];
  postIds: string[];
  loadSeconds: number;
}

/** The blog space: its settings, a delivery key, and the author, category and post types. */
export async function setupBlog(database: Database): Promise<{ deliveryToken: string; moreTokens: string[] }> {
  await runUnitOfWork(database, systemActor(SPACE), (uow) => createSpace(uow, { slug: SPACE, name: 'Blog' }));
  await updateSpace(database.db, SPACE, { production_url: 'https://blog.example.com' });
  const system = systemActor(SPACE, 'bench');
  const { token } = await runUnitOfWork(database, system, (uow) => createKey(uow, { name: 'site', kind: 'delivery' }));
  const moreTokens: string[] = [];
  for (let i = 0; i < 50; i++) moreTokens.push((await runUnitOfWork(database, system, (uow) => createKey(uow, { name: `load ${i}`, kind: 'delivery' }))).token);
  await runUnitOfWork(database, system, async (uow) => {
    await insertContentTypeDefinition(uow.trx, SPACE, type('author', [f('name', 'symbol', { required: true }), f('slug', 'slug'), f('bio', 'text')], '/authors/{slug}'), uow.now);
    await insertContentTypeDefinition(uow.trx, SPACE, type('category', [f('name', 'symbol', { required: true }), f('slug', 'slug')], '/topics/{slug}'), uow.now);
    await insertContentTypeDefinition(
      uow.trx,
      SPACE,
      type(
        'post',
        [
          f('title', 'symbol', { required: true }),
          f('slug', 'slug', { required: true }),
          f('excerpt', 'text'),
          f('body', 'rich_text'),
          f('author', 'reference', { link_content_types: ['author'] }),
          f('categories', 'references', { link_content_types: ['category'] }),
          f('published_on', 'date'),
          f('tags', 'tags'),
        ],
        '/blog/{slug}',
      ),
      uow.now,
    );
    uow.record({ action: 'content_type.created', resourceType: 'content_type', resourceId: 'post' });
  });
  return { deliveryToken: token, moreTokens };
}

export const authorFields = (i: number) => ({ name: `Author ${i}`, slug: `author-${i}`, bio: sentence(rng(9000 + i), 30) });
export const categoryFields = (i: number) => ({ name: `Category ${i}`, slug: `category-${i}` });
export const postSlug = (i: number) => `post-${i}-${WORDS[i % WORDS.length]}`;

/** How a post's body is sent: the block document, or the same document as markdown (what agents and most people write). */
export type BodyFormat = 'document' | 'markdown';

/** Post `i`'s body as markdown: `postBody(i)` written out, about 2 KB. */
export const postMarkdown = (i: number): string => documentToMarkdown(postBody(i) as RichTextDocument);

/** Post `i`: linking its author and categories among the given ids (or `$name` refs). */
export function postFields(i: number, authors: readonly string[], categories: readonly string[], body: BodyFormat = 'document'): Record<string, unknown> {
  return {
    title: sentence(rng(i + 50_000), 6),
    slug: postSlug(i),
    excerpt: sentence(rng(i + 70_000), 20),
    body: body === 'markdown' ? postMarkdown(i) : postBody(i),
    author: authors[i % authors.length],
    categories: [categories[i % categories.length], categories[(i * 7 + 3) % categories.length]].filter((c, k, a) => a.indexOf(c) === k),
    published_on: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    tags: [WORDS[i % WORDS.length], WORDS[(i * 3) % WORDS.length]].filter((t, k, a) => a.indexOf(t) === k),
  };
}

export async function buildBlog(database: Database, counts = { authors: 100, categories: 20, posts: 10_000 }): Promise<Workload> {
  const { deliveryToken: token, moreTokens } = await setupBlog(database);
  const system = systemActor(SPACE, 'bench');

  const started = performance.now();
  const publishAll = async (items: Array<{ content_type: string; fields: Record<string, unknown> }>) => {
    const ids: string[] = [];
    for (let i = 0; i < items.length; i += 100) {
      await runUnitOfWork(database, system, async (uow) => {
        for (const item of items.slice(i, i + 100)) {
          const e = await createEntry(uow, item);
          await publishEntry(uow, { id: e.id });
          ids.push(e.id);
        }
      });
    }
    return ids;
  };
  const authors = await publishAll(Array.from({ length: counts.authors }, (_, i) => ({ content_type: 'author', fields: authorFields(i) })));
  const categories = await publishAll(Array.from({ length: counts.categories }, (_, i) => ({ content_type: 'category', fields: categoryFields(i) })));
  const slugs = Array.from({ length: counts.posts }, (_, i) => postSlug(i));
  const postIds = await publishAll(slugs.map((_, i) => ({ content_type: 'post', fields: postFields(i, authors, categories) })));
  return { deliveryToken: token, moreTokens, slugs, postIds, loadSeconds: (performance.now() - started) / 1000 };
}

/**
 * Loads the blog's entries into a running service as a site would: over HTTP, through
 * `POST /batch` (50 creates and their 50 publishes a batch), posts with markdown bodies.
 */
export async function loadBlogOverHttp(base: string, token: string, counts = { authors: 100, categories: 20, posts: 10_000 }): Promise<Omit<Workload, 'deliveryToken' | 'moreTokens'>> {
  const started = performance.now();
  const load = async (items: Array<{ content_type: string; fields: Record<string, unknown> }>) => {
    const ids: string[] = [];
    for (let i = 0; i < items.length; i += 50) {
      const chunk = items.slice(i, i + 50);
      const operations = [
        ...chunk.map((it, k) => ({ op: 'create_entry', ref: `e${k}`, content_type: it.content_type, fields: it.fields })),
        ...chunk.map((_, k) => ({ op: 'publish_entry', id: `$e${k}` })),
      ];
      const res = await fetch(`${base}/api/v1/spaces/${SPACE}/batch`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ operations }) });
      const json = (await res.json()) as { results: Array<{ sys: { id: string } }> };
      if (res.status !== 200) throw new Error(`batch failed: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
      for (const r of json.results.slice(0, chunk.length)) ids.push(r.sys.id);
    }
    return ids;
  };
  const authors = await load(Array.from({ length: counts.authors }, (_, i) => ({ content_type: 'author', fields: authorFields(i) })));
  const categories = await load(Array.from({ length: counts.categories }, (_, i) => ({ content_type: 'category', fields: categoryFields(i) })));
  const slugs = Array.from({ length: counts.posts }, (_, i) => postSlug(i));
  const postIds = await load(slugs.map((_, i) => ({ content_type: 'post', fields: postFields(i, authors, categories, 'markdown') })));
  return { slugs, postIds, loadSeconds: (performance.now() - started) / 1000 };
}

/**
 * Builds the blog in this process through the batch operation itself (`runBatch`: 50 creates and
 * their 50 publishes a batch, entry writes held and sent together, as `POST /batch` does), with no
 * HTTP in between: the quick way to 100,000 posts for benches of reads.
 */
export async function buildBlogInBatches(ctx: AppContext, counts = { authors: 100, categories: 20, posts: 10_000 }, onProgress?: (done: number) => void): Promise<Workload> {
  const { deliveryToken, moreTokens } = await setupBlog(ctx.database);
  const system = systemActor(SPACE, 'bench');
  const started = performance.now();
  const load = async (items: Array<{ content_type: string; fields: Record<string, unknown> }>) => {
    const ids: string[] = [];
    for (let i = 0; i < items.length; i += 50) {
      const chunk = items.slice(i, i + 50);
      const operations: BatchOperation[] = [
        ...chunk.map((it, k) => ({ op: 'create_entry' as const, ref: `e${k}`, content_type: it.content_type, fields: it.fields })),
        ...chunk.map((_, k) => ({ op: 'publish_entry' as const, id: `$e${k}` })),
      ];
      const results = await runBatch(ctx, system, { operations });
      for (const r of results.slice(0, chunk.length)) ids.push((r as { row: { id: string } }).row.id);
      onProgress?.(ids.length);
    }
    return ids;
  };
  const authors = await load(Array.from({ length: counts.authors }, (_, i) => ({ content_type: 'author', fields: authorFields(i) })));
  const categories = await load(Array.from({ length: counts.categories }, (_, i) => ({ content_type: 'category', fields: categoryFields(i) })));
  const slugs = Array.from({ length: counts.posts }, (_, i) => postSlug(i));
  const postIds: string[] = [];
  for (let from = 0; from < counts.posts; from += 1000) {
    // Built a thousand at a time: 100,000 posts' fields at once would hold ~300 MB.
    const n = Math.min(1000, counts.posts - from);
    postIds.push(...(await load(Array.from({ length: n }, (_, k) => ({ content_type: 'post', fields: postFields(from + k, authors, categories) })))));
    onProgress?.(postIds.length);
  }
  return { deliveryToken, moreTokens, slugs, postIds, loadSeconds: (performance.now() - started) / 1000 };
}
