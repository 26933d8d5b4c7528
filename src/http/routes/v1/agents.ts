import { Type } from '@fastify/type-provider-typebox';
import { createInvite } from '../../../app/agents/create-invite.ts';
import { revokeAgent } from '../../../app/agents/revoke-agent.ts';
import { revokeInvite } from '../../../app/agents/revoke-invite.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { listAgents } from '../../../app/agents/list-agents.ts';
import { listInvites } from '../../../app/agents/list-invites.ts';
import { INVITE_DEFAULT_TTL_HOURS, INVITE_MAX_TTL_HOURS } from '../../../domain/invites.ts';
import { joinUrl, presentAgent, presentInvite } from '../../../present/agent.ts';
import { actorOf } from '../../plugins/auth.ts';
import { emptyBodyIsObject } from '../../optional-body.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const ItemParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const AgentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Literal('agent'),
  space: Type.String(),
  can: Type.Array(Type.String()),
  via: Type.Union([Type.Literal('invite'), Type.Literal('oauth')]),
  oauth_client_id: Nullable(Type.String()),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
});

const InviteSchema = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  space: Type.String(),
  status: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('revoked')]),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  expires_at: Type.String(),
  used_at: Nullable(Type.String()),
  agent_id: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
});

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ sys: Type.Object({ type: Type.Literal('Array') }), total: Type.Integer(), items: Type.Array(item) });

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
        response: responses({ 201: Type.Object({ url: Type.String(), invite: InviteSchema }) }, [400, 401, 403, 422]),
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
      schema: { tags: ['Agents'], summary: 'List invites with their status (never their URLs)', params: SpaceParams, response: responses({ 200: list(InviteSchema) }, [401, 403]) },
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
      schema: { tags: ['Agents'], summary: 'List the active agents of the site', params: SpaceParams, response: responses({ 200: list(AgentSchema) }, [401, 403]) },
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
