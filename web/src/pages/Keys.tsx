import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, get, sp } from '../api.ts';
import type { Agent, ApiKey as Key, Collection, Invite } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';


/** Shows a secret exactly once, with a copy button; it cannot be read again. */
function ShownOnce({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Alert color="yellow" mb="sm">
        Copy it now: it is shown only this once.
      </Alert>
      <Code block data-testid="shown-once">
        {secret}
      </Code>
      <Group justify="end" mt="md">
        <CopyButton value={secret}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Modal>
  );
}

export default function Keys() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const keys = useQuery({ queryKey: queryKeys.apiKeys(space), queryFn: () => get<Collection<Key>>(sp(space, '/api_keys')) });
  const agents = useQuery({ queryKey: queryKeys.agents(space), queryFn: () => get<Collection<Agent>>(sp(space, '/agents')) });
  const invites = useQuery({ queryKey: queryKeys.invites(space), queryFn: () => get<Collection<Invite>>(sp(space, '/invites')) });
  const [name, setName] = useState('');
  const [kind, setKind] = useState<string | null>('delivery');
  const [agentName, setAgentName] = useState('');
  const [shown, setShown] = useState<{ title: string; secret: string } | null>(null);
  const refreshAccess = () => void refresh.access(qc, space);
  const create = useMutation({
    mutationFn: () => api<{ token: string }>('POST', sp(space, '/api_keys'), { body: { name, kind } }),
    onSuccess: (r) => {
      setName('');
      setShown({ title: `Your new ${kind} key`, secret: r.token });
      refreshAccess();
    },
  });
  const revoke = useMutation({ mutationFn: (path: string) => api('DELETE', sp(space, path)), onSuccess: refreshAccess });
  const invite = useMutation({
    mutationFn: () => api<{ url: string }>('POST', sp(space, '/invites'), { body: agentName ? { name: agentName } : {} }),
    onSuccess: (r) => {
      setAgentName('');
      setShown({ title: 'Invite link for an agent', secret: r.url });
      refreshAccess();
    },
  });
  return (
    <>
      <PageHeader title="Keys and agents" />
      <ErrorNotice error={keys.error ?? create.error ?? revoke.error ?? invite.error} />
      <Text size="sm" mb="sm">
        A delivery key reads published content (for the site); a preview key also reads drafts (for the staging site). Management keys come from the command line.
      </Text>
      <Group align="end" mb="md">
        <TextInput label="Key name" placeholder="Website" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Select label="Kind" data={['delivery', 'preview']} value={kind} onChange={setKind} w={140} allowDeselect={false} />
        <Button onClick={() => create.mutate()} disabled={!name} loading={create.isPending}>
          Create key
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table mb="xl">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Created by</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data?.items.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.name}</Table.Td>
                <Table.Td>{k.kind}</Table.Td>
                <Table.Td>
                  <Code>{k.token_hint}</Code>
                </Table.Td>
                <Table.Td>
                  {k.created_by ?? '—'}
                  {k.created_by_agent && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (agent; the key ends when the agent is revoked)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(k.last_used_at)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => window.confirm(`Revoke ${k.name}?`) && revoke.mutate(`/api_keys/${k.id}`)}>
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={2} size="h3" mb="sm">
        Agents
      </Title>
      <Text size="sm" mb="sm">
        Invite an AI assistant: it opens the link, reads how the site works and gets its own token. Its work is recorded under its name.
      </Text>
      <Group align="end" mb="md">
        <TextInput label="Agent name (optional)" value={agentName} onChange={(e) => setAgentName(e.currentTarget.value)} />
        <Button onClick={() => invite.mutate()} loading={invite.isPending}>
          Create invite
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table mb="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Agent</Table.Th>
              <Table.Th>Connected</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {agents.data?.items.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>
                  {a.via} · {formatDate(a.created_at)}
                </Table.Td>
                <Table.Td>{formatDate(a.last_used_at)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => window.confirm(`Revoke ${a.name}?`) && revoke.mutate(`/agents/${a.id}`)}>
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {invites.data?.items
              .filter((i) => i.status === 'usable')
              .map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.name ?? 'unnamed agent'} (invited)</Table.Td>
                  <Table.Td>expires {formatDate(i.expires_at)}</Table.Td>
                  <Table.Td>—</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(`/invites/${i.id}`)}>
                      Withdraw
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown ? <ShownOnce title={shown.title} secret={shown.secret} onClose={() => setShown(null)} /> : null}
    </>
  );
}
