import { Type } from '@fastify/type-provider-typebox';
import { addMember } from '../../../app/members/add-member.ts';
import { listMembers } from '../../../app/members/list-members.ts';
import { removeMember } from '../../../app/members/remove-member.ts';
import { updateMember } from '../../../app/members/update-member.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { presentMember } from '../../../present/member.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import { ListSys, Str, Strings, Time, Total } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

const Role = Type.Union([Type.Literal('owner'), Type.Literal('editor')], { description: 'owner: everything a management key may; editor: read drafts, write and publish' });
const WriteTypes = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  maxItems: 200,
  description: 'editors only: the content types (api_id) they may write; empty for every type',
  examples: [['post', 'page']],
});
const MemberSchema = Type.Object({
  id: Type.String({ description: 'the id of the person\'s login', examples: ['u_4Kd8Pq'] }),
  email: Str('their email address', 'ada@example.com'),
  role: Role,
  can: Type.Array(Type.String(), { description: 'the permissions the role holds', examples: [['read', 'read_drafts', 'write', 'publish']] }),
  write_types: Strings('editors only: the content types they may write; empty for every type', ['post', 'page']),
  created_at: Time('when they joined the space'),
});
const MemberParams = Type.Object({ space_id: Type.String(), user_id: Type.String({ maxLength: 64 }) });

/** The people of a space (docs/people.md): permission `manage_people`, held by management keys and owners. */
export default async function memberRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/members',
    {
      config: { auth: 'manage_people' },
      schema: {
        tags: ['People'],
        summary: 'List the people of the space with their role and per-type write limits',
        params: SpaceParams,
        response: responses({ 200: Type.Object({ sys: ListSys, total: Total, items: Type.Array(MemberSchema, { description: 'the people of the space' }) }) }, [401, 403]),
      },
    },
    async (request) => {
      const rows = await listMembers(app.ctx.database.db, actorOf(request));
      return { sys: { type: 'Array' as const }, total: rows.length, items: rows.map(presentMember) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/members',
    {
      config: { auth: 'manage_people' },
      schema: {
        tags: ['People'],
        summary: 'Add an existing login to the space by email (logins are made with `tessera user create`)',
        params: SpaceParams,
        body: Type.Object(
          { email: Type.String({ minLength: 3, maxLength: 254, description: 'the person\'s email; they sign in with it', examples: ['ada@example.com'] }), role: Role, write_types: Type.Optional(WriteTypes) },
          { additionalProperties: false, examples: [{ email: 'ada@example.com', role: 'editor', write_types: ['post', 'page'] }] },
        ),
        response: responses({ 201: MemberSchema }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const member = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => addMember(uow, request.body));
      return reply.code(201).send(presentMember(member));
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id/members/:user_id',
    {
      config: { auth: 'manage_people' },
      schema: {
        tags: ['People'],
        summary: 'Change a person\'s role or the content types they may write; the last owner cannot become an editor',
        params: MemberParams,
        body: Type.Object({ role: Type.Optional(Role), write_types: Type.Optional(WriteTypes) }, { additionalProperties: false, minProperties: 1, examples: [{ role: 'editor', write_types: ['post'] }] }),
        response: responses({ 200: MemberSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const member = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => updateMember(uow, request.params.user_id, request.body));
      return presentMember(member);
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/members/:user_id',
    {
      config: { auth: 'manage_people' },
      schema: {
        tags: ['People'],
        summary: 'Remove a person from the space (their login stays); the last owner cannot be removed',
        params: MemberParams,
        response: responses({ 204: Type.Null() }, [401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => removeMember(uow, request.params.user_id));
      return reply.code(204).send();
    },
  );
}
