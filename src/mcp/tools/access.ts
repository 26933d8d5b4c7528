import { Type } from '@fastify/type-provider-typebox';
import { createInvite } from '../../app/agents/create-invite.ts';
import { revokeAgent } from '../../app/agents/revoke-agent.ts';
import { createKey } from '../../app/keys/create-key.ts';
import { revokeKey } from '../../app/keys/revoke-key.ts';
import { listAgents } from '../../app/agents/list-agents.ts';
import { listKeys } from '../../app/keys/list-keys.ts';
import { INVITE_MAX_TTL_HOURS } from '../../domain/invites.ts';
import { joinUrl, presentAgent, presentInvite } from '../../present/agent.ts';
import { presentApiKey } from '../../present/api-key.ts';
import { defineTool, write } from '../tool.ts';

const Id = Type.Object({ id: Type.String() }, { additionalProperties: false });

/** Keys, invites and agents: only for keys holding `manage_keys` (management keys). */
export const accessTools = [
  defineTool({
    name: 'list_api_keys',
    title: 'List keys',
    description: 'Lists the active keys of the site with their kind, name and a hint of the token (never the token itself).',
    input: Type.Object({}, { additionalProperties: false }),
    needs: 'manage_keys',
    readOnly: true,
    run: async (ctx) => ({ items: (await listKeys(ctx.app.database.db, ctx.actor)).map(presentApiKey) }),
  }),
  defineTool({
    name: 'create_api_key',
    title: 'Create a delivery or preview key',
    description: 'Creates a key for a website or app: "delivery" reads published content, "preview" also reads drafts. The token is in the answer once and never again.',
    input: Type.Object(
      { name: Type.String({ minLength: 1, maxLength: 100, description: 'who or what uses it, e.g. "Website (production)"' }), kind: Type.Union([Type.Literal('delivery'), Type.Literal('preview')]) },
      { additionalProperties: false },
    ),
    needs: 'manage_keys',
    run: async (ctx, args) => {
      const { token, key } = await write(ctx, (uow) => createKey(uow, args));
      return { token, key: presentApiKey(key) };
    },
  }),
  defineTool({
    name: 'revoke_api_key',
    title: 'Revoke a key',
    description: 'Revokes a key by id; its next request is refused. A key cannot revoke itself.',
    input: Id,
    needs: 'manage_keys',
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => revokeKey(uow, args.id));
      return { revoked: args.id };
    },
  }),
  defineTool({
    name: 'create_invite',
    title: 'Invite an agent',
    description: `Creates a one-time invite for an AI agent. Hand the returned url to the agent: reading it explains the site, redeeming it gives the agent its own token. Expires after expires_in_hours (default 168 = 7 days, at most ${INVITE_MAX_TTL_HOURS}).`,
    input: Type.Object(
      {
        name: Type.Optional(Type.String({ description: 'the name the agent will carry in activity; omit to let the agent name itself' })),
        expires_in_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: INVITE_MAX_TTL_HOURS })),
      },
      { additionalProperties: false },
    ),
    needs: 'manage_keys',
    run: async (ctx, args) => {
      const { token, invite } = await write(ctx, (uow) => createInvite(uow, { name: args.name, expiresInHours: args.expires_in_hours }));
      return { url: joinUrl(ctx.app.config.baseUrl, token), invite: presentInvite(invite, invite.created_at) };
    },
  }),
  defineTool({
    name: 'list_agents',
    title: 'List agents',
    description: 'Lists the active agents of the site: how each joined (invite or OAuth), who let it in and when it last made a request.',
    input: Type.Object({}, { additionalProperties: false }),
    needs: 'manage_keys',
    readOnly: true,
    run: async (ctx) => ({ items: (await listAgents(ctx.app.database.db, ctx.actor)).map(presentAgent) }),
  }),
  defineTool({
    name: 'revoke_agent',
    title: 'Revoke an agent',
    description: 'Revokes an agent and every token it holds; its next request is refused.',
    input: Id,
    needs: 'manage_keys',
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => revokeAgent(uow, args.id));
      return { revoked: args.id };
    },
  }),
];
