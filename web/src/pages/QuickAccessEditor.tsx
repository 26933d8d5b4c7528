import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, sp } from '../api.ts';
import { EntryPicker } from '../fields/pickers.tsx';
import type { ContentType, QuickAccess, QuickAccessItem as Item } from '../types.ts';
import { ErrorNotice } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';


/**
 * The Content menu's quick access (SPEC: GET/PUT `/quick_access`): links to a type's list or to
 * one entry, each with its label, in the order they show; saved as a whole list.
 */
export function QuickAccessEditor({ space, types }: { space: string; types: ContentType[] }) {
  const qc = useQueryClient();
  const saved = useQuery({ queryKey: queryKeys.quickAccess(space), queryFn: () => get<QuickAccess>(sp(space, '/quick_access')) });
  const [draft, setDraft] = useState<Item[] | null>(null);
  const items = draft ?? saved.data?.quick_access ?? [];
  const save = useMutation({
    mutationFn: () => api('PUT', sp(space, '/quick_access'), { body: { items } }),
    onSuccess: async () => {
      await refresh.quickAccess(qc, space);
      setDraft(null);
    },
  });
  const set = (i: number, item: Item) => setDraft(items.map((x, j) => (j === i ? item : x)));
  const swap = (i: number, j: number) => setDraft(items.map((x, k) => (k === i ? items[j] : k === j ? items[i] : x)));
  return (
    <Card withBorder mb="md">
      <Title order={2} size="h4" mb="xs">
        Quick access
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Shortcuts at the top of the Content menu: a type’s list or one entry.
      </Text>
      <Stack gap="xs">
        {items.map((it, i) => (
          <Group key={i} align="end" gap="xs" wrap="wrap">
            <TextInput label={`Label ${i + 1}`} value={it.label} onChange={(e) => set(i, { ...it, label: e.currentTarget.value })} w={200} />
            <Select label={`Links to (${i + 1})`} data={[{ value: 'type', label: 'A type’s list' }, { value: 'entry', label: 'An entry' }]} value={'entry' in it ? 'entry' : 'type'} onChange={(v) => set(i, v === 'entry' ? { label: it.label, entry: '' } : { label: it.label, content_type: types[0]?.sys.id ?? '' })} allowDeselect={false} w={160} />
            {'entry' in it ? (
              <EntryPicker space={space} label={`Entry ${i + 1}`} value={it.entry || null} onChange={(v) => set(i, { label: it.label, entry: v ?? '' })} />
            ) : (
              <Select label={`Type ${i + 1}`} data={types.map((t) => ({ value: t.sys.id, label: t.name }))} value={it.content_type} onChange={(v) => set(i, { label: it.label, content_type: v ?? '' })} allowDeselect={false} w={180} />
            )}
            <ActionIcon variant="subtle" aria-label={`Move ${it.label || `shortcut ${i + 1}`} up`} disabled={i === 0} onClick={() => swap(i, i - 1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`Move ${it.label || `shortcut ${i + 1}`} down`} disabled={i === items.length - 1} onClick={() => swap(i, i + 1)}>
              ↓
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${it.label || `shortcut ${i + 1}`}`} onClick={() => setDraft(items.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <ErrorNotice error={saved.error ?? save.error} title={save.error ? 'Not saved' : undefined} />
      <Group mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={() => setDraft([...items, { label: '', content_type: types[0]?.sys.id ?? '' }])} disabled={types.length === 0}>
          Add shortcut
        </Button>
        {draft ? (
          <>
            <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
              Save quick access
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </>
        ) : null}
      </Group>
    </Card>
  );
}
