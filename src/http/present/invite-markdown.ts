import type { InviteRow } from '../../db/repos/agents.ts';
import type { SpaceRow } from '../../db/repos/spaces.ts';
import { describeGrant, type GrantRights } from '../../domain/grants.ts';

/**
 * What an agent reads at `GET /join/{token}`: enough to redeem and start working without a
 * human. What it may do is `rights` (the agent kind within whoever made the invite), in the
 * permission table's words.
 */
export function inviteMarkdown(args: { baseUrl: string; token: string; invite: InviteRow; space: SpaceRow; rights: GrantRights }): string {
  const { baseUrl, token, invite, space, rights } = args;
  const api = `${baseUrl}/api/v1/spaces/${space.id}`;
  const { may, mayNot } = describeGrant(rights.can);
  const types = rights.writableContentTypes ? `\n\nYou may write entries of these content types only: ${[...rights.writableContentTypes].map((t) => `\`${t}\``).join(', ') || 'none'}.` : '';
  const name = invite.agent_name
    ? `You will appear as **${invite.agent_name}** in the site's activity and entry history.`
    : 'You may name yourself: send `{"name": "..."}` when redeeming (for example your product and purpose). Without a name you appear as "Invited agent".';
  return `# You are invited to work on "${space.name}"

${space.name} (space \`${space.id}\`) is a site whose content lives in Tessera, a headless CMS:
content types describe the content, entries hold it, assets are files, locales are languages.
Everything you write starts as a draft; publishing is a separate step, and every change is
recorded in the site's activity under your name.${space.production_url ? `\nThe live site is ${space.production_url}.` : ''}

Invited by ${invite.created_by ?? 'the site owner'}. This invite works once and expires at ${invite.expires_at}.

## What you may do

With the agent token you get here you can:

${may.map((w) => `- ${w}`).join('\n')}${types}

You cannot:

${mayNot.map((w) => `- ${w}`).join('\n')}

## Redeem the invite

${name}

\`\`\`
POST ${baseUrl}/join/${token}/redeem
Content-Type: application/json

{}
\`\`\`

The answer (201) is \`{token, agent, space, next}\`. \`token\` starts with \`svc_agt_\` and is
shown **once**: store it safely. Send it as \`Authorization: Bearer <token>\` on every call.

## Next steps

1. \`GET ${baseUrl}/api/v1\` with the token: confirms who you are and what you can do.
2. \`GET ${api}/llms.txt\`: the site's content model, languages and endpoints on one page.
3. Read entries with \`GET ${api}/entries\`; write with \`POST ${api}/entries\`, then publish.
4. Prefer MCP? Connect to \`${baseUrl}/mcp\` (Streamable HTTP) with the same bearer token.

## Reference

- API reference: ${baseUrl}/docs
- OpenAPI document: ${baseUrl}/api/v1/openapi.json
- Errors and their fixes: ${baseUrl}/docs/errors
- Content model of this site: ${api}/llms.txt (needs the token)
- MCP endpoint: ${baseUrl}/mcp
`;
}

export function redeemNextSteps(baseUrl: string, spaceId: string): string[] {
  const api = `${baseUrl}/api/v1/spaces/${spaceId}`;
  return [
    `Store the token now: it is shown once. Send it as "Authorization: Bearer <token>".`,
    `GET ${baseUrl}/api/v1 to see who you are and what you can do.`,
    `GET ${api}/llms.txt for the content model, languages and endpoints of this site.`,
    `GET ${api}/content_types and GET ${api}/entries to see what exists; write with POST ${api}/entries, then POST ${api}/entries/{id}/publish.`,
    `MCP clients: connect to ${baseUrl}/mcp with the same bearer token.`,
    `API reference: ${baseUrl}/docs (OpenAPI: ${baseUrl}/api/v1/openapi.json).`,
  ];
}
