import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get, sp } from './api.ts';
import type { Activity, ActivityPage } from './types.ts';
import { ErrorNotice, formatDate } from './ui.tsx';

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
    queryKey: ['activity', space, filter, pageSize],
    initialPageParam: '',
    queryFn: ({ pageParam }) => get<ActivityPage>(sp(space, '/activity'), { ...filter, limit: pageSize, before: pageParam || undefined }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="xs">
      <ErrorNotice error={feed.error} />
      {feed.isSuccess && items.length === 0 ? <Text c="dimmed">Nothing recorded yet.</Text> : null}
      <Stack component="ol" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activity">
        {items.map((a) => {
          const link = resourceLink(space, a);
          const detail = detailLine(a.details);
          return (
            <li key={a.id}>
              <Group gap="xs" wrap="wrap" align="baseline">
                <Badge variant="light" size="sm" tt="none">
                  {a.action}
                </Badge>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {link ? <Link to={link}>{a.resource.type} {a.resource.id}</Link> : `${a.resource.type}${a.resource.id ? ` ${a.resource.id}` : ''}`}
                  {detail ? ` — ${detail}` : ''}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {a.actor.name} ({ACTOR[a.actor.type] ?? a.actor.type}) · {formatDate(a.created_at)}
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
