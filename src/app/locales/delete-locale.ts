import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { normalizeLocaleCode, removeLocaleValues } from '../../domain/locales.ts';
import { deleteLocale as deleteLocaleRow, findLocale, findSpace, listLocales, repointFallbacks, type LocaleRow } from '../../db/repos/spaces.ts';
import { rewriteLocaleValues } from './rewrite-values.ts';
import { deleteSlugLocale } from '../../db/repos/entry-slugs.ts';

/**
 * SPEC "Locales" DELETE: refuses while the language holds values unless `deleteValues`; then
 * removes them from every entry and version, published ones too. Languages that fell back to it
 * fall back to the default language instead.
 */
export async function deleteLocale(uow: UnitOfWork, rawCode: string, deleteValues: boolean): Promise<{ entries_changed: number; locales: LocaleRow[] }> {
  requirePermission(uow.actor, 'manage_model', 'delete languages');
  const spaceId = uow.actor.spaceId;
  const code = normalizeLocaleCode(rawCode) ?? rawCode;
  const locale = await findLocale(uow.trx, spaceId, code);
  if (!locale) throw notFound('language', rawCode);
  const space = await findSpace(uow.trx, spaceId);
  if (space!.default_locale === code) {
    throw validationFailed({ code: 'a language other than the default one' }, `"${code}" is the default language and cannot be removed.`, 'Change the site default_locale first (PATCH the space), then delete this language.');
  }
  const { changedEntries } = await rewriteLocaleValues(uow, (fields) => removeLocaleValues(fields, code));
  if (changedEntries.size > 0 && !deleteValues) {
    throw validationFailed(
      { delete_values: `true, to delete the "${code}" values of ${changedEntries.size} entries` },
      `The language "${code}" has values in ${changedEntries.size} entries.`,
      `Send the request again with ?delete_values=true to delete those values (all versions, published ones too).`,
    );
  }
  await deleteLocaleRow(uow.trx, spaceId, code);
  await deleteSlugLocale(uow.trx, spaceId, code);
  await repointFallbacks(uow.trx, spaceId, code, space!.default_locale);
  uow.record({ action: 'locale.deleted', resourceType: 'locale', resourceId: code, details: { entries_changed: changedEntries.size } });
  return { entries_changed: changedEntries.size, locales: await listLocales(uow.trx, spaceId) };
}
