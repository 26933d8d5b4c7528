import { Anchor, Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, ApiError, get, sp } from '../../api.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';

interface Check {
  key: string;
  title: string;
  status: 'pass' | 'warn' | 'fail';
  detail: string;
  fix_by: 'content' | 'site';
  ask_agent: string | null;
  doc_url: string;
}
interface Readiness {
  url: string;
  checked_at: string;
  passed: number;
  total: number;
  checks: Check[];
}

const COLOR = { pass: 'green', warn: 'yellow', fail: 'red' } as const;

/** The AI-readiness check of the live site, with what to fix and the instruction to hand an agent. */
export default function ReadinessPage() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const last = useQuery({ queryKey: ['readiness', space], queryFn: () => get<Readiness>(sp(space, '/readiness')), retry: false });
  const run = useMutation({ mutationFn: () => api<Readiness>('POST', sp(space, '/readiness')), onSuccess: (r) => qc.setQueryData(['readiness', space], r) });
  const none = last.error instanceof ApiError && last.error.status === 404;
  const d = last.data;
  return (
    <>
      <PageHeader title="AI readiness">
        <Button onClick={() => run.mutate()} loading={run.isPending}>
          Check now
        </Button>
      </PageHeader>
      {none ? <Text mb="md">The live site has not been checked yet.</Text> : <ErrorNotice error={last.error} />}
      <ErrorNotice error={run.error} title="Check not run" />
      {d ? (
        <>
          <Text mb="md">
            {d.passed} of {d.total} checks pass for {d.url} ({formatDate(d.checked_at)}).
          </Text>
          <Stack>
            {d.checks.map((c) => (
              <Card key={c.key} withBorder>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{c.title}</Text>
                  <Badge color={COLOR[c.status]} variant="light">
                    {c.status}
                  </Badge>
                </Group>
                <Text size="sm">{c.detail}</Text>
                {c.status !== 'pass' ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    Fixed in the {c.fix_by === 'content' ? 'content (here)' : 'site’s code'} · <Anchor href={c.doc_url}>how</Anchor>
                  </Text>
                ) : null}
                {c.ask_agent && c.status !== 'pass' ? (
                  <Code block mt="xs">
                    {c.ask_agent}
                  </Code>
                ) : null}
              </Card>
            ))}
          </Stack>
        </>
      ) : null}
    </>
  );
}
