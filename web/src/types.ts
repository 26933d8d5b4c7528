/**
 * The REST API's shapes the dashboard reads, taken from api-schema.d.ts (generated from the
 * service's OpenAPI document by scripts/api-types.ts), so a schema change the dashboard does
 * not follow fails its type-check instead of a screen.
 */
import type { components, operations } from './api-schema';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of an operation's successful answer (200, else 201). */
export type Ok<Op extends keyof operations> = operations[Op]['responses'] extends infer R
  ? R extends { 200: infer A } ? Json<A> : R extends { 201: infer C } ? Json<C> : never
  : never;

/** The JSON request body of an operation. */
export type Body<Op extends keyof operations> = NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;

/** The query parameters of an operation. */
export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type ErrorBody = components['schemas']['Error']['error'];

export type ContentType = Ok<'getContentType'>;
export type Field = ContentType['fields'][number];
export type FieldType = Field['type'];
export type ItemField = NonNullable<Field['item_fields']>[number];

export const FIELD_TYPES: FieldType[] = ['symbol', 'text', 'rich_text', 'integer', 'number', 'boolean', 'date', 'json', 'slug', 'tags', 'reference', 'references', 'asset', 'assets', 'list', 'url', 'email', 'color', 'select', 'multi_select'];

/** A space; after a save the cache holds PATCH's answer, which adds what is set up halfway. */
export type Space = Ok<'getSpace'> & Partial<Pick<Ok<'updateSpace'>, 'warnings'>>;
export type Locale = Space['locales'][number];

/** An entry as GET …/entries/{id} answers it or as an item of the list (with `sys.search` in a `query=` search). */
export type Entry = Omit<Ok<'getEntry'>, 'includes'>;

export type Asset = Ok<'getAsset'>;

export interface Link {
  sys: { type: 'Link'; link_type: 'Entry' | 'Asset'; id: string };
}

export type ActivityPage = Ok<'getActivity'>;
export type Activity = ActivityPage['items'][number];

export type Member = Ok<'listMembers'>['items'][number];

/** A page of a list answer: `total` and `items`, with the includes of entry lists. */
export interface Collection<T> {
  total: number;
  skip?: number;
  limit?: number;
  items: T[];
  includes?: { Entry: Entry[]; Asset: Asset[] };
}

export type SessionInfo = Ok<'getSession'>;
export type AccountSession = Ok<'listSessions'>['items'][number];

export type Schedule = Ok<'listSchedules'>['items'][number];
export type Release = Ok<'listReleases'>['items'][number];

export type Page<T> = { total: number; items: T[] };
export type Delivery = Ok<'listWebhookDeliveries'>['items'][number];
export type Hook = Ok<'listWebhooks'>['items'][number];
export type ApiKey = Ok<'listApiKeys'>['items'][number];
export type Agent = Ok<'listAgents'>['items'][number];
export type Invite = Ok<'listInvites'>['items'][number];
export type QuickAccess = Ok<'getQuickAccess'>;
export type QuickAccessItem = QuickAccess['quick_access'][number];
export type Version = Ok<'listEntryVersions'>['items'][number];
export type SearchConnection = Ok<'listSearchConnections'>['connections'][number];
export type AnalyticsReport = Ok<'getAnalytics'>;
export type SearchQueriesReport = Ok<'getSearchQueries'>;
export type AnswersReport = Ok<'getAnswers'>;
export type ReadinessReport = Ok<'getReadiness'>;
export type ReadinessSchedule = Ok<'getReadinessSchedule'>;
export type ReadinessHistoryItem = Ok<'listReadinessHistory'>['items'][number];
