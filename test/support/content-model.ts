import type { ContentTypeDefinition, FieldDefinition, FieldType } from '../../src/domain/content-model/types.ts';

/** Builders for content-model tests: only what a case cares about, the rest defaulted. */
export function buildField(api_id: string, type: FieldType, overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  return { api_id, name: api_id, type, required: false, localized: false, hidden: false, ...overrides };
}

export function buildType(api_id: string, fields: FieldDefinition[] = [], overrides: Partial<ContentTypeDefinition> = {}): ContentTypeDefinition {
  return {
    api_id,
    name: api_id,
    description: null,
    singleton: false,
    url_path: null,
    display_field: null,
    display_field_source: null,
    fields,
    ...overrides,
  };
}
