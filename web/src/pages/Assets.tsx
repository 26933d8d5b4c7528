import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Button, Card, FileButton, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, sp } from '../api.ts';
import { AssetPages, AssetThumb, useAssetPage, useUpload } from '../fields/pickers.tsx';
import type { Asset } from '../types.ts';
import { ErrorNotice, PageHeader } from '../ui.tsx';
import { DeleteButton, UsedIn } from '../deleting.tsx';
import classes from './Assets.module.css';
import { refresh } from '../queryKeys.ts';

function EditAsset({ space, asset, onClose }: { space: string; asset: Asset; onClose: () => void }) {
  const qc = useQueryClient();
  const [title, setTitle] = useState(asset.fields.title);
  const [alt, setAlt] = useState(asset.fields.alt ?? '');
  const [description, setDescription] = useState(asset.fields.description ?? '');
  const save = useMutation({
    mutationFn: () => api<Asset>('PATCH', sp(space, `/assets/${asset.sys.id}`), { body: { title, alt: alt || null, description: description || null } }),
    onSuccess: () => {
      void refresh.assets(qc, space);
      onClose();
    },
  });
  const replace = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<Asset>('PATCH', sp(space, `/assets/${asset.sys.id}`), { form });
    },
    onSuccess: () => refresh.assets(qc, space),
  });
  return (
    <Modal opened onClose={onClose} title={`Edit ${asset.fields.title}`}>
      <Stack>
        <AssetThumb asset={asset} size={160} />
        <Text size="xs" c="dimmed">
          {asset.fields.file.filename} · {asset.fields.file.content_type} · {Math.round(asset.fields.file.size / 1024)} KB
          {asset.fields.file.width ? ` · ${asset.fields.file.width}×${asset.fields.file.height}` : ''}
        </Text>
        <UsedIn space={space} kind="assets" id={asset.sys.id} />
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <TextInput label="Alt text" description="What the image shows, for people who cannot see it (needed to publish)" value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        <Textarea label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <ErrorNotice error={save.error ?? replace.error} />
        <Group justify="space-between">
          <FileButton onChange={(f) => f && replace.mutate(f)}>
            {(props) => (
              <Button variant="default" {...props} loading={replace.isPending}>
                Replace file
              </Button>
            )}
          </FileButton>
          <Group gap="xs">
            <DeleteButton
              space={space}
              kind="assets"
              id={asset.sys.id}
              name={asset.fields.title}
              onDeleted={() => {
                void refresh.assets(qc, space, true);
                onClose();
              }}
            />
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

const PAGE_SIZE = 40;

/** The asset library: upload (button or drag and drop), alt text, replace; paged, filtered and searched by the server. */
export default function Assets() {
  const space = useParams().space!;
  const upload = useUpload(space);
  const [editing, setEditing] = useState<Asset | null>(null);
  const [q, setQ] = useState('');
  const [words] = useDebouncedValue(q, 250);
  const [over, setOver] = useState(false);
  const [kind, setKind] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // The server filters, searches and counts, so a library of any size pages quickly.
  const assets = useAssetPage(space, { kind, query: words, page, pageSize: PAGE_SIZE });
  const items = assets.data?.items ?? [];
  const total = assets.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // The last file of the last page deleted: show the page before.
  useEffect(() => {
    if (assets.data && page > pages) setPage(pages);
  }, [assets.data, page, pages]);
  const drop = (files: FileList | null) => {
    for (const f of Array.from(files ?? [])) upload.mutate(f);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        drop(e.dataTransfer.files);
      }}
      className={over ? classes.dropping : undefined}
    >
      <PageHeader title="Media">
        <FileButton onChange={(files) => files.forEach((f) => upload.mutate(f))} multiple accept="image/*,video/mp4,video/webm,application/pdf">
          {(props) => (
            <Button {...props} loading={upload.isPending}>
              Upload
            </Button>
          )}
        </FileButton>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="sm">
        Drop files anywhere on this page to upload them. JPG, PNG, WebP, GIF, SVG and PDF up to 20 MB; MP4 and WebM up to 50 MB.
      </Text>
      <Group mb="md" align="end">
        <TextInput
          label="Search files"
          description="Title, file name, alt text or description"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        <Select
          label="Kind"
          placeholder="Every kind"
          clearable
          data={[
            { value: 'image', label: 'Images' },
            { value: 'video', label: 'Videos' },
            { value: 'pdf', label: 'PDF documents' },
            { value: 'other', label: 'Other files' },
          ]}
          value={kind}
          onChange={(k) => {
            setKind(k);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {assets.data ? (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {total === 0 ? (words.trim() || kind ? 'No file matches.' : 'No files yet.') : `${(page - 1) * PAGE_SIZE + 1}–${(page - 1) * PAGE_SIZE + items.length} of ${total} ${total === 1 ? 'file' : 'files'}`}
        </Text>
      ) : null}
      <ErrorNotice error={assets.error ?? upload.error} title="Upload failed" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {items.map((a) => (
          <Card key={a.sys.id} withBorder padding="xs" component="button" onClick={() => setEditing(a)} className={classes.card} aria-label={`Edit ${a.fields.title}`}>
            <Stack gap={4} align="center">
              <AssetThumb asset={a} size={120} />
              <Text size="sm" truncate maw={140}>
                {a.fields.title}
              </Text>
              {!a.fields.alt && a.fields.file.content_type.startsWith('image/') ? (
                <Text size="xs" c="orange.9">
                  needs alt text
                </Text>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {pages > 1 ? <AssetPages total={pages} value={page} onChange={setPage} /> : null}
      {editing ? <EditAsset space={space} asset={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
