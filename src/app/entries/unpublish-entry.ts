import type { UnitOfWork } from '../unit-of-work.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import { changeEntryState } from './change-entry-state.ts';

/** See docs/entries.md "States" for what unpublish does. */
export function unpublishEntry(uow: UnitOfWork, input: { id: string }): Promise<EntryRow> {
  return changeEntryState(uow, input.id, 'unpublish');
}
