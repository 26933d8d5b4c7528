import { sql, type Kysely } from 'kysely';

/**
 * Fewer index writes per collected event (the whole cost of an event is what delivery
 * reads lose on a busy node). The indexes on `day` / `at` alone served only the hourly prune,
 * which now deletes space by space through the primary key and `analytics_events_space_at`
 * (repos/analytics.ts). On SQLite the two counting tables become WITHOUT ROWID tables, whose
 * primary key is the table, so an insert writes one B-tree instead of three (rowid table, key
 * index, day index). They hold two days of rows, so the copy is small.
 */
const COUNTING_TABLES = {
  analytics_visitors: {
    columns: `space_id text not null references spaces(id) on delete cascade, day text not null, visitor text not null,
      source text not null, ai_engine text, referrer text, campaign text, country text, city text, device text not null,
      primary key (space_id, day, visitor)`,
    names: 'space_id, day, visitor, source, ai_engine, referrer, campaign, country, city, device',
  },
  analytics_page_visitors: {
    columns: 'space_id text not null references spaces(id) on delete cascade, day text not null, visitor text not null, path text not null, primary key (space_id, day, visitor, path)',
    names: 'space_id, day, visitor, path',
  },
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.dropIndex('analytics_events_at').execute();
  await db.schema.dropIndex('analytics_visitors_day').execute();
  await db.schema.dropIndex('analytics_page_visitors_day').execute();
  if (dialect !== 'sqlite') return;
  for (const [table, { columns, names }] of Object.entries(COUNTING_TABLES)) {
    await sql.raw(`create table ${table}_new (${columns}) without rowid`).execute(db);
    await sql.raw(`insert into ${table}_new (${names}) select ${names} from ${table}`).execute(db);
    await sql.raw(`drop table ${table}`).execute(db);
    await sql.raw(`alter table ${table}_new rename to ${table}`).execute(db);
  }
}
