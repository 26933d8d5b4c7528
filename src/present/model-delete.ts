import type { DeleteContentTypeResult } from '../app/content-types/delete-content-type.ts';
import type { DeleteFieldResult } from '../app/content-types/delete-field.ts';

/**
 * The answers of content-type and field deletes (REST, MCP, batch): what was deleted and what
 * went with it; a dry run says the same under `would_…` names and saves nothing.
 */
export function presentTypeDelete(dryRun: boolean, r: DeleteContentTypeResult) {
  const target = { sys: { type: 'ContentType' as const, id: r.content_type } };
  const unlinked = r.unlinked.map((l) => ({ entry: l.entry, content_type: l.content_type, fields: l.fields, published: l.published }));
  return dryRun
    ? { dry_run: true as const, would_delete: target, would_delete_entries: r.entries_deleted, would_unlink: unlinked, write_limits_kept: r.write_limits_kept }
    : { dry_run: false as const, deleted: target, entries_deleted: r.entries_deleted, unlinked, write_limits_kept: r.write_limits_kept };
}

export function presentFieldDelete(dryRun: boolean, r: DeleteFieldResult) {
  const target = { sys: { type: 'Field' as const, id: r.field, content_type: r.content_type } };
  return dryRun
    ? { dry_run: true as const, would_delete: target, entries_changed: r.entries_changed, published_changed: r.published_changed }
    : { dry_run: false as const, deleted: target, entries_changed: r.entries_changed, published_changed: r.published_changed };
}
