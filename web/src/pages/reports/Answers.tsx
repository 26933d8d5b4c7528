import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get, sp } from '../../api.ts';
import { useRole } from '../../hooks.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';
import { Bars, labelOf, Stat } from './Bars.tsx';

interface Run {
  status: 'succeeded' | 'failed';
  error: string | null;
  answers: number;
  mentioned: number;
  cited: number;
  average_position: number | null;
  competitors: Record<string, unknown>[];
  issues: { claim: string; correct: string; question?: string; ask_agent?: string | null }[];
  items: Record<string, unknown>[];
  finished_at?: string;
  created_at?: string;
}
interface Answers {
  questions: (string | { question?: string; text?: string })[];
  market: { country?: string; city?: string };
  run: Run | null;
  history: Record<string, unknown>[];
}

const questionText = (q: Answers['questions'][number]) => (typeof q === 'string' ? q : (q.question ?? q.text ?? ''));

/** What an AI assistant answers to the questions set for the site, and where it is wrong about it. */
export default function AnswersPage() {
  const space = useParams().space!;
  const owner = useRole(space) === 'owner';
  const qc = useQueryClient();
  const r = useQuery({ queryKey: ['answers', space], queryFn: () => get<Answers>(sp(space, '/answers')) });
  const [text, setText] = useState('');
  const [market, setMarket] = useState({ country: '', city: '' });
  useEffect(() => {
    if (r.data) {
      setText(r.data.questions.map(questionText).join('\n'));
      setMarket({ country: r.data.market?.country ?? '', city: r.data.market?.city ?? '' });
    }
  }, [r.data]);
  const save = useMutation({
    mutationFn: () => api('PATCH', sp(space, '/questions'), { body: { questions: text.split('\n').map((q) => q.trim()).filter(Boolean), market } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['answers', space] }),
  });
  const run = r.data?.run;
  return (
    <>
      <PageHeader title="AI answers" />
      <ErrorNotice error={r.error} />
      {run?.status === 'failed' ? (
        // A failed run has no figures: zeros and "None found" would read as a run that found nothing.
        <Alert color="red" role="alert" mb="md" title={`The last run failed${run.finished_at ? ` (${formatDate(run.finished_at)})` : ''}`}>
          {run.error ?? 'No reason was recorded.'} The next run happens on the schedule; earlier runs are counted below.
        </Alert>
      ) : run ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
            <Stat label="Answers" value={run.answers} />
            <Stat label="Mention the site" value={run.mentioned} />
            <Stat label="Cite the site" value={run.cited} />
            <Stat label="Average position" value={run.average_position === null ? '—' : run.average_position.toFixed(1)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
            <Bars title="Competitors named" rows={run.competitors} value="answers" />
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                Issues: answers that contradict your published content
              </Title>
              {run.issues.length === 0 ? <Text size="sm">None found.</Text> : null}
              <Stack gap="xs">
                {run.issues.map((i, n) => (
                  <div key={n}>
                    <Text size="sm">Claimed: {i.claim}</Text>
                    <Text size="sm" c="green.9">
                      Correct: {i.correct}
                    </Text>
                    {i.ask_agent ? (
                      <Text size="xs" c="dimmed">
                        For an agent: {i.ask_agent}
                      </Text>
                    ) : null}
                  </div>
                ))}
              </Stack>
            </Card>
          </SimpleGrid>
          <Table fz="sm" mb="md" aria-label="Answers">
            <Table.Tbody>
              {run.items.map((it, n) => (
                <Table.Tr key={n}>
                  <Table.Td>{labelOf(it)}</Table.Td>
                  <Table.Td>{typeof it.answer === 'string' ? it.answer.slice(0, 400) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : r.data ? (
        <Text mb="md">No run yet: runs happen on a schedule once questions are set.</Text>
      ) : null}
      {r.data?.history?.length ? (
        <Text size="xs" c="dimmed" mb="md">
          {r.data.history.length} earlier runs{run?.finished_at ? `; latest ${formatDate(run.finished_at)}` : ''}.
        </Text>
      ) : null}
      {owner ? (
        <Card withBorder maw={640}>
          <Title order={2} size="h5" mb="xs">
            Questions (one a line, up to 30)
          </Title>
          <Textarea aria-label="Questions" autosize minRows={4} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Group mt="xs" align="end">
            <TextInput label="Country" value={market.country} onChange={(e) => setMarket({ ...market, country: e.currentTarget.value })} w={120} />
            <TextInput label="City" value={market.city} onChange={(e) => setMarket({ ...market, city: e.currentTarget.value })} w={180} />
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              Save questions
            </Button>
          </Group>
          <ErrorNotice error={save.error} />
        </Card>
      ) : null}
    </>
  );
}
