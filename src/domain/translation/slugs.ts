import { LIMITS } from '../values.ts';

/**
 * Slugs are translated as words (`my-first-post` is sent as "my first post") and the answer
 * is made into a slug again: lowercase ASCII letters, digits and single hyphens. Letters with
 * accents lose them (`Über` → `uber`); the model is asked to transliterate other scripts.
 */
export function slugWords(slug: string): string {
  return slug.replace(/-+/g, ' ');
}

export function slugify(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug)
    .replace(/-+$/, '');
}

/**
 * SPEC "Entries" Translate: slugs are "translated and unique" among the type's slugs in that
 * language. `taken` holds the other entries' slugs; a taken slug gets `-2`, `-3`, … (kept
 * within the slug length limit).
 */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
