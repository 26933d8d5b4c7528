import { useEffect, useState } from 'react';
import { Button, List, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api, sp } from '../api.ts';
import { useSpace } from '../hooks.ts';
import type { Space } from '../types.ts';
import { ErrorNotice, PageHeader } from '../ui.tsx';
import { queryKeys } from '../queryKeys.ts';

export default function SiteSettings() {
  const space = useParams().space!;
  const qc = useQueryClient();
  const site = useSpace(space);
  const [form, setForm] = useState({ production_url: '', preview_url: '', prefix_default_locale: false });
  const [warnings, setWarnings] = useState<string[]>([]);
  useEffect(() => {
    if (site.data) setForm({ production_url: site.data.production_url ?? '', preview_url: site.data.preview_url ?? '', prefix_default_locale: site.data.prefix_default_locale });
  }, [site.data]);
  const save = useMutation({
    mutationFn: () => api<Space>('PATCH', sp(space, ''), { body: form }),
    onSuccess: (s) => {
      setWarnings(s.warnings ?? []);
      qc.setQueryData(queryKeys.space(space), s);
    },
  });
  return (
    <>
      <PageHeader title="Site settings" />
      <Stack maw={520}>
        <TextInput label="Live site URL" placeholder="https://www.example.com" value={form.production_url} onChange={(e) => setForm({ ...form, production_url: e.currentTarget.value })} />
        <TextInput label="Staging site URL" placeholder="https://staging.example.com" value={form.preview_url} onChange={(e) => setForm({ ...form, preview_url: e.currentTarget.value })} />
        <Switch label="Put the default language in URLs too (/en/…)" checked={form.prefix_default_locale} onChange={(e) => setForm({ ...form, prefix_default_locale: e.currentTarget.checked })} />
        <ErrorNotice error={save.error} title="Not saved" />
        {warnings.length ? (
          <List size="sm" c="orange.9">
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        ) : null}
        <Button w="fit-content" onClick={() => save.mutate()} loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </>
  );
}
