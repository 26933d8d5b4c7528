import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001_foundation.ts';
import * as contentModel from './migrations/0002_content_model.ts';
import * as entries from './migrations/0003_entries.ts';
import * as hooks from './migrations/0005_hooks.ts';
import * as agents from './migrations/0006_agents.ts';
import * as frontEnds from './migrations/0013_front_ends.ts';
import * as translation from './migrations/0008_translation.ts';
import * as hardening from './migrations/0007_hardening.ts';
import * as answers from './migrations/0012_answers.ts';
import * as performance from './migrations/0016_performance.ts';
import * as sortKeys from './migrations/0019_sort_keys.ts';
import * as readiness from './migrations/0011_readiness.ts';
import * as searchQueries from './migrations/0010_search_queries.ts';
import * as analytics from './migrations/0009_analytics.ts';
import * as dashboard from './migrations/0014_dashboard.ts';
import * as activityFeed from './migrations/0017_activity_feed.ts';
import * as analyticsScale from './migrations/0018_analytics_scale.ts';
import * as nodes from './migrations/0020_nodes.ts';
import * as analyticsWrites from './migrations/0021_analytics_writes.ts';
import * as grantLimits from './migrations/0022_grant_limits.ts';
import * as accountLifeCycle from './migrations/0024_account_life_cycle.ts';
import * as nodeBus from './migrations/0025_node_bus.ts';
import * as schedules from './migrations/0027_schedules.ts';
import * as releases from './migrations/0028_releases.ts';
import * as analyticsTime from './migrations/0031_analytics_time.ts';
import * as sync from './migrations/0030_sync.ts';
import * as entrySearch from './migrations/0029_entry_search.ts';
import * as translationCost from './migrations/0033_translation_cost.ts';
import * as searchHistory from './migrations/0032_search_history.ts';
import * as readinessSchedule from './migrations/0035_readiness_schedule.ts';
import * as analyticsFilters from './migrations/0034_analytics_filters.ts';
import * as analyticsVisitsGoals from './migrations/0036_analytics_visits_goals.ts';
import * as analyticsFilterRollups from './migrations/0038_analytics_filter_rollups.ts';
import * as listKeys from './migrations/0037_list_keys.ts';
import * as entryLinks from './migrations/0026_entry_links.ts';
import * as queryBudget from './migrations/0039_query_budget.ts';

type Dialect = 'sqlite' | 'postgres';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Up = (db: Kysely<any>, dialect: Dialect) => Promise<void>;

/**
 * One migration set for both engines, listed here in order. Each feature adds its own file
 * (`NNNN_feature.ts`) and one line below; names sort in the order they must run. Features
 * land in any order, so a database that already ran a later number still runs an earlier one
 * that arrives after it (`allowUnorderedMigrations`); each migration runs once.
 */
const MIGRATIONS: Record<string, { up: Up }> = {
  '0001_foundation': foundation,
  '0002_content_model': contentModel,
  '0003_entries': entries,
  '0005_hooks': hooks,
  '0006_agents': agents,
  '0013_front_ends': frontEnds,
  '0008_translation': translation,
  '0007_hardening': hardening,
  '0012_answers': answers,
  '0016_performance': performance,
  '0019_sort_keys': sortKeys,
  '0011_readiness': readiness,
  '0010_search_queries': searchQueries,
  '0009_analytics': analytics,
  '0014_dashboard': dashboard,
  '0017_activity_feed': activityFeed,
  '0018_analytics_scale': analyticsScale,
  '0020_nodes': nodes,
  '0021_analytics_writes': analyticsWrites,
  '0022_grant_limits': grantLimits,
  '0024_account_life_cycle': accountLifeCycle,
  '0025_node_bus': nodeBus,
  '0027_schedules': schedules,
  '0028_releases': releases,
  '0031_analytics_time': analyticsTime,
  '0030_sync': sync,
  '0029_entry_search': entrySearch,
  '0033_translation_cost': translationCost,
  '0032_search_history': searchHistory,
  '0035_readiness_schedule': readinessSchedule,
  '0034_analytics_filters': analyticsFilters,
  '0026_entry_links': entryLinks,
  '0036_analytics_visits_goals': analyticsVisitsGoals,
  '0037_list_keys': listKeys,
  '0039_query_budget': queryBudget,
  '0038_analytics_filter_rollups': analyticsFilterRollups,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) out[name] = { up: (d) => m.up(d, dialect) };
      return out;
    },
  };
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`);
  }
}
