import { Button, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get, sp } from './api.ts';
import { entryTitle } from './display.ts';
import { useContentTypes } from './hooks.ts';
import type { Activity, ActivityPage, Entry } from './types.ts';
import { ErrorNotice, formatDate } from './ui.tsx';
import { queryKeys } from './queryKeys.ts';

const ACTOR: Record<string, string> = { key: 'key', agent: 'agent', user: 'person', system: 'Tessera' };

/** Where a record's resource lives in the dashboard, when it has a screen. */
function resourceLink(space: string, a: Activity): string | null {
  const base = `/spaces/${space}`;
  if (!a.resource.id) return null;
  switch (a.resource.type) {
    case 'entry':
      return a.action === 'entry.deleted' ? null : `${base}/entries/${a.resource.id}`;
    case 'content_type':
      return `${base}/model/${a.resource.id}`;
    case 'asset':
      return `${base}/assets`;
    case 'member':
      return `${base}/people`;
    case 'webhook':
      return `${base}/hooks`;
    case 'locale':
      return `${base}/languages`;
    default:
      return null;
  }
}

/** What a resource is called in a sentence, before its name. */
const NOUN: Record<string, string> = {
  entry: '',
  content_type: 'the type',
  asset: 'the file',
  member: 'the person',
  webhook: 'the deploy hook',
  locale: 'the language',
  key: 'the key',
  agent: 'the agent',
  invite: 'the invitation',
  space: 'the site settings',
};

/** The verb of an action in words: `entry.published` → "published", `run_started` → "started a run of". */
const VERB: Record<string, string> = {
  'entries.ordered': 'reordered the entries of',
  'content_types.ordered': 'reordered the content types',
  'content_type.fields_ordered': 'reordered the fields of',
  'space.updated': 'changed the site settings',
  'space.imported': 'imported content into the site',
  'space.cors_origins_changed': 'changed the allowed origins',
  'locale.default_changed': 'changed the default language to',
  'quick_access.updated': 'changed quick access',
  'readiness.checked': 'checked AI readiness',
  'answers.run_started': 'started an AI answers check',
  'answers.questions_updated': 'changed the AI answers questions',
  'webhook.delivery_retried': 'retried a delivery of',
  'translation_job.started': 'started translating',
  'translation_job.cancelled': 'cancelled a translation',
  'agent.token_revoked': 'revoked a token of',
  'agent.authorization_revoked': 'revoked the authorisation of',
};

/**
 * A record as a sentence: who did what to which thing, named by its title where the dashboard
 * knows it (“Ana published ‘Harbour news’”), with a link to its screen.
 */
function Sentence({ space, a, name }: { space: string; a: Activity; name: string | null }) {
  const link = resourceLink(space, a);
  const [resource, ...rest] = a.action.split('.');
  const known = VERB[a.action];
  const verb = known ?? rest.join(' ').replace(/_/g, ' ');
  const noun = known ? '' : (NOUN[resource] ?? resource.replace(/_/g, ' '));
  const sceneless = known && !/(of|to|translating)$/.test(known);
  const label = sceneless ? '' : name ? `‘${name}’` : a.resource.id ? `${a.resource.type.replace(/_/g, ' ')} ${a.resource.id}` : '';
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <strong>{a.actor.type === 'system' ? 'Tessera' : a.actor.name}</strong> {verb}
      {noun ? ` ${noun}` : ''} {link && label ? <Link to={link}>{label}</Link> : label}
    </Text>
  );
}

/** A short line of what the operation noted: version, changed fields, language, role. */
function detailLine(d: Activity['details']): string {
  if (!d) return '';
  const parts: string[] = [];
  if (typeof d.version === 'number') parts.push(`version ${d.version}`);
  if (Array.isArray(d.fields) && d.fields.length) parts.push(`fields ${d.fields.join(', ')}`);
  if (typeof d.locale === 'string') parts.push(`in ${d.locale}`);
  if (typeof d.email === 'string') parts.push(d.email);
  if (typeof d.role === 'string') parts.push(`as ${d.role}`);
  if (Array.isArray(d.write_types) && d.write_types.length) parts.push(`writes ${d.write_types.join(', ')}`);
  if (typeof d.name === 'string') parts.push(d.name);
  // A login's own events (docs/activity.md): where it signed in from, why it failed, what ended.
  if (typeof d.browser === 'string') parts.push(d.browser);
  if (typeof d.ip === 'string') parts.push(`from ${d.ip}`);
  if (typeof d.reason === 'string') parts.push(d.reason);
  if (typeof d.sessions_ended === 'number') parts.push(`${d.sessions_ended} session${d.sessions_ended === 1 ? '' : 's'} ended`);
  if (typeof d.sessions === 'number' && d.others === true) parts.push(`${d.sessions} other session${d.sessions === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

/**
 * The activity feed of a space, newest first, a page at a time (the API's `before` cursor).
 * `filter` narrows it to one resource (an entry's history) or one kind of resource.
 */
export function ActivityList({ space, filter = {}, pageSize = 25 }: { space: string; filter?: { resource_type?: string; resource_id?: string; action?: string }; pageSize?: number }) {
  const feed = useInfiniteQuery({
    queryKey: queryKeys.activity(space, filter, pageSize),
    initialPageParam: '',
    queryFn: ({ pageParam }) => get<ActivityPage>(sp(space, '/activity'), { ...filter, limit: pageSize, before: pageParam || undefined }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  // Entries are named by their title: one cached read per entry on screen (a deleted one stays unnamed).
  const types = useContentTypes(space).data ?? [];
  const entryIds = [...new Set(items.filter((a) => a.resource.type === 'entry' && a.resource.id && a.action !== 'entry.deleted').map((a) => a.resource.id!))];
  const entries = useQueries({
    queries: entryIds.map((id) => ({ queryKey: queryKeys.entries.title(space, id), staleTime: 60_000, retry: false, queryFn: () => get<Entry>(sp(space, `/entries/${id}`), { include: 0 }) })),
  });
  const nameOf = (a: Activity): string | null => {
    if (!a.resource.id) return null;
    if (a.resource.type === 'entry') {
      const e = entries[entryIds.indexOf(a.resource.id)]?.data;
      return e ? entryTitle(e, types.find((t) => t.sys.id === e.sys.content_type)) : null;
    }
    if (a.resource.type === 'content_type') return types.find((t) => t.sys.id === a.resource.id)?.name ?? null;
    const d = a.details;
    if (d && typeof d.name === 'string') return d.name;
    if (d && typeof d.title === 'string') return d.title;
    if (d && typeof d.email === 'string') return d.email;
    return null;
  };
  return (
    <Stack gap="xs">
      <ErrorNotice error={feed.error} />
      {feed.isSuccess && items.length === 0 ? <Text c="dimmed">Nothing recorded yet.</Text> : null}
      <Stack component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activity">
        {items.map((a) => {
          const detail = detailLine(a.details);
          return (
            <li key={a.id} data-action={a.action}>
              <Sentence space={space} a={a} name={nameOf(a)} />
              <Text size="xs" c="dimmed">
                {ACTOR[a.actor.type] ?? a.actor.type} · {formatDate(a.created_at)}
                {detail ? ` · ${detail}` : ''}
              </Text>
            </li>
          );
        })}
      </Stack>
      {feed.hasNextPage ? (
        <Button variant="default" size="xs" w="fit-content" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          Show older
        </Button>
      ) : null}
    </Stack>
  );
}
