import { Type } from '@fastify/type-provider-typebox';
import { readSearchQueries } from '../../app/search/read-search-queries.ts';
import { SEARCH_ENGINES } from '../../domain/search/engines.ts';
import { BREAKDOWNS, REPORT_DAYS, REPORT_TOP } from '../../domain/search/report.ts';
import { SearchQueriesSchema } from '../../present/search-queries.ts';
import { defineTool } from '../tool.ts';

/** Reports (SPEC "Search queries"), for keys that read drafts. */
export const reportTools = [
  defineTool({
    name: 'get_search_queries',
    title: 'Search queries',
    description:
      `What people searched for before finding the site: the top ${REPORT_TOP} queries and pages from the connected search engines (${SEARCH_ENGINES.join(', ')}), most clicks first, ` +
      `with clicks, impressions, ctr (0 to 1) and average position (1 is the top), and totals per engine, over the last \`days\` days (${REPORT_DAYS.min} to ${REPORT_DAYS.max}, default ${REPORT_DAYS.default}). ` +
      '`coverage.partial`: an engine_b week partly in the window, counted whole. `connections`: sync state. Empty until an owner connects the engines.',
    input: Type.Object(
      {
        engine: Type.Optional(Type.Enum([...SEARCH_ENGINES], { description: 'one engine; both when left out' })),
        days: Type.Optional(Type.Integer({ minimum: REPORT_DAYS.min, maximum: REPORT_DAYS.max, description: `default ${REPORT_DAYS.default}` })),
        from: Type.Optional(Type.String({ format: 'date', description: 'instead of days: first day, up to 16 months back' })),
        to: Type.Optional(Type.String({ format: 'date', description: 'last day with from; default today' })),
        breakdown: Type.Optional(Type.Enum([...BREAKDOWNS], { description: 'trend: by day' })),
      },
      { additionalProperties: false },
    ),
    output: SearchQueriesSchema,
    needs: 'read_drafts',
    group: 'reports',
    readOnly: true,
    run: async (ctx, args) => readSearchQueries(ctx.app.database.db, ctx.actor, args),
  }),
];
