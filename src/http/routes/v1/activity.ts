import { Type } from '@fastify/type-provider-typebox';
import { listActivity } from '../../../app/activity/list-activity.ts';
import { presentActivity } from '../../../present/activity.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, QueryInteger, responses, SpaceParams } from '../../schemas.ts';
import { ACTOR_TYPES, StringEnum } from '../../../present/schema-enums.ts';
import { Limit, ListSys, Str, Time } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

/** Actions are `resource.verb` (entry.published, webhook.delivery_retried). */
const ACTION_PATTERN = '^[a-z0-9_]+(\\.[a-z0-9_]+)+$';

const ActivitySchema = Type.Object({
  id: Type.String({ description: 'increasing within the service; pass the last one as `before` for older records', examples: ['1042'] }),
  action: Type.String({ pattern: ACTION_PATTERN, description: 'resource.verb, e.g. entry.published, member.updated', examples: ['entry.published'] }),
  actor: Type.Object(
  {
    type: StringEnum(ACTOR_TYPES, { description: 'key, agent, user (a person in the dashboard) or system' }),
    id: Nullable(Str('the key, agent or person id; null for the system', 'k_7Hq2mX9c')),
    name: Type.String({ description: 'the key\'s or agent\'s name, or the person\'s email', examples: ['Website'] }),
  },
  { description: 'who did it' },
  ),
  resource: Type.Object(
    { type: Type.String({ pattern: '^[a-z0-9_]+$', description: 'entry, asset, content_type, member, …', examples: ['entry'] }), id: Nullable(Str('its id, or null', '4BqrajvA8E6qwgkieoqmqO')) },
    { description: 'what it was done to' },
  ),
  details: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'what the operation noted (e.g. the version, the changed fields)', examples: [{ version: 4 }] })),
  created_at: Time('when it happened'),
});

/** The activity feed of a space (docs/activity.md). */
export default async function activityRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/activity',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Activity'],
        summary: 'What was changed, by whom and when, newest first; filter by resource (an entry\'s history) or action',
        params: SpaceParams,
        querystring: Type.Object(
          {
            limit: QueryInteger({ minimum: 1, maximum: 100, default: 25, description: 'records per page' }),
            before: Type.Optional(QueryInteger({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'only records older than this id: the `next` of the page before' })),
            resource_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'e.g. entry, asset, content_type' })),
            resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'one resource, e.g. an entry id' })),
            action: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: ACTION_PATTERN, description: 'e.g. entry.published', examples: ['entry.published'] })),
          },
          { additionalProperties: false },
        ),
        response: responses(
          {
            200: Type.Object({
              sys: ListSys,
              limit: Limit,
              next: Nullable(Str('the `before` of the next, older page; null on the last page', '1001')),
              items: Type.Array(ActivitySchema, { description: 'the records, newest first' }),
            }),
          },
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listActivity(app.ctx.database.db, actorOf(request), { resourceType: q.resource_type, resourceId: q.resource_id, action: q.action, before: q.before }, q.limit);
      return { sys: { type: 'Array' as const }, limit: q.limit, next: page.next === null ? null : String(page.next), items: page.items.map(presentActivity) };
    },
  );
}
