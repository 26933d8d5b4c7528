import type { Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app/context.ts';
import { runUnitOfWork, type UnitOfWork } from '../app/unit-of-work.ts';
import type { Actor } from '../domain/actor.ts';
import type { Permission } from '../domain/permissions.ts';

/**
 * The largest MCP request body: room for upload_asset_data's base64 (4/3 of the file) of a
 * file up to 45 MB, the same 64 MB a REST batch with base64 files may send.
 */
export const MCP_BODY_LIMIT = 64 * 1024 * 1024;

/** What a tool runs with: the service and the caller, as for a REST route. */
export interface ToolContext {
  app: AppContext;
  actor: Actor;
}

/**
 * One MCP tool: a thin adapter over the same operation a REST route calls (STYLE 1). The
 * input schema is TypeBox, i.e. JSON Schema, validated before `run`; `output` describes what
 * `run` returns (published as `outputSchema`, mcp/outputs.ts). `needs` hides the tool from keys
 * that lack the permission ('read' means any key).
 */
export interface ToolDef<S extends TObject = TObject> {
  name: string;
  title: string;
  description: string;
  input: S;
  output: TSchema;
  needs: Permission;
  readOnly?: boolean;
  destructive?: boolean;
  run(ctx: ToolContext, args: Static<S>): Promise<unknown>;
}

export function defineTool<S extends TObject>(def: ToolDef<S>): ToolDef {
  return def as unknown as ToolDef;
}

/** Runs an operation in a unit of work as the tool's caller (same write path as REST). */
export function write<T>(ctx: ToolContext, fn: (uow: UnitOfWork) => Promise<T>, opts: { dryRun?: boolean } = {}): Promise<T> {
  return runUnitOfWork(ctx.app.database, ctx.actor, fn, opts);
}
