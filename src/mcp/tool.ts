import type { Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app/context.ts';
import type { IdempotentRequest, IdempotentWrite, StoredAnswer } from '../app/idempotency/idempotent-write.ts';
import { runUnitOfWork, type UnitOfWork } from '../app/unit-of-work.ts';
import type { Actor } from '../domain/actor.ts';
import type { Permission } from '../domain/permissions.ts';
import type { DB } from '../db/schema.ts';
import type { ToolGroup } from './groups.ts';

/**
 * The largest MCP request body: room for upload_asset_data's base64 (4/3 of the file) of a
 * file up to 45 MB, the same 64 MB a REST batch with base64 files may send.
 */
export const MCP_BODY_LIMIT = 64 * 1024 * 1024;

/** What a tool runs with: the service and the caller, as for a REST route. */
export interface ToolContext {
  app: AppContext;
  actor: Actor;
  /** The tool groups the connection asked for (`/mcp?tools=…`); undefined: every tool. */
  groups?: ReadonlySet<ToolGroup>;
  /** The `Idempotency-Key` header of the /mcp request, for tools/call of an idempotent tool. */
  idempotencyKey?: string;
  /** Set by callTool for an idempotent tool called with a key not answered yet: its write stores the answer (`writeAnswered`). */
  idempotency?: IdempotentRequest;
}

/**
 * One MCP tool: a thin adapter over the same operation a REST route calls (STYLE 1). The
 * input schema is TypeBox, i.e. JSON Schema, validated before `run`; `output` describes what
 * `run` returns (published as `outputSchema`, mcp/outputs.ts), or `'text'` for a tool whose answer
 * is a document the model reads as it is (run returns a string, sent as text content alone).
 * `needs` hides the tool from keys that lack the permission ('read' means any key). The hints
 * become the MCP annotations clients use to decide what to confirm with the user.
 */
export interface ToolDef<S extends TObject = TObject> {
  name: string;
  title: string;
  description: string;
  input: S;
  output: TSchema | 'text';
  needs: Permission;
  group: ToolGroup;
  /** Changes nothing (readOnlyHint). */
  readOnly?: boolean;
  /** May delete or overwrite what cannot be got back (destructiveHint). */
  destructive?: boolean;
  /** Calling it again with the same arguments changes nothing more (idempotentHint). */
  idempotentHint?: boolean;
  /** Reaches outside the service: fetches or posts to URLs, asks AI providers (openWorldHint). */
  openWorld?: boolean;
  /** The argument that carries a parameter the operation names in its errors, where the tool calls it otherwise. */
  argumentOf?: (parameter: string) => string;
  /**
   * A creating tool: takes an optional `idempotency_key` argument (or the Idempotency-Key header
   * of the /mcp request) and writes through `writeAnswered`, so a retried call returns the first
   * call's result and writes nothing again.
   */
  idempotent?: boolean;
  run(ctx: ToolContext, args: Static<S>): Promise<unknown>;
}

export function defineTool<S extends TObject>(def: ToolDef<S>): ToolDef {
  return def as unknown as ToolDef;
}

/** Runs an operation in a unit of work as the tool's caller (same write path as REST). */
export function write<T>(ctx: ToolContext, fn: (uow: UnitOfWork) => Promise<T>, opts: { dryRun?: boolean } = {}): Promise<T> {
  return runUnitOfWork(ctx.app.database, ctx.actor, fn, opts);
}

/**
 * Runs a write and presents its result. For a call with an idempotency key the result is
 * presented inside the write's transaction (`present` reads through the `db` it is given) and
 * stored there with the write, so a retry gets exactly this result; a duplicate that raced it
 * gets the committed one (callTool catches the `IdempotentReplay`).
 */
export async function writeAnswered<T, R>(ctx: ToolContext, run: (idempotency: IdempotentWrite<unknown> | undefined) => Promise<T>, present: (value: T, db: Kysely<DB>) => R | Promise<R>): Promise<R> {
  const request = ctx.idempotency;
  if (!request) return present(await run(undefined), ctx.app.database.db);
  let presented: { result: R } | undefined;
  const value = await run({
    request,
    answer: async (v, trx): Promise<StoredAnswer> => {
      const result = await present(v as T, trx);
      presented = { result };
      return { status: 200, contentType: 'application/json', body: JSON.stringify(result ?? null) };
    },
  });
  // A dry run stores nothing: its result is presented as without a key.
  return presented ? presented.result : present(value, ctx.app.database.db);
}

/** `writeAnswered` for one operation in a unit of work. */
export function writeOne<T, R>(ctx: ToolContext, fn: (uow: UnitOfWork) => Promise<T>, present: (value: T, db: Kysely<DB>) => R | Promise<R>, opts: { dryRun?: boolean } = {}): Promise<R> {
  return writeAnswered<T, R>(ctx, (idempotency) => runUnitOfWork(ctx.app.database, ctx.actor, fn, { ...opts, idempotency }), present);
}
