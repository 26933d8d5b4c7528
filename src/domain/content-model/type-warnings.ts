import { slugFieldOf } from './infer.ts';
import type { ContentTypeDefinition } from './types.ts';

/**
 * What a content type has set up halfway, in words an agent can act on. A url_path with
 * `{slug}` is accepted before the type has a slug field (agents create the type, then add
 * fields): until the field exists its entries have no `sys.url`.
 */
export function contentTypeWarnings(def: Pick<ContentTypeDefinition, 'api_id' | 'url_path' | 'fields'>): string[] {
  const out: string[] = [];
  if (def.url_path?.split('/').includes('{slug}') && !slugFieldOf(def)) {
    out.push(
      `Content type "${def.api_id}" has url_path "${def.url_path}" but no field of type slug to fill {slug}, so its entries have no sys.url or sys.preview_url yet. Add a field of type slug.`,
    );
  }
  return out;
}
