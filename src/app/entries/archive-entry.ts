import type { UnitOfWork } from '../unit-of-work.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import { changeEntryState } from './change-entry-state.ts';

/** See docs/entries.md "States" for what archive does. */
export function archiveEntry(uow: UnitOfWork, input: { id: string }): Promise<EntryRow> {
  return changeEntryState(uow, input.id, 'archive');
}
