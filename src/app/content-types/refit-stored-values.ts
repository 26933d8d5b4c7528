import { writeEntryLinks } from '../entries/link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { writeSortKeys } from '../entries/sort-keys.ts';
import { iterateStoredCopies, writeStoredCopy, type StoredCopy } from '../../db/repos/entry-values.ts';
import { refit, type StoredValue, type ValueMisfit } from '../../domain/content-model/field-change.ts';
import type { FieldDefinition } from '../../domain/content-model/types.ts';

type Stored = Record<string, Record<string, unknown> | undefined>;

export interface RefitResult {
  /** Whether any copy (latest, published, any version, any language) holds a non-null value. */
  hasData: boolean;
  /** Values the edited field would reject, each listed once (the same value in several copies counts once). */
  misfits: ValueMisfit[];
  /** Writes the normalised values back (e.g. colors gaining `#`); call only when there are no misfits. */
  apply(): Promise<void>;
}

/**
 * Checks every stored value of one field of one content type against the edited field: every
 * entry's latest fields, its published snapshot and every version, in every language.
 */
export async function refitStoredValues(uow: UnitOfWork, contentType: string, next: FieldDefinition): Promise<RefitResult> {
  let hasData = false;
  const misfits: ValueMisfit[] = [];
  const reported = new Set<string>();
  const pending: Array<{ copy: StoredCopy; fields: string; published: string | null }> = [];

  const refitDoc = (doc: Stored, ref: Omit<StoredValue, 'locale' | 'value'>): boolean => {
    const byLocale = doc[next.api_id];
    if (!byLocale || typeof byLocale !== 'object') return false;
    let changed = false;
    for (const [locale, value] of Object.entries(byLocale)) {
      if (value === null || value === undefined) continue;
      hasData = true;
      const res = refit(next, value);
      if (!res.ok) {
        const key = `${ref.entry_id}|${locale}|${JSON.stringify(value)}`;
        if (!reported.has(key)) misfits.push({ ...ref, locale, value, expected: res.expected });
        reported.add(key);
      } else if (JSON.stringify(res.value) !== JSON.stringify(value)) {
        byLocale[locale] = res.value;
        changed = true;
      }
    }
    return changed;
  };

  for await (const copy of iterateStoredCopies(uow.trx, uow.actor.spaceId, contentType)) {
    const latest = JSON.parse(copy.fields) as Stored;
    if (copy.table === 'entries') {
      const published = copy.published_fields ? (JSON.parse(copy.published_fields) as Stored) : null;
      const a = refitDoc(latest, { entry_id: copy.entry_id, where: 'latest', version: null });
      const b = published ? refitDoc(published, { entry_id: copy.entry_id, where: 'published', version: null }) : false;
      if (a || b) pending.push({ copy, fields: JSON.stringify(latest), published: published ? JSON.stringify(published) : null });
    } else if (refitDoc(latest, { entry_id: copy.entry_id, where: 'version', version: copy.version })) {
      pending.push({ copy, fields: JSON.stringify(latest), published: null });
    }
  }
  return {
    hasData,
    misfits,
    async apply() {
      for (const p of pending) {
        await writeStoredCopy(uow.trx, p.copy, p.fields, p.published);
        if (p.copy.table === 'entries') await writeSortKeys(uow.trx, { space_id: uow.actor.spaceId, id: p.copy.entry_id, content_type: p.copy.content_type }, p.published);
        if (p.copy.table === 'entries') await writeEntryLinks(uow.trx, { space_id: uow.actor.spaceId, id: p.copy.entry_id, content_type: p.copy.content_type, fields: p.fields, published_fields: p.published });
      }
    },
  };
}
