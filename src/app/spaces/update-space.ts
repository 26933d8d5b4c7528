import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound, validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { defaultLocaleName, moveLocaleValues, normalizeLocaleCode } from '../../domain/locales.ts';
import { normalizeSiteUrl } from '../../domain/spaces.ts';
import { timeZoneName } from '../../domain/analytics/time-zone.ts';
import { deleteLocale, findLocale, findSpace, insertLocale, repointFallbacks, updateSpace as updateSpaceRow, type SpaceRow } from '../../db/repos/spaces.ts';
import { rewriteLocaleValues } from '../locales/rewrite-values.ts';
import { renameSlugLocale } from '../../db/repos/entry-slugs.ts';

export interface UpdateSpaceInput {
  production_url?: string | null;
  preview_url?: string | null;
  default_locale?: string;
  prefix_default_locale?: boolean;
  /** IANA time zone of the site's analytics. */
  time_zone?: string;
}

function siteUrl(value: string | null | undefined, errors: FieldErrors, name: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const url = normalizeSiteUrl(value);
  if (!url) errors[name] = 'an absolute http:// or https:// URL without query or fragment, or "" to clear';
  return url;
}

/** SPEC "Site" PATCH: unsent values stay; "" clears a URL; a default-locale change moves values. */
export async function updateSpace(uow: UnitOfWork, input: UpdateSpaceInput): Promise<SpaceRow> {
  requirePermission(uow.actor, 'manage_webhooks', 'change site settings');
  const spaceId = uow.actor.spaceId;
  const space = await findSpace(uow.trx, spaceId);
  if (!space) throw notFound('space', spaceId);

  const errors: FieldErrors = {};
  const production_url = siteUrl(input.production_url, errors, 'production_url');
  const preview_url = siteUrl(input.preview_url, errors, 'preview_url');
  let newDefault: string | undefined;
  if (input.default_locale !== undefined) {
    newDefault = normalizeLocaleCode(input.default_locale) ?? undefined;
    if (!newDefault) errors.default_locale = 'a language code like "en" or "en-US"';
  }
  const timeZone = input.time_zone === undefined ? undefined : timeZoneName(input.time_zone);
  if (timeZone === null) errors.time_zone = 'an IANA time zone name such as "Europe/Berlin", "America/New_York" or "UTC"';
  if (Object.keys(errors).length) throw validationFailed(errors, undefined, errors.time_zone ? 'Use a name from the IANA time zone database (Intl.supportedValuesOf("timeZone") lists them), not an offset like "+02:00".' : undefined);

  const patch: Partial<SpaceRow> = { updated_at: uow.now };
  if (production_url !== undefined) patch.production_url = production_url;
  if (preview_url !== undefined) patch.preview_url = preview_url;
  if (input.prefix_default_locale !== undefined) patch.prefix_default_locale = input.prefix_default_locale ? 1 : 0;
  if (timeZone) patch.time_zone = timeZone;

  if (newDefault && newDefault !== space.default_locale) {
    await moveDefaultLocale(uow, space, newDefault);
    patch.default_locale = newDefault;
  }
  await updateSpaceRow(uow.trx, spaceId, patch);
  uow.record({ action: 'space.updated', resourceType: 'space', resourceId: spaceId, details: { ...input } });
  return { ...space, ...patch };
}

/**
 * Renames the default language: values under the old code move to the new one (all entries,
 * all versions), the locale record takes the new code and name, fallbacks follow. If the new
 * code is another existing language, its record merges into the default one, unless an entry
 * holds values under both codes: then `validation_failed` names the entries and nothing changes.
 */
async function moveDefaultLocale(uow: UnitOfWork, space: SpaceRow, to: string): Promise<void> {
  const from = space.default_locale;
  const { collisions } = await rewriteLocaleValues(uow, (fields) => moveLocaleValues(fields, from, to), to);
  if (collisions.size > 0) {
    const ids = [...collisions].slice(0, 20);
    throw validationFailed(
      { default_locale: `entries ${ids.join(', ')}${collisions.size > ids.length ? ` and ${collisions.size - ids.length} more` : ''} hold values under both "${from}" and "${to}"` },
      `Cannot move the default language to "${to}": ${collisions.size} entries have values in both languages.`,
      `Empty the "${to}" values of those entries (or delete the "${to}" language with delete_values=true), then change default_locale again.`,
    );
  }
  const existing = await findLocale(uow.trx, space.id, to);
  const old = await findLocale(uow.trx, space.id, from);
  if (existing) await deleteLocale(uow.trx, space.id, to);
  await deleteLocale(uow.trx, space.id, from);
  await insertLocale(uow.trx, { space_id: space.id, code: to, name: defaultLocaleName(to), fallback_code: null, created_at: old?.created_at ?? uow.now });
  await repointFallbacks(uow.trx, space.id, from, to);
  await renameSlugLocale(uow.trx, space.id, from, to);
  uow.record({ action: 'locale.default_changed', resourceType: 'locale', resourceId: to, details: { from, to } });
}
