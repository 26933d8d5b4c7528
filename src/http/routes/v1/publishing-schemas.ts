import { Type } from '@fastify/type-provider-typebox';
import { RELEASE_ACTIONS } from '../../../domain/publishing/releases.ts';
import { SCHEDULE_ACTIONS, SCHEDULE_STATUSES } from '../../../domain/publishing/schedules.ts';
import { Nullable, PageQuery } from '../../schemas.ts';


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

export const ScheduleListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(SCHEDULE_STATUSES.map((v) => Type.Literal(v)), { description: 'only those in this state' })),
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

// The answers are the resources' own schemas, beside their presenters.
export { ScheduleList, ScheduleSchema } from '../../../present/schedule.ts';
export { ReleaseCheckSchema, ReleaseList, ReleaseSchema, ReleaseSummary } from '../../../present/release.ts';
