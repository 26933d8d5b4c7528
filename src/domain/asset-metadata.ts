import type { FieldErrors } from './errors.ts';

/** Limits of an asset's text fields (SPEC leaves them open; docs/assets.md states them). */
export const TITLE_MAX = 255;
export const ALT_MAX = 1000;
export const DESCRIPTION_MAX = 5000;

export interface AssetTextInput {
  title?: string | null;
  alt?: string | null;
  description?: string | null;
}

export interface AssetText {
  title?: string;
  alt?: string | null;
  description?: string | null;
}

/**
 * Normalises the text fields that were sent: titles are trimmed and must not be empty; `alt`
 * and `description` are trimmed and an empty string clears them (null). Unsent fields stay
 * unsent. Returns the values or every problem found.
 */
export function normalizeAssetText(input: AssetTextInput): { values: AssetText; errors: FieldErrors } {
  const values: AssetText = {};
  const errors: FieldErrors = {};
  if (input.title !== undefined) {
    const t = (input.title ?? '').trim();
    if (!t) errors.title = 'a non-empty title (leave it out to use the file name)';
    else if (t.length > TITLE_MAX) errors.title = `at most ${TITLE_MAX} characters`;
    else values.title = t;
  }
  for (const [name, max] of [['alt', ALT_MAX], ['description', DESCRIPTION_MAX]] as const) {
    const v = input[name];
    if (v === undefined) continue;
    const t = (v ?? '').trim();
    if (t.length > max) errors[name] = `at most ${max} characters, or null to clear`;
    else values[name] = t === '' ? null : t;
  }
  return { values, errors };
}
