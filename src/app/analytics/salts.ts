import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertSalt, listSalts } from '../../db/repos/analytics.ts';
import type { DB } from '../../db/schema.ts';
import { addDays, dayOf } from '../../domain/analytics/report.ts';

/**
 * Daily salts of the visitor hash (docs/analytics.md "Visitors"): one random salt per UTC day,
 * kept in the database so every node hashes alike, created by the first event of the day,
 * deleted 48 hours after creation (prune-analytics.ts). Salts never change once stored, so each
 * process remembers today's and yesterday's, and forgets older ones.
 */
const cache = new WeakMap<Kysely<DB>, Map<string, string>>();
/**
 * Days found without a salt (typically yesterday, on a site that had no visitor then), not asked
 * again for a minute unless the call creates that day's salt: otherwise every call would read
 * the table for it. Only the visitor hash of the previous day waits that long to be known.
 */
const absent = new WeakMap<Kysely<DB>, Map<string, number>>();
const ABSENT_MS = 60_000;

/** The salt of each given day: existing ones are read, missing ones created when `create` lists that day. */
export async function saltsFor(db: Kysely<DB>, days: readonly string[], create: ReadonlySet<string>, now: string): Promise<Map<string, string>> {
  let known = cache.get(db);
  if (!known) cache.set(db, (known = new Map()));
  const yesterday = addDays(dayOf(now), -1);
  for (const d of known.keys()) if (d < yesterday) known.delete(d);
  let notThere = absent.get(db);
  if (!notThere) absent.set(db, (notThere = new Map()));
  const clock = Date.now();
  const out = new Map<string, string>();
  const missing = days.filter((d) => {
    const hit = known.get(d);
    if (hit) out.set(d, hit);
    return !hit && (create.has(d) || (notThere.get(d) ?? 0) < clock);
  });
  if (missing.length === 0) return out;
  let rows = await listSalts(db, missing);
  const toCreate = missing.filter((d) => create.has(d) && !rows.some((r) => r.day === d));
  if (toCreate.length) {
    for (const day of toCreate) await insertSalt(db, { day, salt: randomBytes(32).toString('base64url'), created_at: now });
    rows = await listSalts(db, missing);
  }
  for (const r of rows) {
    out.set(r.day, r.salt);
    if (r.day >= yesterday) known.set(r.day, r.salt);
  }
  for (const [d, until] of notThere) if (until < clock) notThere.delete(d);
  for (const d of missing) if (!out.has(d)) notThere.set(d, clock + ABSENT_MS);
  return out;
}
