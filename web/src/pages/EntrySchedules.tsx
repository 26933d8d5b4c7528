import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, List, Modal, NativeSelect, Paper, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, ApiError, get, sp } from '../api.ts';
import type { Collection, Schedule } from '../types.ts';
import { ErrorNotice, formatDate } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

const ACTION_WORD: Record<Schedule['action'], string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive' };
const STATUS_COLOR: Record<Schedule['status'], string> = { pending: 'blue', done: 'green', failed: 'red', cancelled: 'gray' };

/** `datetime-local` wants the person's local time without a zone: `2030-03-04T09:00`. */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The per-field reasons of a refusal (`details.fields`), in words: "summary: required". */
function fieldProblems(details: Record<string, unknown> | undefined): string {
  const fields = (details?.fields ?? {}) as Record<string, string>;
  return Object.entries(fields)
    .map(([name, why]) => `${name}: ${why}.`)
    .join(' ');
}

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The entry's scheduled actions in the entry form: what is due and when, what failed and why,
 * cancel a pending one, and schedule a new publish, unpublish or archive at a time in the
 * person's own time zone (sent as RFC 3339 with the offset). While an action is due soon the list
 * is asked again every few seconds, and when one has run the entry reloads, so the form shows its
 * new state without a reload of the page.
 */
export function EntrySchedules({ space, entryId, mayPublish, onRan }: { space: string; entryId: string; mayPublish: boolean; onRan: () => void }) {
  const qc = useQueryClient();
  const key = queryKeys.schedules.ofEntry(space, entryId);
  const schedules = useQuery({
    queryKey: key,
    queryFn: () => get<Collection<Schedule>>(sp(space, `/entries/${entryId}/schedules`), { limit: 100 }),
    refetchInterval: (q) => {
      const soon = Date.now() + 60_000;
      return q.state.data?.items.some((s) => s.status === 'pending' && Date.parse(s.at) <= soon) ? 2000 : false;
    },
  });
  const [open, setOpen] = useState(false);
  const refreshSchedules = () => refresh.schedules(qc, space);
  const cancel = useMutation({ mutationFn: (id: string) => api<Schedule>('DELETE', sp(space, `/schedules/${id}`)), onSuccess: refreshSchedules });

  // A pending action that has since run changed the entry: reload it.
  const pendingBefore = useRef<Set<string>>(new Set());
  const items = schedules.data?.items ?? [];
  useEffect(() => {
    const ran = items.some((s) => s.status !== 'pending' && s.status !== 'cancelled' && pendingBefore.current.has(s.id));
    pendingBefore.current = new Set(items.filter((s) => s.status === 'pending').map((s) => s.id));
    if (ran) onRan();
  }, [schedules.data]);

  // Cancelled ones are history the Schedules screen keeps; the form shows what is due or went wrong.
  const shown = items.filter((s) => s.status === 'pending' || s.status === 'failed' || (s.status === 'done' && s.finished_at && Date.now() - Date.parse(s.finished_at) < 86_400_000));
  return (
    <>
      {shown.length || mayPublish ? (
        <Paper withBorder p="xs" mb="md" component="section" aria-labelledby={`schedules-${entryId}`}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h5" id={`schedules-${entryId}`}>
              Scheduled
            </Title>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                <Link to={`/spaces/${space}/schedules`}>All schedules</Link>
              </Text>
              {mayPublish ? (
                <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
                  Schedule…
                </Button>
              ) : null}
            </Group>
          </Group>
          <ErrorNotice error={schedules.error ?? cancel.error} />
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing scheduled for this entry.
            </Text>
          ) : (
            <List listStyleType="none" spacing={4} mt={4} aria-label="Scheduled actions">
              {shown.map((s) => (
                <List.Item key={s.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">
                      {ACTION_WORD[s.action] ?? s.action} on {formatDate(s.at)}
                    </Text>
                    <Badge size="sm" variant="light" color={STATUS_COLOR[s.status]}>
                      {s.status}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      by {s.created_by}
                    </Text>
                    {s.status === 'pending' && mayPublish ? (
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => cancel.mutate(s.id)} loading={cancel.isPending && cancel.variables === s.id} aria-label={`Cancel the ${s.action} on ${formatDate(s.at)}`}>
                        Cancel
                      </Button>
                    ) : null}
                  </Group>
                  {s.error ? (
                    <Text size="sm" c="red" role="note">
                      {s.error.message} {fieldProblems(s.error.details)} {s.error.fix}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      ) : null}
      {open ? (
        <ScheduleDialog
          space={space}
          entryId={entryId}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            void refreshSchedules();
          }}
        />
      ) : null}
    </>
  );
}

function ScheduleDialog({ space, entryId, onClose, onDone }: { space: string; entryId: string; onClose: () => void; onDone: () => void }) {
  const [action, setAction] = useState<Schedule['action']>('publish');
  // A suggestion a person changes: tomorrow at nine.
  const [at, setAt] = useState(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    d.setHours(9, 0, 0, 0);
    return localInput(d);
  });
  const schedule = useMutation({
    mutationFn: () => {
      const when = new Date(at);
      if (Number.isNaN(when.getTime())) throw new Error('Choose a date and a time.');
      return api<Schedule>('POST', sp(space, `/entries/${entryId}/schedule`), { body: { action, at: when.toISOString() } });
    },
    onSuccess: onDone,
  });
  return (
    <Modal opened onClose={onClose} title="Schedule an action">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          schedule.mutate();
        }}
      >
        <NativeSelect
          label="Action"
          value={action}
          onChange={(e) => setAction(e.currentTarget.value as Schedule['action'])}
          data={[
            { value: 'publish', label: 'Publish the latest version' },
            { value: 'unpublish', label: 'Unpublish' },
            { value: 'archive', label: 'Archive' },
          ]}
        />
        <TextInput mt="sm" label="Date and time" description={`Your time zone: ${zone}. The saved version at that time is what gets published.`} type="datetime-local" step={1} required value={at} onChange={(e) => setAt(e.currentTarget.value)} data-autofocus />
        <ErrorNotice error={schedule.error} title="Not scheduled" />
        {schedule.error instanceof ApiError && Object.keys(schedule.error.fields).length ? (
          <Text size="sm" c="red" role="note">
            {fieldProblems(schedule.error.details)}
          </Text>
        ) : null}
        <Group justify="end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={schedule.isPending}>
            Schedule {action}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
