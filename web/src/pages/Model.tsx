import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Code, Grid, Group, Modal, MultiSelect, NavLink as MNavLink, Select, Stack, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { api, sp } from '../api.ts';
import { useContentTypes } from '../hooks.ts';
import { FIELD_TYPES, type ContentType, type Field } from '../types.ts';
import { ErrorNotice, PageHeader } from '../ui.tsx';
import { QuickAccessEditor } from './QuickAccessEditor.tsx';
import { DeleteFieldButton, DeleteTypeButton } from './ModelDeletes.tsx';
import { SortableFields } from './FieldOrder.tsx';
import { refresh } from '../queryKeys.ts';

const KINDS = ['page', 'collection', 'section', 'settings'];
const slugify = (s: string) => s.trim().replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toLowerCase());

function useModelChange(space: string) {
  const qc = useQueryClient();
  return () => {
    void refresh.model(qc, space);
  };
}

function NewType({ space, onClose }: { space: string; onClose: () => void }) {
  const done = useModelChange(space);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [apiId, setApiId] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api<ContentType>('POST', sp(space, '/content_types'), { body: { name, api_id: apiId || slugify(name), ...(kind ? { kind } : {}), fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }] } }),
    onSuccess: (t) => {
      done();
      onClose();
      navigate(`/spaces/${space}/model/${t.sys.id}`);
    },
  });
  return (
    <Modal opened onClose={onClose} title="New content type">
      <Stack>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <TextInput label="API ID" description="Cannot be changed later" placeholder={slugify(name)} value={apiId} onChange={(e) => setApiId(e.currentTarget.value)} />
        <Select label="Group in the Content menu" placeholder="automatic" clearable data={KINDS} value={kind} onChange={setKind} />
        <Text size="xs" c="dimmed">
          It starts with a Title field; add more after.
        </Text>
        <ErrorNotice error={create.error} />
        <Button onClick={() => create.mutate()} disabled={!name} loading={create.isPending}>
          Create
        </Button>
      </Stack>
    </Modal>
  );
}

function FieldEditor({ space, type, field, types, onClose }: { space: string; type: ContentType; field: Field | null; types: ContentType[]; onClose: () => void }) {
  const done = useModelChange(space);
  const [f, setF] = useState<Partial<Field>>(field ?? { type: 'symbol', required: false, localized: false });
  const [preview, setPreview] = useState<ContentType | null>(null);
  const body = () => {
    const b: Record<string, unknown> = { name: f.name, required: f.required, localized: f.localized, help: f.help || undefined, group: f.group || undefined };
    if (!field) Object.assign(b, { api_id: f.api_id || slugify(f.name ?? ''), type: f.type });
    else Object.assign(b, { hidden: Boolean(f.hidden), type: f.type });
    if (f.type === 'select' || f.type === 'multi_select') b.options = f.options ?? [];
    if (f.type === 'reference' || f.type === 'references') b.link_content_types = f.link_content_types ?? [];
    if (f.type === 'asset' || f.type === 'assets') b.accept = f.accept ?? undefined;
    if (f.type === 'rich_text') b.draft_links = f.draft_links === 'warn' ? 'warn' : null;
    if (f.type === 'list') b.item_fields = f.item_fields ?? [];
    return b;
  };
  const path = field ? `/content_types/${type.sys.id}/fields/${field.api_id}` : `/content_types/${type.sys.id}/fields`;
  const save = useMutation({
    mutationFn: (dryRun: boolean) => api<ContentType & { would_update?: ContentType }>(field ? 'PATCH' : 'POST', sp(space, path), { query: { dry_run: dryRun || undefined }, body: body() }),
    onSuccess: (r, dryRun) => {
      if (dryRun) return setPreview(r.would_update ?? r);
      done();
      onClose();
    },
  });
  const listRows = JSON.stringify(f.item_fields ?? [], null, 1);
  return (
    <Modal opened onClose={onClose} title={field ? `Edit ${field.name}` : 'Add a field'} size="lg">
      <Stack>
        <Group grow>
          <TextInput label="Name" value={f.name ?? ''} onChange={(e) => setF({ ...f, name: e.currentTarget.value })} />
          <TextInput label="API ID" disabled={Boolean(field)} placeholder={slugify(f.name ?? '')} value={f.api_id ?? ''} onChange={(e) => setF({ ...f, api_id: e.currentTarget.value })} />
        </Group>
        <Select label="Type" data={FIELD_TYPES} value={f.type ?? 'symbol'} onChange={(v) => setF({ ...f, type: (v ?? 'symbol') as Field['type'] })} allowDeselect={false} />
        <Group>
          <Checkbox label="Required" checked={Boolean(f.required)} onChange={(e) => setF({ ...f, required: e.currentTarget.checked })} />
          <Checkbox label="Translatable" checked={Boolean(f.localized)} onChange={(e) => setF({ ...f, localized: e.currentTarget.checked })} />
          {field ? <Checkbox label="Hidden" checked={Boolean(f.hidden)} onChange={(e) => setF({ ...f, hidden: e.currentTarget.checked })} /> : null}
        </Group>
        <Group grow>
          <TextInput label="Help for editors" maxLength={300} value={f.help ?? ''} onChange={(e) => setF({ ...f, help: e.currentTarget.value })} />
          <TextInput label="Group heading" maxLength={40} value={f.group ?? ''} onChange={(e) => setF({ ...f, group: e.currentTarget.value })} />
        </Group>
        {f.type === 'select' || f.type === 'multi_select' ? <TagsInput label="Options" value={f.options ?? []} onChange={(v) => setF({ ...f, options: v })} /> : null}
        {f.type === 'reference' || f.type === 'references' ? (
          <MultiSelect label="May link to" placeholder="any type" data={types.map((t) => ({ value: t.sys.id, label: t.name }))} value={f.link_content_types ?? []} onChange={(v) => setF({ ...f, link_content_types: v })} />
        ) : null}
        {f.type === 'rich_text' ? (
          <Select
            label="Links to unpublished entries"
            description="What publishing does when the text links to or embeds an entry that is not published"
            allowDeselect={false}
            data={[{ value: 'refuse', label: 'Refuse to publish (like references)' }, { value: 'warn', label: 'Publish; show the link as text and warn' }]}
            value={f.draft_links ?? 'refuse'}
            onChange={(v) => setF({ ...f, draft_links: v === 'warn' ? 'warn' : undefined })}
          />
        ) : null}
        {f.type === 'asset' || f.type === 'assets' ? <Select label="Accepts" placeholder="from the API ID" clearable data={['image', 'video', 'any']} value={f.accept ?? null} onChange={(v) => setF({ ...f, accept: (v ?? undefined) as Field['accept'] })} /> : null}
        {f.type === 'list' ? (
          <Textarea
            label="Row fields (JSON)"
            description='e.g. [{"api_id":"label","name":"Label","type":"symbol"}]'
            autosize
            defaultValue={listRows}
            onBlur={(e) => {
              try {
                setF({ ...f, item_fields: JSON.parse(e.currentTarget.value) });
              } catch {
                /* kept as typed; the API names what is wrong */
              }
            }}
          />
        ) : null}
        <ErrorNotice error={save.error} title="Not saved" />
        {preview ? (
          <Alert title="Preview (nothing saved yet)" color="blue">
            <Text size="sm">The type would have {preview.fields.length} fields: {preview.fields.map((x) => `${x.name} (${x.type}${x.hidden ? ', hidden' : ''})`).join(', ')}.</Text>
          </Alert>
        ) : null}
        <Group justify="end">
          <Button variant="default" onClick={() => save.mutate(true)}>
            Preview change
          </Button>
          <Button onClick={() => save.mutate(false)} loading={save.isPending}>
            {field ? 'Save field' : 'Add field'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function TypeEditor({ space, type, types }: { space: string; type: ContentType; types: ContentType[] }) {
  const done = useModelChange(space);
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [preview, setPreview] = useState<ContentType | null>(null);
  const [editing, setEditing] = useState<Field | 'new' | null>(null);
  useEffect(() => {
    setProps({});
    setPreview(null);
  }, [type.sys.id]);
  const val = (k: keyof ContentType) => (k in props ? props[k] : type[k]) as string | null;
  const set = (k: string, v: unknown) => setProps({ ...props, [k]: v === '' ? null : v });
  const save = useMutation({
    mutationFn: (dryRun: boolean) => api<ContentType & { would_update?: ContentType }>('PATCH', sp(space, `/content_types/${type.sys.id}`), { query: { dry_run: dryRun || undefined }, body: props }),
    onSuccess: (r, dryRun) => {
      if (dryRun) return setPreview(r.would_update ?? null);
      setProps({});
      setPreview(null);
      done();
    },
  });
  const fieldOpts = (pred: (f: Field) => boolean) => type.fields.filter(pred).map((f) => ({ value: f.api_id, label: f.name }));
  const orders = ['sys.position', '-sys.updated_at', '-sys.created_at', '-sys.published_at', 'sys.created_at', ...type.fields.filter((f) => ['symbol', 'integer', 'number', 'date', 'slug'].includes(f.type)).flatMap((f) => [`fields.${f.api_id}`, `-fields.${f.api_id}`])];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {type.name} <Code>{type.sys.id}</Code>
        </Title>
        <Group gap="xs">
          <Button component={Link} to={`/spaces/${space}/content/${type.sys.id}`} variant="subtle">
            Open entries
          </Button>
          <DeleteTypeButton space={space} type={type} />
        </Group>
      </Group>
      <Card withBorder>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Name" value={val('name') ?? ''} onChange={(e) => set('name', e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="URL path" placeholder="/blog/{slug}" value={val('url_path') ?? ''} onChange={(e) => set('url_path', e.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select label="Group in the Content menu" data={KINDS} value={val('kind')} onChange={(v) => set('kind', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select label="Entry order" data={orders} value={val('entry_order')} onChange={(v) => set('entry_order', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select label="Title field" data={fieldOpts((f) => ['symbol', 'slug', 'text'].includes(f.type))} value={val('display_field')} onChange={(v) => set('display_field', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select label="Subtitle field" clearable data={fieldOpts(() => true)} value={val('subtitle_field')} onChange={(v) => set('subtitle_field', v)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select label="Image field" clearable data={fieldOpts((f) => f.type === 'asset' || f.type === 'assets')} value={val('image_field')} onChange={(v) => set('image_field', v)} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Description" value={val('description') ?? ''} onChange={(e) => set('description', e.currentTarget.value)} autosize />
          </Grid.Col>
        </Grid>
        <ErrorNotice error={save.error} title="Not saved" />
        {preview ? (
          <Alert mt="sm" title="Preview (nothing saved yet)">
            <Text size="sm">
              {preview.name}: group {preview.kind}, order {preview.entry_order}, title {preview.display_field ?? '—'}, subtitle {preview.subtitle_field ?? '—'}, image {preview.image_field ?? '—'}, URL {preview.url_path ?? '—'}.
            </Text>
          </Alert>
        ) : null}
        <Group justify="end" mt="sm">
          <Button variant="default" disabled={!Object.keys(props).length} onClick={() => save.mutate(true)}>
            Preview change
          </Button>
          <Button disabled={!Object.keys(props).length} onClick={() => save.mutate(false)} loading={save.isPending}>
            Save type
          </Button>
        </Group>
      </Card>
      <Group justify="space-between">
        <Title order={3} size="h4">
          Fields
        </Title>
        <Button onClick={() => setEditing('new')}>Add field</Button>
      </Group>
      <SortableFields space={space} type={type}>
        {(f, handle) => (
          <Card key={f.api_id} withBorder padding="xs">
            <Group justify="space-between">
              {handle}
              <div style={{ flex: 1 }}>
                <Text fw={500}>
                  {f.name} <Code>{f.api_id}</Code>
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light">
                    {f.type}
                  </Badge>
                  {f.required ? <Badge size="xs" color="red" variant="light">required</Badge> : null}
                  {f.localized ? <Badge size="xs" color="teal" variant="light">translatable</Badge> : null}
                  {f.hidden ? <Badge size="xs" color="gray">hidden</Badge> : null}
                  {f.group ? <Badge size="xs" color="grape" variant="light">{f.group}</Badge> : null}
                </Group>
              </div>
              <Group gap={4}>
                <Button size="xs" variant="default" onClick={() => setEditing(f)} aria-label={`Edit field ${f.name}`}>
                  Edit
                </Button>
                <DeleteFieldButton space={space} type={type} field={f} />
              </Group>
            </Group>
          </Card>
        )}
      </SortableFields>
      {editing ? <FieldEditor space={space} type={type} types={types} field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

/** The content-model editor: types in Content-menu order, their properties and fields, with dry-run previews. */
export default function Model() {
  const { space, type: selected } = useParams() as { space: string; type?: string };
  const types = useContentTypes(space);
  const done = useModelChange(space);
  const [creating, setCreating] = useState(false);
  const order = useMutation({ mutationFn: (ids: string[]) => api('POST', sp(space, '/content_types/order'), { body: { content_types: ids } }), onSuccess: done });
  const list = types.data ?? [];
  const move = (i: number, d: number) => {
    const ids = list.map((t) => t.sys.id);
    [ids[i], ids[i + d]] = [ids[i + d], ids[i]];
    order.mutate(ids);
  };
  const current = list.find((t) => t.sys.id === selected);
  return (
    <>
      <PageHeader title="Content model">
        <Button onClick={() => setCreating(true)}>New content type</Button>
      </PageHeader>
      <ErrorNotice error={types.error ?? order.error} />
      <QuickAccessEditor space={space} types={list} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <nav aria-label="Content types">
            {list.map((t, i) => (
              <Group key={t.sys.id} gap={0} wrap="nowrap">
                <MNavLink component={Link} to={`/spaces/${space}/model/${t.sys.id}`} label={t.name} active={t.sys.id === selected} />
                <ActionIcon variant="subtle" aria-label={`Move ${t.name} up in the menu`} disabled={i === 0} onClick={() => move(i, -1)}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label={`Move ${t.name} down in the menu`} disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                  ↓
                </ActionIcon>
              </Group>
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>{current ? <TypeEditor space={space} type={current} types={list} /> : <Text>Choose a content type, or create one.</Text>}</Grid.Col>
      </Grid>
      {creating ? <NewType space={space} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
