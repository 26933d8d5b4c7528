/** Space rules (SPEC "Space", "Site"). */

export const SPACE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A site URL as stored: absolute http(s), no trailing slash, no query or fragment. Null when unusable. */
export function normalizeSiteUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return url.toString().replace(/\/+$/, '');
}

export interface SetupFacts {
  production_url: string | null;
  preview_url: string | null;
  hooks: { target: 'production' | 'preview'; disabled: boolean; failing: boolean; name: string }[];
  localeCount: number;
  prefix_default_locale: boolean;
  /** What content types have set up halfway (`contentTypeWarnings`). */
  typeWarnings?: string[];
  /** Links in the latest values of entries (not archived) to archived entries; `more`: others exist beyond these. */
  archivedLinks?: { links: { entry: string; field: string; target: string }[]; more: boolean };
  /** Published values linking to entries not published (rich-text fields with `draft_links: "warn"`). */
  draftLinks?: { links: { entry: string; field: string; target: string }[]; more: boolean };
}

/** What is set up halfway, in words an owner or an agent can act on (SPEC "Site" PATCH `warnings`). */
export function setupWarnings(f: SetupFacts): string[] {
  const out: string[] = [];
  const live = (t: 'production' | 'preview') => f.hooks.filter((h) => h.target === t && !h.disabled);
  if (f.preview_url && live('preview').length === 0) {
    out.push('preview_url is set but no preview deploy hook exists, so the staging site will not rebuild when drafts are saved. Add a webhook with target "preview".');
  }
  if (f.production_url && live('production').length === 0) {
    out.push('production_url is set but no production deploy hook exists, so publishing will not rebuild the live site. Add a webhook with target "production".');
  }
  if (!f.production_url && live('production').length > 0) {
    out.push('A production deploy hook exists but production_url is not set, so entries have no sys.url and the readiness check cannot run. Set production_url.');
  }
  if (!f.preview_url && live('preview').length > 0) {
    out.push('A preview deploy hook exists but preview_url is not set, so entries have no sys.preview_url. Set preview_url.');
  }
  for (const h of f.hooks) {
    if (h.disabled) out.push(`Deploy hook "${h.name}" is disabled (its destination answered 410 Gone); once the destination works again, send a test delivery to enable it, or delete it.`);
    else if (h.failing) out.push(`Deploy hook "${h.name}" keeps failing; check its URL and the destination's logs, then send a test delivery.`);
  }
  if (f.prefix_default_locale && f.localeCount < 2) {
    out.push('prefix_default_locale is on but the site has only one language, so every URL carries a prefix that chooses nothing.');
  }
  out.push(...(f.typeWarnings ?? []));
  // Delivery readers never see such a link (docs/entries.md "Links and embeds"), and a delete of
  // the archived entry is refused while it stands: usually a link forgotten when archiving.
  for (const l of f.archivedLinks?.links ?? []) {
    out.push(`Entry "${l.entry}" links to the archived entry "${l.target}" in field "${l.field}", a link the live site never shows. Unarchive "${l.target}", or remove the link.`);
  }
  if (f.archivedLinks?.more) out.push('More entries link to archived entries than are listed here; GET …/entries?links_to_entry={id} lists those linking to one of them.');
  for (const l of f.draftLinks?.links ?? []) {
    out.push(`The published entry "${l.entry}" links to "${l.target}" in field "${l.field}", which is not published, so the live site shows the link as plain text. Publish "${l.target}", or remove the link.`);
  }
  if (f.draftLinks?.more) out.push('More published entries link to unpublished entries than are listed here; GET …/entries?links_to_entry={id} lists those linking to one of them.');
  return out;
}
