import type { Kysely, Selectable } from 'kysely';
import type { DB, TranslationSettingsTable, TranslationUsageTable } from '../schema.ts';

export type TranslationSettingsRow = Selectable<TranslationSettingsTable>;
export type TranslationUsageRow = Selectable<TranslationUsageTable>;

export function findTranslationSettings(db: Kysely<DB>, spaceId: string): Promise<TranslationSettingsRow | undefined> {
  return db.selectFrom('translation_settings').selectAll().where('space_id', '=', spaceId).executeTakeFirst();
}

export async function saveTranslationSettings(db: Kysely<DB>, row: TranslationSettingsRow): Promise<void> {
  await db
    .insertInto('translation_settings')
    .values(row)
    .onConflict((oc) => oc.column('space_id').doUpdateSet({ glossary: row.glossary, monthly_token_cap: row.monthly_token_cap, updated_at: row.updated_at }))
    .execute();
}

export function findTranslationUsage(db: Kysely<DB>, spaceId: string, month: string): Promise<TranslationUsageRow | undefined> {
  return db.selectFrom('translation_usage').selectAll().where('space_id', '=', spaceId).where('month', '=', month).executeTakeFirst();
}

/** Adds tokens to a space's month (one statement: concurrent translations never lose a count). */
export async function addTranslationUsage(db: Kysely<DB>, row: TranslationUsageRow): Promise<void> {
  await db
    .insertInto('translation_usage')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['space_id', 'month']).doUpdateSet((eb) => ({
        prompt_tokens: eb('translation_usage.prompt_tokens', '+', row.prompt_tokens),
        completion_tokens: eb('translation_usage.completion_tokens', '+', row.completion_tokens),
        total_tokens: eb('translation_usage.total_tokens', '+', row.total_tokens),
        estimated_tokens: eb('translation_usage.estimated_tokens', '+', row.estimated_tokens),
        requests: eb('translation_usage.requests', '+', row.requests),
      })),
    )
    .execute();
}

/** Translations remembered for these keys (key → text), within the space. */
export async function findMemorized(db: Kysely<DB>, spaceId: string, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db.selectFrom('translation_memory').select(['key', 'text']).where('space_id', '=', spaceId).where('key', 'in', unique.slice(i, i + 500)).execute();
    for (const r of rows) out.set(r.key, r.text);
  }
  return out;
}

/** Remembers translated segments (a newer translation of the same key replaces the older). */
export async function memorize(db: Kysely<DB>, spaceId: string, rows: readonly { key: string; text: string }[], now: string): Promise<void> {
  const unique = [...new Map(rows.map((r) => [r.key, r])).values()];
  for (let i = 0; i < unique.length; i += 200) {
    await db
      .insertInto('translation_memory')
      .values(unique.slice(i, i + 200).map((r) => ({ space_id: spaceId, key: r.key, text: r.text, created_at: now })))
      .onConflict((oc) => oc.columns(['space_id', 'key']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text'), created_at: eb.ref('excluded.created_at') })))
      .execute();
  }
}
