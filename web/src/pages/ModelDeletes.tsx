import { useState } from 'react';
import { Anchor, Button, List, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api, ApiError, sp } from '../api.ts';
import type { ContentType, Field, Ok } from '../types.ts';
import { ConfirmDialog, NoticeDialog, RemovalList } from '../confirm.tsx';
import { ErrorNotice } from '../ui.tsx';
import { refresh } from '../queryKeys.ts';

// Deleting content types and fields (docs/content-model.md "Deleting content types", "Deleting
// fields"): a dry run first, so the confirmation names exactly what would go, or what blocks it.

/** What `?dry_run=true` answers: the branch of the union that says `would_…`. */
type DryRun<T> = Extract<T, { dry_run: true }>;
type TypeDryRun = DryRun<Ok<'deleteContentType'>>;
type FieldDryRun = DryRun<Ok<'deleteContentTypeField'>>;

interface TypeBlockers {
  message: string;
  fix: string;
  entries: Record<string, number>;
  linkingFields: { content_type: string; field: string }[];
}

function useModelDone(space: string) {
  const qc = useQueryClient();
  return () => {
    void refresh.model(qc, space);
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Delete type": previews with every option that needs no decision of the API, then asks. */
export function DeleteTypeButton({ space, type }: { space: string; type: ContentType }) {
  const done = useModelDone(space);
  const navigate = useNavigate();
  const [plan, setPlan] = useState<TypeDryRun | null>(null);
  const [blocked, setBlocked] = useState<TypeBlockers | null>(null);
  const path = sp(space, `/content_types/${encodeURIComponent(type.sys.id)}`);
  const check = useMutation({
    mutationFn: () => api<TypeDryRun>('DELETE', path, { query: { dry_run: true, delete_entries: true, unlink: true } }),
    onSuccess: setPlan,
    onError: (err) => {
      if (!(err instanceof ApiError) || err.code !== 'validation_failed') return;
      const d = err.details ?? {};
      setBlocked({
        message: err.message,
        fix: err.fix,
        entries: (d.entries as Record<string, number> | undefined) ?? {},
        linkingFields: (d.linking_fields as TypeBlockers['linkingFields'] | undefined) ?? [],
      });
    },
  });
  const remove = useMutation({
    mutationFn: (p: TypeDryRun) => api('DELETE', path, { query: { delete_entries: p.would_delete_entries.length > 0 || undefined, unlink: p.would_unlink.length > 0 || undefined } }),
    onSuccess: () => {
      setPlan(null);
      done();
      navigate(`/spaces/${space}/model`);
    },
  });
  const closeBlocked = () => {
    setBlocked(null);
    check.reset();
  };
  const notArchived = blocked ? Object.entries(blocked.entries).filter(([k, n]) => k !== 'total' && k !== 'archived' && n > 0) : [];
  return (
    <>
      <Button variant="default" color="red" onClick={() => check.mutate()} loading={check.isPending} aria-label={`Delete type ${type.name}`}>
        Delete type
      </Button>
      {check.error && !blocked ? <ErrorNotice error={check.error} title="Cannot delete this type" /> : null}
      <NoticeDialog opened={blocked !== null} onClose={closeBlocked} title={`“${type.name}” cannot be deleted yet`}>
        {blocked ? (
          <>
            <List size="sm" aria-label="What blocks the delete">
              {notArchived.length ? (
                <List.Item>
                  It has entries that are not archived: {notArchived.map(([k, n]) => `${n} ${k}`).join(', ')}.{' '}
                  <Anchor component={Link} to={`/spaces/${space}/content/${type.sys.id}`}>
                    Open its entries
                  </Anchor>{' '}
                  to archive them.
                </List.Item>
              ) : null}
              {blocked.linkingFields.map((f) => (
                <List.Item key={`${f.content_type}.${f.field}`}>
                  Field <b>{f.field}</b> of{' '}
                  <Anchor component={Link} to={`/spaces/${space}/model/${f.content_type}`} onClick={closeBlocked}>
                    {f.content_type}
                  </Anchor>{' '}
                  may link to it.
                </List.Item>
              ))}
              {!notArchived.length && !blocked.linkingFields.length ? <List.Item>{blocked.message}</List.Item> : null}
            </List>
            <Text size="sm" c="dimmed">
              {blocked.fix}
            </Text>
          </>
        ) : null}
      </NoticeDialog>
      <ConfirmDialog opened={plan !== null} onCancel={() => setPlan(null)} title={`Delete the content type “${type.name}”?`} action="Delete type" busy={remove.isPending} onConfirm={() => plan && remove.mutate(plan)} error={remove.error}>
        {plan ? (
          <>
            <RemovalList>
              <List.Item>
                the content type <b>{type.name}</b> ({plural(type.fields.length, 'field')}), from the model, the generated types and the Content menu
              </List.Item>
              <List.Item>{plan.would_delete_entries.length ? `its ${plural(plan.would_delete_entries.length, 'archived entry', 'archived entries')}, with all their versions` : 'no entries (it has none)'}</List.Item>
              {plan.would_unlink.length ? (
                <List.Item>
                  the links {plural(plan.would_unlink.length, 'entry', 'entries')} of other types {plan.would_unlink.length === 1 ? 'has' : 'have'} to those entries (each gets a new version):{' '}
                  {plan.would_unlink.map((l, i) => (
                    <span key={l.entry}>
                      {i ? ', ' : ''}
                      <Anchor component={Link} to={`/spaces/${space}/entries/${l.entry}`}>
                        {l.entry}
                      </Anchor>{' '}
                      ({l.content_type}: {l.fields.join(', ')})
                    </span>
                  ))}
                </List.Item>
              ) : null}
            </RemovalList>
            <Text size="sm">This cannot be undone.</Text>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** "Delete" on a field: previews how many entries hold values in it, then asks. */
export function DeleteFieldButton({ space, type, field }: { space: string; type: ContentType; field: Field }) {
  const done = useModelDone(space);
  const [plan, setPlan] = useState<FieldDryRun | null>(null);
  const path = sp(space, `/content_types/${encodeURIComponent(type.sys.id)}/fields/${encodeURIComponent(field.api_id)}`);
  const check = useMutation({
    mutationFn: () => api<FieldDryRun>('DELETE', path, { query: { dry_run: true, delete_values: true } }),
    onSuccess: setPlan,
  });
  const remove = useMutation({
    mutationFn: (p: FieldDryRun) => api('DELETE', path, { query: { delete_values: p.entries_changed > 0 || undefined } }),
    onSuccess: () => {
      setPlan(null);
      done();
    },
  });
  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={() => check.mutate()} loading={check.isPending} aria-label={`Delete field ${field.name}`}>
        Delete
      </Button>
      <Modal opened={check.isError} onClose={() => check.reset()} title={`“${field.name}” cannot be deleted`}>
        <ErrorNotice error={check.error} title="Not deleted" />
      </Modal>
      <ConfirmDialog opened={plan !== null} onCancel={() => setPlan(null)} title={`Delete the field “${field.name}”?`} action="Delete field" busy={remove.isPending} onConfirm={() => plan && remove.mutate(plan)} error={remove.error}>
        {plan ? (
          <>
            <RemovalList>
              <List.Item>
                the field <b>{field.name}</b> ({field.api_id}, {field.type}) from {type.name}, from every API answer and the generated types
              </List.Item>
              <List.Item>
                {plan.entries_changed
                  ? `its values in ${plural(plan.entries_changed, 'entry', 'entries')}${plan.published_changed ? ` (${plan.published_changed} published)` : ''}, in every version and language`
                  : 'no values (no entry holds one)'}
              </List.Item>
            </RemovalList>
            <Text size="sm">
              The API ID “{field.api_id}” cannot be used again in this type. This cannot be undone{field.hidden ? '' : '; to keep the data, hide the field instead (Edit → Hidden)'}.
            </Text>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
