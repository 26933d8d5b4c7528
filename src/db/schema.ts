import type { Generated } from 'kysely';
import type { TranslationJobStatus } from '../domain/translation/job-statuses.ts';

/**
 * Row types of every table. Timestamps are ISO strings, booleans 0/1, JSON documents text
 * (see dialect/CONTEXT.md). Feature migrations add their tables here too.
 */
export interface SpacesTable {
  id: string; // the slug
  name: string;
  default_locale: string;
  prefix_default_locale: number;
  production_url: string | null;
  preview_url: string | null;
  /** IANA time zone of the site's analytics (days, hours, today). */
  time_zone: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface LocalesTable {
  space_id: string;
  code: string;
  name: string;
  fallback_code: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  space_id: string;
  kind: 'delivery' | 'preview' | 'management' | 'agent';
  name: string;
  token_hash: string;
  token_hint: string;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  /** When the operator disabled the login (`tessera user disable`); null while it is active. */
  disabled_at: string | null;
}

export interface MembershipsTable {
  user_id: string;
  space_id: string;
  role: 'owner' | 'editor';
  created_at: string;
}

export interface MembershipWriteTypesTable {
  user_id: string;
  space_id: string;
  content_type: string;
  created_at: string;
}

export interface ActivityTable {
  id: Generated<number>;
  space_id: string;
  actor_type: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  resource_type: string;
  resource_id: string | null;
  details: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  space_id: string;
  event: string;
  resource_type: string;
  resource_id: string;
  payload: string;
  created_at: string;
  dispatched_at: string | null;
}

export interface ContentTypesTable {
  space_id: string;
  api_id: string;
  name: string;
  /** The stored definition (fields, explicit settings) as JSON; see domain/content-model. */
  definition: string;
  created_at: string;
  updated_at: string;
}

export interface EntriesTable {
  id: string;
  space_id: string;
  content_type: string;
  status: 'draft' | 'published' | 'changed' | 'archived';
  version: number;
  published_version: number | null;
  position: number | null;
  /** Latest fields, keyed field → locale → value (JSON). */
  fields: string;
  /** Fields of the published version (JSON) or null. */
  published_fields: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  archived_at: string | null;
}

export interface EntryVersionsTable {
  entry_id: string;
  space_id: string;
  version: number;
  fields: string;
  author_type: string;
  author_name: string;
  published: number;
  created_at: string;
}

/** Slugs of published snapshots, one row per slug field and language (see migration 0003). */
export interface EntrySlugsTable {
  space_id: string;
  entry_id: string;
  content_type: string;
  field: string;
  locale: string;
  value: string;
}

export interface EntrySortKeysTable {
  space_id: string;
  entry_id: string;
  content_type: string;
  field: string;
  locale: string;
  text_value: string | null;
  num_value: number | null;
}

/** One item of a published list value (migrations/0037_list_keys.ts). */
export interface EntryListKeysTable {
  space_id: string;
  entry_id: string;
  content_type: string;
  field: string;
  locale: string;
  item: string;
}

/**
 * The full-text index of entry lists (`query=`, migrations/0029_entry_search.ts): an entry's
 * searched text per language, for its latest values, its published ones, or both when the same.
 * SQLite indexes it in the FTS5 table `entry_search_fts`; PostgreSQL in the generated `tsv`
 * column (GIN), built with `config`, the text-search configuration of the row's language.
 */
export interface EntrySearchTable {
  id: Generated<number>;
  space_id: string;
  entry_id: string;
  locale: string;
  latest: number;
  published: number;
  title: string;
  body: string;
  config: string;
}

/** The link index (migrations/0026_entry_links.ts). */
export interface EntryLinksTable {
  space_id: string;
  entry_id: string;
  content_type: string;
  published: number;
  field: string;
  target_type: string;
  target_id: string;
}

export interface DeletedAssetsTable {
  space_id: string;
  id: string;
  deleted_at: string;
}

export interface WebhooksTable {
  id: string;
  space_id: string;
  name: string;
  kind: 'host_a' | 'host_b' | 'generic';
  url: string;
  target: 'production' | 'preview';
  events: string; // JSON array
  secret: string;
  created_at: string;
  disabled_at: string | null;
  disabled_reason: string | null;
  /** Failed delivery attempts in a row (reset by any 2xx); drives the "keeps failing" warning. */
  consecutive_failures: Generated<number>;
  failing_since: string | null;
}

export interface WebhookDeliveriesTable {
  id: string; // also the `webhook-id` header (with a `msg_` prefix), the same on every retry
  webhook_id: string;
  space_id: string;
  test: number;
  /** The event name, or `multiple` when a coalesced burst mixes events. */
  type: string;
  events: string; // JSON array of event summaries (at most MAX_STORED_EVENTS)
  event_count: number;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  status_code: number | null;
  response_ms: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  completed_at: string | null;
}

export interface SetupStepsTable {
  space_id: string;
  step: string;
  completed_at: string;
}

export interface AssetsTable {
  id: string;
  space_id: string;
  title: string;
  alt: string | null;
  description: string | null;
  filename: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Where the bytes live in file storage; changes when the file is replaced. */
  storage_key: string;
  /** SHA-256 of the bytes (hex); part of the public URL so caches never serve a replaced file. */
  sha256: string;
  created_at: string;
  updated_at: string;
}

/** A file hash an asset had before a replacement: its old URLs redirect to the current file. */
export interface AssetPastFilesTable {
  space_id: string;
  asset_id: string;
  sha256: string;
  replaced_at: string;
}

export interface AgentsTable {
  id: string;
  space_id: string;
  name: string;
  via: 'invite' | 'oauth';
  invite_id: string | null;
  oauth_client_id: string | null;
  /** The person whose rights bound the agent at each request: who approved it (OAuth) or made its invite; null for a management key or the CLI. */
  user_id: string | null;
  created_at: string;
  created_by: string | null;
  revoked_at: string | null;
}

export interface InvitesTable {
  id: string;
  space_id: string;
  token_hash: string;
  agent_name: string | null;
  created_at: string;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  agent_id: string | null;
  revoked_at: string | null;
  /** The person who made the invite from the dashboard; null for a management key or the CLI. */
  creator_id: string | null;
}

export interface AgentTokensTable {
  key_id: string;
  agent_id: string;
  grant_id: string | null;
}

export interface SessionsTable {
  id_hash: string;
  /** Public id: names the session in the person's list of sessions (the cookie's hash stays private). */
  id: string;
  user_id: string;
  created_at: string;
  /** The absolute end (14 days after sign-in). */
  expires_at: string;
  /** Last request made with it, updated at most once a minute; the idle timeout counts from here. */
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
}

export interface OAuthClientsTable {
  client_id: string;
  client_name: string | null;
  redirect_uris: string; // JSON array
  metadata: string; // JSON
  created_at: string;
}

export interface OAuthRequestsTable {
  id: string;
  session_hash: string;
  user_id: string;
  client_id: string;
  client_name: string;
  redirect_uri: string;
  state: string;
  code_challenge: string;
  scope: string;
  resource: string | null;
  created_at: string;
  expires_at: string;
}

export interface OAuthCodesTable {
  code_hash: string;
  client_id: string;
  client_name: string;
  user_id: string;
  space_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  resource: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  grant_id: string | null;
  /** The consent's narrowing: 1 when the person allowed reading only. */
  read_only: number;
  /** JSON array of the content types the person let it write; null: every type they may write. */
  write_types: string | null;
}

export interface OAuthGrantsTable {
  id: string;
  space_id: string;
  agent_id: string;
  client_id: string;
  user_id: string;
  scope: string;
  resource: string | null;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  /** The consent's narrowing, copied from the code (see OAuthCodesTable). */
  read_only: number;
  write_types: string | null;
}

export interface OAuthRefreshTokensTable {
  token_hash: string;
  grant_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Order of the Content menu groups (JSON array of `pages`, `collections`, `settings`). */
export interface ContentMenusTable {
  space_id: string;
  group_order: string;
  updated_at: string;
}

/** One quick-access item: exactly one of entry_id / content_type; label null = default label. */
export interface QuickAccessItemsTable {
  space_id: string;
  position: number;
  entry_id: string | null;
  content_type: string | null;
  label: string | null;
  created_at: string;
}

/** Analytics (migration 0009, docs/analytics.md). */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
  created_at: string;
}

export interface AnalyticsEventsTable {
  space_id: string;
  at: string;
  kind: 'page_view' | 'crawler' | 'search_crawler';
  path: string;
  visitor: string | null;
  source: string | null;
  ai_engine: string | null;
  referrer: string | null;
  campaign: string | null;
  country: string | null;
  city: string | null;
  device: string | null;
  bot: string | null;
  purpose: string | null;
  /** Local hour in the site's time zone, YYYY-MM-DDTHH (the day and hour the event counted in). */
  hour: string | null;
  browser: string | null;
  os: string | null;
  /** Crawlers: 1 when the address was in the operator's published ranges, 0 when not, null when there are none. */
  verified: number | null;
}

export interface AnalyticsVisitorsTable {
  space_id: string;
  day: string;
  visitor: string;
  source: string;
  ai_engine: string | null;
  referrer: string | null;
  campaign: string | null;
  country: string | null;
  city: string | null;
  device: string;
  browser: string | null;
  os: string | null;
}

/** Sums of a filtered report per filter value and month (migration 0038, docs/analytics.md "Filters"). */
export interface AnalyticsFilterMonthlyTable {
  space_id: string;
  /** The event column filtered on (path, source, country…). */
  filter: string;
  filter_value: string;
  month: string;
  dimension: string;
  value: string;
  visitors: number;
  views: number;
}

/** Per space, the local days folded into analytics_filter_monthly: from_day to through_day, both included. */
export interface AnalyticsFilterFoldsTable {
  space_id: string;
  from_day: string;
  through_day: string;
}

export interface AnalyticsPageVisitorsTable {
  space_id: string;
  day: string;
  visitor: string;
  path: string;
}

export interface AnalyticsDailyTable {
  space_id: string;
  dimension: string;
  day: string;
  value: string;
  visitors: number;
  views: number;
}

/** What a visitor-day is, as the visit and custom-event rows copy it (so filtered reads need no join). */
export interface PersonColumns {
  source: string | null;
  ai_engine: string | null;
  referrer: string | null;
  campaign: string | null;
  country: string | null;
  city: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
}

/** One visit: a visitor-day's page views with no gap over 30 minutes (docs/analytics.md "Visits"). */
export interface AnalyticsVisitsTable extends PersonColumns {
  space_id: string;
  /** Local day of the visitor-day. */
  day: string;
  visitor: string;
  started_at: string;
  last_at: string;
  /** Local hour the visit started in, YYYY-MM-DDTHH. */
  hour: string;
  views: number;
  /** Whole seconds from the first page view to the last. */
  seconds: number;
  entry_path: string;
  exit_path: string;
}

/** A custom event sent by the script (`tessera('Signup', {plan: 'pro'})`); not a page view. */
export interface AnalyticsCustomEventsTable extends PersonColumns {
  space_id: string;
  at: string;
  hour: string;
  visitor: string;
  name: string;
  /** JSON object of string values. */
  props: string;
  path: string;
}

/** Once per visitor-day per event name, prop value or page-view goal. */
export interface AnalyticsMarksTable {
  space_id: string;
  day: string;
  visitor: string;
  mark: string;
}

export interface AnalyticsGoalsTable {
  id: string;
  space_id: string;
  /** `event`: a custom event name; `page`: a path pattern (`*` any characters). */
  kind: 'event' | 'page';
  name: string;
  created_at: string;
}

/** Hourly rollups (site's local hours, `YYYY-MM-DDTHH`) of `total`, `from_ai` and `crawler`, for the report's time series. */
export interface AnalyticsHourlyTable {
  space_id: string;
  dimension: string;
  hour: string;
  visitors: number;
  views: number;
}

export interface AnalyticsMonthlyTable {
  space_id: string;
  dimension: string;
  month: string;
  value: string;
  visitors: number;
  views: number;
}

export interface MadeKeysTable {
  key_id: string;
  space_id: string;
  maker: string;
}

export interface IdempotencyKeysTable {
  space_id: string;
  caller: string;
  idem_key: string;
  request_hash: string;
  status: number | null;
  content_type: string | null;
  response: string | null;
  created_at: string;
  expires_at: string;
}

export interface CorsOriginsTable {
  space_id: string;
  origin: string;
  created_at: string;
}

/** The questions asked of AI assistants for a space, and when they are next asked (docs/answers.md). */
export interface AnswerSettingsTable {
  space_id: string;
  /** JSON array of strings. */
  questions: string;
  /** JSON {country, city}. */
  market: string;
  /** JSON array of other names the site goes by. */
  aliases: string;
  samples: number;
  schedule: 'weekly' | 'daily' | 'off';
  next_run_at: string | null;
  updated_at: string;
}

/** One run of the questions: queued, claimed by a worker with a lease, then succeeded or failed. */
export interface AnswerRunsTable {
  id: string;
  space_id: string;
  trigger: 'schedule' | 'manual';
  requested_by: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  questions: string;
  market: string;
  samples: number;
  model: string | null;
  /** JSON: the run's figures, items and issues. */
  result: string | null;
  /** JSON: tokens used and the budget. */
  usage: string | null;
  error: string | null;
  attempts: number;
  claimed_until: string | null;
  claim_token: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The published text of entries, one row per entry, language and field, searched in full text. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  space_id: string;
  entry_id: string;
  content_type: string;
  locale: string;
  field: string;
  published_at: string;
  body: string;
}

/** When the space's last readiness check started (the once-a-minute claim). */
export interface ReadinessClaimsTable {
  space_id: string;
  started_at: string;
}

/** A space's scheduled readiness checks: every `interval_hours`, next at `next_check_at`. */
export interface ReadinessSchedulesTable {
  space_id: string;
  interval_hours: number;
  next_check_at: string;
  last_error: string | null;
  updated_at: string;
}

/** One finished readiness check; `checks` is the JSON array of results. */
export interface ReadinessChecksTable {
  id: string;
  space_id: string;
  url: string;
  checked_at: string;
  passed: number;
  total: number;
  checks: string;
  duration_ms: number;
  checked_by: string;
}

export type SearchEngine = 'engine_a' | 'engine_b';

export interface SearchConnectionsTable {
  id: string;
  space_id: string;
  engine: SearchEngine;
  /** The property picked (engine_a: after authorising; engine_b: given with the key). */
  site_url: string | null;
  /** AES-256-GCM sealed JSON (app/search/secret-box.ts); never leaves the server. */
  credentials: string;
  connected_by: string | null;
  created_at: string;
  updated_at: string;
  synced_at: string | null;
  /** Last day (YYYY-MM-DD) a good sync covered; the next one starts a few days before it. */
  synced_through: string | null;
  last_error: string | null;
  failures: number;
  next_sync_at: string | null;
  claimed_until: string | null;
  claim_token: string | null;
}

export interface SearchQueryDaysTable {
  connection_id: string;
  space_id: string;
  engine: SearchEngine;
  date: string;
  query: string;
  clicks: number;
  impressions: number;
  /** Σ position × impressions, so any window's impression-weighted position is one division. */
  position_sum: number;
  /** Days the row covers from `date`: 1, or 7 for engine_b's weekly buckets. */
  span: Generated<number>;
}

export interface SearchPageDaysTable {
  connection_id: string;
  space_id: string;
  engine: SearchEngine;
  date: string;
  page: string;
  clicks: number;
  impressions: number;
  position_sum: number;
  span: Generated<number>;
}

export interface SearchTotalDaysTable {
  connection_id: string;
  space_id: string;
  engine: SearchEngine;
  date: string;
  clicks: number;
  impressions: number;
  position_sum: number;
  span: Generated<number>;
}

/** Breakdowns by country, device, search appearance or query × page (`page` is '' but for query × page). */
export interface SearchBreakdownDaysTable {
  connection_id: string;
  space_id: string;
  engine: SearchEngine;
  dimension: 'country' | 'device' | 'appearance' | 'query_page';
  date: string;
  span: number;
  key: string;
  page: string;
  clicks: number;
  impressions: number;
  position_sum: number;
}

export interface DB {
  assets: AssetsTable;
  spaces: SpacesTable;
  locales: LocalesTable;
  api_keys: ApiKeysTable;
  users: UsersTable;
  memberships: MembershipsTable;
  membership_write_types: MembershipWriteTypesTable;
  activity: ActivityTable;
  outbox: OutboxTable;
  content_types: ContentTypesTable;
  entries: EntriesTable;
  entry_versions: EntryVersionsTable;
  entry_slugs: EntrySlugsTable;
  entry_sort_keys: EntrySortKeysTable;
  entry_list_keys: EntryListKeysTable;
  entry_search: EntrySearchTable;
  entry_links: EntryLinksTable;
  deleted_assets: DeletedAssetsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  setup_steps: SetupStepsTable;
  agents: AgentsTable;
  invites: InvitesTable;
  agent_tokens: AgentTokensTable;
  sessions: SessionsTable;
  oauth_clients: OAuthClientsTable;
  oauth_requests: OAuthRequestsTable;
  oauth_codes: OAuthCodesTable;
  oauth_grants: OAuthGrantsTable;
  oauth_refresh_tokens: OAuthRefreshTokensTable;
  content_menus: ContentMenusTable;
  quick_access_items: QuickAccessItemsTable;
  asset_past_files: AssetPastFilesTable;
  made_keys: MadeKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  schedules: SchedulesTable;
  releases: ReleasesTable;
  cors_origins: CorsOriginsTable;
  answer_settings: AnswerSettingsTable;
  answer_runs: AnswerRunsTable;
  search_documents: SearchDocumentsTable;
  readiness_claims: ReadinessClaimsTable;
  nodes: NodesTable;
  cache_epoch: CacheEpochTable;
  readiness_checks: ReadinessChecksTable;
  readiness_schedules: ReadinessSchedulesTable;
  search_connections: SearchConnectionsTable;
  search_query_days: SearchQueryDaysTable;
  search_page_days: SearchPageDaysTable;
  search_total_days: SearchTotalDaysTable;
  search_breakdown_days: SearchBreakdownDaysTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_page_visitors: AnalyticsPageVisitorsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: AnalyticsMonthlyTable;
  analytics_hourly: AnalyticsHourlyTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_custom_events: AnalyticsCustomEventsTable;
  analytics_marks: AnalyticsMarksTable;
  analytics_goals: AnalyticsGoalsTable;
  analytics_filter_monthly: AnalyticsFilterMonthlyTable;
  analytics_filter_folds: AnalyticsFilterFoldsTable;
  entry_translations: EntryTranslationsTable;
  translation_jobs: TranslationJobsTable;
  sync_heads: SyncHeadsTable;
  sync_changes: SyncChangesTable;
  translation_settings: TranslationSettingsTable;
  translation_usage: TranslationUsageTable;
  translation_memory: TranslationMemoryTable;
}

/** What a machine-translated value was translated from (docs/translation.md "Stale translations"). */
export interface EntryTranslationsTable {
  entry_id: string;
  locale: string;
  field: string;
  space_id: string;
  /** Hash of the default-language value the translation came from. */
  source_hash: string;
  translated_at: string;
}

/** A whole-site translation (docs/translation.md "Translating a whole site"), worked on under a lease. */
export interface TranslationJobsTable {
  id: string;
  space_id: string;
  locale: string;
  content_type: string | null;
  overwrite: number;
  stale: number;
  status: TranslationJobStatus;
  total: number;
  done: number;
  translated: number;
  /** JSON array of {entry_id, error}. */
  failures: string;
  /** The last entry id handled, in id order ('' before the first). */
  cursor: string;
  /** Not claimed before this time (a provider asking us to slow down pauses the job). */
  run_after: string;
  claimed_until: string | null;
  claim_token: string | null;
  /** JSON of the actor who started the job; entries are translated as them. */
  actor: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** Tokens the provider reported (or estimated, see estimated_tokens) for this job so far. */
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** The part of total_tokens estimated from characters because the provider reported none. */
  estimated_tokens: number;
  /** Segments taken from the translation memory instead of the provider. */
  from_memory: number;
  /** The job pauses before an entry once total_tokens reaches this (null: no cap). */
  max_tokens: number | null;
}

/** Per space: glossary and tone, and the monthly token cap (docs/translation.md "Glossary", "Cost"). */
export interface TranslationSettingsTable {
  space_id: string;
  /** JSON {never_translate, terms, tone}. */
  glossary: string;
  monthly_token_cap: number | null;
  updated_at: string;
}

/** Tokens spent on translation per space and UTC month ('2026-11'). */
export interface TranslationUsageTable {
  space_id: string;
  month: string;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  estimated_tokens: number;
  requests: number;
}

/** Segments translated before, reused without asking the provider (docs/translation.md "Translation memory"). */
export interface TranslationMemoryTable {
  space_id: string;
  /** Hash of the source text, both languages, the segment kind and the glossary in force. */
  key: string;
  text: string;
  created_at: string;
}

/** A running `tessera serve` and its last heartbeat (docs/deploy.md). */
export interface NodesTable {
  id: string;
  role: 'api' | 'worker' | 'all';
  host: string;
  pid: number;
  /** 1 when the node shares its caches' invalidations through Redis. */
  redis: number;
  /** The commit bus the node is on (hash of its Redis server and key prefix); null without Redis. */
  bus: string | null;
  /** The last cache epoch the node emptied its caches for (null until its first heartbeat through the bus). */
  epoch_applied: number | null;
  started_at: string;
  seen_at: string;
}

/** One row (id 1): bumped when a commit could not be announced through Redis. */
export interface CacheEpochTable {
  id: number;
  epoch: number;
}

/** A scheduled action (docs/publishing.md "Scheduled actions"). */
export interface SchedulesTable {
  id: string;
  space_id: string;
  target_type: 'entry' | 'release';
  target_id: string;
  action: 'publish' | 'unpublish' | 'archive';
  locale: string | null;
  run_at: string;
  status: 'pending' | 'done' | 'failed' | 'cancelled';
  /** JSON of the actor who scheduled it; the action runs as them. */
  actor: string;
  created_by: string;
  /** JSON {code, message, details} when the run failed. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A release (docs/publishing.md "Releases"). */
export interface ReleasesTable {
  id: string;
  space_id: string;
  name: string;
  status: 'open' | 'published';
  /** JSON array of release items (`domain/releases.ts`). */
  items: string;
  /** JSON: each entry as it was just before the release was published (for a revert). */
  before: string | null;
  /** The release this one reverts, if it was made by a revert. */
  reverts: string | null;
  created_by_type: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  published_by: string | null;
}

/** Each space's last sync change number (docs/front-ends.md "Sync"). */
export interface SyncHeadsTable {
  space_id: string;
  seq: number;
}

/** The latest change of one entry or asset to what delivery shows, numbered in commit order. */
export interface SyncChangesTable {
  space_id: string;
  item_type: 'Entry' | 'Asset';
  item_id: string;
  seq: number;
  changed_at: string;
}
