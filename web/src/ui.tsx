import type { ReactNode } from 'react';
import { Alert, Badge, Group, Text, Title } from '@mantine/core';
import { ApiError } from './api.ts';

/** An API error as the person can act on it: the message and the service's own fix. */
export function ErrorNotice({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const e = error as Error;
  return (
    <Alert color="red" title={title ?? 'Something went wrong'} role="alert" my="sm">
      <Text size="sm">{e.message}</Text>
      {e instanceof ApiError && e.fix ? (
        <Text size="sm" c="dimmed">
          {e.fix}
        </Text>
      ) : null}
    </Alert>
  );
}

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

const STATUS_COLOR: Record<string, string> = { draft: 'yellow', published: 'green', changed: 'blue', archived: 'gray' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}
