import { Anchor, Badge, Button, Card, Code, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, ApiError, get, sp } from '../../api.ts';
import type { ReadinessHistoryItem as HistoryItem, ReadinessReport as Readiness, ReadinessSchedule as Schedule } from '../../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';
import { queryKeys, refresh } from '../../queryKeys.ts';

type Check = Readiness['checks'][number];


const EVERY = [
  { value: 'off', label: 'Off' },
  { value: '24', label: 'Daily' },
  { value: '168', label: 'Weekly' },
];

/** How often the worker checks the site by itself, changed in place. */
function ScheduleControl({ space }: { space: string }) {
  const qc = useQueryClient();
  const schedule = useQuery({ queryKey: queryKeys.readiness.schedule(space), queryFn: () => get<Schedule>(sp(space, '/readiness/schedule')) });
  const set = useMutation({
    mutationFn: (v: string) => api<Schedule>('PUT', sp(space, '/readiness/schedule'), { body: { interval_hours: v === 'off' ? null : Number(v) } }),
    onSuccess: (r) => qc.setQueryData(queryKeys.readiness.schedule(space), r),
  });
  const s = schedule.data;
  const value = s?.interval_hours ? String(s.interval_hours) : 'off';
  const data = EVERY.some((e) => e.value === value) ? EVERY : [...EVERY, { value, label: `Every ${value} hours` }];
  return (
    <Card withBorder mb="md" aria-label="Scheduled checks">
      <Group align="end">
        <Select label="Check by itself" data={data} value={value} allowDeselect={false} onChange={(v) => v && v !== value && set.mutate(v)} w={160} disabled={!s} />
        {s?.next_check_at ? <Text size="sm">Next check {formatDate(s.next_check_at)}</Text> : null}
      </Group>
      {s?.last_error ? (
        <Text size="sm" c="red.8" mt="xs">
          The last scheduled check could not run: {s.last_error}
        </Text>
      ) : null}
      <ErrorNotice error={set.error} title="Schedule not changed" />
    </Card>
  );
}

/** Applies a finding's fix batch through the batch endpoint, after saying what it changes. */
function ApplyFix({ space, check }: { space: string; check: Check }) {
  const qc = useQueryClient();
  const batch = check.fix_batch!;
  const updates = batch.operations.filter((o) => o.op === 'update_entry');
  const apply = useMutation({
    mutationFn: () => api<{ total: number }>('POST', sp(space, '/batch'), { body: batch }),
    onSuccess: () => refresh.entries(qc, space),
  });
  if (apply.isSuccess) {
    return (
      <Text size="sm" c="green.9" mt="xs" role="status">
        Fixed and published {updates.length} entr{updates.length === 1 ? 'y' : 'ies'}; the next check will show it.
      </Text>
    );
  }
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm">
        Tessera can fix {updates.length} entr{updates.length === 1 ? 'y' : 'ies'} itself, from their own content:{' '}
        {updates.map((u) => Object.entries(u.fields ?? {}).map(([f, v]) => `${f} of ${u.id} → “${v}”`).join('; ')).join('; ')}.
      </Text>
      <Group>
        <Button size="xs" onClick={() => apply.mutate()} loading={apply.isPending}>
          Apply fix and publish
        </Button>
      </Group>
      <ErrorNotice error={apply.error} title="Fix not applied" />
    </Stack>
  );
}

const COLOR = { pass: 'green', warn: 'yellow', fail: 'red' } as const;

/** The AI-readiness check of the live site, with what to fix and the instruction to hand an agent. */
export default function ReadinessPage() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const last = useQuery({ queryKey: queryKeys.readiness.last(space), queryFn: () => get<Readiness>(sp(space, '/readiness')), retry: false });
  const run = useMutation({ mutationFn: () => api<Readiness>('POST', sp(space, '/readiness')), onSuccess: (r) => qc.setQueryData(queryKeys.readiness.last(space), r) });
  const history = useQuery({ queryKey: queryKeys.readiness.history(space, last.data?.checked_at), queryFn: () => get<{ items: HistoryItem[] }>(sp(space, '/readiness/history?limit=2')), enabled: !!last.data });
  const none = last.error instanceof ApiError && last.error.status === 404;
  const d = last.data;
  // What got better or worse since the check before this one.
  const before = history.data?.items?.[1];
  const RANK = { fail: 0, warn: 1, pass: 2 } as const;
  const changes = d && before ? d.checks.filter((c) => before.statuses[c.key] && before.statuses[c.key] !== c.status).map((c) => ({ title: c.title, from: before.statuses[c.key], to: c.status, better: RANK[c.status] > RANK[before.statuses[c.key]] })) : [];
  return (
    <>
      <PageHeader title="AI readiness">
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Check now
        </Button>
      </PageHeader>
      {none ? <Text mb="md">The live site has not been checked yet.</Text> : <ErrorNotice error={last.error} />}
      <ErrorNotice error={run.error} title="Check not run" />
      {d ? <ScheduleControl space={space} /> : null}
      {d ? (
        <>
          <Text mb="md">
            {d.passed} of {d.total} checks pass for {d.url} ({formatDate(d.checked_at)}).
          </Text>
          {before ? (
            <Card withBorder mb="md" aria-label="Since the previous check">
              <Text fw={600} size="sm">
                Since the previous check ({formatDate(before.checked_at)}, {before.passed} of {before.total}):
              </Text>
              {changes.length === 0 ? <Text size="sm">Nothing changed.</Text> : null}
              {changes.map((ch) => (
                <Text key={ch.title} size="sm" c={ch.better ? 'green.9' : 'red.8'}>
                  {ch.better ? 'Better' : 'Worse'}: {ch.title} ({ch.from} → {ch.to})
                </Text>
              ))}
            </Card>
          ) : null}
          <Stack>
            {d.checks.map((c) => (
              <Card key={c.key} withBorder>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{c.title}</Text>
                  <Badge color={c.checked === false ? 'gray' : COLOR[c.status]} variant="light">
                    {c.checked === false ? 'not checked' : c.status}
                  </Badge>
                </Group>
                <Text size="sm">{c.detail}</Text>
                {c.status !== 'pass' && c.checked !== false ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    Fixed in the {c.fix_by === 'content' ? 'content (here)' : 'site’s code'} · <Anchor href={c.doc_url}>how</Anchor>
                  </Text>
                ) : null}
                {c.fix_batch && c.status !== 'pass' ? <ApplyFix space={space} check={c} /> : null}
                {c.ask_agent && c.status !== 'pass' ? (
                  <Code block mt="xs">
                    {c.ask_agent}
                  </Code>
                ) : null}
              </Card>
            ))}
          </Stack>
        </>
      ) : null}
    </>
  );
}
