import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Image, Pagination, Select, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api, get, sp } from '../api.ts';
import { cellText, entryTitle, isImage, thumbnail } from '../display.ts';
import { useAccess, useContentType, useContentTypes, useSpace } from '../hooks.ts';
import type { Collection, ContentType, Entry, Field } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader, StatusBadge } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

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
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  canWrite: boolean;
}

/**
 * Translations whose default-language source changed since they were made
 * (`sys.translations.<code>.stale`), per language, with one click to translate those fields
 * again in every language that has some.
 */
function StaleMark({ entry, space, canWrite }: { entry: Entry; space: string; canWrite: boolean }) {
  const qc = useQueryClient();
  const stale = Object.entries(entry.sys.translations ?? {}).filter(([, t]) => t.stale.length > 0);
  const update = useMutation({
    mutationFn: async () => {
      for (const [to] of stale) await api('POST', sp(space, `/entries/${entry.sys.id}/translate`), { body: { to, overwrite: false, stale: true } });
    },
    onSettled: () => refresh.entries(qc, space),
  });
  if (stale.length === 0) return null;
  const what = stale.map(([code, t]) => `${code}: ${t.stale.join(', ')}`).join('; ');
  return (
    <Group gap={4} mt={4} wrap="nowrap">
      <Badge color="orange" variant="light" size="sm" title={`Translations older than their source: ${what}`}>
        {stale.map(([code, t]) => `${code} ${t.stale.length} stale`).join(' · ')}
      </Badge>
      {canWrite ? (
        <Button size="compact-xs" variant="subtle" color="orange" loading={update.isPending} onClick={() => update.mutate()} aria-label={`Update stale translations of ${entry.sys.id}`}>
          Update
        </Button>
      ) : null}
      {update.error ? (
        <Text size="xs" c="red">
          {(update.error as Error).message}
        </Text>
      ) : null}
    </Group>
  );
}

function Row({ entry, index, count, type, types, includes, space, manual, move, selectable, selected, onSelect, canWrite }: RowProps) {
  const sortable = useSortable({ id: entry.sys.id, disabled: !manual });
  const title = entryTitle(entry, type);
  const image = type.image_field ? thumbnail(entry.fields[type.image_field], includes) : undefined;
  const subtitle = type.subtitle_field ? cellText(entry.fields[type.subtitle_field], includes, types) : '';
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  return (
    <Table.Tr ref={sortable.setNodeRef} style={style} data-entry={entry.sys.id}>
      {selectable ? (
        <Table.Td w={36}>
          <Checkbox aria-label={`Select ${title}`} checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} />
        </Table.Td>
      ) : null}
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
        {entry.sys.search?.snippet ? <Snippet html={entry.sys.search.snippet} /> : null}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={entry.sys.status} />
        <StaleMark entry={entry} space={space} canWrite={canWrite} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{formatDate(entry.sys.updated_at)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The text of a snippet's escaped HTML (the server writes `&#NN;` and the usual named entities). */
const unescape = (s: string) =>
  s.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });

/**
 * A search hit's passage (`sys.search.snippet`): HTML whose only tags are `<mark>`, so it is
 * split on them and rendered as text with marks, never as HTML.
 */
export function Snippet({ html }: { html: string }) {
  const parts = html.split(/<mark>(.*?)<\/mark>/s);
  return (
    <Text size="xs" c="dimmed" lineClamp={2} data-snippet>
      {parts.map((p, i) => (i % 2 ? <mark key={i}>{unescape(p)}</mark> : unescape(p)))}
    </Text>
  );
}

/** Fields a list can filter on with the API's equality filter, offered as a choice of values. */
const filterable = (f: Field) => !f.hidden && (f.type === 'select' || f.type === 'boolean');
const SORTABLE = new Set(['symbol', 'text', 'slug', 'integer', 'number', 'boolean', 'date', 'url', 'email', 'color', 'select']);
const PAGE_SIZES = ['25', '50', '100', '500'];

/** A column heading that sorts the list by one API order term, both ways. */
function SortHeader({ label, term, order, onOrder, ...rest }: { label: string; term: string; order: string; onOrder: (o: string) => void; visibleFrom?: 'sm' }) {
  const dir = order === term ? 'ascending' : order === `-${term}` ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={dir} {...rest}>
      <UnstyledButton fw={700} fz="sm" onClick={() => onOrder(dir === 'ascending' ? `-${term}` : term)}>
        {label} {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : ''}
        <VisuallyHidden>{dir === 'none' ? ', sort' : dir === 'ascending' ? ', sorted ascending; sort descending' : ', sorted descending; sort ascending'}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

type Bulk = 'publish' | 'unpublish' | 'archive';

/**
 * Entries of one type, a page at a time from the API (`limit`, `skip`, `total`), in the type's
 * entry_order or by a column the person sorts, filtered by status, by choice fields and shown in
 * a language, or searched in full text on the server (`query=`, best matches first unless a column
 * is sorted); the page, order, search and filters are in the address, so Back and a shared link
 * keep them.
 */
export default function EntryList() {
  const { space, type: typeId } = useParams() as { space: string; type: string };
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: type, error: typeError } = useContentType(space, typeId);
  const types = useContentTypes(space).data ?? [];
  const site = useSpace(space).data;
  const access = useAccess(space);
  // An editor limited to some types (SPEC "Authentication" 5) is not offered writes the API would refuse.
  const canWrite = access.mayChange(typeId);
  const canPublish = access.mayChange(typeId, 'publish');
  const [params, setParams] = useSearchParams();
  const search = params.get('query') ?? '';
  const [typed, setTyped] = useState(search);
  const [settled] = useDebouncedValue(typed, 300);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const status = params.get('status');
  const locale = params.get('locale');
  const pageSize = Number(params.get('limit')) || 50;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  // A search without a chosen order comes best matches first (the API's ranking).
  const order = params.get('order') ?? (search ? '' : (type?.entry_order ?? '-sys.updated_at'));
  const fieldFilters = [...params.entries()].filter(([k]) => k.startsWith('fields.'));
  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!keepPage) next.delete('page');
    setSelected(new Set());
    setParams(next, { replace: true });
  };
  // Typing settles into the address (replacing, so Back is not one step per word).
  useEffect(() => {
    if (settled.trim() !== search) update({ query: settled.trim() || null });
  }, [settled]);
  const query = { content_type: typeId, order: order || undefined, query: search || undefined, limit: pageSize, skip: (pageNo - 1) * pageSize, include: 1, status: status ?? undefined, locale: locale ?? undefined, ...Object.fromEntries(fieldFilters) };
  const key = queryKeys.entries.list(space, typeId, query);
  const entries = useQuery({
    queryKey: key,
    enabled: Boolean(type),
    placeholderData: (prev) => prev,
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), query),
  });
  const reorder = useMutation({
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
      qc.invalidateQueries({ queryKey: queryKeys.contentTypes(space) });
      qc.invalidateQueries({ queryKey: queryKeys.entries.ofType(space, typeId) });
    },
  });
  // Publish and archive go in batches of the API's 100 operations (each all or nothing, the
  // failing entry named); unpublish has no batch operation and goes entry by entry.
  const bulk = useMutation({
    mutationFn: async ({ verb, ids }: { verb: Bulk; ids: string[] }) => {
      if (verb === 'unpublish') {
        for (const id of ids) await api('POST', sp(space, `/entries/${id}/unpublish`));
        return;
      }
      for (let i = 0; i < ids.length; i += 100) await api('POST', sp(space, '/batch'), { body: { operations: ids.slice(i, i + 100).map((id) => ({ op: `${verb}_entry`, id })) } });
    },
    onSuccess: () => setSelected(new Set()),
    onSettled: () => refresh.entries(qc, space),
  });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const items = entries.data?.items ?? [];
  const total = entries.data?.total ?? 0;
  const visible = items;
  if (typeError) return <ErrorNotice error={typeError} />;
  if (!type) return null;
  // Dragging sets positions 1..n for the entries it sends, the others following in their order:
  // so it works on the first page of the type's own order, unfiltered.
  const filtered = Boolean(search || status || fieldFilters.length);
  const manual = canWrite && type.entry_order === 'sys.position' && order === 'sys.position' && !filtered && pageNo === 1;
  const move = (from: number, to: number) => reorder.mutate(arrayMove(items, from, to).map((e) => e.sys.id));
  const onDragEnd = (ev: DragEndEvent) => {
    if (!ev.over || ev.active.id === ev.over.id) return;
    const from = items.findIndex((e) => e.sys.id === ev.active.id);
    const to = items.findIndex((e) => e.sys.id === ev.over!.id);
    move(from, to);
  };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const display = type.fields.find((f) => f.api_id === type.display_field);
  const onOrder = (o: string) => update({ order: o === type.entry_order && !search ? null : o });
  const selectable = canPublish;
  const chosen = visible.filter((e) => selected.has(e.sys.id)).map((e) => e.sys.id);
  const locales = site?.locales ?? [];
  const from = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  return (
    <>
      <PageHeader title={type.name}>
        {canWrite && type.entry_order !== 'sys.position' && total > 1 ? (
          <Button variant="default" onClick={() => reorder.mutate(items.map((e) => e.sys.id))}>
            Order by hand
          </Button>
        ) : null}
        {!canWrite || (type.singleton && total > 0) ? null : (
          <Button onClick={() => navigate(`/spaces/${space}/content/${typeId}/new`)}>New {type.name.toLowerCase()}</Button>
        )}
      </PageHeader>
      {type.description ? <Text mb="sm">{type.description}</Text> : null}
      <Group mb="sm" align="end" wrap="wrap">
        <TextInput type="search" label="Search" placeholder="Words in any text field" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={240} />
        <Select label="Status" placeholder="All but archived" clearable data={['draft', 'published', 'changed', 'archived']} value={status} onChange={(v) => update({ status: v })} w={160} />
        {type.fields.filter(filterable).map((f) => (
          <Select
            key={f.api_id}
            label={f.name}
            placeholder="Any"
            clearable
            data={f.type === 'boolean' ? [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }] : (f.options ?? [])}
            value={params.get(`fields.${f.api_id}`)}
            onChange={(v) => update({ [`fields.${f.api_id}`]: v })}
            w={160}
          />
        ))}
        {locales.length > 1 ? (
          <Select label="Language" data={locales.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))} value={locale ?? site?.default_locale ?? null} onChange={(v) => update({ locale: v === site?.default_locale ? null : v }, true)} w={180} allowDeselect={false} />
        ) : null}
        <Text size="sm" c="dimmed">
          Order: {order === 'sys.position' ? 'by hand' : order || 'best matches first'}
          {params.get('order') ? (
            <>
              {' '}
              <Anchor component="button" size="sm" onClick={() => update({ order: null })}>
                {search ? 'back to best matches first' : 'back to the type’s order'}
              </Anchor>
            </>
          ) : null}
        </Text>
      </Group>
      {selectable && chosen.length ? (
        <Group mb="sm" gap="xs" role="group" aria-label="Selected entries">
          <Text size="sm">{chosen.length} selected</Text>
          <Button size="xs" color="teal.9" loading={bulk.isPending && bulk.variables?.verb === 'publish'} disabled={bulk.isPending} onClick={() => bulk.mutate({ verb: 'publish', ids: chosen })}>
            Publish
          </Button>
          <Button size="xs" variant="default" loading={bulk.isPending && bulk.variables?.verb === 'unpublish'} disabled={bulk.isPending} onClick={() => bulk.mutate({ verb: 'unpublish', ids: chosen.filter((id) => ['published', 'changed'].includes(items.find((e) => e.sys.id === id)!.sys.status)) })}>
            Unpublish
          </Button>
          <Button size="xs" variant="default" color="red" loading={bulk.isPending && bulk.variables?.verb === 'archive'} disabled={bulk.isPending} onClick={() => bulk.mutate({ verb: 'archive', ids: chosen.filter((id) => items.find((e) => e.sys.id === id)!.sys.status !== 'archived') })}>
            Archive
          </Button>
        </Group>
      ) : null}
      <ErrorNotice error={entries.error ?? reorder.error} />
      <ErrorNotice error={bulk.error} title="Not done for the selected entries" />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <Table striped highlightOnHover aria-label={`${type.name} entries`}>
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={36}>
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={visible.length > 0 && chosen.length === visible.length}
                    indeterminate={chosen.length > 0 && chosen.length < visible.length}
                    onChange={(e) => setSelected(new Set(e.currentTarget.checked ? visible.map((x) => x.sys.id) : []))}
                  />
                </Table.Th>
              ) : null}
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
              {display && SORTABLE.has(display.type) ? <SortHeader label="Title" term={`fields.${display.api_id}`} order={order} onOrder={onOrder} /> : <Table.Th>Title</Table.Th>}
              <Table.Th>Status</Table.Th>
              <SortHeader label="Updated" term="sys.updated_at" order={order} onOrder={onOrder} visibleFrom="sm" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SortableContext items={visible.map((e) => e.sys.id)} strategy={verticalListSortingStrategy}>
              {visible.map((e, i) => (
                <Row
                  key={e.sys.id}
                  entry={e}
                  index={i}
                  count={visible.length}
                  type={type}
                  types={types}
                  includes={entries.data?.includes}
                  space={space}
                  manual={manual}
                  canWrite={canWrite}
                  move={move}
                  selectable={selectable}
                  selected={selected.has(e.sys.id)}
                  onSelect={(on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(e.sys.id);
                      else next.delete(e.sys.id);
                      return next;
                    })
                  }
                />
              ))}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </DndContext>
      {entries.data && visible.length === 0 ? <Text mt="md">No entries{search ? ' match this search' : filtered ? ' match these filters' : ' yet'}.</Text> : null}
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {total ? `${from}–${from + items.length - 1} of ${total}` : ''}
        </Text>
        <Group gap="sm">
          {pages > 1 ? <nav aria-label="Pages"><Pagination total={pages} value={pageNo} onChange={(n) => update({ page: n === 1 ? null : String(n) }, true)} getControlProps={(c) => (c === 'previous' ? { 'aria-label': 'Previous page' } : c === 'next' ? { 'aria-label': 'Next page' } : {})} getItemProps={(n) => ({ "aria-label": `Page ${n}` })} /></nav> : null}
          <Select aria-label="Entries per page" data={PAGE_SIZES.map((n) => ({ value: n, label: `${n} a page` }))} value={String(pageSize)} onChange={(v) => update({ limit: v === '50' ? null : v })} w={130} allowDeselect={false} />
        </Group>
      </Group>
      {type.entry_order === 'sys.position' && canWrite && !manual && order === 'sys.position' ? (
        <Text size="sm" c="dimmed" mt="xs">
          To reorder by hand, go to the first page without filters.
        </Text>
      ) : null}
    </>
  );
}
