import { useState } from 'react';
import { Anchor, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { get, sp } from '../../api.ts';
import { ErrorNotice, PageHeader } from '../../ui.tsx';
import { Bars, Stat } from './Bars.tsx';

type Rows = Record<string, unknown>[];
interface Report {
  days: number;
  visitors: number;
  page_views: number;
  from_ai: { visitors: number; page_views: number };
  sources: Rows;
  ai_engines: Rows;
  referrers: Rows;
  pages: Rows;
  countries: Rows;
  cities: Rows;
  campaigns: Rows;
  devices: Rows;
  crawlers: { visits: number; by_bot: Rows; pages: Rows };
}

/** First-party analytics (SPEC "Analytics"), for 7, 30, 90 or 365 days. */
export default function Analytics() {
  const space = useParams().space!;
  const [days, setDays] = useState('30');
  const r = useQuery({ queryKey: ['analytics', space, days], queryFn: () => get<Report>(sp(space, '/analytics'), { days }) });
  const d = r.data;
  return (
    <>
      <PageHeader title="Analytics">
        <SegmentedControl aria-label="Period" value={days} onChange={setDays} data={[{ value: '7', label: '7 days' }, { value: '30', label: '30 days' }, { value: '90', label: '90 days' }, { value: '365', label: 'a year' }]} />
      </PageHeader>
      <ErrorNotice error={r.error} />
      {d ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 5 }} mb="md">
            <Stat label="Visitors" value={d.visitors} />
            <Stat label="Page views" value={d.page_views} />
            <Stat label="Visitors from AI assistants" value={d.from_ai?.visitors ?? 0} />
            <Stat label="Page views from AI assistants" value={d.from_ai?.page_views ?? 0} />
            <Stat label="AI crawler visits" value={d.crawlers?.visits ?? 0} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
            <Bars title="Pages" rows={d.pages} />
            <Bars title="Sources" rows={d.sources} />
            <Bars title="AI assistants" rows={d.ai_engines} />
            <Bars title="Referrers" rows={d.referrers} />
            <Bars title="Countries" rows={d.countries} />
            <Bars title="Cities" rows={d.cities} />
            <Bars title="Campaigns" rows={d.campaigns} />
            <Bars title="Devices" rows={d.devices} />
            <Bars title="AI crawlers" rows={d.crawlers?.by_bot} value="visits" />
            <Bars title="Pages read by AI crawlers" rows={d.crawlers?.pages} value="visits" />
          </SimpleGrid>
          {/* DB-IP's licence (CC BY 4.0) asks pages that show its places to credit it. */}
          <Text size="sm" mt="md">
            Places without a CDN header: IP Geolocation by <Anchor href="https://db-ip.com" underline="always">DB-IP</Anchor>
          </Text>
        </>
      ) : null}
    </>
  );
}
