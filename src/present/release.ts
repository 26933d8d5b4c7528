import type { ReleaseView } from '../app/releases/read-releases.ts';
import type { ReleaseRow } from '../db/repos/releases.ts';
import { RELEASE_ACTIONS, type ReleaseItem } from '../domain/publishing/releases.ts';
import { Type } from '@fastify/type-provider-typebox';
import { ENTRY_STATUSES } from '../domain/entries/types.ts';
import { SCHEDULE_STATUSES } from '../domain/publishing/schedules.ts';
import { Nullable } from './nullable.ts';
import { ErrorInfo } from './schedule.ts';
import { ACTOR_TYPES, StringEnum } from './schema-enums.ts';
import { Bool, Int, Limit, ListSys, Skip, Str, Time, Total } from './schema-values.ts';

const Summary = {
  id: Str('the release id', 'r7m2x9c4v1b8n3q6w5e0'),
  name: Str('what the release is for', 'Spring launch'),
  status: Type.Union([Type.Literal('open'), Type.Literal('published')], { description: 'open: being prepared; published' }),
  entry_count: Int('how many entries it holds', 3),
  prepared_by: Type.Object(
    { type: StringEnum(ACTOR_TYPES, { description: 'what kind of actor' }), name: Str('its name', 'Blog writer') },
    { description: 'who prepared the release (an agent may prepare one for a person to publish)' },
  ),
  reverts: Nullable(Str('the release this one undoes, if it was made by a revert', 'q1w2e3r4t5y6u7i8o9p0')),
  created_at: Time('when it was made'),
  updated_at: Time('when it last changed'),
  published_at: Nullable(Time('when it was published, or null')),
  published_by: Nullable(Str('who published it, or null', 'Ada Lovelace')),
};

export const ReleaseSummary = Type.Object(Summary, { title: 'ReleaseSummary' });

export const ReleaseSchema = Type.Object(
  {
    ...Summary,
    entries: Type.Array(
      Type.Object({
        id: Str('the entry id', '4fj2k9s8d7f6g5h4j3k2'),
        action: StringEnum(RELEASE_ACTIONS, { description: 'what the release does to it' }),
        version: Nullable(Int('held at this version; null: latest at release time', 3)),
        added_version: Int('the entry’s latest version when it was added', 3),
        content_type: Nullable(Str('its content type; null once deleted', 'post')),
        current: Nullable(
          Type.Object({ status: StringEnum(ENTRY_STATUSES, { description: 'its status now' }), version: Int('its latest version now', 4) }, { description: 'the entry now; null once deleted' }),
        ),
      }),
      { description: 'the entries and what happens to each' },
    ),
    conflicts: Type.Array(Type.Object({ id: Str('the entry id', '4fj2k9s8d7f6g5h4j3k2'), reason: Str('what is wrong', 'edited after it was added at version 3') }), { description: 'open releases: entries edited after they were added at a fixed version, or deleted; publishing refuses until they are resolved' }),
    schedules: Type.Array(Type.Object({ id: Str('the schedule id', 'k3v9q2m8x1c4b7n5z6w0'), at: Time('when it runs'), status: StringEnum(SCHEDULE_STATUSES, { description: 'its state' }) }), { description: 'pending scheduled publishes of this release' }),
  },
  { title: 'Release' },
);

export const ReleaseList = Type.Object({ sys: ListSys, total: Total, skip: Skip, limit: Limit, items: Type.Array(ReleaseSummary, { description: 'the releases of this page' }) }, { title: 'ReleaseList' });

export const ReleaseCheckSchema = Type.Object(
  {
    valid: Bool('true when it would publish', false),
    entries: Type.Optional(Int('valid: how many entries it would change', 3)),
    error: Type.Optional(ErrorInfo),
  },
  { title: 'ReleaseCheck', examples: [{ valid: false, error: { code: 'validation_failed', message: 'Release "Spring launch" cannot be published: one entry fails (…).', details: { entries: [{ id: '4fj2k9s8d7f6g5h4j3k2', action: 'publish', code: 'validation_failed', message: 'Entry 4fj2k9s8d7f6g5h4j3k2 cannot be published: one field needs attention.' }] } } }] },
);


/** A release in a list: what it is and how far it got, without its entries' state. */
export function presentReleaseSummary(row: ReleaseRow) {
  const items = JSON.parse(row.items) as ReleaseItem[];
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    entry_count: items.length,
    prepared_by: { type: row.created_by_type, name: row.created_by },
    reverts: row.reverts,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    published_by: row.published_by,
  };
}

/**
 * A release with each entry (its action, the version it is held at, what the entry is now) and
 * its conflicts and pending schedules (docs/publishing.md "Releases").
 */
export function presentRelease(view: Omit<ReleaseView, 'row'> & { row: ReleaseRow }) {
  return {
    ...presentReleaseSummary(view.row),
    entries: view.items.map((i) => {
      const now = view.entries.get(i.id);
      return {
        id: i.id,
        action: i.action,
        version: i.version,
        added_version: i.added_version,
        content_type: now?.content_type ?? null,
        current: now ? { status: now.status, version: now.version } : null,
      };
    }),
    conflicts: view.conflicts,
    schedules: view.schedules.map((s) => ({ id: s.id, at: s.run_at, status: s.status })),
  };
}
