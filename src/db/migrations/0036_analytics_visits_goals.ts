import type { Kysely } from 'kysely';

/**
 * Visits and goals (docs/analytics.md "Visits" and "Goals"). A visit is one row, written as its
 * page views arrive (start, last view, views, entry and exit page, and the visitor-day's source,
 * place and device so a filtered report reads visits without a join); kept like the raw events.
 * Custom events sent by the script are not page views: they have a table of their own, so the
 * queries over analytics_events stay as they are. Marks count a visitor once per day per event
 * name, prop value or page-view goal, like analytics_page_visitors does per page. Goals are the
 * events and page patterns a site reports conversions for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const person = (t: any): any =>
    t
      .addColumn('source', 'text')
      .addColumn('ai_engine', 'text')
      .addColumn('referrer', 'text')
      .addColumn('campaign', 'text')
      .addColumn('country', 'text')
      .addColumn('city', 'text')
      .addColumn('device', 'text')
      .addColumn('browser', 'text')
      .addColumn('os', 'text');

  await person(
    db.schema
      .createTable('analytics_visits')
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('last_at', 'text', (c) => c.notNull())
      .addColumn('hour', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addColumn('seconds', 'integer', (c) => c.notNull())
      .addColumn('entry_path', 'text', (c) => c.notNull())
      .addColumn('exit_path', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('analytics_visits_pk', ['space_id', 'day', 'visitor', 'started_at'])
    .execute();

  await person(
    db.schema
      .createTable('analytics_custom_events')
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('hour', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('props', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('analytics_custom_events_space_hour').on('analytics_custom_events').columns(['space_id', 'hour']).execute();

  await db.schema
    .createTable('analytics_marks')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('mark', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_marks_pk', ['space_id', 'day', 'visitor', 'mark'])
    .execute();

  await db.schema
    .createTable('analytics_goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('analytics_goals_space_kind_name').on('analytics_goals').columns(['space_id', 'kind', 'name']).unique().execute();
}
