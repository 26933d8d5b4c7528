import type { Transaction } from 'kysely';
import type { Actor } from '../domain/actor.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Engine } from '../db/client.ts';
import { isBusy } from '../db/dialect/sqlite.ts';
import type { DB } from '../db/schema.ts';
import { insertActivity } from '../db/repos/activity.ts';
import { insertOutboxEvents } from '../db/repos/outbox.ts';
import { claimIdempotentWrite, storeIdempotentAnswer, type IdempotentWrite } from './idempotency/idempotent-write.ts';
import { newOrderedId } from './ids.ts';
import { outboxWritten } from './outbox-signal.ts';
import { touchedContent, type TouchedContent } from './touched-content.ts';
import { recordSyncChanges } from './sync/record-sync-changes.ts';

export interface ActivityInput {
  action: string; // e.g. 'entry.published', 'locale.created'
  resourceType: string;
  resourceId: string | null;
  details?: Record<string, unknown>;
  /** The space whose feed shows it; the actor's space when left out (a login's own events go to each of its spaces). */
  spaceId?: string;
}

export interface EventInput {
  event: string; // SPEC "Events": entry.published, entry.saved, …
  resourceType: string;
  resourceId: string;
  data: Record<string, unknown>;
}

/**
 * One database transaction holding a change, its activity records and its outbox events
 * (STYLE 4, 5). Operations receive it; only `runUnitOfWork` begins, commits or rolls back.
 */
export interface UnitOfWork {
  readonly trx: Transaction<DB>;
  readonly engine: Engine;
  readonly actor: Actor;
  /** One timestamp for everything this unit of work writes. */
  readonly now: string;
  readonly dryRun: boolean;
  record(activity: ActivityInput): void;
  emit(event: EventInput): void;
  /** Runs after a successful commit (cache invalidation, waking workers). Never on dry runs. */
  afterCommit(fn: () => void | Promise<void>): void;
  /** Runs when the work is not committed (rolled back or dry run): undo side effects outside the database, e.g. stored files. */
  afterRollback(fn: () => void | Promise<void>): void;
}

/**
 * What a committed unit of work wrote, for in-process caches of the space (see `onCommitted`).
 * Every field but `database` travels to the other nodes as JSON (`setCommitRelay`), and their
 * listeners run with it: add only plain JSON fields.
 */
export interface CommittedWork {
  database: Database;
  spaceId: string;
  actions: readonly string[];
  events: readonly string[];
  /** What entry reads may show differently now (plain JSON, like every field but `database`). */
  touched: TouchedContent;
}

/** A committed unit of work as it travels between nodes: every field but the database. */
export type CommittedWorkMessage = Omit<CommittedWork, 'database'>;

type CommitListener = (work: CommittedWork) => void;
type CommitRelay = (work: CommittedWorkMessage) => Promise<void>;
const relays = new WeakMap<Database, CommitRelay>();

/**
 * Several nodes (runtime/commit-bus.ts): after this process's listeners ran, `relay` carries
 * the work to the other nodes and resolves once they dropped what it replaced (or can no longer
 * serve from their caches), before `runUnitOfWork` returns. Null removes it.
 */
export function setCommitRelay(database: Database, relay: CommitRelay | null): void {
  if (relay) relays.set(database, relay);
  else relays.delete(database);
}

/** Runs this process's commit listeners for work another node committed (and wakes local workers). */
export function applyRemoteWork(database: Database, message: CommittedWorkMessage): void {
  const work: CommittedWork = { ...message, database };
  notify(work);
  if (work.events.length > 0) outboxWritten(database);
}

function notify(work: CommittedWork): void {
  for (const listener of everyCommitListeners) listener(work);
  for (const listener of commitListeners.get(work.database) ?? []) listener(work);
}
const commitListeners = new WeakMap<Database, Set<CommitListener>>();
const everyCommitListeners = new Set<CommitListener>();

/** Like `onCommitted`, for commits on any database of the process (module-level caches). */
export function onEveryCommit(listener: CommitListener): () => void {
  everyCommitListeners.add(listener);
  return () => everyCommitListeners.delete(listener);
}

/**
 * Calls `listener` after every commit that wrote activity or outbox events (every change goes
 * through a unit of work), before `runUnitOfWork` returns: caches invalidated here are never
 * stale once the change's request answers. Returns the unsubscribe function.
 */
export function onCommitted(database: Database, listener: CommitListener): () => void {
  let set = commitListeners.get(database);
  if (!set) commitListeners.set(database, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

class DryRunRollback<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('dry run');
    this.result = result;
  }
}

export interface UnitOfWorkOptions<T = unknown> {
  dryRun?: boolean;
  now?: Date;
  /**
   * A write sent with an Idempotency-Key: the key's record is claimed first and its answer stored
   * last, in this transaction, so it commits with the write or not at all. A retry of a committed
   * write throws `IdempotentReplay` here before doing anything. Ignored on dry runs.
   */
  idempotency?: IdempotentWrite<NoInfer<T>>;
}

/**
 * Times a unit of work runs in all when SQLite answers `SQLITE_BUSY` inside it. Write
 * transactions take the write lock when they begin and wait for it (dialect/sqlite.ts), so
 * this is a last resort for a lock lost to another process in between; the whole unit runs
 * again, never a part of it (its rollback hooks run first).
 */
const BUSY_ATTEMPTS = 4;

export async function runUnitOfWork<T>(database: Database, actor: Actor, fn: (uow: UnitOfWork) => Promise<T>, opts: UnitOfWorkOptions<T> = {}): Promise<T> {
  const now = (opts.now ?? new Date()).toISOString();
  const activities: ActivityInput[] = [];
  const events: EventInput[] = [];
  const onCommit: Array<() => void | Promise<void>> = [];
  const onRollback: Array<() => void | Promise<void>> = [];
  const dryRun = opts.dryRun === true;
  const idempotency = dryRun ? undefined : opts.idempotency;

  let result: T;
  for (let attempt = 1; ; attempt++) {
    activities.length = 0;
    events.length = 0;
    onCommit.length = 0;
    onRollback.length = 0;
    try {
      result = await database.db.transaction().execute(async (trx) => {
        const uow: UnitOfWork = {
          trx,
          engine: database.engine,
          actor,
          now,
          dryRun,
          record: (a) => activities.push(a),
          emit: (e) => events.push(e),
          afterCommit: (f) => onCommit.push(f),
          afterRollback: (f) => onRollback.push(f),
        };
        if (idempotency) await claimIdempotentWrite(trx, idempotency.request, now);
        const value = await fn(uow);
        await insertActivity(
          trx,
          activities.map((a) => ({
            space_id: a.spaceId ?? actor.spaceId,
            actor_type: actor.type,
            actor_id: actor.id,
            actor_name: actor.name,
            action: a.action,
            resource_type: a.resourceType,
            resource_id: a.resourceId,
            details: a.details ? JSON.stringify(a.details) : null,
            created_at: now,
          })),
        );
        await insertOutboxEvents(
          trx,
          events.map((e) => ({
            id: newOrderedId(),
            space_id: actor.spaceId,
            event: e.event,
            resource_type: e.resourceType,
            resource_id: e.resourceId,
            payload: JSON.stringify(e.data),
            created_at: now,
            dispatched_at: null,
          })),
        );
        if (dryRun) throw new DryRunRollback(value);
        if (idempotency) await storeIdempotentAnswer(trx, idempotency.request, await idempotency.answer(value, trx));
        // Last before the commit: it holds the space's sync counter until then.
        await recordSyncChanges(trx, uow, actor.spaceId, touchedContent(activities, events));
        return value;
      });
      break;
    } catch (err) {
      for (const f of onRollback) await f();
      if (err instanceof DryRunRollback) return err.result as T;
      if (database.engine === 'sqlite' && isBusy(err) && attempt < BUSY_ATTEMPTS) {
        await sleep(attempt * 20 * Math.random());
        continue;
      }
      throw err;
    }
  }
  if (events.length > 0) outboxWritten(database);
  if (activities.length > 0 || events.length > 0) {
    const work: CommittedWork = {
      database,
      spaceId: actor.spaceId,
      actions: activities.map((a) => a.action),
      events: events.map((e) => e.event),
      touched: touchedContent(activities, events),
    };
    notify(work);
    const relay = relays.get(database);
    if (relay) {
      const { database: _local, ...message } = work;
      await relay(message);
    }
  }
  for (const f of onCommit) await f();
  return result;
}
