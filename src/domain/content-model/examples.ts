import type { FieldDefinition, ItemField } from './types.ts';

/**
 * An example value for a field, valid for its type (SPEC "Value formats"), to show writers what
 * to send. References and files have no self-contained example (they need ids that exist), so
 * they give undefined.
 */
export function exampleValue(field: Pick<FieldDefinition, 'api_id' | 'name' | 'type' | 'options'> & { item_fields?: ItemField[] }): unknown {
  const words = field.name.toLowerCase();
  switch (field.type) {
    case 'symbol':
      return `Example ${words}`;
    case 'text':
      return `A few sentences of ${words}.`;
    case 'rich_text':
      return `## ${field.name}\n\nA paragraph in **markdown**.`;
    case 'integer':
      return 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'date':
      return '2026-05-01';
    case 'json':
      return { key: 'value' };
    case 'slug':
      return `example-${field.api_id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase()}`;
    case 'tags':
      return ['example', 'tag'];
    case 'url':
      return 'https://example.com/page';
    case 'email':
      return 'ada@example.com';
    case 'color':
      return '#1a2b3c';
    case 'select':
      return field.options?.[0];
    case 'multi_select':
      return field.options?.length ? [field.options[0]] : undefined;
    case 'list': {
      const row: Record<string, unknown> = {};
      for (const item of field.item_fields ?? []) {
        const v = item.type === 'reference' ? undefined : exampleValue({ ...item, type: item.type });
        if (v !== undefined) row[item.api_id] = v;
      }
      return [row];
    }
    default:
      return undefined;
  }
}
