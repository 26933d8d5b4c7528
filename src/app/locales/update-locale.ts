import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { createsFallbackCycle, normalizeLocaleCode } from '../../domain/locales.ts';
import { findLocale, findSpace, listLocales, updateLocale as updateLocaleRow, type LocaleRow } from '../../db/repos/spaces.ts';

export interface UpdateLocaleInput {
  name?: string;
  fallback_code?: string | null;
}

export async function updateLocale(uow: UnitOfWork, rawCode: string, input: UpdateLocaleInput): Promise<LocaleRow> {
  requirePermission(uow.actor, 'manage_model', 'change languages');
  const spaceId = uow.actor.spaceId;
  const code = normalizeLocaleCode(rawCode) ?? rawCode;
  const locale = await findLocale(uow.trx, spaceId, code);
  if (!locale) throw notFound('language', rawCode);
  const patch: Partial<LocaleRow> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name || name.length > 100) throw validationFailed({ name: 'a name of 1 to 100 characters' });
    patch.name = name;
  }
  if (input.fallback_code !== undefined) {
    const space = await findSpace(uow.trx, spaceId);
    const fallback = input.fallback_code === null ? null : normalizeLocaleCode(input.fallback_code);
    if (input.fallback_code !== null && (!fallback || fallback === code || !(await findLocale(uow.trx, spaceId, fallback)))) {
      throw validationFailed({ fallback_code: 'the code of another existing language of this site, or null for no fallback' });
    }
    if (code === space!.default_locale && fallback !== null) {
      throw validationFailed({ fallback_code: 'null: the default language is where fallbacks end' });
    }
    const all = await listLocales(uow.trx, spaceId);
    if (createsFallbackCycle(code, fallback, new Map(all.map((l) => [l.code, l.fallback_code])))) {
      throw validationFailed({ fallback_code: `a language whose fallbacks do not lead back to "${code}"` });
    }
    patch.fallback_code = fallback;
  }
  if (Object.keys(patch).length > 0) await updateLocaleRow(uow.trx, spaceId, code, patch);
  uow.record({ action: 'locale.updated', resourceType: 'locale', resourceId: code, details: { ...input } });
  return { ...locale, ...patch };
}
