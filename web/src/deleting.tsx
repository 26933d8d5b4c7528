import { useState } from 'react';
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, ApiError, get, sp } from './api.ts';
import { entryTitle } from './display.ts';
import { useContentTypes } from './hooks.ts';
import type { Collection, Entry } from './types.ts';
import { ConfirmDialog } from './confirm.tsx';
import { ErrorNotice } from './ui.tsx';
import { queryKeys } from './queryKeys.ts';

/** One entry that still links to what is being deleted (the API's `details.links`). */
interface LinkingEntry {
  entry: string;
  content_type: string;
  status: string;
  fields: string[];
}

type Kind = 'entries' | 'assets';

/** The entries that link to an entry or use a file, as the list filters `links_to_entry` / `links_to_asset` find them. */
const linkFilter = (kind: Kind, id: string) => (kind === 'entries' ? { links_to_entry: id } : { links_to_asset: id });

/**
 * Deleting an entry or a file for good (docs/entries.md "Deleting"): a dry run first, so the
 * confirmation can name the entries that still link to it and offer to remove those links; then
 * the real delete, with `unlink=true` only when the person chose it.
 */
export function DeleteButton({ space, kind, id, name, onDeleted, disabled }: { space: string; kind: Kind; id: string; name: string; onDeleted: () => void; disabled?: boolean }) {
  const types = useContentTypes(space).data ?? [];
  const [ask, setAsk] = useState<{ links: LinkingEntry[]; total: number; titles: Map<string, string> } | null>(null);
  const path = sp(space, `/${kind}/${encodeURIComponent(id)}`);
  const check = useMutation({
    mutationFn: async () => {
      try {
        await api('DELETE', path, { query: { dry_run: true } });
        return { links: [], total: 0, titles: new Map<string, string>() };
      } catch (err) {
        const links = err instanceof ApiError && err.code === 'validation_failed' ? (err.details?.links as LinkingEntry[] | undefined) : undefined;
        if (!links) throw err;
        // The answer names entries by id; their titles come from one list request (archived ones included).
        const titles = new Map<string, string>();
        const ids = links.map((l) => l.entry);
        for (const status of [undefined, 'archived']) {
          const found = await get<Collection<Entry>>(sp(space, '/entries'), { 'sys.id[in]': ids.join(','), status, limit: 100 });
          for (const e of found.items) titles.set(e.sys.id, entryTitle(e, types.find((t) => t.sys.id === e.sys.content_type)));
        }
        return { links, total: Number(err instanceof ApiError ? (err.details?.total ?? links.length) : links.length), titles };
      }
    },
    onSuccess: setAsk,
  });
  const remove = useMutation({
    mutationFn: (unlink: boolean) => api('DELETE', path, { query: { unlink: unlink || undefined } }),
    onSuccess: () => {
      setAsk(null);
      onDeleted();
    },
  });
  const what = kind === 'entries' ? 'entry' : 'file';
  return (
    <>
      <Button variant="default" color="red" onClick={() => check.mutate()} loading={check.isPending} disabled={disabled}>
        Delete
      </Button>
      <ErrorNotice error={check.error} title={`Cannot delete this ${what}`} />
      <ConfirmDialog
        opened={ask !== null}
        onCancel={() => setAsk(null)}
        title={`Delete “${name}” for good?`}
        action={ask?.links.length ? 'Remove the links and delete' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() => ask && remove.mutate(ask.links.length > 0)}
        error={remove.error}
      >
        {ask ? (
          <>
            {ask.links.length ? (
              <>
                <Text size="sm">
                  {ask.total === 1 ? 'One entry still links' : `${ask.total} entries still link`} to this {what}:
                </Text>
                <List size="sm" aria-label="Entries that link here">
                  {ask.links.map((l) => (
                    <List.Item key={l.entry}>
                      <Anchor component={Link} to={`/spaces/${space}/entries/${l.entry}`}>
                        {ask.titles.get(l.entry) ?? l.entry}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        ({l.status}; {l.fields.join(', ')})
                      </Text>
                    </List.Item>
                  ))}
                </List>
                <Text size="sm">Removing the links saves a new version of each of them (and rewrites a published one in place); link text stays, images and embeds go.</Text>
              </>
            ) : (
              <Text size="sm">Nothing links to it. This cannot be undone.</Text>
            )}
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** "Used in N entries": the entries that link to an entry or use a file, listed on request. */
export function UsedIn({ space, kind, id }: { space: string; kind: Kind; id: string }) {
  const types = useContentTypes(space).data ?? [];
  const [open, setOpen] = useState(false);
  // Only `total` is wanted here (the API's smallest page is 1); the list is fetched when opened.
  const count = useQuery({
    queryKey: queryKeys.entries.usedIn(space, kind, id),
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), { ...linkFilter(kind, id), limit: 1 }),
  });
  const list = useQuery({
    queryKey: queryKeys.entries.usedInList(space, kind, id),
    enabled: open,
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), { ...linkFilter(kind, id), limit: 20 }),
  });
  const total = count.data?.total;
  // Until the count answers, its place is kept, so the header does not grow under the pointer.
  if (total === undefined)
    return (
      <Text size="xs" style={{ visibility: 'hidden' }} aria-hidden>
        Not used in any entry
      </Text>
    );
  if (total === 0)
    return (
      <Text size="xs" c="dimmed">
        Not used in any entry
      </Text>
    );
  return (
    <Stack gap={2}>
      <Anchor component="button" type="button" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        Used in {total === 1 ? '1 entry' : `${total} entries`}
      </Anchor>
      {open && list.data ? (
        <List size="xs" aria-label="Entries that use it">
          {list.data.items.map((e) => (
            <List.Item key={e.sys.id}>
              <Anchor component={Link} to={`/spaces/${space}/entries/${e.sys.id}`} size="xs">
                {entryTitle(e, types.find((t) => t.sys.id === e.sys.content_type))}
              </Anchor>
            </List.Item>
          ))}
          {total > list.data.items.length ? <List.Item>and {total - list.data.items.length} more</List.Item> : null}
        </List>
      ) : null}
    </Stack>
  );
}
