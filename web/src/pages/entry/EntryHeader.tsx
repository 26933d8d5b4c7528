import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DeleteButton, UsedIn } from '../../deleting.tsx';
import type { ContentType, Entry } from '../../types.ts';
import { formatDate, StatusBadge } from '../../ui.tsx';

export type EntryAction = 'publish' | 'unpublish' | 'archive' | 'unarchive';

/**
 * The entry form's header: type, title, status and version, where the entry is used, whether
 * something is unsaved, and the actions the person may take on it. It stays in view while they
 * scroll a long form.
 */
export function EntryHeader({
  space,
  type,
  entry,
  title,
  dirty,
  mayEdit,
  mayPublish,
  busy,
  saving,
  duplicating,
  onSave,
  onAction,
  onDuplicate,
  onVersions,
  onDeleted,
}: {
  space: string;
  type: ContentType;
  /** Absent while a new entry is not saved yet. */
  entry: Entry | undefined;
  title: string;
  dirty: boolean;
  mayEdit: boolean;
  mayPublish: boolean;
  busy: boolean;
  saving: boolean;
  duplicating: boolean;
  onSave: () => void;
  onAction: (verb: EntryAction) => void;
  onDuplicate: () => void;
  onVersions: () => void;
  onDeleted: () => void;
}) {
  const status = entry?.sys.status;
  return (
    <Group justify="space-between" mb="md" wrap="wrap" align="start" py="xs" style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 20, background: 'var(--mantine-color-body)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {type.name}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          {status ? <StatusBadge status={status} /> : <Badge variant="light">not saved yet</Badge>}
          {entry ? (
            <Text size="xs" c="dimmed">
              version {entry.sys.version}
              {entry.sys.published_version ? `, published ${entry.sys.published_version}` : ''} · updated {formatDate(entry.sys.updated_at)}
            </Text>
          ) : null}
          {entry ? <UsedIn space={space} kind="entries" id={entry.sys.id} /> : null}
          {/* Always laid out, shown once something changed: appearing with the first keystroke it
              would widen the header, wrap the actions to a new line and move the text under the
              person's pointer, so their next click would land above where they aimed. */}
          <Badge color="orange" variant="light" style={dirty ? undefined : { visibility: 'hidden' }} aria-hidden={!dirty}>
            unsaved changes
          </Badge>
        </Group>
      </Stack>
      <Group gap="xs">
        {mayEdit ? (
          <Button onClick={onSave} loading={saving} disabled={busy}>
            {entry ? 'Save draft' : 'Create'}
          </Button>
        ) : null}
        {mayPublish && entry && status !== 'archived' ? (
          <Button color="teal.9" onClick={() => onAction('publish')} disabled={busy || (status === 'published' && !dirty)}>
            Publish
          </Button>
        ) : null}
        {mayPublish && entry && (status === 'published' || status === 'changed') ? (
          <Button variant="default" onClick={() => onAction('unpublish')} disabled={busy}>
            Unpublish
          </Button>
        ) : null}
        {mayPublish && entry && status !== 'archived' ? (
          <Button variant="default" color="red" onClick={() => onAction('archive')} disabled={busy}>
            Archive
          </Button>
        ) : null}
        {mayPublish && status === 'archived' ? (
          <Button variant="default" onClick={() => onAction('unarchive')} disabled={busy}>
            Unarchive
          </Button>
        ) : null}
        {mayPublish && entry && status === 'archived' ? (
          <DeleteButton
            space={space}
            kind="entries"
            id={entry.sys.id}
            name={title}
            disabled={busy}
            onDeleted={onDeleted}
          />
        ) : null}
        {entry?.sys.preview_url ? (
          <Button component="a" variant="default" href={entry.sys.preview_url} target="_blank" rel="noopener">
            Preview
          </Button>
        ) : null}
        {mayEdit && entry && !type.singleton ? (
          <Button variant="default" onClick={onDuplicate} loading={duplicating} disabled={busy}>
            Duplicate
          </Button>
        ) : null}
        {entry ? (
          <Button variant="subtle" onClick={onVersions}>
            Versions
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
