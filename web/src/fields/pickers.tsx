import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Modal, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, sp } from '../api.ts';
import { entryTitle, isImage } from '../display.ts';
import { useContentTypes } from '../hooks.ts';
import type { Asset, Collection, Entry } from '../types.ts';
import { ErrorNotice } from '../ui.tsx';

/** Entries a reference field may point at, as Select options (title and type). */
function useEntryOptions(space: string, linkTypes: string[] | undefined) {
  const types = useContentTypes(space).data ?? [];
  const wanted = linkTypes?.length ? linkTypes : types.map((t) => t.sys.id);
  const q = useQuery({
    queryKey: ['entry-options', space, wanted.join(',')],
    enabled: types.length > 0,
    queryFn: async () => {
      const lists = await Promise.all(wanted.map((t) => get<Collection<Entry>>(sp(space, '/entries'), { content_type: t, limit: 1000, include: 0 })));
      return lists.flatMap((l) => l.items);
    },
  });
  return (q.data ?? []).map((e) => {
    const type = types.find((t) => t.sys.id === e.sys.content_type);
    return { value: e.sys.id, label: `${entryTitle(e, type)} · ${type?.name ?? e.sys.content_type}` };
  });
}

interface PickerProps<T> {
  space: string;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  value: T;
  onChange: (v: T) => void;
  linkTypes?: string[];
  disabled?: boolean;
}

export function EntryPicker({ space, linkTypes, value, onChange, ...rest }: PickerProps<string | null>) {
  const data = useEntryOptions(space, linkTypes);
  const withCurrent = value && !data.some((d) => d.value === value) ? [...data, { value, label: value }] : data;
  return <Select {...rest} searchable clearable data={withCurrent} value={value} onChange={onChange} nothingFoundMessage="No entry matches" />;
}

export function EntriesPicker({ space, linkTypes, value, onChange, ...rest }: PickerProps<string[]>) {
  const data = useEntryOptions(space, linkTypes);
  const known = new Set(data.map((d) => d.value));
  return <MultiSelect {...rest} searchable clearable data={[...data, ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))]} value={value} onChange={onChange} nothingFoundMessage="No entry matches" />;
}

export function useAssets(space: string) {
  return useQuery({ queryKey: ['assets', space], queryFn: () => get<Collection<Asset>>(sp(space, '/assets'), { limit: 1000 }) });
}

export function useUpload(space: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<Asset>('POST', sp(space, '/assets'), { form });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['assets', space] }),
  });
}

export function AssetThumb({ asset, size = 64 }: { asset: Asset; size?: number }) {
  return isImage(asset) ? (
    <Image src={`${asset.fields.file.url}?w=${size * 2}&h=${size * 2}&fit=cover`} alt={asset.fields.alt ?? ''} w={size} h={size} radius="sm" fit="cover" />
  ) : (
    <Paper w={size} h={size} withBorder p={4}>
      <Text size="xs" truncate>
        {asset.fields.file.filename}
      </Text>
    </Paper>
  );
}

/** Choose files from the library (with search) or upload a new one. */
export function AssetChooser({ space, opened, onClose, onPick, accept }: { space: string; opened: boolean; onClose: () => void; onPick: (id: string, asset: Asset) => void; accept?: string }) {
  const assets = useAssets(space);
  const upload = useUpload(space);
  const [q, setQ] = useState('');
  const matches = (assets.data?.items ?? []).filter(
    (a) =>
      (accept !== 'image' || a.fields.file.content_type.startsWith('image/')) &&
      (accept !== 'video' || a.fields.file.content_type.startsWith('video/')) &&
      (a.fields.title + a.fields.file.filename).toLowerCase().includes(q.toLowerCase()),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Choose a file" size="lg">
      <Group mb="sm" align="end">
        <TextInput label="Search files" value={q} onChange={(e) => setQ(e.currentTarget.value)} style={{ flex: 1 }} />
        <FileButton onChange={(f) => f && upload.mutate(f, { onSuccess: (a) => onPick(a.sys.id, a) })}>
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              Upload new
            </Button>
          )}
        </FileButton>
      </Group>
      <ErrorNotice error={upload.error} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {matches.map((a) => (
          <UnstyledButton key={a.sys.id} onClick={() => onPick(a.sys.id, a)} aria-label={`Choose ${a.fields.title}`}>
            <Stack gap={2} align="center">
              <AssetThumb asset={a} size={96} />
              <Text size="xs" truncate maw={110}>
                {a.fields.title}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Modal>
  );
}

export function AssetsPicker({ space, label, description, error, value, onChange, multiple, accept, disabled }: PickerProps<string[]> & { multiple: boolean; accept?: string }) {
  const assets = useAssets(space);
  const [open, setOpen] = useState(false);
  const byId = (id: string) => assets.data?.items.find((a) => a.sys.id === id);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      <Group gap="xs">
        {value.map((id) => {
          const a = byId(id);
          return (
            <Group key={id} gap={4} wrap="nowrap">
              {a ? <AssetThumb asset={a} /> : <Text size="xs">{id}</Text>}
              {disabled ? null : (
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${a?.fields.title ?? id} from ${label}`} onClick={() => onChange(value.filter((x) => x !== id))}>
                  ×
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {disabled ? null : multiple || value.length === 0 ? (
          <Button variant="default" size="xs" onClick={() => setOpen(true)}>
            {value.length ? 'Add file' : 'Choose file'}
          </Button>
        ) : (
          <Button variant="default" size="xs" onClick={() => setOpen(true)}>
            Replace
          </Button>
        )}
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {open ? (
        <AssetChooser
          space={space}
          opened
          accept={accept}
          onClose={() => setOpen(false)}
          onPick={(id) => {
            onChange(multiple ? [...value.filter((x) => x !== id), id] : [id]);
            setOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
