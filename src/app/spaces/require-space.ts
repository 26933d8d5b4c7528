import type { Kysely } from 'kysely';
import { validationFailed } from '../../domain/errors.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';

/**
 * For operator commands naming a space by slug (`tessera key create SLUG …`): an unknown slug
 * is bad input with the command that makes one, not a 404 of the API.
 */
export async function requireSpace(db: Kysely<DB>, slug: string): Promise<void> {
  if (!(await findSpace(db, slug))) throw validationFailed({ space: `an existing space; "${slug}" does not exist (create it with "tessera space create")` }, `No space "${slug}".`);
}
