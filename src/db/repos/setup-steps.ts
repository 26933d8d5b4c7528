import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** Marks a step of the space's setup checklist done; the first time counts, later ones change nothing. */
export async function markSetupStep(db: Kysely<DB>, spaceId: string, step: string, now: string): Promise<void> {
  await db.insertInto('setup_steps').values({ space_id: spaceId, step, completed_at: now }).onConflict((oc) => oc.columns(['space_id', 'step']).doNothing()).execute();
}
