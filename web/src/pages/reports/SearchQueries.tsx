import { useState } from 'react';
import { Anchor, Group, SegmentedControl, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { get, sp } from '../../api.ts';
import { useRole } from '../../hooks.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';
import { Stat } from './Bars.tsx';

interface Row {
  engine: string;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}
interface Report {
  days: number;
  since: string;
  connections: { engine: string; site_url: string; synced_at: string | null; last_error: string | null }[];
  totals: Record<string, { clicks: number; impressions: number; ctr: number; position: number | null }>;
  queries: Row[];
  pages: Row[];
}

function Rows({ rows, by }: { rows: Row[]; by: 'query' | 'page' }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped fz="sm" aria-label={by === 'query' ? 'Top queries' : 'Top pages'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{by === 'query' ? 'Query' : 'Page'}</Table.Th>
            <Table.Th>Engine</Table.Th>
            <Table.Th>Clicks</Table.Th>
            <Table.Th>Impressions</Table.Th>
            <Table.Th>CTR</Table.Th>
            <Table.Th>Position</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>{by === 'query' ? r.query : r.page}</Table.Td>
              <Table.Td>{r.engine}</Table.Td>
              <Table.Td>{r.clicks}</Table.Td>
              <Table.Td>{r.impressions}</Table.Td>
              <Table.Td>{(r.ctr * 100).toFixed(1)}%</Table.Td>
              <Table.Td>{r.position === null ? '—' : r.position.toFixed(1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Top search queries and pages from the connected search engines (SPEC "Search queries"). */
export default function SearchQueries() {
  const space = useParams().space!;
  const role = useRole(space);
  const [days, setDays] = useState('28');
  const [engine, setEngine] = useState('both');
  const r = useQuery({ queryKey: ['search_queries', space, days, engine], queryFn: () => get<Report>(sp(space, '/search_queries'), { days, engine: engine === 'both' ? undefined : engine }) });
  const d = r.data;
  return (
    <>
      <PageHeader title="Search queries">
        <SegmentedControl aria-label="Engine" value={engine} onChange={setEngine} data={[{ value: 'both', label: 'Both' }, { value: 'engine_a', label: 'Engine A' }, { value: 'engine_b', label: 'Engine B' }]} />
        <SegmentedControl aria-label="Period" value={days} onChange={setDays} data={[{ value: '7', label: '7 days' }, { value: '28', label: '28 days' }, { value: '90', label: '90 days' }]} />
      </PageHeader>
      <ErrorNotice error={r.error} />
      {d && d.connections.length === 0 ? (
        <Text mb="md">
          No search engine is connected yet.{' '}
          {role === 'owner' ? (
            <Anchor component={Link} to={`/spaces/${space}/settings/integrations`}>
              Connect one in Integrations.
            </Anchor>
          ) : (
            'An owner connects them in Settings → Integrations.'
          )}
        </Text>
      ) : null}
      {d ? (
        <>
          <Group mb="sm">
            {d.connections.map((c) => (
              <Text key={c.engine} size="xs" c={c.last_error ? 'red' : 'dimmed'}>
                {c.engine}: {c.site_url} · {c.last_error ? `last sync failed: ${c.last_error}` : `synced ${formatDate(c.synced_at)}`}
              </Text>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
            {Object.entries(d.totals ?? {}).flatMap(([e, t]) => [
              <Stat key={`${e}c`} label={`${e} clicks`} value={t.clicks} />,
              <Stat key={`${e}i`} label={`${e} impressions`} value={t.impressions} />,
            ])}
          </SimpleGrid>
          <Rows rows={d.queries} by="query" />
          <Rows rows={d.pages} by="page" />
        </>
      ) : null}
    </>
  );
}
