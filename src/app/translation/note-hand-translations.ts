import type { UnitOfWork } from '../unit-of-work.ts';
import { updateTranslationSourceHashes } from '../../db/repos/entry-translations.ts';
import type { LocaleContext, StoredFields } from '../../domain/entries/types.ts';
import { sourceHash } from '../../domain/translation/plan.ts';

/**
 * A translated value edited by hand now answers to the current default-language value: its
 * record moves to that value's hash, so the field is no longer stale and `stale: true` will
 * not overwrite the person's fix (docs/translation.md "Stale translations").
 */
export async function noteHandTranslations(uow: UnitOfWork, entryId: string, locale: string, written: Record<string, unknown>, fields: StoredFields, ctx: LocaleContext): Promise<void> {
  const byLocale = new Map<string, Map<string, string>>();
  for (const [name, value] of Object.entries(written)) {
    const codes = locale === '*' ? (value && typeof value === 'object' ? Object.keys(value) : []) : [locale];
    for (const code of codes) {
      const source = fields[name]?.[ctx.defaultLocale];
      if (code === ctx.defaultLocale || !ctx.codes.includes(code) || source === undefined) continue;
      if (!byLocale.has(code)) byLocale.set(code, new Map());
      byLocale.get(code)!.set(name, sourceHash(source));
    }
  }
  for (const [code, hashes] of byLocale) await updateTranslationSourceHashes(uow.trx, entryId, code, hashes, uow.now);
}
