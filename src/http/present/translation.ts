import type { TranslateEntryResult } from '../../app/translation/translate-entry.ts';
import { presentWrittenEntry } from './entry.ts';

/** SPEC "Entries" translate response: the entry in the target language plus `translation`. */
export function presentTranslatedEntry(r: TranslateEntryResult) {
  const entry = presentWrittenEntry(r.row, r.model, r.translation.to, Object.keys(r.states).length > 0 ? r.states : undefined);
  return { ...entry, translation: r.translation };
}
