import type { Actor } from '../domain/actor.ts';
import type { ToolSelection } from './groups.ts';
import type { ToolDef } from './tool.ts';
import { accessTools } from './tools/access.ts';
import { activityTools } from './tools/activity.ts';
import { analyticsTools } from './tools/analytics.ts';
import { answerTools } from './tools/answers.ts';
import { assetTools } from './tools/assets.ts';
import { batchTool } from './tools/batch.ts';
import { contentModelTools, orderTool } from './tools/content-model.ts';
import { entryTools } from './tools/entries.ts';
import { exportTools } from './tools/export.ts';
import { hookTools } from './tools/hooks.ts';
import { siteTools } from './tools/site.ts';
import { readinessTools } from './tools/readiness.ts';
import { reportTools } from './tools/reports.ts';
import { translationTools } from './tools/translation.ts';
import { publishingTools } from './tools/publishing.ts';
import { deleteTools } from './tools/deletes.ts';

/**
 * Every tool, in the order `tools/list` shows them (stable: new groups are appended). A caller
 * sees only the tools its key's permissions allow.
 */
export const TOOLS: readonly ToolDef[] = [
  ...siteTools,
  ...contentModelTools,
  ...entryTools,
  ...assetTools,
  batchTool,
  orderTool,
  ...hookTools,
  ...accessTools,
  ...answerTools,
  ...readinessTools,
  ...reportTools,
  ...translationTools,
  ...analyticsTools,
  ...activityTools,
  ...exportTools,
  ...publishingTools,
  ...deleteTools,
];

const inSelection = (t: ToolDef, groups: ToolSelection) => groups === undefined || t.group === 'core' || groups.has(t.group);

/** The tools the caller may use, of the groups its connection asked for, in registry order. */
export function toolsFor(actor: Actor, groups?: ToolSelection): ToolDef[] {
  return TOOLS.filter((t) => actor.can.has(t.needs) && inSelection(t, groups));
}

export function findTool(name: string): ToolDef | undefined {
  return TOOLS.find((t) => t.name === name);
}

/** Whether a connection that asked for `groups` offers `tool`. */
export function offered(tool: ToolDef, groups: ToolSelection): boolean {
  return inSelection(tool, groups);
}

const plain = <T>(schema: unknown): T => JSON.parse(JSON.stringify(schema)) as T;

/** The argument every creating tool takes (`ToolDef.idempotent`); checked by callTool, not by the tool's own schema. */
const IDEMPOTENCY_KEY_ARGUMENT = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description: 'a fresh UUID per write, resent unchanged on a retry: within 24 h the first result returns, nothing written twice',
};

type Schema = Record<string, unknown>;

/**
 * JSON Schema keywords kept in a published output schema; the rest (required, formats, bounds,
 * examples) only tighten it: the properties already name the keys.
 */
const OUTPUT_KEYWORDS = ['type', 'const', 'enum', 'properties', 'items', 'anyOf'];

/**
 * An output schema as tools/list publishes it: the keys of the answer (of each item, for a list)
 * with their types; the objects and arrays under them are only said to be so. Clients use it to check
 * and read structured content, not to explain it: the answers are the REST presenters', which
 * the REST reference (/docs) describes key by key, so their prose need not cost every client's
 * context on every request. Every keyword dropped only loosens the schema, so each answer still
 * validates.
 */
export function compactOutput(schema: Schema, depth = 0): Schema {
  const nullable = nullableType(schema);
  if (nullable) return { type: nullable };
  if (Array.isArray(schema.anyOf)) return { anyOf: (schema.anyOf as Schema[]).map((b) => compactOutput(b, depth)) };
  if (depth >= 1 && (schema.type === 'object' || schema.type === 'array')) return { type: schema.type };
  const out: Schema = {};
  for (const k of OUTPUT_KEYWORDS) {
    const v = schema[k];
    if (v === undefined || (k === 'type' && 'const' in schema)) continue;
    if (k === 'properties') {
      const props = Object.entries(v as Record<string, Schema>);
      if (props.length > 0) out.properties = Object.fromEntries(props.map(([name, p]) => [name, compactOutput(p, depth + 1)]));
    } else if (k === 'items') {
      const items = compactOutput(v as Schema, depth);
      if (Object.keys(items).length > 0) out.items = items;
    } else out[k] = v;
  }
  return out;
}

/** `anyOf [{type: T}, {type: null}]` (TypeBox's Nullable of a plain value) as the type list `[T, "null"]`. */
function nullableType(schema: Schema): [string, 'null'] | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const [a, b] = branches as Schema[];
  const scalar = (x: Schema) => typeof x.type === 'string' && x.type !== 'object' && x.type !== 'array' && x.type !== 'null';
  return b.type === 'null' && scalar(a) ? [a.type as string, 'null'] : undefined;
}

/**
 * A tool error (isError) carries the SPEC error envelope as `structuredContent`, and clients such
 * as the official SDK validate whatever is there against the output schema, so the schema admits
 * it; its shape is the same for every tool (INSTRUCTIONS and /docs/errors describe it).
 */
const ERROR_BRANCH = { properties: { error: { type: 'object' } }, required: ['error'] };

/** A schema's alternatives: its anyOf branches, or itself. */
const branches = (s: Schema): Schema[] => (Array.isArray(s.anyOf) && Object.keys(s).length === 1 ? (s.anyOf as Schema[]) : [s]);

const described = new WeakMap<ToolDef, ReturnType<typeof describe>>();

/**
 * An input schema without repeats: TypeBox's Nullable gives the description to both the union and
 * the value, a plain nullable value is said as a type list, a union of string literals as an
 * enum, and examples stay only beside a pattern. The same schema, in fewer tokens.
 */
export function compactInput(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compactInput);
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'properties' || k === 'patternProperties' ? Object.fromEntries(Object.entries(v as Schema).map(([n, p]) => [n, compactInput(p)])) : compactInput(v)])) as Schema;
  // The shapes REST shares carry examples for the API reference; to a tool caller an example says
  // something the description does not only for a value with a pattern (a language code, an order).
  if (out.examples !== undefined && out.pattern === undefined) delete out.examples;
  // TypeBox says a union of string literals as one branch per value; an enum says it once.
  const literals = Array.isArray(out.anyOf) ? (out.anyOf as Schema[]) : [];
  if (literals.length > 1 && literals.every((b) => b.type === 'string' && typeof b.const === 'string' && Object.keys(b).length === 2)) {
    const { anyOf: _, ...rest } = out;
    return { type: 'string', enum: literals.map((b) => b.const), ...rest };
  }
  const pair = Array.isArray(out.anyOf) && out.anyOf.length === 2 ? (out.anyOf as Schema[]) : undefined;
  if (!pair || pair[1].type !== 'null') return out;
  const value = { ...pair[0] };
  if (value.description === out.description) delete value.description;
  const onlyType = Object.keys(value).every((k) => k === 'type') && typeof value.type === 'string';
  if (onlyType) {
    const { anyOf: _, ...rest } = out;
    return { type: [value.type, 'null'], ...rest };
  }
  return { ...out, anyOf: [value, pair[1]] };
}

function describe(t: ToolDef) {
  const inputSchema = compactInput(plain(t.input)) as { type: 'object'; properties?: Record<string, unknown>; [k: string]: unknown };
  if (t.idempotent) inputSchema.properties = { ...inputSchema.properties, idempotency_key: IDEMPOTENCY_KEY_ARGUMENT };
  const readOnly = t.readOnly === true;
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema,
    ...(t.output === 'text' ? {} : { outputSchema: { type: 'object' as const, anyOf: [...branches(compactOutput(plain<Schema>(t.output))), ERROR_BRANCH] } }),
    // MCP's defaults for destructive and open world are the cautious ones, so those are always
    // said; read-only and idempotent default to false and are said when true. Destructive and
    // idempotent mean something only for a tool that writes.
    annotations: {
      ...(readOnly ? { readOnlyHint: true } : { destructiveHint: t.destructive === true, ...(t.idempotentHint ? { idempotentHint: true } : {}) }),
      openWorldHint: t.openWorld === true,
    },
  };
}

/** The MCP description of a tool (computed once): plain JSON Schema (TypeBox's symbols dropped), a compact output schema and the hints. */
export function describeTool(t: ToolDef) {
  let d = described.get(t);
  if (!d) described.set(t, (d = describe(t)));
  return d;
}

export const SERVER_INFO = { name: 'tessera', title: 'Tessera', version: '0.1.0' };

export const INSTRUCTIONS =
  'Tessera is a headless CMS. A site (space) holds content types (the model), entries (content), assets (files) and locales (languages). ' +
  'Call whoami to see your permissions, get_space for the site, then read the content model before writing. Everything you write starts as a draft; ' +
  'publishing is a separate call. Errors come back as tool errors with a code and a `fix` saying how to repair the call.';
