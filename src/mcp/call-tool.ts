import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { keyCannot } from '../domain/permissions.ts';
import { AppError, validationFailed } from '../domain/errors.ts';
import { fieldsFromAjv, renderError } from '../present/error.ts';
import { forToolCaller } from '../present/tool-error.ts';
import { findIdempotentAnswer } from '../app/idempotency/find-idempotent-answer.ts';
import { IdempotentReplay } from '../app/idempotency/idempotent-write.ts';
import { IDEMPOTENCY_KEY_EXPECTED, toolCallFingerprint, unusableIdempotencyKey, type KeySource } from '../domain/idempotency.ts';
import { describeTool, findTool, offered } from './registry.ts';
import type { ToolContext, ToolDef } from './tool.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: false }));
const validators = new Map<string, ValidateFunction>();

export class UnknownToolError extends Error {}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** Arguments are checked against the input schema as published, so what tools/list promises is what is accepted. */
function validatorFor(tool: ToolDef): ValidateFunction {
  let v = validators.get(tool.name);
  if (!v) {
    v = ajv.compile(describeTool(tool).inputSchema);
    validators.set(tool.name, v);
  }
  return v;
}

/**
 * A SPEC error as a tool error: the model reads the code and the `fix` (said in terms of tools and
 * arguments, present/tool-error.ts) and can repair its call.
 */
export function toolError(baseUrl: string, appErr: AppError, tool?: ToolDef): ToolResult {
  const err = forToolCaller(appErr, tool?.argumentOf);
  const envelope = renderError(baseUrl, err);
  const details = err.details ? `\nDetails: ${JSON.stringify(err.details)}` : '';
  return { isError: true, content: [{ type: 'text', text: `Error ${err.code}: ${err.message}\nFix: ${err.fix}${details}` }], structuredContent: envelope };
}

/**
 * A tool's result as MCP carries it: text for every client, the same object as structured content;
 * a document (a tool whose output is 'text') as the text alone, for the model to read as it is.
 */
function resultOf(result: unknown, tool?: ToolDef): ToolResult {
  if (tool?.output === 'text') return { content: [{ type: 'text', text: String(result) }] };
  const structured = result && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : { result };
  return { content: [{ type: 'text', text: JSON.stringify(result ?? null, null, 2) }], structuredContent: structured };
}

/**
 * The idempotency key of a call to a creating tool: the `idempotency_key` argument (taken out of
 * the arguments before they are checked against the tool's own schema) or else the
 * Idempotency-Key header of the /mcp request.
 */
function idempotencyKeyOf(tool: ToolDef, ctx: ToolContext, input: unknown): { key: string; source: KeySource } | undefined {
  if (!tool.idempotent) return undefined;
  if (input && typeof input === 'object' && !Array.isArray(input) && 'idempotency_key' in input) {
    const args = input as Record<string, unknown>;
    const key = args.idempotency_key;
    delete args.idempotency_key;
    if (typeof key !== 'string') throw unusableIdempotencyKey('argument', IDEMPOTENCY_KEY_EXPECTED);
    return { key, source: 'argument' };
  }
  return ctx.idempotencyKey === undefined ? undefined : { key: ctx.idempotencyKey, source: 'header' };
}

/**
 * Calls a tool for the caller: checks the permission and the arguments, runs the operation and
 * turns every failure into a tool error carrying the SPEC code and fix. Throws UnknownToolError
 * only for a name that is no tool at all (a protocol error, not a tool error). A creating tool
 * called again with the idempotency key of a committed call returns that call's result.
 */
export async function callTool(ctx: ToolContext, name: string, args: unknown, log?: (err: unknown) => void): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) throw new UnknownToolError(`Unknown tool "${name}".`);
  if (!offered(tool, ctx.groups)) {
    throw new UnknownToolError(`The tool "${name}" is in the ${tool.group} group, which this connection did not ask for (tools=${[...(ctx.groups ?? [])].join(',')}). Connect with ${tool.group} among the groups to use it, e.g. /mcp?tools=${[...(ctx.groups ?? []), tool.group].join(',')}.`);
  }
  const baseUrl = ctx.app.config.baseUrl;
  if (!ctx.actor.can.has(tool.needs)) {
    return toolError(baseUrl, keyCannot(ctx.actor, tool.needs, `use ${name}`));
  }
  const input = args === undefined || args === null ? {} : structuredClone(args);
  try {
    const idempotency = idempotencyKeyOf(tool, ctx, input);
    const validate = validatorFor(tool);
    if (!validate(input)) {
      return toolError(baseUrl, validationFailed(fieldsFromAjv(validate.errors as Parameters<typeof fieldsFromAjv>[0]), `The arguments of ${name} do not match its input schema.`, 'Correct the arguments listed in details.fields (see the tool\'s inputSchema) and call again.'));
    }
    let callCtx = ctx;
    if (idempotency) {
      const fingerprint = toolCallFingerprint(name, input as Record<string, unknown>);
      const found = await findIdempotentAnswer(ctx.app.database.db, ctx.actor, { ...idempotency, fingerprint });
      if (found.kind === 'replay') return resultOf(JSON.parse(found.answer.body));
      callCtx = { ...ctx, idempotency: found.request };
    }
    return resultOf(await tool.run(callCtx, input as never), tool);
  } catch (err) {
    if (err instanceof IdempotentReplay) return resultOf(JSON.parse(err.answer.body));
    if (err instanceof AppError) return toolError(baseUrl, err, tool);
    log?.(err);
    return {
      isError: true,
      content: [{ type: 'text', text: 'Error internal_error: something failed on our side; nothing was saved.\nFix: Retry in a moment.' }],
      structuredContent: { error: { code: 'internal_error', message: 'Something failed on our side; nothing was saved.', fix: 'Retry in a moment.', doc_url: `${baseUrl}/docs/errors#internal_error` } },
    };
  }
}
