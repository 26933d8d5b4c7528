import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cache key of the dashboard, one factory per resource (the only place a key is spelled:
 * eslint.config.js refuses an array literal as a query key elsewhere). A key starts with its
 * resource and space, so invalidating a prefix refreshes everything shown of it: `entries.all`
 * covers lists, counts, searches, reference options and titles of a space's entries.
 *
 * The open entry form is its own resource (`entry.form`), outside `entries`: a change elsewhere
 * must not reload a form a person is typing in; the form reloads itself after its own saves.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  accountSessions: () => ['account_sessions'] as const,

  space: (space: string) => ['space', space] as const,
  contentTypes: (space: string) => ['content_types', space] as const,
  quickAccess: (space: string) => ['quick_access', space] as const,

  entries: {
    all: (space: string) => ['entries', space] as const,
    ofType: (space: string, typeId: string | undefined) => ['entries', space, 'type', typeId] as const,
    list: (space: string, typeId: string | undefined, query: Record<string, unknown>) => ['entries', space, 'type', typeId, query] as const,
    usedIn: (space: string, kind: string, id: string) => ['entries', space, 'used-in', kind, id] as const,
    usedInList: (space: string, kind: string, id: string) => ['entries', space, 'used-in', kind, id, 'list'] as const,
    search: (space: string, words: string) => ['entries', space, 'search', words] as const,
    firstPublished: (space: string) => ['entries', space, 'first-published'] as const,
    options: (space: string, types: string[]) => ['entries', space, 'options', types.join(',')] as const,
    title: (space: string, id: string) => ['entries', space, 'title', id] as const,
  },
  entry: {
    form: (space: string, id: string | undefined) => ['entry', space, id] as const,
    versions: (space: string, id: string, version: number) => ['entry', space, id, 'versions', version] as const,
  },

  assets: {
    all: (space: string) => ['assets', space] as const,
    page: (space: string, search: { kind: string; query: string; page: number; pageSize: number }) => ['assets', space, 'page', search] as const,
    one: (space: string, id: string) => ['assets', space, 'one', id] as const,
  },

  schedules: {
    all: (space: string) => ['schedules', space] as const,
    ofEntry: (space: string, entryId: string) => ['schedules', space, 'entry', entryId] as const,
  },
  releases: (space: string) => ['releases', space] as const,

  members: (space: string) => ['members', space] as const,
  webhooks: {
    all: (space: string) => ['webhooks', space] as const,
    deliveries: (space: string, hookId: string) => ['webhooks', space, 'deliveries', hookId] as const,
  },
  apiKeys: (space: string) => ['api_keys', space] as const,
  agents: (space: string) => ['agents', space] as const,
  invites: (space: string) => ['invites', space] as const,
  integrations: {
    all: (space: string) => ['integrations', space] as const,
    sites: (space: string) => ['integrations', space, 'sites'] as const,
  },

  analytics: {
    all: (space: string) => ['analytics', space] as const,
    report: (space: string, query: Record<string, unknown> | null) => ['analytics', space, query] as const,
  },
  searchQueries: (space: string, view: { days: string; engine: string; by: string }) => ['search_queries', space, view] as const,
  answers: (space: string) => ['answers', space] as const,
  readiness: {
    all: (space: string) => ['readiness', space] as const,
    last: (space: string) => ['readiness', space, 'last'] as const,
    schedule: (space: string) => ['readiness', space, 'schedule'] as const,
    history: (space: string, checkedAt: string | undefined) => ['readiness', space, 'history', checkedAt] as const,
  },
  activity: (space: string, filter: Record<string, string | undefined>, pageSize: number) => ['activity', space, filter, pageSize] as const,

  /** Not a query: the field-order moves of one type, run one after the other. */
  fieldOrder: (space: string, typeId: string) => ['field-order', space, typeId] as const,
};

/**
 * What to read again after a change, by what changed: each screen's mutation names the change,
 * not the caches, so a new view of the same data is refreshed without touching every mutation.
 */
export const refresh = {
  /** Entries were created, changed, published, moved or deleted. */
  entries: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.entries.all(space) }),
  /** The open entry form's entry changed on the server. */
  entryForm: (qc: QueryClient, space: string, id: string | undefined) => qc.invalidateQueries({ queryKey: queryKeys.entry.form(space, id) }),
  /** Types or fields changed: the menu, the space's setup warnings and entries (values may be gone). */
  model: (qc: QueryClient, space: string) =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.contentTypes(space) }), qc.invalidateQueries({ queryKey: queryKeys.space(space) }), qc.invalidateQueries({ queryKey: queryKeys.entries.all(space) })]),
  space: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.space(space) }),
  /** Files changed; deleting one can change entries that used it. */
  assets: (qc: QueryClient, space: string, entriesToo = false) =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.assets.all(space) }), entriesToo ? qc.invalidateQueries({ queryKey: queryKeys.entries.all(space) }) : undefined]),
  schedules: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.schedules.all(space) }),
  publishing: (qc: QueryClient, space: string) => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.schedules.all(space) }), qc.invalidateQueries({ queryKey: queryKeys.releases(space) })]),
  /** People changed: the list, and the signed-in person's own permissions. */
  people: (qc: QueryClient, space: string) => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.members(space) }), qc.invalidateQueries({ queryKey: queryKeys.session() })]),
  webhooks: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.webhooks.all(space) }),
  access: (qc: QueryClient, space: string) =>
    Promise.all([qc.invalidateQueries({ queryKey: queryKeys.apiKeys(space) }), qc.invalidateQueries({ queryKey: queryKeys.agents(space) }), qc.invalidateQueries({ queryKey: queryKeys.invites(space) })]),
  accountSessions: (qc: QueryClient) => qc.invalidateQueries({ queryKey: queryKeys.accountSessions() }),
  quickAccess: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.quickAccess(space) }),
  integrations: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.integrations.all(space) }),
  analytics: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.analytics.all(space) }),
  answers: (qc: QueryClient, space: string) => qc.invalidateQueries({ queryKey: queryKeys.answers(space) }),
};
