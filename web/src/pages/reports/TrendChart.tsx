import { Card, Group, SegmentedControl, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';

export interface Point {
  date: string;
  visitors: number;
  page_views: number;
  ai_visitors: number;
  crawler_visits: number;
}
type Metric = Exclude<keyof Point, 'date'>;

const METRICS: Array<{ value: Metric; label: string }> = [
  { value: 'visitors', label: 'Visitors' },
  { value: 'page_views', label: 'Page views' },
  { value: 'ai_visitors', label: 'From AI assistants' },
  { value: 'crawler_visits', label: 'AI crawler visits' },
];

const W = 640;
const H = 200;
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };

/** A round upper bound for the y axis (1, 2, 5 × 10^n), so the grid lines carry plain numbers. */
function niceMax(n: number): number {
  if (n <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 5, 10]) if (m * step >= n) return m * step;
  return 10 * step;
}

const label = (date: string) => (date.length > 10 ? date.slice(11, 16) : date.slice(5));

/**
 * The report's time series as an SVG line chart: the chosen figure (solid) against the previous
 * period (dashed), point by point. Drawn by hand rather than with a chart library: one line and
 * a grid need ~100 lines of SVG and add nothing to the dashboard's dependencies or first screen.
 * The numbers are also a table, for screen readers and copying.
 */
export function TrendChart({ points, previous }: { points: Point[]; previous: Point[] }) {
  const [metric, setMetric] = useState<Metric>('visitors');
  const id = useId();
  const values = points.map((p) => p[metric]);
  const before = previous.map((p) => p[metric]);
  const max = niceMax(Math.max(0, ...values, ...before));
  const x = (i: number) => PAD.left + (points.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const line = (vs: number[]) => vs.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const name = METRICS.find((m) => m.value === metric)!.label;
  const total = values.reduce((a, b) => a + b, 0);
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <Card withBorder mb="md">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h5" id={`${id}-title`}>
          {name} over time
        </Title>
        <SegmentedControl size="xs" aria-label="Figure in the chart" value={metric} onChange={(v) => setMetric(v as Metric)} data={METRICS} />
      </Group>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid="trend-chart">
        <desc id={`${id}-desc`}>{`${total} in ${points.length} points from ${points[0]?.date ?? ''} to ${points.at(-1)?.date ?? ''}; dashed: the previous period.`}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="var(--mantine-color-gray-8)">
              {max * f}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.date} x={x(i)} y={H - 6} textAnchor="middle" fontSize="11" fill="var(--mantine-color-gray-8)">
              {label(p.date)}
            </text>
          ) : null,
        )}
        {before.length === values.length ? <path d={line(before)} fill="none" stroke="var(--mantine-color-gray-6)" strokeWidth="1.5" strokeDasharray="4 3" data-testid="previous-line" /> : null}
        <path d={line(values)} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth="2" data-testid="current-line" />
        {points.length <= 90
          ? points.map((p, i) => (
              <circle key={p.date} cx={x(i)} cy={y(p[metric])} r="2.5" fill="var(--mantine-color-blue-7)">
                <title>{`${p.date}: ${p[metric]}`}</title>
              </circle>
            ))
          : null}
      </svg>
      <details>
        <summary>
          <Text span size="sm">
            Show as a table
          </Text>
        </summary>
        <Table striped withTableBorder mt="xs" fz="sm">
          <Table.Caption>
            <VisuallyHidden>{name} per point, with the previous period</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">{name}</Table.Th>
              <Table.Th scope="col">Previous period</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((p, i) => (
              <Table.Tr key={p.date}>
                <Table.Th scope="row">{p.date}</Table.Th>
                <Table.Td>{p[metric]}</Table.Td>
                <Table.Td>{before[i] ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Card>
  );
}
