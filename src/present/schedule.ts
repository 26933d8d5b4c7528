import type { ScheduleTargets } from '../app/schedules/describe-targets.ts';
import type { ScheduleRow } from '../db/repos/schedules.ts';
import { Type } from '@fastify/type-provider-typebox';
import { SCHEDULE_ACTIONS, SCHEDULE_STATUSES } from '../domain/publishing/schedules.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';
import { Limit, ListSys, Skip, Str, Time, Total } from './schema-values.ts';

export const ErrorInfo = Type.Object(
  {
    code: Str('the error code (/docs/errors)', 'validation_failed'),
    message: Str('what went wrong, for people', 'Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.'),
    fix: Type.Optional(Str('how to repair it', 'Fill in fields.title, then schedule again.')),
    details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'machine-readable specifics', examples: [{ fields: { title: 'required' } }] })),
  },
  { description: 'why it failed (the error envelope without doc_url)' },
);

export const ScheduleSchema = Type.Object(
  {
    id: Str('the schedule id', 'k3v9q2m8x1c4b7n5z6w0'),
    action: StringEnum(SCHEDULE_ACTIONS, { description: 'what happens at that time (a release: publish)' }),
    at: Str('when it runs (UTC)', '2030-03-04T08:00:00.000Z'),
    status: StringEnum(SCHEDULE_STATUSES, { description: 'pending until its time; then done, or failed with `error` (nothing of it happened)' }),
    target: Type.Union([Type.Literal('entry'), Type.Literal('release')], { description: 'what it acts on: one entry or a release' }),
    entry: Nullable(
      Type.Object(
        { id: Str('the entry id', '4fj2k9s8d7f6g5h4j3k2'), content_type: Type.Optional(Str('its content type', 'post')), title: Type.Optional(Nullable(Str('its title in `locale`, or null', 'Sourdough basics'))) },
        { description: 'the entry (title in `locale`); only id once the entry is gone; null for a release' },
      ),
    ),
    release: Nullable(
      Type.Object(
        { id: Str('the release id', 'r7m2x9c4v1b8n3q6w5e0'), name: Type.Optional(Str('its name', 'Spring launch')), status: Type.Optional(StringEnum(['open', 'published'], { description: 'open or published' })) },
        { description: 'the release; only id once it is gone; null for an entry' },
      ),
    ),
    locale: Nullable(Str('the language the entry title is shown in, or null', 'en')),
    created_by: Str('who scheduled it; the action runs as them', 'Site editor'),
    created_at: Time('when it was scheduled'),
    finished_at: Nullable(Time('when it ran or was cancelled, or null')),
    error: Nullable(ErrorInfo),
  },
  {
    title: 'Schedule',
    examples: [
      {
        id: 'k3v9q2m8x1c4b7n5z6w0',
        action: 'publish',
        at: '2030-03-04T08:00:00.000Z',
        status: 'pending',
        target: 'entry',
        entry: { id: '4fj2k9s8d7f6g5h4j3k2', content_type: 'post', title: 'Sourdough basics' },
        release: null,
        locale: null,
        created_by: 'Site editor',
        created_at: '2030-03-01T10:00:00.000Z',
        finished_at: null,
        error: null,
      },
    ],
  },
);

export const ScheduleList = Type.Object({ sys: ListSys, total: Total, skip: Skip, limit: Limit, items: Type.Array(ScheduleSchema, { description: 'the schedules of this page, soonest first' }) }, { title: 'ScheduleList' });


/**
 * A scheduled action (docs/publishing.md "Scheduled actions"). `entry` or `release` describes
 * what it acts on (null once that was deleted); `error` says why a failed one did not run.
 */
export function presentSchedule(row: ScheduleRow, targets?: ScheduleTargets) {
  const entry = row.target_type === 'entry' ? (targets?.entries.get(row.target_id) ?? { id: row.target_id }) : null;
  const release = row.target_type === 'release' ? (targets?.releases.get(row.target_id) ?? { id: row.target_id }) : null;
  return {
    id: row.id,
    action: row.action,
    at: row.run_at,
    status: row.status,
    target: row.target_type,
    entry,
    release,
    locale: row.locale,
    created_by: row.created_by,
    created_at: row.created_at,
    finished_at: row.finished_at,
    error: row.error === null ? null : (JSON.parse(row.error) as { code: string; message: string; fix?: string; details?: Record<string, unknown> }),
  };
}
