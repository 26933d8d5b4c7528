import type { Kysely, Selectable } from 'kysely';
import { findGroupOrder } from '../../db/repos/content-menu.ts';
import { listContentTypeRows, listQuickAccessRows, pageOfAssets, pageOfEntries } from '../../db/repos/export.ts';
import { findSpace, listLocales, type SpaceRow } from '../../db/repos/spaces.ts';
import type { AssetsTable, DB, EntriesTable } from '../../db/schema.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';

export const EXPORT_FORMAT = 'tessera.export';
export const EXPORT_VERSION = 1;
const PAGE = 500;

/**
 * The space an export is of, refused before the first byte is streamed: an export holds every
 * draft and the whole model, so it needs manage_model (docs/agents.md "Export").
 */
export async function spaceToExport(db: Kysely<DB>, actor: Actor): Promise<SpaceRow> {
  requirePermission(actor, 'manage_model', 'export the site');
  const space = await findSpace(db, actor.spaceId);
  if (!space) throw notFound('space', actor.spaceId);
  return space;
}

/**
 * The whole site as one JSON document (docs/agents.md "Export"), produced as a sequence of
 * chunks: entries and assets are read a page at a time and written one per line, so memory
 * stays bounded however large the site is. Stored JSON (fields, definitions) is copied as it is
 * stored, without parsing.
 */
export async function* exportSpace(db: Kysely<DB>, space: SpaceRow, fileUrl: (a: Selectable<AssetsTable>) => string, now: string): AsyncGenerator<string> {
  const locales = await listLocales(db, space.id);
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exported_at":${JSON.stringify(now)},\n`;
  yield `"space":${JSON.stringify({
    id: space.id,
    name: space.name,
    default_locale: space.default_locale,
    prefix_default_locale: space.prefix_default_locale === 1,
    production_url: space.production_url,
    preview_url: space.preview_url,
    time_zone: space.time_zone,
  })},\n`;
  yield `"locales":${JSON.stringify(locales.map((l) => ({ code: l.code, name: l.name, fallback_code: l.fallback_code, default: l.code === space.default_locale })))},\n`;

  const types = await listContentTypeRows(db, space.id);
  yield `"content_types":[${types.map((t) => `\n{"created_at":${JSON.stringify(t.created_at)},"updated_at":${JSON.stringify(t.updated_at)},"definition":${t.definition}}`).join(',')}\n],\n`;
  yield `"content_menu":${JSON.stringify({ groups: await findGroupOrder(db, space.id) })},\n`;
  const quick = await listQuickAccessRows(db, space.id);
  yield `"quick_access":${JSON.stringify(quick.map((q) => (q.entry_id ? { entry: q.entry_id, label: q.label } : { content_type: q.content_type, label: q.label })))},\n`;

  yield '"assets":[';
  yield* jsonLines((after) => pageOfAssets(db, space.id, after, PAGE), (a) => JSON.stringify(assetRecord(a, fileUrl(a))));
  yield '\n],\n"entries":[';
  yield* jsonLines((after) => pageOfEntries(db, space.id, after, PAGE), entryRecord);
  yield '\n]}\n';
}

/** The items of a JSON array, one per line, read page by page after the last id seen. */
async function* jsonLines<R extends { id: string }>(page: (after: string | null) => Promise<R[]>, encode: (row: R) => string): AsyncGenerator<string> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map((r, i) => (after === null && i === 0 ? '\n' : ',\n') + encode(r)).join('');
    after = rows[rows.length - 1].id;
  }
}

function assetRecord(a: Selectable<AssetsTable>, url: string) {
  return {
    id: a.id,
    title: a.title,
    alt: a.alt,
    description: a.description,
    file: { url, filename: a.filename, content_type: a.content_type, size: a.size, width: a.width, height: a.height, sha256: a.sha256 },
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

/** One entry: its state and both versions that matter, fields as stored (field → language → value). */
function entryRecord(e: Selectable<EntriesTable>): string {
  const head = JSON.stringify({
    id: e.id,
    content_type: e.content_type,
    status: e.status,
    position: e.position,
    created_at: e.created_at,
    updated_at: e.updated_at,
    published_at: e.published_at,
    first_published_at: e.first_published_at,
    archived_at: e.archived_at,
  });
  const published = e.published_version !== null && e.published_fields !== null ? `{"version":${e.published_version},"fields":${e.published_fields}}` : 'null';
  return `${head.slice(0, -1)},"latest":{"version":${e.version},"fields":${e.fields}},"published":${published}}`;
}
