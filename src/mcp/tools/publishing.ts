import { Type } from '@fastify/type-provider-typebox';
import { createRelease } from '../../app/releases/create-release.ts';
import { deleteRelease } from '../../app/releases/delete-release.ts';
import { publishRelease } from '../../app/releases/publish-release.ts';
import { getRelease, listReleasesOf } from '../../app/releases/read-releases.ts';
import { revertRelease } from '../../app/releases/revert-release.ts';
import { updateRelease } from '../../app/releases/update-release.ts';
import { validateRelease } from '../../app/releases/validate-release.ts';
import { cancelSchedule } from '../../app/schedules/cancel-schedule.ts';
import { createSchedule } from '../../app/schedules/create-schedule.ts';
import { describeTargets } from '../../app/schedules/describe-targets.ts';
import { listSchedulesOf } from '../../app/schedules/list-schedules.ts';
import type { ScheduleRow } from '../../db/repos/schedules.ts';
import { RELEASE_ACTIONS } from '../../domain/publishing/releases.ts';
import { SCHEDULE_ACTIONS } from '../../domain/publishing/schedules.ts';
import { presentRelease, presentReleaseSummary, ReleaseSchema } from '../../present/release.ts';
import { presentSchedule, ScheduleSchema } from '../../present/schedule.ts';
import { Obj, Open, pick } from '../outputs.ts';
import { defineTool, write, type ToolContext } from '../tool.ts';

const Id = (what: string) => Type.Object({ id: Type.String({ description: `the ${what} id` }) }, { additionalProperties: false });
const At = Type.String({ description: 'when: an RFC 3339 date-time with a time zone, e.g. 2030-03-04T09:00:00+01:00 (at most two years ahead)' });
const Items = Type.Array(
  Type.Object(
    {
      id: Type.String({ description: 'the entry id' }),
      action: Type.Optional(Type.Enum([...RELEASE_ACTIONS], { description: 'what the release does to it; default publish' })),
      version: Type.Optional(Type.Integer({ minimum: 1, description: 'publish only: the version to publish (see list_versions); leave out for the latest at release time' })),
    },
    { additionalProperties: false },
  ),
  { maxItems: 100, description: 'entries of the release, at most 100 in all' },
);

const ScheduleOut = pick('a scheduled action', ScheduleSchema, ['id', 'action', 'at', 'status', 'error']);
const ScheduleListOut = Obj('scheduled actions in the order they fall due', {
  total: Type.Integer({ description: 'how many match in all' }),
  items: Type.Array(ScheduleOut, { description: 'one page' }),
});
const ReleaseOut = pick('a release with its entries, conflicts and pending schedules', ReleaseSchema, ['id', 'name', 'status', 'prepared_by', 'entries', 'conflicts']);

const oneSchedule = async (ctx: ToolContext, row: ScheduleRow) => presentSchedule(row, await describeTargets(ctx.app.database.db, ctx.actor.spaceId, [row]));
const release = async (ctx: ToolContext, id: string) => presentRelease(await getRelease(ctx.app.database, ctx.actor, id));

/**
 * Scheduled actions and releases (docs/publishing.md): the same operations and presenters as the
 * REST routes. An agent may prepare a release (`write`) and leave publishing it to a person.
 */
export const publishingTools = [
  defineTool({
    name: 'schedule_entry',
    title: 'Schedule a publish, unpublish or archive',
    description:
      'Runs the action on the entry once at `at`, as you, with the same rules as publish_entry (and unpublish_entry, archive_entry). ' +
      'If it cannot happen then, nothing changes and the schedule becomes failed with the error. ' +
      'Example: {"id": "4fj2k9s8d7f6g5h4j3k2", "action": "publish", "at": "2030-03-04T09:00:00+01:00"} publishes it on 4 March 2030 at 9:00 Paris time.',
    input: Type.Object(
      {
        id: Type.String({ description: 'the entry id' }),
        action: Type.Optional(Type.Enum([...SCHEDULE_ACTIONS], { description: 'default publish' })),
        at: At,
        locale: Type.Optional(Type.String({ description: 'the language its title is shown in when listed; publishing covers every language' })),
      },
      { additionalProperties: false },
    ),
    output: ScheduleOut,
    needs: 'publish',
    group: 'content',
    run: async (ctx, args) => oneSchedule(ctx, await write(ctx, (uow) => createSchedule(uow, { target_type: 'entry', target_id: args.id, action: args.action, at: args.at, locale: args.locale }))),
  }),
  defineTool({
    name: 'list_schedules',
    title: 'List scheduled actions',
    description: 'Scheduled actions in the order they fall due, for the site or one entry or release; filter by status and a time window (from inclusive, to exclusive).',
    input: Type.Object(
      {
        entry_id: Type.Optional(Type.String({ description: 'only this entry’s' })),
        release_id: Type.Optional(Type.String({ description: 'only this release’s' })),
        status: Type.Optional(Type.Enum(['pending', 'done', 'failed', 'cancelled'], { description: 'only in this state' })),
        from: Type.Optional(Type.String({ description: 'due at or after this date or date-time' })),
        to: Type.Optional(Type.String({ description: 'due before this date or date-time' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'page size; default 100' })),
        skip: Type.Optional(Type.Integer({ minimum: 0, description: 'items to pass over; default 0' })),
      },
      { additionalProperties: false },
    ),
    output: ScheduleListOut,
    needs: 'read_drafts',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => {
      const r = await listSchedulesOf(ctx.app.database, ctx.actor, { ...args, limit: args.limit ?? 100, skip: args.skip ?? 0 });
      return { total: r.total, skip: args.skip ?? 0, limit: args.limit ?? 100, items: r.rows.map((row) => presentSchedule(row, r.targets)) };
    },
  }),
  defineTool({
    name: 'cancel_schedule',
    title: 'Cancel a scheduled action',
    description: 'Cancels a pending scheduled action (from schedule_entry, schedule_release or list_schedules). One that already ran cannot be cancelled.',
    input: Id('schedule'),
    output: ScheduleOut,
    needs: 'publish',
    group: 'content',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => oneSchedule(ctx, await write(ctx, (uow) => cancelSchedule(uow, args))),
  }),
  defineTool({
    name: 'create_release',
    title: 'Prepare a release',
    description:
      'A named set of entries published together later (publish_release, or schedule_release), each with its action and, for a publish, optionally a fixed version. ' +
      'Preparing needs only write: prepare it and leave publishing to a person, who sees it as prepared by you. ' +
      'Example: {"name": "Spring launch", "entries": [{"id": "4fj2k9s8d7f6g5h4j3k2"}, {"id": "9a8s7d6f5g4h3j2k1l0p", "version": 3}, {"id": "x1c2v3b4n5m6q7w8e9r0", "action": "unpublish"}]}.',
    input: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200, description: 'its name, e.g. Spring launch' }), entries: Type.Optional(Items) }, { additionalProperties: false }),
    output: ReleaseOut,
    needs: 'write',
    group: 'content',
    run: async (ctx, args) => release(ctx, (await write(ctx, (uow) => createRelease(uow, args))).id),
  }),
  defineTool({
    name: 'update_release',
    title: 'Change an open release',
    description: 'Renames an open release, adds entries (one already in it is replaced: new action or version) or removes them by id.',
    input: Type.Object(
      {
        id: Type.String({ description: 'the release id' }),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'a new name' })),
        add: Type.Optional(Items),
        remove: Type.Optional(Type.Array(Type.String({ description: 'an entry id' }), { maxItems: 100, description: 'entry ids to take out' })),
      },
      { additionalProperties: false },
    ),
    output: ReleaseOut,
    needs: 'write',
    group: 'content',
    run: async (ctx, args) => {
      await write(ctx, (uow) => updateRelease(uow, args));
      return release(ctx, args.id);
    },
  }),
  defineTool({
    name: 'get_release',
    title: 'Read a release',
    description: 'A release with each entry (action, version, what it is now), its conflicts and its pending scheduled publishes. To see the site as it will be, list_entries and get_entry take release.',
    input: Id('release'),
    output: ReleaseOut,
    needs: 'read_drafts',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => release(ctx, args.id),
  }),
  defineTool({
    name: 'list_releases',
    title: 'List releases',
    description: 'Releases of the site, newest first, with who prepared and who published each.',
    input: Type.Object({ status: Type.Optional(Type.Enum(['open', 'published'], { description: 'only in this state' })) }, { additionalProperties: false }),
    output: Obj('releases, newest first', { total: Type.Integer({ description: 'how many in all' }), items: Type.Array(Open('a release: id, name, status, entry_count, prepared_by, published_at'), { description: 'up to 100' }) }),
    needs: 'read_drafts',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => {
      const r = await listReleasesOf(ctx.app.database, ctx.actor, { status: args.status, limit: 100, skip: 0 });
      return { total: r.total, items: r.rows.map(presentReleaseSummary) };
    },
  }),
  defineTool({
    name: 'validate_release',
    title: 'Check a release',
    description: 'Runs the publish of the release and rolls it back: valid true, or the error listing every failing entry (details.entries) or conflict (details.conflicts).',
    input: Id('release'),
    output: Obj('the check', { valid: Type.Boolean({ description: 'whether publish_release would succeed now' }), error: Type.Optional(Open('why not: code, message, fix, details')) }),
    needs: 'publish',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => validateRelease(ctx.app.database, ctx.actor, args.id),
  }),
  defineTool({
    name: 'publish_release',
    title: 'Publish a release',
    description: 'Publishes every entry of the release at once: readers see all of it or none, one activity record, one deploy-hook delivery. A conflict or a failing entry publishes nothing.',
    input: Id('release'),
    output: ReleaseOut,
    needs: 'publish',
    group: 'content',
    run: async (ctx, args) => {
      await write(ctx, (uow) => publishRelease(uow, args));
      return release(ctx, args.id);
    },
  }),
  defineTool({
    name: 'schedule_release',
    title: 'Schedule a release',
    description: 'Publishes the release once at `at`, as publish_release would; if it cannot be published then, nothing changes and the schedule becomes failed with the error.',
    input: Type.Object({ id: Type.String({ description: 'the release id' }), at: At }, { additionalProperties: false }),
    output: ScheduleOut,
    needs: 'publish',
    group: 'content',
    run: async (ctx, args) => oneSchedule(ctx, await write(ctx, (uow) => createSchedule(uow, { target_type: 'release', target_id: args.id, action: 'publish', at: args.at }))),
  }),
  defineTool({
    name: 'revert_release',
    title: 'Prepare the undo of a release',
    description: 'Prepares a new open release that restores what a published release replaced (versions that were live, drafts taken off the site again). Check it, then publish_release it.',
    input: Id('release'),
    output: ReleaseOut,
    needs: 'write',
    group: 'content',
    run: async (ctx, args) => release(ctx, (await write(ctx, (uow) => revertRelease(uow, args))).id),
  }),
  defineTool({
    name: 'delete_release',
    title: 'Delete an open release',
    description: 'Deletes an open release (its entries stay as they are) and cancels its pending scheduled publishes.',
    input: Id('release'),
    output: Obj('what was deleted', { deleted: Type.String({ description: 'the release id' }) }),
    needs: 'write',
    group: 'content',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => deleteRelease(uow, args));
      return { deleted: args.id };
    },
  }),
];
