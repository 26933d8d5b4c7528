import { Badge, Button, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, get, sp } from '../api.ts';
import type { Page, Release, Schedule } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';



const STATUS_COLOR: Record<Schedule['status'], string> = { pending: 'blue', done: 'green', failed: 'red', cancelled: 'gray' };

/** The day a time falls on, in the person's own time zone, as a heading. */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Publishing: scheduled actions as a calendar list by day, and releases (docs/publishing.md). */
export default function Schedules() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const schedules = useQuery({ queryKey: queryKeys.schedules.all(space), queryFn: () => get<Page<Schedule>>(sp(space, '/schedules'), { limit: 1000 }) });
  const releases = useQuery({ queryKey: queryKeys.releases(space), queryFn: () => get<Page<Release>>(sp(space, '/releases')) });
  const refreshPublishing = () => void refresh.publishing(qc, space);
  const cancel = useMutation({ mutationFn: (id: string) => api('DELETE', sp(space, `/schedules/${id}`)), onSuccess: refreshPublishing });
  const publish = useMutation({ mutationFn: (id: string) => api('POST', sp(space, `/releases/${id}/publish`)), onSuccess: refreshPublishing });

  const days = new Map<string, Schedule[]>();
  for (const s of schedules.data?.items ?? []) {
    const day = dayOf(s.at);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return (
    <>
      <PageHeader title="Scheduled publishing" />
      <ErrorNotice error={schedules.error ?? releases.error ?? cancel.error ?? publish.error} />
      {schedules.data && schedules.data.items.length === 0 && <Text size="sm">Nothing is scheduled. Schedule an entry from its form (“Schedule…”), or a release through the API or an agent.</Text>}
      {[...days].map(([day, items]) => (
        <section key={day} aria-label={day}>
          <Title order={2} size="h4" mt="md" mb="xs">
            {day}
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Tbody>
                {items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td w={110}>{new Date(s.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}</Table.Td>
                    <Table.Td>
                      {s.action}{' '}
                      {s.entry ? <Link to={`/spaces/${space}/entries/${s.entry.id}`}>{s.entry.title ?? s.entry.id}</Link> : <>release “{s.release?.name ?? s.release?.id}”</>}
                      <Text size="xs" c="dimmed">
                        by {s.created_by}
                      </Text>
                      {s.error && (
                        <Text size="sm" c="red" role="note">
                          {s.error.message} {s.error.fix}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={110}>
                      <Badge color={STATUS_COLOR[s.status]} variant="light">
                        {s.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td w={100}>
                      {s.status === 'pending' && (
                        <Button size="xs" variant="subtle" color="red" onClick={() => cancel.mutate(s.id)}>
                          Cancel
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}

      <Title order={2} size="h3" mt="xl" mb="sm">
        Releases
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Release</Table.Th>
              <Table.Th>Entries</Table.Th>
              <Table.Th>Prepared by</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.data?.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.entry_count}</Table.Td>
                <Table.Td>{r.prepared_by.type === 'agent' ? `prepared by agent ${r.prepared_by.name}` : r.prepared_by.name}</Table.Td>
                <Table.Td>{r.published_at ? `${formatDate(r.published_at)} by ${r.published_by}` : '—'}</Table.Td>
                <Table.Td>
                  {r.status === 'open' && (
                    <Button size="xs" onClick={() => window.confirm(`Publish the ${r.entry_count} entries of ${r.name} now?`) && publish.mutate(r.id)} loading={publish.isPending && publish.variables === r.id}>
                      Publish
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
