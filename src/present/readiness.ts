import type { ReadinessCheckRow } from '../db/repos/readiness.ts';
import { Type } from '@fastify/type-provider-typebox';
import { CHECK_KEYS, type CheckResult, type CheckStatus } from '../domain/readiness/types.ts';
import { Nullable } from './nullable.ts';
import { Bool, Int, List, Str } from './schema-values.ts';

const Status = Type.Union([Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail')], { description: 'pass, warn or fail' });
const CheckedAt = Type.String({ format: 'date-time', description: 'when the check ran', examples: ['2026-11-27T06:00:00.000Z'] });
const SiteUrl = Type.String({ format: 'uri', description: 'the live site URL that was read (production_url)', examples: ['https://example.com'] });

/** An AI-readiness check of the live site (SPEC "Readiness check"). */
export const ReadinessCheckSchema = Type.Object(
  {
    url: SiteUrl,
    checked_at: CheckedAt,
    passed: Int('checks with status pass', 9),
    total: Int('checks run', 12),
    checks: List(
      'every check with what it found',
      Type.Object({
        key: Type.String({ description: `stable key: ${CHECK_KEYS.join(', ')}`, examples: [CHECK_KEYS[0]] }),
        title: Str('what it checks, for people', 'AI crawlers may read the site'),
        status: Status,
        detail: Str('what was found, naming pages, entries and files', '3 of 40 images have no alt text: hero, team, map'),
        fix_by: Type.Union([Type.Literal('content'), Type.Literal('site')], { description: 'content: fixable through this API; site: needs a change to the site code or hosting' }),
        ask_agent: Nullable(Str('an instruction an agent can carry out (the API call for content fixes; what to change in the site repository for site fixes); null when the check passes', 'Give the files hero, team and map alt text with PATCH /api/v1/spaces/blog/assets/{id}.')),
        doc_url: Type.String({ format: 'uri', description: 'the page explaining this check', examples: [`https://cms.example.com/docs/readiness/${CHECK_KEYS[0]}`] }),
        checked: Bool('false when the check could not run because AI crawlers got a bot wall (crawler_access): status is then warn, the detail starts "Not checked" and ask_agent is null', true),
        fix_batch: Nullable(
          Type.Object(
            {
              operations: List(
                'the batch operations that fix the finding',
                Type.Object({
                  op: Type.Union([Type.Literal('update_entry'), Type.Literal('publish_entry')], { description: 'what the operation does' }),
                  id: Str('the entry', '4BqrajvA8E6qwgkieoqmqO'),
                  version: Type.Optional(Int('the entry version the check saw: the batch fails with version_conflict, changing nothing, if the entry changed since', 4)),
                  fields: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'the values that fix the finding, drawn from the entry itself', examples: [{ description: 'Harbour walks and fish markets of the north coast.' }] })),
                }),
              ),
            },
            { description: 'beyond SPEC: for a content finding Tessera can fix itself, a ready body for POST /api/v1/spaces/{space_id}/batch (try it with ?dry_run=true first); applying it resolves the finding at the next check. null otherwise' },
          ),
        ),
      }),
    ),
    not_checked: Int('checks that could not run (checked false)', 0),
  },
  { $id: 'ReadinessCheck', title: 'ReadinessCheck' },
);

/** Past checks, newest first: scores and each check's status. */
export const HistorySchema = Type.Object({
  items: List(
    'past checks, newest first',
    Type.Object({
      url: SiteUrl,
      checked_at: CheckedAt,
      passed: Int('checks that passed', 9),
      total: Int('checks run', 12),
      warnings: Int('checks with status warn', 2),
      failures: Int('checks with status fail', 1),
      not_checked: Int('checks that could not run', 0),
      statuses: Type.Record(Type.String(), Status, { description: 'status of each check by key', examples: [{ [CHECK_KEYS[0]]: 'pass' }] }),
    }),
  ),
});

/** Where a check's page lives: /docs/readiness/{key}. */
export function readinessDocUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/docs/readiness/${key}`;
}

/** SPEC "Readiness check": url, checked_at, passed, total, checks (each with its doc_url). */
export function presentReadinessCheck(baseUrl: string, row: ReadinessCheckRow) {
  const checks = JSON.parse(row.checks) as CheckResult[];
  return {
    url: row.url,
    checked_at: row.checked_at,
    passed: row.passed,
    total: row.total,
    checks: checks.map((c) => ({ key: c.key, title: c.title, status: c.status, detail: c.detail, fix_by: c.fix_by, ask_agent: c.ask_agent, doc_url: readinessDocUrl(baseUrl, c.key), checked: c.checked ?? true, fix_batch: c.fix_batch ?? null })),
    not_checked: checks.filter((c) => c.checked === false).length,
  };
}

/** One line of the history: the score and each check's status, without the details. */
export function presentReadinessSummary(row: ReadinessCheckRow) {
  const checks = JSON.parse(row.checks) as CheckResult[];
  const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
  return {
    url: row.url,
    checked_at: row.checked_at,
    passed: row.passed,
    total: row.total,
    warnings: count('warn'),
    failures: count('fail'),
    not_checked: checks.filter((c) => c.checked === false).length,
    statuses: Object.fromEntries(checks.map((c) => [c.key, c.status])) as Record<string, CheckStatus>,
  };
}
