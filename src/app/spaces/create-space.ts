import type { Kysely } from 'kysely';
import { appError, validationFailed } from '../../domain/errors.ts';
import { defaultLocaleName, normalizeLocaleCode } from '../../domain/locales.ts';
import { SPACE_SLUG } from '../../domain/spaces.ts';
import { findSpace, insertLocale, insertSpace, type SpaceRow } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';

export interface CreateSpaceInput {
  slug: string;
  name: string;
  locale?: string;
}

/** Spaces are created by operators (CLI), not through the API, so this takes no actor. */
export async function createSpace(db: Kysely<DB>, input: CreateSpaceInput, now = new Date().toISOString()): Promise<SpaceRow> {
  if (!SPACE_SLUG.test(input.slug)) {
    throw validationFailed({ slug: 'lowercase letters, digits and hyphens, 1 to 63 characters, not starting or ending with a hyphen' });
  }
  const name = input.name.trim();
  if (!name) throw validationFailed({ name: 'a non-empty name' });
  const locale = normalizeLocaleCode(input.locale ?? 'en');
  if (!locale) throw validationFailed({ locale: 'a language code like "en" or "en-US"' });
  return db.transaction().execute(async (trx) => {
    if (await findSpace(trx, input.slug)) throw appError('validation_failed', `A space "${input.slug}" already exists.`, { details: { fields: { slug: 'a slug not in use' } } });
    const row: SpaceRow = {
      id: input.slug,
      name,
      default_locale: locale,
      prefix_default_locale: 0,
      production_url: null,
      preview_url: null,
      created_at: now,
      updated_at: now,
    };
    await insertSpace(trx, row);
    await insertLocale(trx, { space_id: row.id, code: locale, name: defaultLocaleName(locale), fallback_code: null, created_at: now });
    return row;
  });
}
