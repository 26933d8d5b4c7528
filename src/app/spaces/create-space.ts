import { displayNameProblem } from '../../domain/display-names.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { defaultLocaleName, normalizeLocaleCode } from '../../domain/locales.ts';
import { SPACE_SLUG } from '../../domain/spaces.ts';
import { findSpace, insertLocale, insertSpace, type SpaceRow } from '../../db/repos/spaces.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/analytics/time-zone.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

export interface CreateSpaceInput {
  slug: string;
  name: string;
  locale?: string;
}

/**
 * Spaces are created by operators (CLI, import), not through the API, so the only check is the
 * input itself. Takes the caller's unit of work, so an import creates the space in the same
 * transaction as its content (a failed import leaves no space behind).
 */
export async function createSpace(uow: UnitOfWork, input: CreateSpaceInput): Promise<SpaceRow> {
  if (!SPACE_SLUG.test(input.slug)) {
    throw validationFailed({ slug: 'lowercase letters, digits and hyphens, 1 to 63 characters, not starting or ending with a hyphen' });
  }
  const name = input.name.trim();
  if (!name) throw validationFailed({ name: 'a non-empty name' });
  const nameProblem = displayNameProblem(name);
  if (nameProblem) throw validationFailed({ name: `a name that ${nameProblem}` });
  const locale = normalizeLocaleCode(input.locale ?? 'en');
  if (!locale) throw validationFailed({ locale: 'a language code like "en" or "en-US"' });
  if (await findSpace(uow.trx, input.slug)) throw appError('validation_failed', `A space "${input.slug}" already exists.`, { details: { fields: { slug: 'a slug not in use' } } });
  const row: SpaceRow = {
    id: input.slug,
    name,
    default_locale: locale,
    prefix_default_locale: 0,
    production_url: null,
    preview_url: null,
    time_zone: DEFAULT_TIME_ZONE,
    created_at: uow.now,
    updated_at: uow.now,
  };
  await insertSpace(uow.trx, row);
  await insertLocale(uow.trx, { space_id: row.id, code: locale, name: defaultLocaleName(locale), fallback_code: null, created_at: uow.now });
  return row;
}
