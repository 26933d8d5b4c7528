import { useState } from 'react';
import { Badge, Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get } from '../api.ts';
import type { SearchConnection as Connection } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';


const NAMES = { engine_a: 'Search engine A (OAuth)', engine_b: 'Search engine B (API key)' };

/** Settings → Integrations: the only place the search engines are connected (SPEC "Search queries"). */
export default function Integrations() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const base = `/integrations/spaces/${encodeURIComponent(space)}`;
  const conns = useQuery({ queryKey: queryKeys.integrations.all(space), queryFn: () => get<{ connections: Connection[] }>(base) });
  const refreshConnections = () => refresh.integrations(qc, space);
  const authorize = useMutation({
    mutationFn: () => api<{ authorize_url: string }>('POST', `${base}/engine_a/authorize`),
    onSuccess: (r) => window.location.assign(r.authorize_url),
  });
  const a = conns.data?.connections.find((c) => c.engine === 'engine_a');
  const sites = useQuery({ queryKey: queryKeys.integrations.sites(space), enabled: Boolean(a?.connected), queryFn: () => get<{ sites: { site_url: string; permission_level: string }[] }>(`${base}/engine_a/sites`) });
  const [siteA, setSiteA] = useState<string | null>(null);
  const chooseA = useMutation({ mutationFn: () => api('PUT', `${base}/engine_a`, { body: { site_url: siteA } }), onSuccess: refreshConnections });
  const [b, setB] = useState({ api_key: '', site_url: '' });
  const saveB = useMutation({ mutationFn: () => api('PUT', `${base}/engine_b`, { body: b }), onSuccess: refreshConnections });
  const disconnect = useMutation({ mutationFn: (engine: string) => api('DELETE', `${base}/${engine}`), onSuccess: refreshConnections });
  const status = (c: Connection | undefined) =>
    c?.connected ? (
      <Badge color="green" variant="light">
        connected{c.site_url ? ` · ${c.site_url}` : ''}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        not connected
      </Badge>
    );
  const bConn = conns.data?.connections.find((c) => c.engine === 'engine_b');
  return (
    <>
      <PageHeader title="Integrations" />
      <Text size="sm" mb="md">
        Connect the search engines to see which searches bring people to the site (Reports → Search queries).
      </Text>
      <ErrorNotice error={conns.error ?? authorize.error ?? chooseA.error ?? saveB.error ?? disconnect.error} />
      <Stack>
        {(['engine_a', 'engine_b'] as const).map((engine) => {
          const c = conns.data?.connections.find((x) => x.engine === engine);
          return (
            <Card withBorder key={engine}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {NAMES[engine]}
                </Title>
                {status(c)}
              </Group>
              {c?.synced_at || c?.last_error ? (
                <Text size="xs" c={c.last_error ? 'red' : 'dimmed'} mb="sm">
                  {c.last_error ? `Last sync failed: ${c.last_error}` : `Synced ${formatDate(c.synced_at)}`}
                </Text>
              ) : null}
              {engine === 'engine_a' ? (
                <Group align="end">
                  {!c?.connected ? (
                    <Button onClick={() => authorize.mutate()} loading={authorize.isPending}>
                      Connect
                    </Button>
                  ) : (
                    <>
                      <Select label="Site" data={(sites.data?.sites ?? []).map((s) => s.site_url)} value={siteA ?? c.site_url} onChange={setSiteA} w={320} />
                      <Button onClick={() => chooseA.mutate()} disabled={!siteA}>
                        Use this site
                      </Button>
                    </>
                  )}
                </Group>
              ) : (
                <Group align="end">
                  <PasswordInput label="API key" value={b.api_key} onChange={(e) => setB({ ...b, api_key: e.currentTarget.value })} w={260} />
                  <TextInput label="Site URL" placeholder="https://www.example.com/" value={b.site_url} onChange={(e) => setB({ ...b, site_url: e.currentTarget.value })} w={280} />
                  <Button onClick={() => saveB.mutate()} disabled={!b.api_key || !b.site_url} loading={saveB.isPending}>
                    {bConn?.connected ? 'Update' : 'Connect'}
                  </Button>
                </Group>
              )}
              {c?.connected ? (
                <Button mt="sm" variant="subtle" color="red" w="fit-content" onClick={() => disconnect.mutate(engine)}>
                  Disconnect
                </Button>
              ) : null}
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
