import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get, sp } from '../api.ts';
import type { Collection, Delivery, Hook } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';


function DeliveryLog({ space, hook }: { space: string; hook: Hook }) {
  const qc = useQueryClient();
  const log = useQuery({ queryKey: queryKeys.webhooks.deliveries(space, hook.id), queryFn: () => get<Collection<Delivery>>(sp(space, `/webhooks/${hook.id}/deliveries`)) });
  const retry = useMutation({
    mutationFn: (id: string) => api('POST', sp(space, `/webhooks/${hook.id}/deliveries/${id}/retry`)),
    // The hook's last delivery (its failing badge, the setup checklist) changes with a retry too.
    onSettled: () => refresh.webhooks(qc, space),
  });
  return (
    <>
      <ErrorNotice error={log.error ?? retry.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table fz="sm" aria-label={`Deliveries of ${hook.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data?.items.slice(0, 10).map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  {formatDate(d.created_at)} {d.test ? <Badge size="xs">test</Badge> : null}
                </Table.Td>
                <Table.Td>
                  {d.ok ? 'OK' : d.status} {d.status_code ? `(${d.status_code})` : ''} {d.error ?? ''}
                </Table.Td>
                <Table.Td>{d.response_ms} ms</Table.Td>
                <Table.Td>
                  {!d.ok && d.status !== 'sending' ? (
                    <Button size="compact-xs" variant="default" onClick={() => retry.mutate(d.id)}>
                      Retry
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

export default function Hooks() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const hooks = useQuery({ queryKey: queryKeys.webhooks.all(space), queryFn: () => get<Collection<Hook>>(sp(space, '/webhooks')) });
  const [form, setForm] = useState({ name: '', url: '', kind: 'generic', target: 'production' });
  const [secret, setSecret] = useState<string | null>(null);
  const refreshHooks = () => void refresh.webhooks(qc, space);
  const create = useMutation({
    mutationFn: () => api<{ secret: string }>('POST', sp(space, '/webhooks'), { body: form }),
    onSuccess: (r) => {
      setSecret(r.secret);
      setForm({ ...form, name: '', url: '' });
      refreshHooks();
    },
  });
  const test = useMutation({ mutationFn: (id: string) => api('POST', sp(space, `/webhooks/${id}/test`)), onSettled: refreshHooks });
  const remove = useMutation({ mutationFn: (id: string) => api('DELETE', sp(space, `/webhooks/${id}`)), onSuccess: refreshHooks });
  return (
    <>
      <PageHeader title="Deploy hooks" />
      <Text size="sm" mb="sm">
        A deploy hook tells your host to rebuild the site: production hooks when something is published, preview hooks on every save.
      </Text>
      <ErrorNotice error={hooks.error ?? create.error ?? test.error ?? remove.error} />
      {secret ? (
        <Alert color="yellow" mb="md" withCloseButton onClose={() => setSecret(null)} title="Signing secret (shown once)">
          <Code>{secret}</Code>
        </Alert>
      ) : null}
      <Group align="end" mb="lg" wrap="wrap">
        <TextInput label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
        <TextInput label="URL" placeholder="https://" value={form.url} onChange={(e) => setForm({ ...form, url: e.currentTarget.value })} w={320} />
        <Select label="Kind" data={['generic', 'host_a', 'host_b']} value={form.kind} onChange={(v) => setForm({ ...form, kind: v ?? 'generic' })} w={120} allowDeselect={false} />
        <Select label="Target" data={['production', 'preview']} value={form.target} onChange={(v) => setForm({ ...form, target: v ?? 'production' })} w={140} allowDeselect={false} />
        <Button onClick={() => create.mutate()} disabled={!form.name || !form.url} loading={create.isPending}>
          Add hook
        </Button>
      </Group>
      <Stack>
        {hooks.data?.items.map((h) => (
          <Card key={h.id} withBorder>
            <Group justify="space-between" mb="xs">
              <div>
                <Text fw={600}>
                  {h.name}{' '}
                  <Badge variant="light" size="sm">
                    {h.target}
                  </Badge>{' '}
                  {h.disabled ? (
                    <Badge color="red" size="sm">
                      disabled
                    </Badge>
                  ) : h.failing ? (
                    <Badge color="orange" size="sm">
                      failing
                    </Badge>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {h.kind} · {h.url} · {h.events.join(', ')}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => test.mutate(h.id)} loading={test.isPending && test.variables === h.id}>
                  Send test
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => window.confirm(`Delete ${h.name}?`) && remove.mutate(h.id)}>
                  Delete
                </Button>
              </Group>
            </Group>
            <DeliveryLog space={space} hook={h} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
