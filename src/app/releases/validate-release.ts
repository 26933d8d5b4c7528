import type { Database } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { publishRelease } from './publish-release.ts';

export type ReleaseCheck = { valid: true; entries: number } | { valid: false; error: { code: string; message: string; fix: string; details?: Record<string, unknown> } };

/**
 * Validates a release as a whole: the publish itself, rolled back (a dry run), so it applies the
 * very same rules (links inside the release count as published) and reports every entry's
 * problem at once. Needs `publish`, like publishing.
 */
export async function validateRelease(database: Database, actor: Actor, id: string): Promise<ReleaseCheck> {
  try {
    const r = await runUnitOfWork(database, actor, (uow) => publishRelease(uow, { id }), { dryRun: true });
    return { valid: true, entries: r.entries.length };
  } catch (err) {
    if (!(err instanceof AppError) || (err.code !== 'validation_failed' && err.code !== 'version_conflict')) throw err;
    return { valid: false, error: { code: err.code, message: err.message, fix: err.fix, ...(err.details ? { details: err.details } : {}) } };
  }
}
