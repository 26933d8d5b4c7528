import { useState } from 'react';
import { Button, Group, MultiSelect, Select, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, ApiError, get, sp } from '../api.ts';
import { useContentTypes, useSession } from '../hooks.ts';
import type { Collection, Member } from '../types.ts';
import { ErrorNotice, formatDate, PageHeader } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

const ROLES = [
  { value: 'owner', label: 'Owner' },
  { value: 'editor', label: 'Editor' },
];

/**
 * Setup → People: who may work in the space, their role and, for editors, the content types
 * they may write (docs/people.md). Everything goes through /members; the API enforces it.
 */
export default function People() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const me = useSession().data?.user.email;
  const types = useContentTypes(space);
  const typeOptions = (types.data ?? []).map((t) => ({ value: t.sys.id, label: t.name }));
  const members = useQuery({ queryKey: queryKeys.members(space), queryFn: () => get<Collection<Member>>(sp(space, '/members')) });
  const done = () => refresh.people(qc, space);
  const change = useMutation({
    mutationFn: (v: { id: string; role?: string; write_types?: string[] }) => api<Member>('PATCH', sp(space, `/members/${v.id}`), { body: { role: v.role, write_types: v.write_types } }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: string) => api('DELETE', sp(space, `/members/${id}`)), onSuccess: done });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('editor');
  const [writeTypes, setWriteTypes] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: () => api<Member>('POST', sp(space, '/members'), { body: { email, role, ...(role === 'editor' && writeTypes.length ? { write_types: writeTypes } : {}) } }),
    onSuccess: () => {
      setEmail('');
      setWriteTypes([]);
      done();
    },
  });
  const addErrors = add.error instanceof ApiError ? add.error.fields : {};

  return (
    <>
      <PageHeader title="People" />
      <Text size="sm" c="dimmed" mb="md">
        Owners manage everything in the space. Editors read drafts, write and publish entries and media; limit an editor to some content types under “May write”.
      </Text>
      <ErrorNotice error={members.error ?? change.error ?? remove.error} title="Not changed" />
      <Table.ScrollContainer minWidth={560} mb="lg">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>May write</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data?.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Text size="sm">
                    {m.email}
                    {m.email === me ? ' (you)' : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    since {formatDate(m.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select aria-label={`Role of ${m.email}`} data={ROLES} value={m.role} allowDeselect={false} onChange={(r) => r && r !== m.role && change.mutate({ id: m.id, role: r })} w={130} />
                </Table.Td>
                <Table.Td>
                  {m.role === 'owner' ? (
                    <Text size="sm">every content type</Text>
                  ) : (
                    <MultiSelect
                      aria-label={`Content types ${m.email} may write`}
                      placeholder={m.write_types.length ? undefined : 'every content type'}
                      data={typeOptions}
                      value={m.write_types}
                      onChange={(wt) => change.mutate({ id: m.id, write_types: wt })}
                      clearable
                      w={260}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => window.confirm(`Remove ${m.email} from this space? Their login and what they wrote stay.`) && remove.mutate(m.id)}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <Group align="start" wrap="wrap">
          <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={addErrors.email} w={260} />
          <Select label="Role" data={ROLES} value={role} allowDeselect={false} onChange={(r) => setRole(r ?? 'editor')} w={130} />
          {role === 'editor' ? (
            <MultiSelect label="May write" placeholder="every content type" data={typeOptions} value={writeTypes} onChange={setWriteTypes} error={addErrors.write_types} clearable w={260} />
          ) : null}
          <Button type="submit" mt={25} loading={add.isPending} disabled={!email}>
            Add person
          </Button>
        </Group>
      </form>
      {add.error && !addErrors.email && !addErrors.write_types ? <ErrorNotice error={add.error} title="Not added" /> : null}
      {addErrors.email ? (
        <Text size="sm" c="dimmed" mt="xs">
          {(add.error as ApiError).fix}
        </Text>
      ) : null}
    </>
  );
}
