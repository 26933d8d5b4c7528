import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { validationFailed } from '../../domain/errors.ts';
import { defaultLocaleName, normalizeLocaleCode } from '../../domain/locales.ts';
import { findLocale, findSpace, insertLocale, type LocaleRow } from '../../db/repos/spaces.ts';

export interface CreateLocaleInput {
  code: string;
  name?: string;
  /** Absent: the default language. null: no fallback. */
  fallback_code?: string | null;
}

export async function createLocale(uow: UnitOfWork, input: CreateLocaleInput): Promise<LocaleRow> {
  requirePermission(uow.actor, 'manage_model', 'add languages');
  const spaceId = uow.actor.spaceId;
  const code = normalizeLocaleCode(input.code);
  if (!code) throw validationFailed({ code: 'a language code: two letters, optionally a region, like "de" or "de-AT"' });
  const space = await findSpace(uow.trx, spaceId);
  if (await findLocale(uow.trx, spaceId, code)) throw validationFailed({ code: `a code not in use: "${code}" already exists` });

  let fallback: string | null = space!.default_locale;
  if (input.fallback_code !== undefined) {
    fallback = input.fallback_code === null ? null : normalizeLocaleCode(input.fallback_code);
    if (input.fallback_code !== null && (!fallback || !(await findLocale(uow.trx, spaceId, fallback)))) {
      throw validationFailed({ fallback_code: 'the code of an existing language of this site, or null for no fallback' });
    }
  }
  const name = input.name?.trim() || defaultLocaleName(code);
  if (name.length > 100) throw validationFailed({ name: 'at most 100 characters' });
  const row: LocaleRow = { space_id: spaceId, code, name, fallback_code: fallback, created_at: uow.now };
  await insertLocale(uow.trx, row);
  uow.record({ action: 'locale.created', resourceType: 'locale', resourceId: code });
  return row;
}
