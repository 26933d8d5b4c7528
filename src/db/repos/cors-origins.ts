import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

export async function listCorsOrigins(db: Kysely<DB>, spaceId: string): Promise<string[]> {
  const rows = await db.selectFrom('cors_origins').select('origin').where('space_id', '=', spaceId).orderBy('origin').execute();
  return rows.map((r) => r.origin);
}

export async function replaceCorsOrigins(db: Kysely<DB>, spaceId: string, origins: readonly string[], now: string): Promise<void> {
  await db.deleteFrom('cors_origins').where('space_id', '=', spaceId).execute();
  if (origins.length) await db.insertInto('cors_origins').values(origins.map((origin) => ({ space_id: spaceId, origin, created_at: now }))).execute();
}
