import { AppError, ERROR_CODES, type ErrorCode } from '../domain/errors.ts';

/**
 * SPEC errors as an MCP tool caller reads them. Operations write their `fix` for the REST caller
 * (paths, query parameters, headers, the OpenAPI document); an agent calling a tool has none of
 * those, only tools and their arguments. One mapping, not a second copy of every message: the
 * codes' generic fixes are replaced whole, and the REST calls that specific fixes name become the
 * tool that does the same.
 */

/** A code's generic fix for a tool caller, where the REST one speaks of HTTP. */
const TOOL_FIX: Partial<Record<ErrorCode, string>> = {
  missing_key: 'Connect to the MCP server with a token (Authorization: Bearer), e.g. the agent token from an invite or OAuth.',
  invalid_key: 'The token is mistyped, revoked or expired: connect again with a valid one, or ask the site owner for a new invite.',
  wrong_space: 'Your token belongs to another site: call whoami to see which one.',
  key_cannot: 'Use a token that holds the permission in details.needs (whoami lists yours); delivery and preview keys only read.',
  not_found: 'Check the id in the arguments; the list tools (list_entries, list_assets, list_content_types, list_webhooks, …) show what exists.',
  invalid_parameter: 'Correct the argument named in details.arguments and call again.',
  invalid_body: 'Send the arguments as one JSON object matching the tool\'s inputSchema.',
  validation_failed: 'Correct the arguments listed in details.fields and call the tool again.',
  rate_limited: 'Wait a minute before the next call. Group many writes into one call of the batch tool.',
};

/** REST calls named in specific fixes, and the tool that does the same. */
const REST_TO_TOOL: Array<[RegExp, string]> = [
  [/\(?see `can` in GET \/api\/v1\)?/g, 'whoami lists your permissions'],
  [/\(?see GET \/api\/v1\)?/g, '(whoami)'],
  [/PATCH \/api\/v1\/spaces\/\{space_id\}\/entries\/\{id\}/g, 'update_entry'],
  [/PATCH \/api\/v1\/spaces\/\{space_id\}\/assets\/\{id\} \{"alt": "[^"]*"\}/g, 'update_asset (alt)'],
  [/\(POST …\/unarchive\)/g, '(unarchive_entry)'],
  [/\(POST …\/translation_jobs\)/g, '(start_translation_job)'],
  [/\(GET …\/webhooks\/\{id\}\/deliveries\)/g, '(list_webhooks shows each hook\'s last_delivery)'],
  [/GET \/api\/v1\/spaces\/[^/\s]+\/readiness/g, 'get_readiness'],
  [/POST \/api\/v1\/spaces\/[^/\s]+\/readiness/g, 'run_readiness_check'],
  [/DELETE \/api\/v1\/spaces\/[^/\s]+\/agents\/([^\s.]+)/g, 'revoke_agent with id $1'],
  [/see the OpenAPI document for the accepted ones/g, 'see the tool\'s inputSchema for the accepted ones'],
  [/query or path parameter/g, 'argument'],
  [/\(POST \/api\/v1\/spaces\/[^/\s]+\/releases\/([^/\s]+)\/revert\)/g, '(revert_release with id $1)'],
  [/\(PATCH \/api\/v1\/spaces\/[^/\s]+\/releases\/([^/\s]+) with add\)/g, '(update_release with id $1 and add)'],
  [/\(ids from GET …\/entries, versions from GET …\/entries\/\{id\}\/versions\)/g, '(ids from list_entries, versions from list_versions)'],
];

/** What a REST request is made of, as a tool call has it: everything sent is an argument. */
const HTTP_WORDS: Array<[RegExp, string]> = [
  [/\b(?:query|path) parameters\b/g, 'arguments'],
  [/\b(?:query|path) parameter\b/g, 'argument'],
  [/\b([Tt])he request body is\b/g, '$1he arguments are'],
  [/\b([Tt])he request body\b/g, '$1he arguments'],
  [/\brequest body\b/g, 'arguments'],
];

export function toolText(text: string): string {
  return [...REST_TO_TOOL, ...HTTP_WORDS].reduce((t, [pattern, tool]) => t.replace(pattern, tool), text);
}

/** A tool's name for a REST parameter (list_entries: `fields.title` is `filters.title`); the same name when the tool has no other. */
export type ArgumentOf = (parameter: string) => string;

/** The text with each REST parameter name said as the tool's argument name. */
const withArguments = (text: string, renames: Array<[string, string]>) => toolText(renames.reduce((t, [from, to]) => t.split(from).join(to), text));

function toolDetails(details: Record<string, unknown> | undefined, argumentOf: ArgumentOf): Record<string, unknown> | undefined {
  if (!details) return details;
  const out: Record<string, unknown> = { ...details };
  const fields = details.fields;
  if (fields && typeof fields === 'object') out.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? toolText(v) : v]));
  const parameters = details.parameters;
  if (parameters && typeof parameters === 'object') {
    delete out.parameters;
    out.arguments = Object.fromEntries(Object.entries(parameters).map(([k, v]) => [argumentOf(k), typeof v === 'string' ? toolText(v) : v]));
  }
  return out;
}

/**
 * The same error said in terms of tools and arguments: its message, fix and field messages, and
 * `details.parameters` (REST names) as `details.arguments` named as the tool names them.
 */
export function forToolCaller(err: AppError, argumentOf: ArgumentOf = (p) => p): AppError {
  const parameters = err.details?.parameters;
  // A name is renamed with and without its [operator]: fixes also show the plain form (fields.title=value).
  const renames = (parameters && typeof parameters === 'object' ? Object.keys(parameters) : [])
    .flatMap((p): Array<[string, string]> => [[p, argumentOf(p)], [p.replace(/\[[^\]]*\]$/, ''), argumentOf(p).replace(/\[[^\]]*\]$/, '')]])
    .filter(([from, to]) => from !== to)
    .sort((a, b) => b[0].length - a[0].length);
  const generic = err.fix === ERROR_CODES[err.code].fix;
  const fix = generic ? (TOOL_FIX[err.code] ?? err.fix) : withArguments(err.fix, renames);
  return new AppError(err.code, { message: withArguments(err.message, renames), fix, details: toolDetails(err.details, argumentOf), status: err.status });
}
