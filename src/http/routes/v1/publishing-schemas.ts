import { Type } from '@fastify/type-provider-typebox';
import { RELEASE_ACTIONS } from '../../../domain/publishing/releases.ts';
import { SCHEDULE_ACTIONS } from '../../../domain/publishing/schedules.ts';
import { Nullable, PageQuery } from '../../schemas.ts';
import { ACTOR_TYPES, StringEnum } from '../../../present/schema-enums.ts';
import { ENTRY_STATUSES } from '../../../domain/entries/types.ts';

const SCHEDULE_STATUSES = ['pending', 'done', 'failed', 'cancelled'] as const;

/** Request and response shapes of scheduled actions and releases (docs/publishing.md). */

const At = Type.String({ description: 'when to run: an RFC 3339 date-time with a time zone (not more than a minute in the past, at most two years ahead)', examples: ['2030-03-04T09:00:00+01:00'] });

export const ScheduleBody = Type.Object(
  {
    action: Type.Optional(Type.Union(SCHEDULE_ACTIONS.map((a) => Type.Literal(a)), { default: 'publish', description: 'what happens to the entry at that time' })),
    at: At,
    locale: Type.Optional(Type.String({ description: 'the language the entry title is shown in where the schedule is listed (publishing covers every language of the entry)', examples: ['en'] })),
  },
  { additionalProperties: false, examples: [{ action: 'publish', at: '2030-03-04T09:00:00+01:00' }] },
);

export const ReleaseScheduleBody = Type.Object(
  { at: At },
  { additionalProperties: false, examples: [{ at: '2030-03-04T09:00:00+01:00' }] },
);

const ErrorInfo = Type.Object({ code: Type.String(), message: Type.String(), fix: Type.Optional(Type.String()), details: Type.Optional(Type.Record(Type.String(), Type.Unknown())) });

export const ScheduleSchema = Type.Object(
  {
    id: Type.String(),
    action: StringEnum(SCHEDULE_ACTIONS, { description: 'what happens at that time (a release: publish)' }),
    at: Type.String({ description: 'when it runs (UTC)' }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('cancelled')], { description: 'pending until its time; then done, or failed with `error` (nothing of it happened)' }),
    target: Type.Union([Type.Literal('entry'), Type.Literal('release')]),
    entry: Nullable(Type.Object({ id: Type.String(), content_type: Type.Optional(Type.String()), title: Type.Optional(Nullable(Type.String())) }, { description: 'the entry (title in `locale`); only id once the entry is gone' })),
    release: Nullable(Type.Object({ id: Type.String(), name: Type.Optional(Type.String()), status: Type.Optional(StringEnum(['open', 'published'])) })),
    locale: Nullable(Type.String()),
    created_by: Type.String({ description: 'who scheduled it; the action runs as them' }),
    created_at: Type.String(),
    finished_at: Nullable(Type.String()),
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

export const ScheduleList = Type.Object({ sys: Type.Object({ type: Type.Literal('Array') }), total: Type.Integer(), skip: Type.Integer(), limit: Type.Integer(), items: Type.Array(ScheduleSchema) }, { title: 'ScheduleList' });

export const ScheduleListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('done'), Type.Literal('failed'), Type.Literal('cancelled')], { description: 'only those in this state' })),
    from: Type.Optional(Type.String({ description: 'only those due at or after this date or date-time' })),
    to: Type.Optional(Type.String({ description: 'only those due before this date or date-time' })),
    ...PageQuery(100, 1000),
  },
  { additionalProperties: false },
);

export const EntryScheduleListQuery = Type.Object({ status: ScheduleListQuery.properties.status, ...PageQuery(100, 1000) }, { additionalProperties: false });

const ReleaseItemInput = Type.Object(
  {
    id: Type.String({ description: 'the entry id', examples: ['4fj2k9s8d7f6g5h4j3k2'] }),
    action: Type.Optional(Type.Union(RELEASE_ACTIONS.map((a) => Type.Literal(a)), { default: 'publish', description: 'what the release does to the entry' })),
    version: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: 'publish: the version to publish (its values are restored first if it is older than the latest); null or left out: the latest at release time', examples: [3] }))),
  },
  { additionalProperties: false },
);

export const CreateReleaseBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'what the release is for', examples: ['Spring launch'] }),
    entries: Type.Optional(Type.Array(ReleaseItemInput, { maxItems: 100, description: 'the entries and what happens to each when the release is published' })),
  },
  { additionalProperties: false, examples: [{ name: 'Spring launch', entries: [{ id: '4fj2k9s8d7f6g5h4j3k2' }, { id: '9a8s7d6f5g4h3j2k1l0p', version: 3 }, { id: 'x1c2v3b4n5m6q7w8e9r0', action: 'unpublish' }] }] },
);

export const UpdateReleaseBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'a new name', examples: ['Spring launch (final)'] })),
    add: Type.Optional(Type.Array(ReleaseItemInput, { maxItems: 100, description: 'entries to add; one already in the release is replaced (new action or version)' })),
    remove: Type.Optional(Type.Array(Type.String(), { maxItems: 100, description: 'entry ids to take out', examples: [['x1c2v3b4n5m6q7w8e9r0']] })),
  },
  { additionalProperties: false, examples: [{ add: [{ id: 'p0o9i8u7y6t5r4e3w2q1' }], remove: ['x1c2v3b4n5m6q7w8e9r0'] }] },
);

const Summary = {
  id: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('published')]),
  entry_count: Type.Integer(),
  prepared_by: Type.Object({ type: StringEnum(ACTOR_TYPES), name: Type.String() }, { description: 'who prepared the release (an agent may prepare one for a person to publish)' }),
  reverts: Nullable(Type.String({ description: 'the release this one undoes, if it was made by a revert' })),
  created_at: Type.String(),
  updated_at: Type.String(),
  published_at: Nullable(Type.String()),
  published_by: Nullable(Type.String()),
};

export const ReleaseSummary = Type.Object(Summary, { title: 'ReleaseSummary' });

export const ReleaseSchema = Type.Object(
  {
    ...Summary,
    entries: Type.Array(
      Type.Object({
        id: Type.String(),
        action: StringEnum(RELEASE_ACTIONS),
        version: Nullable(Type.Integer({ description: 'held at this version; null: latest at release time' })),
        added_version: Type.Integer({ description: 'the entry’s latest version when it was added' }),
        content_type: Nullable(Type.String()),
        current: Nullable(Type.Object({ status: StringEnum(ENTRY_STATUSES), version: Type.Integer() }, { description: 'the entry now; null once deleted' })),
      }),
    ),
    conflicts: Type.Array(Type.Object({ id: Type.String(), reason: Type.String() }), { description: 'open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved' }),
    schedules: Type.Array(Type.Object({ id: Type.String(), at: Type.String(), status: StringEnum(SCHEDULE_STATUSES) }), { description: 'pending scheduled publishes of this release' }),
  },
  { title: 'Release' },
);

export const ReleaseList = Type.Object({ sys: Type.Object({ type: Type.Literal('Array') }), total: Type.Integer(), skip: Type.Integer(), limit: Type.Integer(), items: Type.Array(ReleaseSummary) }, { title: 'ReleaseList' });

export const ReleaseCheckSchema = Type.Object(
  {
    valid: Type.Boolean(),
    entries: Type.Optional(Type.Integer({ description: 'valid: how many entries it would change' })),
    error: Type.Optional(ErrorInfo),
  },
  { title: 'ReleaseCheck', examples: [{ valid: false, error: { code: 'validation_failed', message: 'Release "Spring launch" cannot be published: one entry fails (…).', details: { entries: [{ id: '4fj2k9s8d7f6g5h4j3k2', action: 'publish', code: 'validation_failed', message: 'Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.' }] } } }] },
);
