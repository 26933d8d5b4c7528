import { Type } from '@fastify/type-provider-typebox';
import { readSearchQueries } from '../../../app/search/read-search-queries.ts';
import { SEARCH_ENGINES } from '../../../domain/search/engines.ts';
import { BREAKDOWNS, REPORT_DAYS, REPORT_TOP } from '../../../domain/search/report.ts';
import { SearchQueriesSchema } from '../../../present/search-queries.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

export default async function searchQueryRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/search_queries',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Reports'],
        operationId: 'getSearchQueries',
        summary: 'Top search queries and pages from the connected search engines, with totals per engine',
        description: `Sums of what the engines reported per day over the last \`days\` days (today included; \`since\` is the first). Empty until an owner connects the engines in the dashboard (Settings, Integrations); there is no API to connect them. Classic search data only. Top ${REPORT_TOP} queries and ${REPORT_TOP} pages, most clicks first. Extensions: \`from\`/\`to\` for any window of the 16 months kept; \`breakdown\`; \`coverage\` says what each engine's figures cover (engine_b reports queries and pages by week, so a week that only partly overlaps the window is counted whole and marked \`partial\`).`,
        params: SpaceParams,
        // Out of range or unknown: 400 invalid_parameter (the operation checks the same for MCP).
        querystring: Type.Object({
          engine: Type.Optional(Type.Enum([...SEARCH_ENGINES], { description: 'one engine; both when omitted' })),
          days: Type.Optional(Type.Integer({ minimum: REPORT_DAYS.min, maximum: REPORT_DAYS.max, description: `days counted back from today, today included; default ${REPORT_DAYS.default}` })),
          from: Type.Optional(Type.String({ format: 'date', description: 'extension: first day of the window, instead of `days`; reaches back 16 months' })),
          to: Type.Optional(Type.String({ format: 'date', description: 'extension: last day of the window (default today); with `from`' })),
          breakdown: Type.Optional(Type.Enum([...BREAKDOWNS], { description: 'extension: also break the window down by country, device, search appearance, query × page, or day (trend)' })),
        }),
        response: responses({ 200: SearchQueriesSchema }, [400, 401, 403]),
      },
    },
    async (request) => readSearchQueries(app.ctx.database.db, actorOf(request), request.query),
  );
}
