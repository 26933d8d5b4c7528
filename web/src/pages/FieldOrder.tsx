import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sp } from '../api.ts';
import { useAccess } from '../hooks.ts';
import type { ContentType, Field } from '../types.ts';
import { ErrorNotice } from '../ui.tsx';
import { queryKeys } from '../queryKeys.ts';

type Render = (field: Field, handle: ReactNode) => ReactNode;

function SortableField({ field, index, count, move, mayMove, render }: { field: Field; index: number; count: number; move: (from: number, to: number, by: 'up' | 'down') => void; mayMove: boolean; render: Render }) {
  const sortable = useSortable({ id: field.api_id, disabled: !mayMove });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const handle = mayMove ? (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={`Drag ${field.name}`} {...sortable.attributes} {...sortable.listeners}>
        ⠿
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`Move ${field.name} up`} disabled={index === 0} onClick={() => move(index, index - 1, 'up')}>
        ↑
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`Move ${field.name} down`} disabled={index === count - 1} onClick={() => move(index, index + 1, 'down')}>
        ↓
      </ActionIcon>
    </Group>
  ) : null;
  return (
    <div ref={sortable.setNodeRef} style={style} data-field={field.api_id}>
      {render(field, handle)}
    </div>
  );
}

/**
 * A type's fields in their order, moved by dragging (pointer, or the keyboard: Space on the
 * handle, arrows, Space) or by the up and down buttons. The new order shows at once and is sent
 * as the whole list (`POST …/fields/order`); if the API refuses it the saved order comes back.
 */
export function SortableFields({ space, type, children }: { space: string; type: ContentType; children: Render }) {
  const qc = useQueryClient();
  const mayMove = useAccess(space).can('manage_model');
  const key = queryKeys.contentTypes(space);
  const mutationKey = queryKeys.fieldOrder(space, type.sys.id);
  const order = useMutation({
    mutationKey,
    // Quick moves are sent one after the other, each with the whole order as it then showed.
    scope: { id: mutationKey.join('/') },
    mutationFn: (ids: string[]) => api<ContentType>('POST', sp(space, `/content_types/${type.sys.id}/fields/order`), { body: { fields: ids } }),
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: key });
      const byId = new Map(type.fields.map((f) => [f.api_id, f]));
      qc.setQueryData<ContentType[]>(key, (types) => types?.map((t) => (t.sys.id === type.sys.id ? { ...t, fields: ids.map((id) => byId.get(id)!) } : t)));
    },
    // The saved order is read back once the last move is answered (or refused).
    onSettled: () => (qc.isMutating({ mutationKey }) <= 1 ? qc.invalidateQueries({ queryKey: key }) : undefined),
  });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const fields = type.fields;
  // A button press moves the field: once it shows in its new place, the focus stays with it. The
  // pressed button may now be disabled (top or bottom), and then the field's other button has it.
  const focusAfter = useRef<{ field: Field; by: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const row = document.querySelector(`[data-field="${window.CSS.escape(want.field.api_id)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`button[aria-label="Move ${want.field.name} ${want.by}"]:not(:disabled)`);
    const other = row?.querySelector<HTMLButtonElement>(`button[aria-label="Move ${want.field.name} ${want.by === 'up' ? 'down' : 'up'}"]`);
    (same ?? other)?.focus();
  }, [fields]);
  const move = (from: number, to: number, by?: 'up' | 'down') => {
    if (by) focusAfter.current = { field: fields[from], by };
    order.mutate(arrayMove(fields, from, to).map((f) => f.api_id));
  };
  const onDragEnd = (ev: DragEndEvent) => {
    if (!ev.over || ev.active.id === ev.over.id) return;
    move(
      fields.findIndex((f) => f.api_id === ev.active.id),
      fields.findIndex((f) => f.api_id === ev.over!.id),
    );
  };
  return (
    <>
      <ErrorNotice error={order.error} title="Order not saved" />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((f) => f.api_id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs">
            {fields.map((f, i) => (
              <SortableField key={f.api_id} field={f} index={i} count={fields.length} move={move} mayMove={mayMove} render={children} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </>
  );
}
