import { Type } from '@fastify/type-provider-typebox';
import { createInvite } from '../../app/agents/create-invite.ts';
import { revokeAgent } from '../../app/agents/revoke-agent.ts';
import { createKey } from '../../app/keys/create-key.ts';
import { listKeys } from '../../app/keys/list-keys.ts';
import { revokeKey } from '../../app/keys/revoke-key.ts';
import { listAgents } from '../../app/agents/list-agents.ts';
import { INVITE_MAX_TTL_HOURS } from '../../domain/invites.ts';
import { joinUrl, presentAgent, presentInvite } from '../../present/agent.ts';
import { presentApiKey } from '../../present/api-key.ts';
import { READ_KEY_KINDS } from '../../domain/permissions.ts';
import { AgentOut, ApiKeyOut, Obj } from '../outputs.ts';
import { defineTool, write } from '../tool.ts';

const KeyId = Type.Object({ id: Type.String({ description: 'the key id (from list_api_keys)' }) }, { additionalProperties: false });
const AgentId = Type.Object({ id: Type.String({ description: 'the agent id (from list_agents)' }) }, { additionalProperties: false });
const Revoked = Obj('what was revoked', { revoked: Type.String({ description: 'its id' }) });

/**
 * Keys, invites and agents. Delivery and preview keys: `create_read_keys` (management keys and
 * agents, which see only the keys they made); invites and agents: `manage_keys` (management keys).
 */
export const accessTools = [
  defineTool({
    name: 'list_api_keys',
    title: 'List keys',
    description: 'Lists the active keys of the site with their kind, name and a hint of the token (never the token itself). An agent sees the delivery and preview keys it made.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the keys', { items: Type.Array(ApiKeyOut, { description: 'active keys' }) }),
    needs: 'create_read_keys',
    group: 'admin',
    readOnly: true,
    run: async (ctx) => ({ items: (await listKeys(ctx.app.database.db, ctx.actor)).map(presentApiKey) }),
  }),
  defineTool({
    name: 'create_api_key',
    title: 'Create a delivery or preview key',
    description: 'Creates a read-only key for a website or app: "delivery" reads published content, "preview" also reads drafts. Put it in the front end (Authorization: Bearer <token>); never put an agent token or management key there. The token is in the answer once and never again.',
    input: Type.Object(
      { name: Type.String({ minLength: 1, maxLength: 100, description: 'who or what uses it, e.g. "Website (production)"' }), kind: Type.Enum([...READ_KEY_KINDS], { description: 'delivery: published content only; preview: drafts too' }) },
      { additionalProperties: false },
    ),
    output: Obj('the new key', { token: Type.String({ description: 'the token, shown this once' }), key: ApiKeyOut }),
    needs: 'create_read_keys',
    group: 'admin',
    run: async (ctx, args) => {
      const { token, key } = await write(ctx, (uow) => createKey(uow, args));
      return { token, key: presentApiKey(key) };
    },
  }),
  defineTool({
    name: 'revoke_api_key',
    title: 'Revoke a key',
    description: 'Revokes a key by id (from list_api_keys); its next request is refused. A key cannot revoke itself; an agent revokes only the keys it made.',
    input: KeyId,
    output: Revoked,
    needs: 'create_read_keys',
    group: 'admin',
    idempotentHint: true,
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
        expires_in_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: INVITE_MAX_TTL_HOURS, description: 'hours until the invite expires; default 168' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('the invite', {
      url: Type.String({ description: 'hand this to the agent; it works once' }),
      invite: Obj('the invite', { id: Type.String({ description: 'its id' }), status: Type.String({ description: 'pending, used, expired or revoked' }), expires_at: Type.String({ description: 'when it expires' }) }),
    }),
    needs: 'manage_keys',
    group: 'admin',
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
    output: Obj('the agents', { items: Type.Array(AgentOut, { description: 'active agents' }) }),
    needs: 'manage_keys',
    group: 'admin',
    readOnly: true,
    run: async (ctx) => ({ items: (await listAgents(ctx.app.database.db, ctx.actor)).map(presentAgent) }),
  }),
  defineTool({
    name: 'revoke_agent',
    title: 'Revoke an agent',
    description: 'Revokes an agent and every token it holds; its next request is refused.',
    input: AgentId,
    output: Revoked,
    needs: 'manage_keys',
    group: 'admin',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => revokeAgent(uow, args.id));
      return { revoked: args.id };
    },
  }),
];
