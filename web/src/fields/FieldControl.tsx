import { lazy, Suspense } from 'react';
import { ActionIcon, Button, ColorInput, Fieldset, Group, Input, JsonInput, Loader, MultiSelect, NumberInput, Select, Stack, Switch, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import type { Field, ItemField } from '../types.ts';
import { AssetsPicker, EntriesPicker, EntryPicker } from './pickers.tsx';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface ControlProps {
  space: string;
  field: Field;
  value: unknown;
  onChange: (v: unknown) => void;
  /** A rich-text editor holds its loaded value: its own markdown for it, and a reader of its markdown now. */
  onEditorReady?: (markdown: string, read: () => string) => (() => void) | void;
  error?: string;
  disabled?: boolean;
  /** Shown under the control when the value is empty in this language and another one fills in. */
  fallback?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

function ListRows({ space, field, value, onChange, disabled }: ControlProps) {
  const rows = (value as Record<string, unknown>[]) ?? [];
  const items = field.item_fields ?? [];
  const set = (i: number, key: string, v: unknown) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <Fieldset legend={field.name + (field.required ? ' *' : '')}>
      {field.help ? (
        <Text size="xs" c="dimmed" mb="xs">
          {field.help}
        </Text>
      ) : null}
      <Stack gap="sm">
        {rows.map((row, i) => (
          <Group key={i} align="end" wrap="wrap" gap="xs">
            {items.map((it: ItemField) => (
              <Control
                key={it.api_id}
                space={space}
                disabled={disabled}
                field={{ ...it, type: it.type as Field['type'], required: false, localized: false, hidden: false, name: `${it.name} (row ${i + 1})` }}
                value={row[it.api_id] ?? (it.type === 'boolean' ? null : '')}
                onChange={(v) => set(i, it.api_id, v)}
              />
            ))}
            <ActionIcon variant="subtle" aria-label={`Move row ${i + 1} up`} disabled={i === 0 || disabled} onClick={() => onChange(rows.map((r, j) => (j === i - 1 ? rows[i] : j === i ? rows[i - 1] : r)))}>
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`Move row ${i + 1} down`} disabled={i === rows.length - 1 || disabled} onClick={() => onChange(rows.map((r, j) => (j === i + 1 ? rows[i] : j === i ? rows[i + 1] : r)))}>
              ↓
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove row ${i + 1}`} disabled={disabled} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button variant="default" size="xs" w="fit-content" disabled={disabled} onClick={() => onChange([...rows, {}])}>
          Add row
        </Button>
      </Stack>
    </Fieldset>
  );
}

const DATE_VALUE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date field: the browser's date picker, and a time picker for a date-time. The API stores the
 * value as sent (a date, or a date-time with an optional zone), so a zone already in the value is
 * kept, and a value the pickers cannot show (typed through the API in another shape) is offered
 * as text.
 */
function DateControl({ field, value, onChange, common }: { field: Field; value: unknown; onChange: (v: unknown) => void; common: Record<string, unknown> }) {
  const text = str(value);
  const m = DATE_VALUE.exec(text);
  if (text && !m) return <TextInput {...common} placeholder="2026-05-01 or 2026-05-01T09:30:00+02:00" value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  const [date, time, seconds, fraction, zone] = m ? [m[1], m[2] ?? '', m[3] ?? '00', m[4] ?? '', m[5] ?? ''] : ['', '', '00', '', ''];
  const compose = (d: string, t: string) => (!d ? '' : t ? `${d}T${t}:${seconds}${fraction}${zone}` : d);
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <TextInput {...common} type="date" value={date} onChange={(e) => onChange(compose(e.currentTarget.value, time))} w={200} />
      <TextInput label={`${field.name}: time`} description={zone ? `Zone ${zone}` : 'Optional'} type="time" disabled={(common.disabled as boolean) || !date} value={time} onChange={(e) => onChange(compose(date, e.currentTarget.value))} w={160} />
    </Group>
  );
}

/** The control for one field, by its type (SPEC "Field": 20 types). */
export function Control(props: ControlProps) {
  const { space, field, value, onChange, onEditorReady, error, disabled, fallback } = props;
  const description = [field.help, fallback].filter(Boolean).join(' · ') || undefined;
  const common = { label: field.name, description, error, required: field.required, disabled };
  switch (field.type) {
    case 'text':
      return <Textarea {...common} autosize minRows={3} value={str(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'rich_text': {
      const id = `rt-${field.api_id}`;
      return (
        <Input.Wrapper {...common} id={id} labelElement="div" errorProps={{ role: 'alert' }}>
          <Suspense fallback={<Loader size="sm" />}>
            <RichTextEditor id={id} space={space} label={field.name} value={str(value)} onChange={onChange} onReady={onEditorReady} invalid={Boolean(error)} readOnly={disabled} />
          </Suspense>
        </Input.Wrapper>
      );
    }
    case 'integer':
    case 'number':
      return <NumberInput {...common} allowDecimal={field.type === 'number'} value={value === null || value === undefined ? '' : (value as number)} onChange={(v) => onChange(v === '' ? null : v)} />;
    case 'boolean':
      return <Switch {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'date':
      return <DateControl field={field} value={value} onChange={onChange} common={common} />;
    case 'json':
      return <JsonInput {...common} autosize minRows={3} formatOnBlur validationError="Not valid JSON" value={str(value)} onChange={onChange} />;
    case 'tags':
      return <TagsInput {...common} value={(value as string[]) ?? []} onChange={onChange} />;
    case 'reference':
      return <EntryPicker {...common} space={space} linkTypes={field.link_content_types} value={(value as string) || null} onChange={onChange} />;
    case 'references':
      return <EntriesPicker {...common} space={space} linkTypes={field.link_content_types} value={(value as string[]) ?? []} onChange={onChange} />;
    case 'asset':
      return <AssetsPicker {...common} space={space} multiple={false} accept={field.accept} value={value ? [value as string] : []} onChange={(ids) => onChange(ids[0] ?? null)} />;
    case 'assets':
      return <AssetsPicker {...common} space={space} multiple accept={field.accept} value={(value as string[]) ?? []} onChange={onChange} />;
    case 'list':
      return <ListRows {...props} />;
    case 'color':
      return <ColorInput {...common} format="hex" value={str(value)} onChange={onChange} />;
    case 'select':
      return <Select {...common} clearable data={field.options ?? []} value={(value as string) || null} onChange={onChange} />;
    case 'multi_select':
      return <MultiSelect {...common} clearable data={field.options ?? []} value={(value as string[]) ?? []} onChange={onChange} />;
    case 'url':
      return <TextInput {...common} type="url" placeholder="https://" value={str(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'email':
      return <TextInput {...common} type="email" value={str(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      // symbol, slug
      return <TextInput {...common} value={str(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
