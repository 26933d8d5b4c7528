import { Type } from '@fastify/type-provider-typebox';
import { listActivity } from '../../app/activity/list-activity.ts';
import { presentActivity } from '../../present/activity.ts';
import { defineTool } from '../tool.ts';

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
        resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      },
      { additionalProperties: false },
    ),
    needs: 'read_drafts',
    readOnly: true,
    run: async (ctx, args) => {
      const limit = args.limit ?? 25;
      const page = await listActivity(ctx.app.database.db, ctx.actor, { resourceType: args.resource_type, resourceId: args.resource_id, action: args.action, before: args.before }, limit);
      return { limit, next: page.next === null ? null : String(page.next), items: page.items.map(presentActivity) };
    },
  }),
];
