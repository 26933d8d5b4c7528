import { Card, Group, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';

/** The label of a report row: its first text property (rows name different things: page, source, country…). */
export function labelOf(row: Record<string, unknown>): string {
  for (const v of Object.values(row)) if (typeof v === 'string') return v;
  return '—';
}

/**
 * A top-N list as horizontal bars, with the numbers as text for screen readers and copy. With
 * `onPick`, each label is a button that narrows the report to that item.
 */
export function Bars({ title, rows, value = 'count', onPick, pickLabel = 'Show only' }: { title: string; rows: Record<string, unknown>[] | undefined; value?: string; onPick?: (row: Record<string, unknown>) => void; pickLabel?: string }) {
  const list = rows ?? [];
  const max = Math.max(1, ...list.map((r) => Number(r[value]) || 0));
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {list.map((r, i) => (
            <div key={i}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                {onPick ? (
                  <UnstyledButton onClick={() => onPick(r)} aria-label={`${pickLabel} ${labelOf(r)}`} title={`${pickLabel} ${labelOf(r)}`} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate td="underline" c="blue.9">
                      {labelOf(r)}
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text size="sm" truncate>
                    {labelOf(r)}
                  </Text>
                )}
                <Text size="sm" fw={500}>
                  {Number(r[value]) || 0}
                </Text>
              </Group>
              <Progress value={((Number(r[value]) || 0) / max) * 100} size="sm" aria-hidden />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}
