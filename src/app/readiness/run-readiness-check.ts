import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { claimReadinessSlot, findReadinessClaim, insertReadinessCheck, listReadinessChecks, pruneReadinessChecks, type ReadinessCheckRow } from '../../db/repos/readiness.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { readinessChange } from '../../domain/readiness/changes.ts';
import { CHECK_INTERVAL_MS, nextCheckAt, runChecks } from '../../domain/readiness/run-checks.ts';
import type { CheckResult } from '../../domain/readiness/types.ts';
import { readLiveSite } from './read-live-site.ts';
import { readSpaceFacts } from './space-facts.ts';

/** Checks kept per space (beyond SPEC: the dashboard shows progress over them). */
export const HISTORY_LIMIT = 30;

/**
 * SPEC "AI readiness" `POST …/readiness`: reads the live site like an AI crawler and stores the
 * check. At most one check a minute per site: the start is claimed in the database first (one
 * atomic statement, so nodes and concurrent requests agree), then the site is read outside any
 * transaction, then the result is stored with its activity record and, when its findings
 * differ from the check before, the `readiness.changed` deploy-hook event.
 */
export async function runReadinessCheck(ctx: AppContext, actor: Actor, now: Date = new Date()): Promise<ReadinessCheckRow> {
  requirePermission(actor, 'read_drafts', 'run the readiness check');
  const spaceId = actor.spaceId;
  const space = await findSpace(ctx.database.db, spaceId);
  if (!space) throw notFound('space', spaceId);
  if (!space.production_url) {
    throw appError('check_unavailable', 'The site has no live URL (production_url), so there is nothing to check.', {
      fix: `Set the live site's address first: PATCH /api/v1/spaces/${spaceId} with {"production_url": "https://www.example.com"}, then run the check again.`,
      details: { reason: 'no_production_url' },
    });
  }
  await runUnitOfWork(
    ctx.database,
    actor,
    async (uow) => {
      const notAfter = new Date(Date.parse(uow.now) - CHECK_INTERVAL_MS).toISOString();
      if (await claimReadinessSlot(uow.trx, spaceId, uow.now, notAfter)) return;
      const last = (await findReadinessClaim(uow.trx, spaceId)) ?? uow.now;
      const next = nextCheckAt(last);
      const seconds = Math.max(1, Math.ceil((Date.parse(next) - Date.parse(uow.now)) / 1000));
      throw appError('check_unavailable', `The last readiness check of this site started at ${last}, under a minute ago; a site is checked at most once a minute.`, {
        fix: `Try again after ${next} (in ${seconds} s). Meanwhile GET /api/v1/spaces/${spaceId}/readiness answers the last check.`,
        details: { reason: 'too_soon', last_started_at: last, retry_after: next, retry_after_seconds: seconds },
      });
    },
    { now },
  );

  const started = performance.now();
  const facts = await readSpaceFacts(ctx.database.db, ctx.config, spaceId);
  const sampled = facts.entries.flatMap((e) => (e.url ? [e.url] : []));
  const site = await readLiveSite(ctx.config, space.production_url, sampled);
  const outcome = runChecks(site, facts);

  return runUnitOfWork(ctx.database, actor, async (uow) => {
    const row: ReadinessCheckRow = {
      id: newId(),
      space_id: spaceId,
      url: space.production_url!,
      checked_at: uow.now,
      passed: outcome.passed,
      total: outcome.total,
      checks: JSON.stringify(outcome.checks),
      duration_ms: Math.round(performance.now() - started),
      checked_by: actor.name,
    };
    const [previous] = await listReadinessChecks(uow.trx, spaceId, 1);
    await insertReadinessCheck(uow.trx, row);
    await pruneReadinessChecks(uow.trx, spaceId, HISTORY_LIMIT);
    uow.record({ action: 'readiness.checked', resourceType: 'readiness', resourceId: row.id, details: { url: row.url, passed: row.passed, total: row.total } });
    const change = readinessChange(previous ? (JSON.parse(previous.checks) as CheckResult[]) : null, outcome.checks);
    if (change) {
      // Scalars only: a hook's payload carries an event's flat values (docs/deploy-hooks.md "Payload").
      uow.emit({
        event: 'readiness.changed',
        resourceType: 'ReadinessCheck',
        resourceId: row.id,
        data: {
          url: row.url,
          checked_at: row.checked_at,
          passed: row.passed,
          total: row.total,
          previous_passed: change.previousPassed,
          score_dropped: change.dropped,
          worse: change.worse.join(','),
          better: change.better.join(','),
          not_checked: change.notChecked,
          previous_checked_at: previous!.checked_at,
          checked_by: row.checked_by,
        },
      });
    }
    return row;
  });
}
