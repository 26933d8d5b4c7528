import { Type } from '@fastify/type-provider-typebox';
import { readUsableInvite } from '../../app/agents/read-invite.ts';
import { redeemInvite } from '../../app/agents/redeem-invite.ts';
import { inviteMarkdown, redeemNextSteps } from '../present/invite-markdown.ts';
import { AgentSchema, presentAgent } from '../../present/agent.ts';
import { Str, Strings } from '../../present/schema-values.ts';
import { emptyBodyIsObject } from '../optional-body.ts';
import { responses } from '../schemas.ts';
import type { App } from '../types.ts';
import { PERMISSIONS } from '../../domain/permissions.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** SPEC "Invites": no key needed; the token in the path is the credential. */
export default async function joinRoutes(app: App): Promise<void> {
  app.get(
    '/join/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Agents'],
        summary: 'Read an invite: markdown for the agent on what this site is and how to redeem',
        security: [],
        params: TokenParams,
        response: responses({ 200: Type.String({ description: 'text/markdown' }) }, [404, 410]),
      },
    },
    async (request, reply) => {
      const { invite, space, rights } = await readUsableInvite(app.ctx.database.db, request.params.token, new Date().toISOString());
      return reply
        .type('text/markdown; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(inviteMarkdown({ baseUrl: app.ctx.config.baseUrl, token: request.params.token, invite, space, rights }));
    },
  );

  app.post(
    '/join/:token/redeem',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'public' },
      schema: {
        tags: ['Agents'],
        summary: 'Redeem an invite once: returns the agent token (shown once)',
        security: [],
        params: TokenParams,
        body: Type.Object({ name: Type.Optional(Type.String({ description: 'your name, when the invite does not set one', examples: ['Claude (blog)'] })) }, { additionalProperties: false }),
        response: responses(
          { 201: Type.Object({ token: Str('the agent key (svc_agt_…): send it as Authorization: Bearer; shown only now', 'svc_agt_7c1f0e9a2b…'), agent: { ...AgentSchema, description: 'the new agent' }, space: Str('the space it works in', 'blog'), next: Strings('what to do next, in order', ['GET /api/v1 to see what your key can do']) }) },
          [400, 404, 410, 422],
        ),
      },
    },
    async (request, reply) => {
      const r = await redeemInvite(app.ctx.database, request.params.token, { name: request.body.name });
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ token: r.token, agent: presentAgent({ ...r.agent, can: PERMISSIONS.filter((p) => r.rights.can.has(p)) }), space: r.space.id, next: redeemNextSteps(app.ctx.config.baseUrl, r.space.id) });
    },
  );
}
