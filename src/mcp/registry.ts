import type { Actor } from '../domain/actor.ts';
import { ErrorOut } from './outputs.ts';
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

export function toolsFor(actor: Actor): ToolDef[] {
  return TOOLS.filter((t) => actor.can.has(t.needs));
}

export function findTool(name: string): ToolDef | undefined {
  return TOOLS.find((t) => t.name === name);
}

const plain = <T>(schema: unknown): T => JSON.parse(JSON.stringify(schema)) as T;

/** The argument every creating tool takes (`ToolDef.idempotent`); checked by callTool, not by the tool's own schema. */
const IDEMPOTENCY_KEY_ARGUMENT = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'optional: a fresh UUID for this write, sent again unchanged when you retry the same call (after a timeout or a lost answer). A retry with the same key and arguments within 24 hours returns the first result and writes nothing again; the same key with other arguments is refused.',
};

/**
 * The MCP description of a tool: plain JSON Schema (TypeBox's symbols dropped) and hints. The
 * output schema admits the SPEC error envelope too: a tool error (isError) carries it as
 * `structuredContent`, and clients such as the official SDK validate whatever is there.
 */
export function describeTool(t: ToolDef) {
  const inputSchema = plain<{ type: 'object'; properties?: Record<string, unknown>; [k: string]: unknown }>(t.input);
  if (t.idempotent) inputSchema.properties = { ...inputSchema.properties, idempotency_key: IDEMPOTENCY_KEY_ARGUMENT };
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema,
    outputSchema: { type: 'object' as const, anyOf: [plain<Record<string, unknown>>(t.output), plain<Record<string, unknown>>(ErrorOut)] },
    annotations: { title: t.title, readOnlyHint: t.readOnly === true, destructiveHint: t.destructive === true, openWorldHint: false },
  };
}

export const SERVER_INFO = { name: 'tessera', title: 'Tessera', version: '0.1.0' };

export const INSTRUCTIONS =
  'Tessera is a headless CMS. A site (space) holds content types (the model), entries (content), assets (files) and locales (languages). ' +
  'Call whoami to see your permissions, get_space for the site, then read the content model before writing. Everything you write starts as a draft; ' +
  'publishing is a separate call. Errors come back as tool errors with a code and a `fix` saying how to repair the call.';
