import { useState } from 'react';
import { Anchor, Group, ScrollArea, SegmentedControl, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { get, sp } from '../../api.ts';
import { useRole } from '../../hooks.ts';
import type { SearchQueriesReport as Report } from '../../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';

type Row = Report['queries'][number];
type BreakdownRow = NonNullable<Report['breakdown']>['rows'][number];

import { Stat } from './Bars.tsx';
import { queryKeys } from '../../queryKeys.ts';


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

const CW = 640;
const CH = 180;
const CP = { left: 44, right: 8, top: 10, bottom: 24 };
const LINES: Record<string, { stroke: string; dash?: string }> = { engine_a: { stroke: 'var(--mantine-color-blue-7)' }, engine_b: { stroke: 'var(--mantine-color-orange-8)', dash: '5 3' } };

/** Clicks per day, one line per engine (engine B dashed, so the lines differ without colour); the table below has the numbers. */
function ClicksChart({ rows }: { rows: BreakdownRow[] }) {
  const days = [...new Set(rows.map((r) => r.value))].sort();
  if (days.length < 2) return null;
  const engines = [...new Set(rows.map((r) => r.engine))];
  const max = Math.max(1, ...rows.map((r) => r.clicks));
  const x = (day: string) => CP.left + (days.indexOf(day) * (CW - CP.left - CP.right)) / (days.length - 1);
  const y = (v: number) => CP.top + (1 - v / max) * (CH - CP.top - CP.bottom);
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <svg viewBox={`0 0 ${CW} ${CH}`} width="100%" role="img" aria-label={`Clicks per day from ${days[0]} to ${days.at(-1)}, ${engines.join(' and ')}${engines.length > 1 ? ' (engine_b dashed)' : ''}`} data-testid="clicks-chart">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={CP.left} x2={CW - CP.right} y1={y(max * f)} y2={y(max * f)} stroke="var(--mantine-color-gray-3)" />
          <text x={CP.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="var(--mantine-color-gray-8)">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        i % every === 0 ? (
          <text key={d} x={x(d)} y={CH - 6} textAnchor="middle" fontSize="11" fill="var(--mantine-color-gray-8)">
            {d.slice(5)}
          </text>
        ) : null,
      )}
      {engines.map((e) => (
        <path
          key={e}
          data-engine={e}
          d={rows
            .filter((r) => r.engine === e)
            .map((r, i) => `${i ? 'L' : 'M'}${x(r.value).toFixed(1)},${y(r.clicks).toFixed(1)}`)
            .join(' ')}
          fill="none"
          stroke={LINES[e]?.stroke ?? 'var(--mantine-color-gray-7)'}
          strokeDasharray={LINES[e]?.dash}
          strokeWidth="2"
        />
      ))}
    </svg>
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
    queryKey: queryKeys.searchQueries(space, { days, engine, by }),
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
              {d.breakdown.by === 'trend' ? <ClicksChart rows={d.breakdown.rows} /> : null}
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
