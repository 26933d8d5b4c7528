import { Type } from '@fastify/type-provider-typebox';
import { createInvite } from '../../../app/agents/create-invite.ts';
import { revokeAgent } from '../../../app/agents/revoke-agent.ts';
import { revokeInvite } from '../../../app/agents/revoke-invite.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { listAgents } from '../../../app/agents/list-agents.ts';
import { listInvites } from '../../../app/agents/list-invites.ts';
import { INVITE_DEFAULT_TTL_HOURS, INVITE_MAX_TTL_HOURS } from '../../../domain/invites.ts';
import { AgentSchema, InviteSchema, joinUrl, presentAgent, presentInvite } from '../../../present/agent.ts';
import { ListSys, Str, Total } from '../../../present/schema-values.ts';
import { actorOf } from '../../plugins/auth.ts';
import { emptyBodyIsObject } from '../../optional-body.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const ItemParams = Type.Object({ space_id: Type.String(), id: Type.String() });

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T, description: string) => Type.Object({ sys: ListSys, total: Total, items: Type.Array(item, { description }) });

/** Owner-facing management of agents and invites (permission `manage_keys`, like keys). */
export default async function agentRoutes(app: App): Promise<void> {
  app.post(
    '/api/v1/spaces/:space_id/invites',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'manage_keys' },
      schema: {
        tags: ['Agents'],
        summary: 'Invite an agent: returns the join URL (shown once) to hand to the agent',
        params: SpaceParams,
        body: Type.Object(
            {
              name: Type.Optional(Nullable(Type.String({ description: 'name the agent will carry in activity; without it the agent names itself on redeem', examples: ['Blog writer'] }))),
              expires_in_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: INVITE_MAX_TTL_HOURS, description: `default ${INVITE_DEFAULT_TTL_HOURS} (7 days)`, examples: [24] })),
            },
            { additionalProperties: false },
          ),
        response: responses({ 201: Type.Object({ url: Str('the invite link to give the agent: it redeems it once for its own key; shown only now', 'https://cms.example.com/join/inv_Qm4x8Zk2Lp7Rt3'), invite: { ...InviteSchema, description: 'the new invite' } }) }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { token, invite } = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) =>
        createInvite(uow, { name: body.name, expiresInHours: body.expires_in_hours }),
      );
      return reply.code(201).send({ url: joinUrl(app.ctx.config.baseUrl, token), invite: presentInvite(invite, invite.created_at) });
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/invites',
    {
      config: { auth: 'manage_keys' },
      schema: { tags: ['Agents'], summary: 'List invites with their status (never their URLs)', params: SpaceParams, response: responses({ 200: list(InviteSchema, 'the invites, newest first') }, [401, 403]) },
    },
    async (request) => {
      const now = new Date().toISOString();
      const rows = await listInvites(app.ctx.database.db, actorOf(request));
      return { sys: { type: 'Array' as const }, total: rows.length, items: rows.map((r) => presentInvite(r, now)) };
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/invites/:id',
    {
      config: { auth: 'manage_keys' },
      schema: { tags: ['Agents'], summary: 'Withdraw an invite that has not been redeemed', params: ItemParams, response: responses({ 204: Type.Null() }, [401, 403, 404, 422]) },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => revokeInvite(uow, request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/agents',
    {
      config: { auth: 'manage_keys' },
      schema: { tags: ['Agents'], summary: 'List the active agents of the site', params: SpaceParams, response: responses({ 200: list(AgentSchema, 'the active agents') }, [401, 403]) },
    },
    async (request) => {
      const rows = await listAgents(app.ctx.database.db, actorOf(request));
      return { sys: { type: 'Array' as const }, total: rows.length, items: rows.map(presentAgent) };
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/agents/:id',
    {
      config: { auth: 'manage_keys' },
      schema: { tags: ['Agents'], summary: 'Revoke an agent and all its tokens; its next request is refused', params: ItemParams, response: responses({ 204: Type.Null() }, [401, 403, 404]) },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => revokeAgent(uow, request.params.id));
      return reply.code(204).send();
    },
  );
}
