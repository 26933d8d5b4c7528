import type { UnitOfWork } from '../unit-of-work.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import { findEntryForUpdate } from '../../db/repos/entries.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { normalizeLocaleCode } from '../../domain/locales.ts';
import type { LocaleContext } from '../../domain/entries/types.ts';
import { heldEntryWrites } from './held-entry-writes.ts';

/**
 * The entry, locked until the transaction ends. An entry this transaction created and still
 * holds (a batch's, see `HeldEntryWrites`) answers from memory: no other transaction can see it,
 * so there is nothing to lock.
 */
export async function lockEntry(uow: UnitOfWork, id: string): Promise<EntryRow> {
  const held = heldEntryWrites(uow.trx)?.entry(uow.actor.spaceId, id);
  if (held) return held;
  const row = await findEntryForUpdate(uow.trx, uow.engine, uow.actor.spaceId, id);
  if (!row) throw notFound('entry', id);
  return row;
}

/** The language of a write: absent → the default one; `*`; or a code of the space. */
export function writeLocale(raw: string | undefined, ctx: LocaleContext): string {
  if (raw === undefined || raw === '') return ctx.defaultLocale;
  if (raw === '*') return '*';
  const code = normalizeLocaleCode(raw);
  if (!code || !ctx.codes.includes(code)) throw validationFailed({ locale: `a language of this site (${ctx.codes.join(', ')}), or * to send every language at once` });
  return code;
}
