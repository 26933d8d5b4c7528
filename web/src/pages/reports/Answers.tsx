import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get, sp } from '../../api.ts';
import { useRole } from '../../hooks.ts';
import type { AnswersReport as Answers } from '../../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../../ui.tsx';

type Run = NonNullable<Answers['run']>;
type HistoryRun = Answers['history'][number];
type EngineFigures = NonNullable<Run['engines']>[number];

import { Bars, labelOf, Stat } from './Bars.tsx';
import { queryKeys, refresh } from '../../queryKeys.ts';


const percent = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v}%`);
const usd = (v: number | null | undefined) => (v === null || v === undefined ? 'unknown' : `$${v.toFixed(v < 1 ? 4 : 2)}`);
const rank = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(1));

/** The last runs, oldest first, with the figures per engine: whether things get better. */
function Trend({ history }: { history: HistoryRun[] }) {
  const runs = [...history].reverse().filter((h) => h.status === 'succeeded');
  const engines = [...new Set(runs.flatMap((h) => (h.engines ?? []).map((e) => e.name)))];
  if (runs.length === 0) return null;
  return (
    <Card withBorder mb="md">
      <Title order={2} size="h5" mb="xs">
        Trend over the last {runs.length} runs
      </Title>
      <Table fz="sm" aria-label="Trend" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Run</Table.Th>
            <Table.Th>Mention / cite</Table.Th>
            <Table.Th>Share of voice</Table.Th>
            <Table.Th>Position</Table.Th>
            {engines.map((n) => (
              <Table.Th key={n}>{n}: mention / cite</Table.Th>
            ))}
            <Table.Th>Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{h.finished_at ? formatDate(h.finished_at) : '—'}</Table.Td>
              <Table.Td>
                {h.mentioned} / {h.cited} of {h.answers}
              </Table.Td>
              <Table.Td>{percent(h.share_of_voice)}</Table.Td>
              <Table.Td>{rank(h.average_position)}</Table.Td>
              {engines.map((n) => {
                const e = h.engines?.find((x) => x.name === n);
                return <Table.Td key={n}>{e ? `${e.mentioned} / ${e.cited} of ${e.answers}` : '—'}</Table.Td>;
              })}
              <Table.Td>{usd(h.cost_usd)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** This run per engine: who mentions and cites the site, and which engine failed. */
function EngineSplit({ engines }: { engines: EngineFigures[] }) {
  if (engines.length === 0) return null;
  return (
    <Card withBorder mb="md">
      <Title order={2} size="h5" mb="xs">
        By engine
      </Title>
      <Table fz="sm" aria-label="By engine">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Engine</Table.Th>
            <Table.Th>Answers</Table.Th>
            <Table.Th>Mention</Table.Th>
            <Table.Th>Cite</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>Share of voice</Table.Th>
            <Table.Th>Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {engines.map((e) => (
            <Table.Tr key={e.name}>
              <Table.Td>
                {e.name}
                {e.grounded === false ? ' (ungrounded: answers from memory, no web search)' : ''}
                {e.error ? (
                  <Text size="xs" c="red.8">
                    Stopped: {e.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{e.answers}</Table.Td>
              <Table.Td>{e.mentioned}</Table.Td>
              <Table.Td>{e.cited}</Table.Td>
              <Table.Td>{rank(e.average_position)}</Table.Td>
              <Table.Td>{percent(e.share_of_voice)}</Table.Td>
              <Table.Td>{usd(e.usage?.cost_usd)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** What an AI assistant answers to the questions set for the site, and where it is wrong about it. */
export default function AnswersPage() {
  const space = useParams().space!;
  const owner = useRole(space) === 'owner';
  const qc = useQueryClient();
  const r = useQuery({ queryKey: queryKeys.answers(space), queryFn: () => get<Answers>(sp(space, '/answers')) });
  const [text, setText] = useState('');
  const [market, setMarket] = useState({ country: '', city: '' });
  useEffect(() => {
    if (r.data) {
      setText(r.data.questions.join('\n'));
      setMarket({ country: r.data.market?.country ?? '', city: r.data.market?.city ?? '' });
    }
  }, [r.data]);
  const save = useMutation({
    mutationFn: () => api('PATCH', sp(space, '/questions'), { body: { questions: text.split('\n').map((q) => q.trim()).filter(Boolean), market } }),
    onSuccess: () => refresh.answers(qc, space),
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
          {run.grounded === false ? (
            <Alert color="yellow" mb="md" title="Ungrounded answers">
              These answers come from a chat model's memory, not from a web search like the ones people see in ChatGPT search, Perplexity or AI overviews, so they cite nothing. The operator can configure search engines (TESSERA_ANSWERS_ENGINES).
            </Alert>
          ) : null}
          {run.truncated ? (
            <Alert color="yellow" mb="md" title="The run was cut short">
              {run.stopped === 'token_cap' ? 'The token cap ended it before every question was asked.' : `An engine failed: ${run.error ?? 'no reason recorded'}.`} Issues of questions it did not ask are kept, not resolved.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, md: 6 }} mb="md">
            <Stat label="Answers" value={run.answers} />
            <Stat label="Mention the site" value={run.mentioned} />
            <Stat label="Cite the site" value={run.cited} />
            <Stat label="Average position" value={rank(run.average_position)} />
            <Stat label="Share of voice" value={percent(run.share_of_voice)} />
            <Stat label="Cost of the run" value={usd(run.usage?.cost_usd)} />
          </SimpleGrid>
          <EngineSplit engines={run.engines ?? []} />
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
            <Bars title="Most-cited domains" rows={run.top_cited_domains} value="answers" />
            <Bars title="Your pages cited most" rows={run.top_cited_pages} value="answers" />
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
                    <Text size="sm">
                      Claimed: {i.claim}
                      {i.asked === false ? ' (not asked in this run; kept from before)' : ''}
                    </Text>
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
                  <Table.Td>{typeof it.engine === 'string' ? it.engine : ''}</Table.Td>
                  <Table.Td>
                    {typeof it.answer === 'string' ? it.answer.slice(0, 400) : ''}
                    {Array.isArray(it.sources) && it.sources.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        Sources: {(it.sources as { url: string }[]).map((x) => x.url).join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : r.data ? (
        <Text mb="md">No run yet: runs happen on a schedule once questions are set.</Text>
      ) : null}
      {r.data?.history?.length ? <Trend history={r.data.history} /> : null}
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
