import { Type } from '@fastify/type-provider-typebox';
import { listActivity } from '../../app/activity/list-activity.ts';
import { presentActivity } from '../../present/activity.ts';
import { Obj } from '../outputs.ts';
import { defineTool } from '../tool.ts';

const ActivityOut = Obj('a page of the activity feed, newest first', {
  limit: Type.Integer({ description: 'the page size' }),
  next: Type.Union([Type.String(), Type.Null()], { description: 'pass as `before` for older records; null on the last page' }),
  items: Type.Array(
    Obj('one change', {
      id: Type.String({ description: 'the record id' }),
      action: Type.String({ description: 'what happened, e.g. entry.published' }),
      actor: Obj('who did it', { type: Type.String({ description: 'key, agent, user or system' }), name: Type.String({ description: 'the name of the key, agent or person' }) }),
      resource: Obj('what it touched', { type: Type.String({ description: 'entry, asset, content_type, …' }) }),
      created_at: Type.String({ description: 'when (ISO 8601)' }),
    }),
    { description: 'the records of this page' },
  ),
});

/** The activity feed (docs/activity.md), the same operation and records as GET …/activity. */
export const activityTools = [
  defineTool({
    name: 'list_activity',
    title: 'Activity',
    description:
      'What was changed in the site, by whom (key, agent or person) and when, newest first: `action` (e.g. entry.published), `actor`, `resource`, `details`. ' +
      'Narrow it to one entry\'s history with resource_type "entry" and resource_id, or to one action. Pass `next` from the answer as `before` for older records.',
    input: Type.Object(
      {
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 25' })),
        before: Type.Optional(Type.Integer({ minimum: 1, description: 'the `next` of the previous answer' })),
        resource_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'entry, asset, content_type, member, …' })),
        resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'only records about this resource (with resource_type), e.g. an entry id for its history' })),
        action: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'only records of this action, e.g. entry.published' })),
      },
      { additionalProperties: false },
    ),
    output: ActivityOut,
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx, args) => {
      const limit = args.limit ?? 25;
      const page = await listActivity(ctx.app.database.db, ctx.actor, { resourceType: args.resource_type, resourceId: args.resource_id, action: args.action, before: args.before }, limit);
      return { limit, next: page.next === null ? null : String(page.next), items: page.items.map(presentActivity) };
    },
  }),
];
