import { useState } from 'react';
import { Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, sp } from '../api.ts';
import { ConfirmDialog } from '../confirm.tsx';
import { useSpace } from '../hooks.ts';
import { ErrorNotice, PageHeader } from '../ui.tsx';
import { refresh } from '../queryKeys.ts';

export default function Languages() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const site = useSpace(space);
  const [code, setCode] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const done = () => refresh.space(qc, space);
  const add = useMutation({
    mutationFn: () => api('POST', sp(space, '/locales'), { body: { code, ...(fallback ? { fallback_code: fallback === 'none' ? null : fallback } : {}) } }),
    onSuccess: () => {
      setCode('');
      done();
    },
  });
  const patch = useMutation({ mutationFn: (v: { code: string; fallback_code: string | null }) => api('PATCH', sp(space, `/locales/${v.code}`), { body: { fallback_code: v.fallback_code } }), onSuccess: done });
  // Asked first; only "Delete" sends the request (SPEC: without delete_values a language
  // without values is deleted anyway, so the answer to the question cannot be the parameter).
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (c: string) => api('DELETE', sp(space, `/locales/${c}`), { query: { delete_values: true } }),
    onSuccess: () => {
      setDeleting(null);
      done();
    },
  });
  const locales = site.data?.locales ?? [];
  return (
    <>
      <PageHeader title="Languages" />
      <ErrorNotice error={site.error ?? add.error ?? patch.error ?? remove.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table mb="lg">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Falls back to</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locales.map((l) => (
              <Table.Tr key={l.code}>
                <Table.Td>{l.code}</Table.Td>
                <Table.Td>
                  {l.name} {l.default ? '(default)' : ''}
                </Table.Td>
                <Table.Td>
                  {l.default ? (
                    '—'
                  ) : (
                    <Select
                      aria-label={`Fallback of ${l.code}`}
                      data={[{ value: 'none', label: 'no fallback' }, ...locales.filter((x) => x.code !== l.code).map((x) => ({ value: x.code, label: x.code }))]}
                      value={l.fallback_code ?? 'none'}
                      onChange={(v) => patch.mutate({ code: l.code, fallback_code: v === 'none' ? null : v })}
                      w={160}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {l.default ? null : (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(l.code)}>
                      Delete
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog opened={deleting !== null} onCancel={() => setDeleting(null)} title={`Delete ${deleting ?? ''}?`} action={`Delete ${deleting ?? ''}`} busy={remove.isPending} onConfirm={() => deleting && remove.mutate(deleting)}>
        <Text size="sm">Every value written in {deleting} is deleted from every entry and every version, published ones too. This cannot be undone.</Text>
      </ConfirmDialog>
      <Group align="end">
        <TextInput label="Language code" placeholder="de or pt-BR" value={code} onChange={(e) => setCode(e.currentTarget.value)} w={160} />
        <Select label="Falls back to" placeholder={`${site.data?.default_locale ?? ''} (default)`} clearable data={[{ value: 'none', label: 'no fallback' }, ...locales.map((l) => ({ value: l.code, label: l.code }))]} value={fallback} onChange={setFallback} w={180} />
        <Button onClick={() => add.mutate()} disabled={!code} loading={add.isPending}>
          Add language
        </Button>
      </Group>
    </>
  );
}
