import type { UnitOfWork } from '../unit-of-work.ts';
import { updateContentTypeDefinition } from '../../db/repos/content-types.ts';
import { iterateStoredCopies, writeStoredCopy } from '../../db/repos/entry-values.ts';
import { withDisplayField } from '../../domain/content-model/input.ts';
import { validateContentType } from '../../domain/content-model/validate-type.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { writeEntryLinks } from '../entries/link-index.ts';
import { reindexSlugField } from '../entries/reindex-slug-field.ts';
import { reindexIfSearchChanged } from '../entries/search-index.ts';
import { writeSortKeys } from '../entries/sort-keys.ts';
import { forgetSpaceModel } from '../entries/space-model.ts';
import { noteSyncChange } from '../sync/record-sync-changes.ts';
import { loadModelForChange, recordModelChange, typeContext } from './model-change.ts';

type Stored = Record<string, unknown>;

export interface DeleteFieldResult {
  content_type: string;
  field: string;
  /** Entries whose values of the field were deleted (latest, published or any version). */
  entries_changed: number;
  /** Of those, the entries whose published version held a value (delivery readers saw it). */
  published_changed: number;
}

/**
 * Deletes a field of a content type (docs/content-model.md "Deleting fields"). The field leaves
 * every read at once (delivery, management, generated types, exports) and its values are deleted
 * from every entry: the latest and published copies and every version, in every language, as a
 * language delete does, so nothing the field held can come back through a restore. While entries
 * hold values the call is refused unless `delete_values`. A field that a type setting names
 * (display, subtitle or image field, entry order, the slug of a URL) is refused: change the
 * setting first. The definition keeps a removed marker so the API ID is never reused.
 */
export async function deleteField(uow: UnitOfWork, apiId: string, fieldId: string, opts: { deleteValues?: boolean } = {}): Promise<DeleteFieldResult> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  const old = all.find((d) => d.api_id === apiId);
  if (!old) throw notFound('content type', apiId);
  const index = old.fields.findIndex((f) => f.api_id === fieldId && !f.removed);
  if (index === -1) throw notFound(`field of content type "${apiId}"`, fieldId);
  const field = old.fields[index];

  let def = { ...old, fields: old.fields.map((f, i) => (i === index ? { ...f, removed: true } : f)) };
  // Settings that name the field: validation of the whole type without it says which ones.
  const problems = validateContentType(def, await typeContext(uow, all, def), () => null);
  const slugUsed = field.type === 'slug' && old.url_path?.includes('{slug}') && !def.fields.some((f) => !f.removed && f.type === 'slug');
  if (slugUsed) problems.url_path = `"${old.url_path}" takes {slug} from "${fieldId}", the type's only slug field`;
  if (Object.keys(problems).length > 0) {
    const names = Object.keys(problems);
    throw appError('validation_failed', `Field "${fieldId}" cannot be deleted: the type's ${names.join(', ')} ${names.length === 1 ? 'names' : 'name'} it.`, {
      fix: `Change ${names.join(', ')} of content type "${apiId}" first (PATCH …/content_types/${apiId}; null returns a setting to automatic), then delete the field.`,
      details: { fields: Object.fromEntries(names.map((n) => [n, `a setting that does not name "${fieldId}"; now ${problems[n]}`])) },
    });
  }

  const changed = new Set<string>();
  const published = new Set<string>();
  const pending: Array<() => Promise<void>> = [];
  const strip = (json: string): string | null => {
    const doc = JSON.parse(json) as Stored;
    if (!(fieldId in doc)) return null;
    delete doc[fieldId];
    return JSON.stringify(doc);
  };
  for await (const copy of iterateStoredCopies(uow.trx, uow.actor.spaceId, apiId)) {
    const latest = strip(copy.fields);
    const live = copy.table === 'entries' && copy.published_fields ? strip(copy.published_fields) : null;
    if (latest === null && live === null) continue;
    const livePublished = copy.table === 'entries' ? copy.published_fields : null;
    const liveHasValue = livePublished !== null && hasValue(livePublished, fieldId);
    if (liveHasValue || hasValue(copy.fields, fieldId)) changed.add(copy.entry_id);
    if (liveHasValue) published.add(copy.entry_id);
    const fields = latest ?? copy.fields;
    if (copy.table === 'entries') {
      const pub = live ?? copy.published_fields;
      const entry = { space_id: uow.actor.spaceId, id: copy.entry_id, content_type: apiId };
      pending.push(async () => {
        await writeStoredCopy(uow.trx, copy, fields, pub);
        await writeSortKeys(uow.trx, entry, pub);
        await writeEntryLinks(uow.trx, { ...entry, fields, published_fields: pub }, def);
      });
    } else {
      pending.push(() => writeStoredCopy(uow.trx, copy, fields, null));
    }
  }
  if (changed.size > 0 && !opts.deleteValues) {
    throw appError('validation_failed', `Field "${fieldId}" holds values in ${changed.size} ${changed.size === 1 ? 'entry' : 'entries'} of "${apiId}"${published.size ? ` (${published.size} published)` : ''}.`, {
      fix: 'Send delete_values=true to delete those values from every entry and version, published ones too (dry_run=true shows how many), or hide the field instead (PATCH the field with hidden: true) to keep its data.',
      details: { fields: { delete_values: `true, to delete the "${fieldId}" values of ${changed.size} entries` }, entries_with_values: changed.size, published_with_values: published.size },
    });
  }

  def = withDisplayField(def);
  await updateContentTypeDefinition(uow.trx, uow.actor.spaceId, def, uow.now);
  forgetSpaceModel(uow.trx); // later operations of a batch read the model without the field
  for (const write of pending) await write();
  if (field.type === 'slug') await reindexSlugField(uow, apiId, fieldId, false);
  await reindexIfSearchChanged(uow.trx, uow.actor.spaceId, old, def);
  // What delivery shows of these entries changed: the sync API answers them again.
  for (const id of published) noteSyncChange(uow, 'Entry', id);
  recordModelChange(uow, apiId, 'field_deleted', { field: fieldId, type: field.type, entries_changed: changed.size });
  return { content_type: apiId, field: fieldId, entries_changed: changed.size, published_changed: published.size };
}

/** Whether a stored copy holds a non-null value of the field in any language. */
function hasValue(json: string, fieldId: string): boolean {
  const byLocale = (JSON.parse(json) as Record<string, Record<string, unknown> | undefined>)[fieldId];
  return !!byLocale && typeof byLocale === 'object' && Object.values(byLocale).some((v) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0));
}
