import { useState } from 'react';
import { Badge, Button, Card, Drawer, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ActivityList } from '../../activity.tsx';
import { api, get, sp } from '../../api.ts';
import { ConfirmDialog } from '../../confirm.tsx';
import { queryKeys } from '../../queryKeys.ts';
import type { ContentType, Entry, Version } from '../../types.ts';
import { ErrorNotice, formatDate } from '../../ui.tsx';
import { VersionCompare } from '../VersionCompare.tsx';

/** The entry's versions (newest first) to compare and restore, and its history in words. */
export function Versions({ space, entry, type, mayRestore, opened, onClose, onRestored }: { space: string; entry: Entry; type: ContentType; mayRestore: boolean; opened: boolean; onClose: () => void; onRestored: () => void }) {
  const versions = useQuery({ queryKey: queryKeys.entry.versions(space, entry.sys.id, entry.sys.version), enabled: opened, queryFn: () => get<{ total: number; items: Version[] }>(sp(space, `/entries/${entry.sys.id}/versions`)) });
  const [compare, setCompare] = useState<Version | null>(null);
  // The version it is compared with: the current one unless the person picks another.
  const [against, setAgainst] = useState<number | null>(null);
  const current = versions.data?.items.find((v) => v.version === entry.sys.version);
  const other = versions.data?.items.find((v) => v.version === (against ?? entry.sys.version)) ?? current;
  const labelOf = (v: Version) => (v.version === entry.sys.version ? `the current version ${v.version}` : `version ${v.version}`);
  const [older, newer] = compare && other ? (compare.version < other.version ? [compare, other] : [other, compare]) : [null, null];
  const [confirm, setConfirm] = useState<Version | null>(null);
  const restore = useMutation({
    // The server copies the version's values, whatever their type (references, files, rich text).
    mutationFn: (v: Version) => api<Entry>('POST', sp(space, `/entries/${entry.sys.id}/versions/${v.version}/restore`), { body: { current_version: entry.sys.version } }),
    onSuccess: () => {
      setConfirm(null);
      setCompare(null);
      onClose();
      onRestored();
    },
  });
  return (
    <Drawer opened={opened} onClose={onClose} title="Versions and history" position="right" size="lg">
      <ErrorNotice error={versions.error} />
      <Stack gap="xs">
        {versions.data?.items.map((v) => (
          <Card key={v.version} withBorder padding="xs">
            <Group justify="space-between">
              <div>
                <Text size="sm" fw={600}>
                  Version {v.version} {v.published ? <Badge size="xs">published</Badge> : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.author.name} · {formatDate(v.created_at)}
                </Text>
              </div>
              {v.version !== entry.sys.version ? (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => {
                      setCompare(v);
                      setAgainst(null);
                    }}
                  >
                    Compare
                  </Button>
                  {mayRestore ? (
                    <Button size="compact-xs" onClick={() => setConfirm(v)}>
                      Restore
                    </Button>
                  ) : null}
                </Group>
              ) : (
                <Badge variant="light">current</Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {compare && older && newer ? (
        <>
          <NativeSelect
            mt="md"
            label={`Compare version ${compare.version} with`}
            value={String(other?.version ?? '')}
            onChange={(e) => setAgainst(Number(e.currentTarget.value))}
            data={(versions.data?.items ?? []).filter((v) => v.version !== compare.version).map((v) => ({ value: String(v.version), label: labelOf(v) }))}
          />
          <VersionCompare type={type} older={older.fields} newer={newer.fields} olderLabel={labelOf(older)} newerLabel={labelOf(newer)} />
        </>
      ) : null}
      <ConfirmDialog
        opened={confirm !== null}
        onCancel={() => setConfirm(null)}
        title={`Restore version ${confirm?.version ?? ''}?`}
        action={`Restore version ${confirm?.version ?? ''}`}
        danger={false}
        busy={restore.isPending}
        onConfirm={() => confirm && restore.mutate(confirm)}
        error={restore.error}
      >
        <Text size="sm">
          Its values become a new version {entry.sys.version + 1}; version {entry.sys.version} stays in the history and can be restored later.
          {entry.sys.status === 'published' || entry.sys.status === 'changed' ? ' The live site keeps the published version until you publish again.' : ''}
        </Text>
      </ConfirmDialog>
      <Title order={2} size="h4" mt="lg" mb="xs">
        History
      </Title>
      {opened ? <ActivityList space={space} filter={{ resource_type: 'entry', resource_id: entry.sys.id }} pageSize={10} /> : null}
    </Drawer>
  );
}
