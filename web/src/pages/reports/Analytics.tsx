import { useState } from 'react';
import { Anchor, Badge, Card, CloseButton, Group, Select, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get, sp } from '../../api.ts';
import { useSpace } from '../../hooks.ts';
import type { AnalyticsReport as Report } from '../../types.ts';
import { ErrorNotice, PageHeader } from '../../ui.tsx';
import { Bars } from './Bars.tsx';
import { TrendChart } from './TrendChart.tsx';
import { queryKeys, refresh } from '../../queryKeys.ts';

type Goal = Report['goals'][number];

const PERIODS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: '365', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom range' },
];

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Today's date in the site's time zone (the report's days are the site's). */
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/** The report's query for a period choice. */
function queryOf(period: string, zone: string, custom: { from: string; to: string }): Record<string, string> | null {
  const today = todayIn(zone);
  if (/^\d+$/.test(period)) return { days: period };
  if (period === 'today') return { from: today, to: today };
  if (period === 'yesterday') return { from: addDays(today, -1), to: addDays(today, -1) };
  if (period === 'month') return { from: `${today.slice(0, 7)}-01`, to: today };
  if (period === 'last-month') {
    const end = addDays(`${today.slice(0, 7)}-01`, -1);
    return { from: `${end.slice(0, 7)}-01`, to: end };
  }
  return custom.from && custom.to ? { from: custom.from, to: custom.to } : null;
}

/** Report filters by query parameter, with what the screen calls them. */
const FILTER_LABELS: Record<string, string> = {
  page: 'Page',
  source: 'Source',
  referrer: 'Referrer',
  ai_engine: 'AI assistant',
  country: 'Country',
  city: 'City',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
  utm_campaign: 'Campaign',
};

/** A bot of the report as the list shows it: a claim from outside the operator's ranges says so. */
const botRow = (b: Record<string, unknown>) => ({ name: b.verified === false ? `claims to be ${String(b.name)}` : `${String(b.name)} (${String(b.operator)})`, visits: b.visits });

/** Seconds as the totals show them: "3m 30s", "45s". */
const duration = (s: number | null | undefined) => (s == null ? '—' : s >= 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`);

/**
 * A total with its change on the previous period. `points`: the change is in percentage points
 * (the bounce rate); `lowerIsBetter` colours a fall as good.
 */
function Total({ label, value, change, points, lowerIsBetter }: { label: string; value: number | string; change: number | null | undefined; points?: boolean; lowerIsBetter?: boolean }) {
  const good = change != null && (lowerIsBetter ? change <= 0 : change >= 0);
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c={change == null ? 'dimmed' : good ? 'green.9' : 'red.9'}>
        {change == null ? 'nothing before to compare' : `${change > 0 ? '+' : ''}${change}${points ? ' points' : '%'} on the previous period`}
      </Text>
    </Card>
  );
}

/** First-party analytics (SPEC "Analytics", docs/analytics.md): trend, totals and top lists, in the site's time zone. */
export default function Analytics() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const site = useSpace(space);
  const zone = (site.data as { time_zone?: string } | undefined)?.time_zone ?? 'UTC';
  const [period, setPeriod] = useState('30');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [filters, setFilters] = useState<Record<string, string>>({});
  const range = queryOf(period, zone, custom);
  const query = range ? { ...range, ...filters } : null;
  const pick = (param: string, key = 'name') => (row: Record<string, unknown>) => setFilters({ ...filters, [param]: String(row[key]) });
  const unset = (param: string) => setFilters(Object.fromEntries(Object.entries(filters).filter(([k]) => k !== param)));
  const r = useQuery({ queryKey: queryKeys.analytics.report(space, query), queryFn: () => get<Report>(sp(space, '/analytics'), query!), enabled: query !== null && site.isSuccess });
  const setZone = useMutation({
    mutationFn: (time_zone: string) => api('PATCH', sp(space, ''), { body: { time_zone } }),
    onSuccess: (s) => {
      qc.setQueryData(queryKeys.space(space), s);
      void refresh.analytics(qc, space);
    },
  });
  const d = r.data;
  return (
    <>
      <PageHeader title="Analytics">
        <Select aria-label="Period" value={period} onChange={(v) => v && setPeriod(v)} data={PERIODS} allowDeselect={false} w={180} />
        <Select
          aria-label="Time zone"
          searchable
          value={zone}
          onChange={(v) => v && v !== zone && setZone.mutate(v)}
          data={[...new Set(['UTC', zone, ...Intl.supportedValuesOf('timeZone')])]}
          allowDeselect={false}
          w={220}
        />
      </PageHeader>
      {period === 'custom' ? (
        <Group mb="md">
          <TextInput type="date" label="From" value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })} />
          <TextInput type="date" label="To" value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })} />
        </Group>
      ) : null}
      {Object.keys(filters).length ? (
        <Group mb="md" gap="xs" aria-label="Filters" role="group">
          {Object.entries(filters).map(([param, value]) => (
            <Badge key={param} variant="light" size="lg" tt="none" rightSection={<CloseButton size="xs" aria-label={`Remove filter ${FILTER_LABELS[param]}: ${value}`} onClick={() => unset(param)} />}>
              {FILTER_LABELS[param]}: {value}
            </Badge>
          ))}
          <Anchor component="button" size="sm" onClick={() => setFilters({})}>
            Clear filters
          </Anchor>
        </Group>
      ) : null}
      <ErrorNotice error={r.error ?? setZone.error} />
      {d ? (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {d.since === d.until ? d.since : `${d.since} to ${d.until}`} ({d.time_zone}), compared with {d.previous.since === d.previous.until ? d.previous.since : `${d.previous.since} to ${d.previous.until}`}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
            <Total label="Visitors" value={d.visitors} change={d.change?.visitors} />
            <Total label="Page views" value={d.page_views} change={d.change?.page_views} />
            <Total label="Visitors from AI assistants" value={d.from_ai?.visitors ?? 0} change={d.change?.ai_visitors} />
            <Card withBorder>
              <Text size="sm" c="dimmed">
                Page views from AI assistants
              </Text>
              <Text size="xl" fw={700}>
                {d.from_ai?.page_views ?? 0}
              </Text>
            </Card>
            <Total label="AI crawler visits" value={d.crawlers?.visits ?? 0} change={d.change?.crawler_visits} />
            <Total label="Visits" value={d.visits ?? 0} change={d.change?.visits} />
            <Total label="Bounce rate" value={d.bounce_rate == null ? '—' : `${d.bounce_rate}%`} change={d.change?.bounce_rate} points lowerIsBetter />
            <Total label="Visit duration" value={duration(d.visit_duration)} change={d.change?.visit_duration} />
          </SimpleGrid>
          {d.crawlers?.unverified ? (
            <Text size="sm" mb="xs">
              {d.crawlers.unverified} more {d.crawlers.unverified === 1 ? 'visit' : 'visits'} from crawlers claiming a name, from addresses outside what their operator publishes: not counted as theirs.
            </Text>
          ) : null}
          <TrendChart points={d.timeseries ?? []} previous={d.previous?.timeseries ?? []} />
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
            <Bars title="Pages" rows={d.pages} onPick={pick('page')} />
            <Bars title="Entry pages" rows={d.entry_pages} value="visits" onPick={pick('page')} pickLabel="Show only visits that viewed" />
            <Bars title="Exit pages" rows={d.exit_pages} value="visits" onPick={pick('page')} pickLabel="Show only visits that viewed" />
            <Bars title="Sources" rows={d.sources} onPick={pick('source')} />
            <Bars title="AI assistants" rows={d.ai_engines} onPick={pick('ai_engine')} />
            <Bars title="Referrers" rows={d.referrers} onPick={pick('referrer')} />
            <Bars title="Countries" rows={d.countries} onPick={pick('country', 'code')} />
            <Bars title="Cities" rows={d.cities} onPick={pick('city')} />
            <Bars title="Campaigns" rows={d.campaigns} onPick={pick('utm_campaign')} />
            <Bars title="Devices" rows={d.devices} onPick={pick('device')} />
            <Bars title="Browsers" rows={d.browsers} onPick={pick('browser')} />
            <Bars title="Operating systems" rows={d.operating_systems} onPick={pick('os')} />
            <Bars title="AI crawlers" rows={d.crawlers?.by_bot?.map(botRow)} value="visits" />
            <Bars title="Pages read by AI crawlers" rows={d.crawlers?.pages} value="visits" onPick={pick('page')} />
          </SimpleGrid>
          <section aria-labelledby="search-crawlers-title">
            <Text id="search-crawlers-title" component="h2" size="lg" fw={600} mt="lg" mb="xs">
              Search engines
            </Text>
            <Text size="sm" mb="xs">
              {d.search_crawlers?.visits ?? 0} {d.search_crawlers?.visits === 1 ? 'visit' : 'visits'} from search engines indexing the site (not AI crawlers, not people)
              {d.search_crawlers?.unverified ? `; ${d.search_crawlers.unverified} more from crawlers claiming a search engine's name from outside its published addresses` : ''}.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
              <Bars title="Search-engine crawlers" rows={d.search_crawlers?.by_bot?.map(botRow)} value="visits" />
            </SimpleGrid>
          </section>
          <Goals goals={d.goals ?? []} />
          {/* DB-IP's licence (CC BY 4.0) asks pages that show its places to credit it. */}
          <Text size="sm" mt="md">
            Places without a CDN header: IP Geolocation by <Anchor href="https://db-ip.com" underline="always">DB-IP</Anchor>
          </Text>
        </>
      ) : null}
    </>
  );
}

/** Goals with their conversions (docs/analytics.md "Goals"); a custom event's prop values under its name. */
function Goals({ goals }: { goals: Goal[] }) {
  return (
    <Card withBorder mt="md">
      <Title order={2} size="h5" mb="xs">
        Goals
      </Title>
      {goals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No goals yet: add them with POST /api/v1/spaces/…/analytics/goals (a custom event name, or a page path).
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Goal</Table.Th>
              <Table.Th ta="right">Unique conversions</Table.Th>
              <Table.Th ta="right">Total conversions</Table.Th>
              <Table.Th ta="right">Conversion rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goals.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>
                  <Text size="sm">{g.kind === 'page' ? `Visit ${g.name}` : g.name}</Text>
                  {Object.entries(g.props).map(([prop, values]) => (
                    <Text key={prop} size="xs" c="dimmed">
                      {prop}: {values.map((v) => `${v.value} (${v.visitors})`).join(', ')}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">{g.visitors}</Table.Td>
                <Table.Td ta="right">{g.conversions}</Table.Td>
                <Table.Td ta="right">{g.conversion_rate}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
