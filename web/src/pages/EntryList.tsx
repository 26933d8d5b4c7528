import { useMemo, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Image, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link, useNavigate, useParams } from 'react-router';
import { api, get, sp } from '../api.ts';
import { cellText, entryTitle, isImage, thumbnail } from '../display.ts';
import { useAccess, useContentType, useContentTypes } from '../hooks.ts';
import type { Collection, ContentType, Entry } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader, StatusBadge } from '../ui.tsx';

interface RowProps {
  entry: Entry;
  index: number;
  count: number;
  type: ContentType;
  types: ContentType[];
  includes: Collection<Entry>['includes'];
  space: string;
  manual: boolean;
  move: (from: number, to: number) => void;
}

function Row({ entry, index, count, type, types, includes, space, manual, move }: RowProps) {
  const sortable = useSortable({ id: entry.sys.id, disabled: !manual });
  const title = entryTitle(entry, type);
  const image = type.image_field ? thumbnail(entry.fields[type.image_field], includes) : undefined;
  const subtitle = type.subtitle_field ? cellText(entry.fields[type.subtitle_field], includes, types) : '';
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <Table.Tr ref={sortable.setNodeRef} style={style} data-entry={entry.sys.id}>
      {manual ? (
        <Table.Td>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={`Drag ${title}`} {...sortable.attributes} {...sortable.listeners}>
              ⠿
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={`Move ${title} down`} disabled={index === count - 1} onClick={() => move(index, index + 1)}>
              ↓
            </ActionIcon>
          </Group>
        </Table.Td>
      ) : null}
      {type.image_field ? (
        <Table.Td w={64}>{image && isImage(image) ? <Image src={`${image.fields.file.url}?w=96&h=96&fit=cover`} alt={image.fields.alt ?? ''} w={48} h={48} radius="sm" /> : null}</Table.Td>
      ) : null}
      <Table.Td>
        <Anchor component={Link} to={`/spaces/${space}/entries/${entry.sys.id}`} fw={500}>
          {title}
        </Anchor>
        {subtitle ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {subtitle}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={entry.sys.status} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{formatDate(entry.sys.updated_at)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Entries of one type, in the type's entry_order, with its title, subtitle and image columns. */
export default function EntryList() {
  const { space, type: typeId } = useParams() as { space: string; type: string };
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: type, error: typeError } = useContentType(space, typeId);
  const types = useContentTypes(space).data ?? [];
  // An editor limited to some types (SPEC "Authentication" 5) is not offered writes the API would refuse.
  const canWrite = useAccess(space).mayChange(typeId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const key = ['entries', space, typeId, status];
  const entries = useQuery({
    queryKey: key,
    enabled: Boolean(type),
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), { content_type: typeId, order: type!.entry_order, limit: 1000, include: 1, status: status ?? undefined }),
  });
  const order = useMutation({
    mutationFn: (ids: string[]) => api('POST', sp(space, `/content_types/${typeId}/entries/order`), { body: { entries: ids } }),
    onMutate: async (ids) => {
      // Optimistic: show the new order at once; the server's answer (or error) settles it.
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Collection<Entry>>(key);
      if (before) qc.setQueryData(key, { ...before, items: ids.map((id) => before.items.find((e) => e.sys.id === id)!).filter(Boolean) });
      return { before };
    },
    onError: (_e, _ids, ctx) => ctx?.before && qc.setQueryData(key, ctx.before),
    onSettled: () => {
      qc.invalidateQueries({ queryKey: ['content_types', space] });
      qc.invalidateQueries({ queryKey: ['entries', space, typeId] });
    },
  });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const items = entries.data?.items ?? [];
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q || !type) return items;
    return items.filter((e) => Object.values(e.fields).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)));
  }, [items, search, type]);
  if (typeError) return <ErrorNotice error={typeError} />;
  if (!type) return null;
  const manual = canWrite && type.entry_order === 'sys.position' && !search && !status;
  const move = (from: number, to: number) => order.mutate(arrayMove(items, from, to).map((e) => e.sys.id));
  const onDragEnd = (ev: DragEndEvent) => {
    if (!ev.over || ev.active.id === ev.over.id) return;
    const from = items.findIndex((e) => e.sys.id === ev.active.id);
    const to = items.findIndex((e) => e.sys.id === ev.over!.id);
    move(from, to);
  };
  return (
    <>
      <PageHeader title={type.name}>
        {canWrite && type.entry_order !== 'sys.position' && items.length > 1 ? (
          <Button variant="default" onClick={() => order.mutate(items.map((e) => e.sys.id))}>
            Order by hand
          </Button>
        ) : null}
        {!canWrite || (type.singleton && items.length > 0) ? null : (
          <Button onClick={() => navigate(`/spaces/${space}/content/${typeId}/new`)}>New {type.name.toLowerCase()}</Button>
        )}
      </PageHeader>
      {type.description ? <Text mb="sm">{type.description}</Text> : null}
      <Group mb="sm" align="end">
        <TextInput label="Search" placeholder="Text in any field" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} />
        <Select
          label="Status"
          placeholder="All but archived"
          clearable
          data={['draft', 'published', 'changed', 'archived']}
          value={status}
          onChange={setStatus}
          w={180}
        />
        <Text size="sm" c="dimmed">
          Order: {type.entry_order === 'sys.position' ? 'by hand' : type.entry_order}
        </Text>
      </Group>
      <ErrorNotice error={entries.error ?? order.error} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <Table striped highlightOnHover aria-label={`${type.name} entries`}>
          <Table.Thead>
            <Table.Tr>
              {manual ? (
                <Table.Th>
                  <VisuallyHidden>Order</VisuallyHidden>
                </Table.Th>
              ) : null}
              {type.image_field ? (
                <Table.Th>
                  <VisuallyHidden>Image</VisuallyHidden>
                </Table.Th>
              ) : null}
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th visibleFrom="sm">Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SortableContext items={visible.map((e) => e.sys.id)} strategy={verticalListSortingStrategy}>
              {visible.map((e, i) => (
                <Row key={e.sys.id} entry={e} index={i} count={visible.length} type={type} types={types} includes={entries.data?.includes} space={space} manual={manual} move={move} />
              ))}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </DndContext>
      {entries.data && visible.length === 0 ? <Text mt="md">No entries{search ? ' match this search' : ' yet'}.</Text> : null}
    </>
  );
}
