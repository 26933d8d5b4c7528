import { useState } from 'react';
import { Anchor, Group, ScrollArea, SegmentedControl, SimpleGrid, Table, Text } from '@mantine/core';
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
interface BreakdownRow {
  engine: string;
  value: string;
  page: string | null;
  days: number;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}
interface Coverage {
  granularity: 'day' | 'week';
  from: string | null;
  to: string | null;
  partial: boolean;
}
interface Report {
  days: number;
  since: string;
  until: string;
  coverage: Record<string, Coverage>;
  breakdown?: { by: string; rows: BreakdownRow[]; not_offered_by: string[] };
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

const BREAKDOWNS = [
  { value: 'none', label: 'Queries & pages' },
  { value: 'trend', label: 'Daily trend' },
  { value: 'country', label: 'Countries' },
  { value: 'device', label: 'Devices' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'query_page', label: 'Query × page' },
];
const HEADING: Record<string, string> = { trend: 'Day', country: 'Country', device: 'Device', appearance: 'Search appearance', query_page: 'Query' };

function BreakdownTable({ by, rows }: { by: string; rows: BreakdownRow[] }) {
  const label = BREAKDOWNS.find((b) => b.value === by)?.label ?? by;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{HEADING[by]}</Table.Th>
            {by === 'query_page' ? <Table.Th>Page</Table.Th> : null}
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
              <Table.Td>{r.value}</Table.Td>
              {by === 'query_page' ? <Table.Td>{r.page}</Table.Td> : null}
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

/** `days` for the SPEC's windows; the 16 months kept go through `from`. */
function windowOf(period: string): Record<string, string> {
  if (period !== '16m') return { days: period };
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 16);
  // The first day kept; a day later is safe whatever the month lengths.
  d.setUTCDate(d.getUTCDate() + 1);
  return { from: d.toISOString().slice(0, 10) };
}

/** Top search queries and pages from the connected search engines (SPEC "Search queries"), broken down on request. */
export default function SearchQueries() {
  const space = useParams().space!;
  const role = useRole(space);
  const [days, setDays] = useState('28');
  const [engine, setEngine] = useState('both');
  const [by, setBy] = useState('none');
  const r = useQuery({
    queryKey: ['search_queries', space, days, engine, by],
    queryFn: () => get<Report>(sp(space, '/search_queries'), { ...windowOf(days), engine: engine === 'both' ? undefined : engine, breakdown: by === 'none' ? undefined : by }),
  });
  const d = r.data;
  return (
    <>
      <PageHeader title="Search queries">
        <SegmentedControl aria-label="Engine" value={engine} onChange={setEngine} data={[{ value: 'both', label: 'Both' }, { value: 'engine_a', label: 'Engine A' }, { value: 'engine_b', label: 'Engine B' }]} />
        <SegmentedControl aria-label="Period" value={days} onChange={setDays} data={[{ value: '7', label: '7 days' }, { value: '28', label: '28 days' }, { value: '90', label: '90 days' }, { value: '16m', label: '16 months' }]} />
      </PageHeader>
      {/* Six choices are wider than a phone: they scroll sideways on their own, not the page. */}
      <ScrollArea type="auto" scrollbarSize={4} mb="md">
        <SegmentedControl aria-label="Breakdown" value={by} onChange={setBy} data={BREAKDOWNS} />
      </ScrollArea>
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
          {Object.entries(d.coverage ?? {})
            .filter(([, c]) => c.granularity === 'week' && c.from)
            .map(([e, c]) => (
              <Text key={e} size="sm" mb="xs" role="note">
                {e} reports queries and pages by week: these figures cover {c.from} to {c.to}
                {c.partial ? `, wider than ${d.since} to ${d.until}, as a week only partly overlaps it` : ''}. Its totals are by day.
              </Text>
            ))}
          {d.breakdown ? (
            <>
              {d.breakdown.not_offered_by.length ? (
                <Text size="sm" c="dimmed" mb="xs">
                  {d.breakdown.not_offered_by.join(', ')} does not report this breakdown.
                </Text>
              ) : null}
              <BreakdownTable by={d.breakdown.by} rows={d.breakdown.rows} />
            </>
          ) : (
            <>
              <Rows rows={d.queries} by="query" />
              <Rows rows={d.pages} by="page" />
            </>
          )}
        </>
      ) : null}
    </>
  );
}
