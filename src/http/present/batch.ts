import type { BatchItemResult } from '../../app/batch/run-batch.ts';
import { siteUrlOf } from '../../app/entries/entry-url.ts';
import type { SpaceModel } from '../../app/entries/space-model.ts';
import { normalizeLocaleCode } from '../../domain/locales.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

/**
 * SPEC "Batch" result `{op, ref?, sys: {id, type, content_type?, version?, status?, url?,
 * preview_url?}}`. `url` and `preview_url` follow the single writes (a reader of drafts): the
 * live URL once published, the staging URL of the latest values, in the operation's language.
 */
export function presentBatchResult(r: BatchItemResult, model: SpaceModel) {
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
