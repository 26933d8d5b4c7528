import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Modal, MultiSelect, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get, sp } from '../api.ts';
import { entryTitle, isImage } from '../display.ts';
import { useContentTypes } from '../hooks.ts';
import type { Asset, Collection, Entry } from '../types.ts';
import { ErrorNotice } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

/** Entries a reference field may point at, as Select options (title and type). */
function useEntryOptions(space: string, linkTypes: string[] | undefined) {
  const types = useContentTypes(space).data ?? [];
  const wanted = linkTypes?.length ? linkTypes : types.map((t) => t.sys.id);
  const q = useQuery({
    queryKey: queryKeys.entries.options(space, wanted),
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

/** What a page of the media library shows: a kind of file, search words, and which page. */
export interface AssetSearch {
  kind?: string | null;
  query?: string;
  page: number;
  pageSize: number;
}

/**
 * One page of the space's files as the server filters and counts them (`kind`, `query`,
 * `skip`), so a library of any size pages and searches without loading every file. The page
 * shown stays while the next one loads.
 */
export function useAssetPage(space: string, s: AssetSearch) {
  const query = s.query?.trim() ?? '';
  return useQuery({
    queryKey: queryKeys.assets.page(space, { kind: s.kind ?? '', query, page: s.page, pageSize: s.pageSize }),
    queryFn: () => get<Collection<Asset>>(sp(space, '/assets'), { kind: s.kind ?? undefined, query: query || undefined, limit: s.pageSize, skip: (s.page - 1) * s.pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Files by id (those a field holds), each read on its own: they may be on any page of the library. */
function useAssetsById(space: string, ids: string[]) {
  const found = useQueries({ queries: ids.map((id) => ({ queryKey: queryKeys.assets.one(space, id), queryFn: () => get<Asset>(sp(space, `/assets/${encodeURIComponent(id)}`)), retry: false })) });
  return (id: string) => found[ids.indexOf(id)]?.data;
}

export function useUpload(space: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<Asset>('POST', sp(space, '/assets'), { form });
    },
    onSuccess: () => refresh.assets(qc, space),
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
  const upload = useUpload(space);
  const [q, setQ] = useState('');
  const [words] = useDebouncedValue(q, 250);
  const [page, setPage] = useState(1);
  const kind = accept === 'image' || accept === 'video' ? accept : null;
  const assets = useAssetPage(space, { kind, query: words, page, pageSize: CHOOSER_PAGE });
  const pages = Math.max(1, Math.ceil((assets.data?.total ?? 0) / CHOOSER_PAGE));
  return (
    <Modal opened={opened} onClose={onClose} title="Choose a file" size="lg">
      <Group mb="sm" align="end">
        <TextInput
          label="Search files"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
        />
        <FileButton onChange={(f) => f && upload.mutate(f, { onSuccess: (a) => onPick(a.sys.id, a) })}>
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              Upload new
            </Button>
          )}
        </FileButton>
      </Group>
      <ErrorNotice error={upload.error ?? assets.error} />
      {assets.data && assets.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {words.trim() ? 'No file matches.' : 'No files yet: upload one.'}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(assets.data?.items ?? []).map((a) => (
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
      {pages > 1 ? <AssetPages total={pages} value={page} onChange={setPage} /> : null}
    </Modal>
  );
}

const CHOOSER_PAGE = 24;

/** Page buttons of a file list, named for screen readers. */
export function AssetPages({ total, value, onChange }: { total: number; value: number; onChange: (n: number) => void }) {
  return (
    <Group justify="center" mt="md" component="nav" aria-label="Pages of files">
      <Pagination total={total} value={value} onChange={onChange} getControlProps={(c) => (c === 'previous' ? { 'aria-label': 'Previous page' } : c === 'next' ? { 'aria-label': 'Next page' } : {})} getItemProps={(n) => ({ 'aria-label': `Page ${n}` })} />
    </Group>
  );
}

export function AssetsPicker({ space, label, description, error, value, onChange, multiple, accept, disabled }: PickerProps<string[]> & { multiple: boolean; accept?: string }) {
  const [open, setOpen] = useState(false);
  const byId = useAssetsById(space, value);
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
