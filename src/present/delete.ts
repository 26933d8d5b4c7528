import type { DeleteResult } from '../app/entries/delete-entry.ts';

/**
 * A delete's answer (REST, MCP, batch): what was deleted and which entries lost their links to
 * it; a dry run says the same as `would_delete` / `would_unlink` and saves nothing.
 */
export function presentDelete(dryRun: boolean, r: DeleteResult) {
  const target = { sys: { type: r.deleted.type, id: r.deleted.id } };
  const unlinked = r.unlinked.map((l) => ({ entry: l.entry, content_type: l.content_type, fields: l.fields, published: l.published }));
  return dryRun ? { dry_run: true as const, would_delete: target, would_unlink: unlinked } : { dry_run: false as const, deleted: target, unlinked };
}
