import type { Kysely } from 'kysely';
import { requirePermission } from '../../domain/permissions.ts';
import { listReadinessChecks, type ReadinessCheckRow } from '../../db/repos/readiness.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { HISTORY_LIMIT } from './run-readiness-check.ts';

/** SPEC `GET …/readiness`: the last check, or `not_found` before the first. */
export async function readLastReadinessCheck(db: Kysely<DB>, actor: Actor): Promise<ReadinessCheckRow> {
  requirePermission(actor, 'read_drafts', 'read the readiness check');
  const [last] = await listReadinessChecks(db, actor.spaceId, 1);
  if (!last) {
    throw appError('not_found', 'No readiness check has run for this site yet.', {
      fix: `Run one with POST /api/v1/spaces/${actor.spaceId}/readiness (the site needs a production_url).`,
    });
  }
  return last;
}

/** Beyond SPEC: the last checks, newest first, so the dashboard can show progress. */
export async function readReadinessHistory(db: Kysely<DB>, actor: Actor, limit = HISTORY_LIMIT): Promise<ReadinessCheckRow[]> {
  requirePermission(actor, 'read_drafts', 'read the readiness history');
  return listReadinessChecks(db, actor.spaceId, Math.min(Math.max(1, limit), HISTORY_LIMIT));
}
