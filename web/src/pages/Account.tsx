import { useState } from 'react';
import { Alert, Badge, Button, Group, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, get } from '../api.ts';
import { useSession } from '../hooks.ts';
import type { AccountSession } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Change the password: the current one is required; the person's other sessions end (docs/dashboard.md "Your account"). */
function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation({
    mutationFn: () => api<{ sessions_ended: number }>('POST', '/session/password', { body: { current_password: current, new_password: next } }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      onChanged();
    },
  });
  const fields = change.error instanceof ApiError ? change.error.fields : {};
  const mismatch = repeat.length > 0 && repeat !== next ? 'The two new passwords differ.' : undefined;
  return (
    <form
      aria-label="Change password"
      onSubmit={(e) => {
        e.preventDefault();
        if (!mismatch) change.mutate();
      }}
    >
      <Stack gap="sm" maw={360}>
        <PasswordInput label="Current password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.currentTarget.value)} error={fields.current_password ? 'This is not your current password.' : undefined} />
        <PasswordInput label="New password" description="At least 8 characters." autoComplete="new-password" required value={next} onChange={(e) => setNext(e.currentTarget.value)} error={fields.new_password ? `The new password needs ${fields.new_password}.` : undefined} />
        <PasswordInput label="Repeat the new password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} error={mismatch} />
        <Group>
          <Button type="submit" loading={change.isPending} disabled={!current || !next || !repeat || Boolean(mismatch)}>
            Change password
          </Button>
        </Group>
        {change.isSuccess ? (
          <Alert color="green" title="Password changed">
            {change.data.sessions_ended ? `${plural(change.data.sessions_ended, 'other session')} signed out.` : 'You had no other sessions.'} This browser stays signed in.
          </Alert>
        ) : null}
        {change.error && !fields.current_password && !fields.new_password ? <ErrorNotice error={change.error} title="Not changed" /> : null}
      </Stack>
    </form>
  );
}

/** The person's sessions: browser, address, when opened and last used; sign out any other one, or all of them. */
function SessionList() {
  const qc = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.accountSessions(), queryFn: () => get<{ items: AccountSession[] }>('/session/sessions') });
  const refreshSessions = () => refresh.accountSessions(qc);
  const end = useMutation({ mutationFn: (id: string) => api('DELETE', `/session/sessions/${encodeURIComponent(id)}`), onSuccess: refreshSessions });
  const endOthers = useMutation({ mutationFn: () => api<{ sessions_ended: number }>('DELETE', '/session/sessions'), onSuccess: refreshSessions });
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  return (
    <Stack gap="sm">
      <ErrorNotice error={sessions.error ?? end.error ?? endOthers.error} title="Not signed out" />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Sessions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Browser</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Text size="sm" title={s.user_agent ?? undefined}>
                    {s.browser}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.ip ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(s.created_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(s.last_used_at)}</Text>
                </Table.Td>
                <Table.Td>
                  {s.current ? (
                    <Badge variant="light">This browser</Badge>
                  ) : (
                    <Button size="xs" variant="subtle" color="red" aria-label={`Sign out ${s.browser}, last used ${formatDate(s.last_used_at)}`} loading={end.isPending && end.variables === s.id} onClick={() => end.mutate(s.id)}>
                      Sign out
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" disabled={others === 0} loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out everywhere else
        </Button>
        {endOthers.isSuccess ? <Text size="sm">{plural(endOthers.data.sessions_ended, 'session')} signed out.</Text> : null}
      </Group>
    </Stack>
  );
}

/** Your account: the password and the sessions of the signed-in person (GET/POST/DELETE /session/…). */
export default function Account() {
  const me = useSession().data?.user.email;
  const qc = useQueryClient();
  return (
    <>
      <PageHeader title="Your account" />
      <Text size="sm" c="dimmed" mb="lg">
        Signed in as {me}. A session ends when it is unused for a while, and 14 days after signing in at the latest.
      </Text>
      <Title order={2} size="h4" mb="sm">
        Password
      </Title>
      <PasswordForm onChanged={() => refresh.accountSessions(qc)} />
      <Title order={2} size="h4" mt="xl" mb="sm">
        Sessions
      </Title>
      <SessionList />
    </>
  );
}
