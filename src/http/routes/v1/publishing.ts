import { Type } from '@fastify/type-provider-typebox';
import { createRelease } from '../../../app/releases/create-release.ts';
import { deleteRelease } from '../../../app/releases/delete-release.ts';
import { publishRelease } from '../../../app/releases/publish-release.ts';
import { getRelease, listReleasesOf } from '../../../app/releases/read-releases.ts';
import { revertRelease } from '../../../app/releases/revert-release.ts';
import { updateRelease } from '../../../app/releases/update-release.ts';
import { validateRelease } from '../../../app/releases/validate-release.ts';
import { cancelSchedule } from '../../../app/schedules/cancel-schedule.ts';
import { createSchedule } from '../../../app/schedules/create-schedule.ts';
import { describeTargets } from '../../../app/schedules/describe-targets.ts';
import { listSchedulesOf } from '../../../app/schedules/list-schedules.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import type { Actor } from '../../../domain/actor.ts';
import type { ScheduleRow } from '../../../db/repos/schedules.ts';
import { presentRelease, presentReleaseSummary } from '../../../present/release.ts';
import { presentSchedule } from '../../../present/schedule.ts';
import { actorOf } from '../../plugins/auth.ts';
import { emptyBodyIsObject } from '../../optional-body.ts';
import { PageQuery, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import * as S from './publishing-schemas.ts';

const SpaceOnly = Type.Object({ space_id: Type.String() });
const WithId = Type.Object({ space_id: Type.String(), id: Type.String() });
const TAGS = ['Publishing'];

/** Scheduled actions and releases (docs/publishing.md): thin adapters over app/schedules and app/releases. */
export default async function publishingRoutes(app: App): Promise<void> {
  const { database } = app.ctx;
  const presentOne = async (actor: Actor, row: ScheduleRow) => presentSchedule(row, await describeTargets(database.db, actor.spaceId, [row]));
  const releaseOf = async (actor: Actor, id: string) => presentRelease(await getRelease(database, actor, id));

  app.post(
    '/api/v1/spaces/:space_id/entries/:id/schedule',
    {
      config: { auth: 'publish' },
      schema: {
        tags: TAGS,
        operationId: 'scheduleEntryAction',
        summary: 'Schedule a publish, unpublish or archive of an entry at a time',
        description:
          'A worker runs it once at `at` (within about a second), as the key or person who scheduled it, with the same rules as the action itself. ' +
          'If it cannot happen then (a required field is empty, the key was revoked), nothing changes: the schedule becomes `failed` with `error`, and hooks listening to `schedule.failed` are called.',
        params: WithId,
        body: S.ScheduleBody,
        response: responses({ 201: S.ScheduleSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await runUnitOfWork(database, actor, (uow) => createSchedule(uow, { target_type: 'entry', target_id: request.params.id, ...request.body }));
      return reply.code(201).send(await presentOne(actor, row));
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/entries/:id/schedules',
    {
      config: { auth: 'read_drafts' },
      schema: { tags: TAGS, operationId: 'listEntrySchedules', summary: 'Scheduled actions of one entry, in the order they fall due', params: WithId, querystring: S.EntryScheduleListQuery, response: responses({ 200: S.ScheduleList }, [400, 401, 403, 404]) },
    },
    async (request) => {
      const r = await listSchedulesOf(database, actorOf(request), { entry_id: request.params.id, ...request.query });
      return { sys: { type: 'Array' as const }, total: r.total, skip: request.query.skip, limit: request.query.limit, items: r.rows.map((row) => presentSchedule(row, r.targets)) };
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/schedules',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: TAGS,
        operationId: 'listSchedules',
        summary: 'Scheduled actions of the space (a calendar), in the order they fall due',
        description: 'Filter by `status` and by a time window `from` (inclusive) to `to` (exclusive), e.g. a month: `from=2030-03-01&to=2030-04-01`.',
        params: SpaceOnly,
        querystring: S.ScheduleListQuery,
        response: responses({ 200: S.ScheduleList }, [400, 401, 403]),
      },
    },
    async (request) => {
      const r = await listSchedulesOf(database, actorOf(request), request.query);
      return { sys: { type: 'Array' as const }, total: r.total, skip: request.query.skip, limit: request.query.limit, items: r.rows.map((row) => presentSchedule(row, r.targets)) };
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/schedules/:id',
    {
      config: { auth: 'publish' },
      schema: { tags: TAGS, operationId: 'cancelSchedule', summary: 'Cancel a pending scheduled action (answers it, now cancelled)', params: WithId, response: responses({ 200: S.ScheduleSchema }, [401, 403, 404, 422]) },
    },
    async (request) => {
      const actor = actorOf(request);
      return presentOne(actor, await runUnitOfWork(database, actor, (uow) => cancelSchedule(uow, { id: request.params.id })));
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/releases',
    {
      config: { auth: 'write' },
      schema: {
        tags: TAGS,
        operationId: 'createRelease',
        summary: 'Prepare a release: a named set of entries, each with its action, published together later',
        description:
          'Each entry gets `action` (publish by default; unpublish, archive, unarchive) and, for a publish, optionally the `version` to publish (left out: the latest at release time). ' +
          'Preparing needs `write`; publishing needs `publish`, so an agent can prepare a release for a person to publish. At most 100 entries.',
        params: SpaceOnly,
        body: S.CreateReleaseBody,
        response: responses({ 201: S.ReleaseSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await runUnitOfWork(database, actor, (uow) => createRelease(uow, request.body));
      return reply.code(201).send(await releaseOf(actor, row.id));
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/releases',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: TAGS,
        operationId: 'listReleases',
        summary: 'Releases of the space, newest first',
        params: SpaceOnly,
        querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('published')])), ...PageQuery(100, 100) }, { additionalProperties: false }),
        response: responses({ 200: S.ReleaseList }, [400, 401, 403]),
      },
    },
    async (request) => {
      const r = await listReleasesOf(database, actorOf(request), request.query);
      return { sys: { type: 'Array' as const }, total: r.total, skip: request.query.skip, limit: request.query.limit, items: r.rows.map(presentReleaseSummary) };
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/releases/:id',
    {
      config: { auth: 'read_drafts' },
      schema: { tags: TAGS, operationId: 'getRelease', summary: 'A release with its entries, conflicts and pending schedules', params: WithId, response: responses({ 200: S.ReleaseSchema }, [401, 403, 404]) },
    },
    async (request) => releaseOf(actorOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/spaces/:space_id/releases/:id',
    {
      config: { auth: 'write' },
      schema: { tags: TAGS, operationId: 'updateRelease', summary: 'Rename an open release, add entries to it or take them out', params: WithId, body: S.UpdateReleaseBody, response: responses({ 200: S.ReleaseSchema }, [400, 401, 403, 404, 422]) },
    },
    async (request) => {
      const actor = actorOf(request);
      await runUnitOfWork(database, actor, (uow) => updateRelease(uow, { id: request.params.id, ...request.body }));
      return releaseOf(actor, request.params.id);
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/releases/:id',
    {
      config: { auth: 'write' },
      schema: { tags: TAGS, operationId: 'deleteRelease', summary: 'Delete an open release (its entries stay as they are; its pending schedules are cancelled)', params: WithId, response: responses({ 204: Type.Null() }, [401, 403, 404, 422]) },
    },
    async (request, reply) => {
      await runUnitOfWork(database, actorOf(request), (uow) => deleteRelease(uow, { id: request.params.id }));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/releases/:id/validate',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'publish' },
      schema: {
        tags: TAGS,
        operationId: 'validateRelease',
        summary: 'Check that a release would publish: the publish itself, rolled back',
        description: 'The same rules as publishing (links between entries of the release count as published); every failing entry is listed in `error.details.entries`, conflicts in `error.details.conflicts`.',
        params: WithId,
        response: responses({ 200: S.ReleaseCheckSchema }, [401, 403, 404]),
      },
    },
    async (request) => validateRelease(database, actorOf(request), request.params.id),
  );

  app.post(
    '/api/v1/spaces/:space_id/releases/:id/publish',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'publish' },
      schema: {
        tags: TAGS,
        operationId: 'publishRelease',
        summary: 'Publish a release: every entry at once, in one transaction',
        description:
          'Readers see none of it or all of it. One activity record (`release.published`); the entries’ deploy-hook events go out in one coalesced delivery per hook. ' +
          'A conflict gives 409 `version_conflict` (`details.conflicts`); entries failing the publish rules give 422 `validation_failed` (`details.entries`); either way nothing changes.',
        params: WithId,
        response: responses({ 200: S.ReleaseSchema }, [401, 403, 404, 409, 422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await runUnitOfWork(database, actor, (uow) => publishRelease(uow, { id: request.params.id }));
      return releaseOf(actor, request.params.id);
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/releases/:id/schedule',
    {
      config: { auth: 'publish' },
      schema: {
        tags: TAGS,
        operationId: 'scheduleRelease',
        summary: 'Schedule the publish of a release at a time',
        description: 'Like POST …/releases/{id}/publish at `at`, run once by a worker; a release that cannot be published then is left as it is and the schedule becomes `failed` with the error.',
        params: WithId,
        body: S.ReleaseScheduleBody,
        response: responses({ 201: S.ScheduleSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await runUnitOfWork(database, actor, (uow) => createSchedule(uow, { target_type: 'release', target_id: request.params.id, action: 'publish', at: request.body.at }));
      return reply.code(201).send(await presentOne(actor, row));
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/releases/:id/revert',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'write' },
      schema: {
        tags: TAGS,
        operationId: 'revertRelease',
        summary: 'Prepare the release that undoes a published one',
        description: 'A new open release restoring each entry to what it was before (the version it had live, or off the live site, or archived). Preview, validate and publish it like any release.',
        params: WithId,
        response: responses({ 201: S.ReleaseSchema }, [401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await runUnitOfWork(database, actor, (uow) => revertRelease(uow, { id: request.params.id }));
      return reply.code(201).send(await releaseOf(actor, row.id));
    },
  );
}
