import type { ContentTypeView } from '../app/content-types/views.ts';
import { effectiveAccept } from '../domain/content-model/infer.ts';
import { contentTypeWarnings } from '../domain/content-model/type-warnings.ts';
import { activeFields, type FieldDefinition } from '../domain/content-model/types.ts';
import { assetUrl } from './asset.ts';

/** SPEC "Field": `group` and `help` when set, `options` on select types, `accept` (set or inferred) on file types, `draft_links` on rich text when set (absent: refuse). */
export function presentField(f: FieldDefinition) {
  return {
    api_id: f.api_id,
    name: f.name,
    type: f.type,
    required: f.required,
    localized: f.localized,
    hidden: f.hidden,
    ...(f.help ? { help: f.help } : {}),
    ...(f.group ? { group: f.group } : {}),
    ...(f.type === 'select' || f.type === 'multi_select' ? { options: f.options ?? [] } : {}),
    ...(f.type === 'asset' || f.type === 'assets' ? { accept: effectiveAccept(f) } : {}),
    ...(f.type === 'reference' || f.type === 'references' || (f.type === 'rich_text' && f.link_content_types?.length) ? { link_content_types: f.link_content_types ?? [] } : {}),
    ...(f.type === 'list' ? { item_fields: f.item_fields ?? [] } : {}),
    ...(f.draft_links ? { draft_links: f.draft_links } : {}),
  };
}

/**
 * SPEC "Content type": effective values always; `guidance` and `previews` only when set. Removed
 * fields never show. `warnings` only when the type is set up halfway.
 */
export function presentContentType(view: ContentTypeView, baseUrl: string) {
  const t = view.type;
  const warnings = contentTypeWarnings(t);
  return {
    sys: { id: t.api_id, type: 'ContentType' as const, created_at: view.created_at, updated_at: view.updated_at },
    name: t.name,
    api_id: t.api_id,
    description: t.description,
    singleton: t.singleton,
    display_field: t.display_field,
    url_path: t.url_path,
    ...(t.guidance ? { guidance: t.guidance } : {}),
    ...(t.previews ? { previews: view.previews.map((a) => ({ id: a.id, url: assetUrl(baseUrl, a), alt: a.alt })) } : {}),
    kind: t.kind,
    subtitle_field: t.subtitle_field,
    image_field: t.image_field,
    position: t.position,
    entry_order: t.entry_order,
    fields: activeFields(t).map(presentField),
    ...(warnings.length ? { warnings } : {}),
  };
}
