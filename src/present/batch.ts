import { Type } from '@fastify/type-provider-typebox';
import type { BatchItemResult } from '../app/batch/run-batch.ts';
import { siteUrlOf } from '../domain/entries/site-url.ts';
import type { SpaceModel } from '../app/entries/space-model.ts';
import { normalizeLocaleCode } from '../domain/locales.ts';
import type { StoredFields } from '../domain/entries/types.ts';
import { BATCH_OPS } from '../domain/batch/operations.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';

/** One operation of a batch as REST and MCP accept it (SPEC "Batch"). */
export const BatchOperationInput = Type.Object(
  {
    op: StringEnum(BATCH_OPS, { description: 'what this operation does' }),
    ref: Type.Optional(Type.String({ description: 'names this operation; later operations write "$name" in id and in reference/asset fields', examples: ['hero'] })),
    id: Type.Optional(Type.String({ description: 'update/publish/archive/unarchive/delete_entry: the entry id; delete_asset: the file id; or "$name" of an earlier ref', examples: ['$post'] })),
    content_type: Type.Optional(Type.String({ description: 'create_entry, delete_content_type, delete_field: API ID of the type', examples: ['post'] })),
    field: Type.Optional(Type.String({ description: 'delete_field: API ID of the field', examples: ['subtitle'] })),
    unlink: Type.Optional(Type.Boolean({ description: 'delete_entry/delete_asset/delete_content_type: remove the links other entries have to what is deleted (each gets a new version) instead of failing', examples: [true] })),
    delete_entries: Type.Optional(Type.Boolean({ description: 'delete_content_type: delete its entries with it (all must be archived)', examples: [true] })),
    delete_values: Type.Optional(Type.Boolean({ description: 'delete_field: delete the values entries hold in it (every version) instead of failing', examples: [true] })),
    fields: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'create_entry/update_entry: values by field API ID; "$name" allowed in reference and asset fields (not in rich text)', examples: [{ title: 'Hello', cover: '$hero' }] })),
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'update_entry: the version you edited; a newer stored one gives version_conflict', examples: [2] })),
    url: Type.Optional(Type.String({ format: 'uri', description: 'create_asset: https URL to download', examples: ['https://images.example.com/hero.jpg'] })),
    data: Type.Optional(Type.String({ description: 'create_asset: the file in base64 (with filename)', examples: ['iVBORw0KGgo='] })),
    filename: Type.Optional(Type.String({ description: 'create_asset: required with data; overrides the name taken from url', examples: ['hero.jpg'] })),
    title: Type.Optional(Type.String({ description: 'create_asset: the file\'s title; default: its file name', examples: ['Hero image'] })),
    alt: Type.Optional(Nullable(Type.String({ description: 'create_asset: alt text; images used by published content need it', examples: ['A lighthouse at dusk'] }))),
    description: Type.Optional(Nullable(Type.String({ description: 'create_asset: a longer description', examples: ['Photo: A. Smith'] }))),
    locale: Type.Optional(Type.String({ description: 'create_entry/update_entry: language of the values, or * (values keyed by code)', examples: ['en'] })),
  },
  { additionalProperties: false, title: 'BatchOperation' },
);

/**
 * SPEC "Batch" result `{op, ref?, sys: {id, type, content_type?, version?, status?, url?,
 * preview_url?}}`. `url` and `preview_url` follow the single writes (a reader of drafts): the
 * live URL once published, the staging URL of the latest values, in the operation's language.
 */
/** SPEC "Batch" answer: `{dry_run, total, results}`, the same for REST and MCP. */
export function presentBatch(results: BatchItemResult[], model: SpaceModel, dryRun: boolean) {
  return { dry_run: dryRun, total: results.length, results: results.map((r) => presentBatchResult(r, model)) };
}

export function presentBatchResult(r: BatchItemResult, model: SpaceModel) {
  if (r.kind === 'deleted') {
    const { type, id, content_type, ...withIt } = r.deleted;
    return { op: r.op, sys: { id, type, ...(content_type !== undefined ? { content_type } : {}), status: 'deleted' }, ...withIt };
  }
  const head = { op: r.op, ...(r.ref !== undefined ? { ref: r.ref } : {}) };
  if (r.kind === 'asset') return { ...head, sys: { id: r.row.id, type: 'Asset' as const } };
  const row = r.row;
  const locale = r.locale === undefined || r.locale === '*' ? model.locales.defaultLocale : (normalizeLocaleCode(r.locale) ?? model.locales.defaultLocale);
  // Values are parsed only when a URL can come out of them (site URL and url_path set).
  const hasPath = Boolean(model.types.get(row.content_type)?.url_path);
  const live = hasPath && model.space.production_url && row.published_version !== null && row.published_fields ? (JSON.parse(row.published_fields) as StoredFields) : null;
  const url = live ? siteUrlOf(model, row.content_type, live, locale, 'production') : null;
  const latest = hasPath && model.space.preview_url ? (row.fields === row.published_fields && live ? live : (JSON.parse(row.fields) as StoredFields)) : null;
  const previewUrl = latest ? siteUrlOf(model, row.content_type, latest, locale, 'preview') : null;
  return {
    ...head,
    sys: {
      id: row.id,
      type: 'Entry' as const,
      content_type: row.content_type,
      version: row.version,
      status: row.status,
      ...(url ? { url } : {}),
      ...(previewUrl ? { preview_url: previewUrl } : {}),
    },
  };
}
