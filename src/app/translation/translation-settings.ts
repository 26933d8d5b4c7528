import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { Actor } from '../../domain/actor.ts';
import { validationFailed } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { checkGlossary, EMPTY_GLOSSARY, type Glossary } from '../../domain/translation/glossary.ts';
import { findTranslationSettings, findTranslationUsage, saveTranslationSettings } from '../../db/repos/translation-settings.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

/** The largest monthly cap an owner can set (a billion tokens): anything above is a typo. */
export const MAX_TOKEN_CAP = 1_000_000_000;

/** The calendar month (UTC) usage is counted in, e.g. "2026-11". */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export interface LoadedTranslationSettings {
  glossary: Glossary;
  monthlyCap: number | null;
  month: string;
  usedThisMonth: number;
}

export async function loadTranslationSettings(db: Kysely<DB>, spaceId: string, now: Date): Promise<LoadedTranslationSettings> {
  const month = monthOf(now);
  const [row, usage] = await Promise.all([findTranslationSettings(db, spaceId), findTranslationUsage(db, spaceId, month)]);
  return { glossary: row ? (JSON.parse(row.glossary) as Glossary) : EMPTY_GLOSSARY, monthlyCap: row?.monthly_token_cap ?? null, month, usedThisMonth: usage?.total_tokens ?? 0 };
}

/** GET …/glossary: whoever may translate may read the glossary that shapes it. */
export async function readGlossary(database: Database, actor: Actor): Promise<Glossary> {
  requirePermission(actor, 'write', 'read the translation glossary');
  return (await loadTranslationSettings(database.db, actor.spaceId, new Date())).glossary;
}

/** PUT …/glossary: replaces the glossary and tone (model-level configuration, like the content model). */
export async function saveGlossary(uow: UnitOfWork, input: unknown): Promise<Glossary> {
  requirePermission(uow.actor, 'manage_model', 'change the translation glossary');
  const codes = (await loadSpaceModel(uow.trx, uow.actor.spaceId)).locales.codes;
  const checked = checkGlossary(input, codes);
  if (!checked.ok) throw validationFailed(checked.fields, undefined, 'Send {"never_translate": ["Brand"], "terms": [{"term": "checkout", "translations": {"de": "Kasse"}}], "tone": {"de": "formal"}}.');
  const row = await findTranslationSettings(uow.trx, uow.actor.spaceId);
  await saveTranslationSettings(uow.trx, { space_id: uow.actor.spaceId, glossary: JSON.stringify(checked.value), monthly_token_cap: row?.monthly_token_cap ?? null, updated_at: uow.now });
  uow.record({ action: 'translation.glossary_changed', resourceType: 'space', resourceId: uow.actor.spaceId, details: { never_translate: checked.value.never_translate.length, terms: checked.value.terms.length, tone: checked.value.tone } });
  return checked.value;
}

export interface TranslationBudget {
  monthly_token_cap: number | null;
  month: string;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number; estimated_tokens: number; requests: number };
}

export async function readTranslationBudget(db: Kysely<DB>, spaceId: string, now: Date): Promise<TranslationBudget> {
  const month = monthOf(now);
  const [row, usage] = await Promise.all([findTranslationSettings(db, spaceId), findTranslationUsage(db, spaceId, month)]);
  return {
    monthly_token_cap: row?.monthly_token_cap ?? null,
    month,
    usage: {
      prompt_tokens: usage?.prompt_tokens ?? 0,
      completion_tokens: usage?.completion_tokens ?? 0,
      total_tokens: usage?.total_tokens ?? 0,
      estimated_tokens: usage?.estimated_tokens ?? 0,
      requests: usage?.requests ?? 0,
    },
  };
}

/** GET …/translation_settings: this month's usage and the cap; anyone who may translate sees what it costs. */
export function getTranslationBudget(database: Database, actor: Actor): Promise<TranslationBudget> {
  requirePermission(actor, 'write', 'read translation usage');
  return readTranslationBudget(database.db, actor.spaceId, new Date());
}

/**
 * PUT …/translation_settings: the monthly token cap. Spending is the owner's decision, so it
 * needs `manage_keys` (owners and management keys), never an agent that could lift its own cap.
 */
export async function setTranslationBudget(uow: UnitOfWork, input: { monthly_token_cap: number | null }): Promise<TranslationBudget> {
  requirePermission(uow.actor, 'manage_keys', 'set the monthly translation cap');
  const cap = input.monthly_token_cap;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > MAX_TOKEN_CAP)) throw validationFailed({ monthly_token_cap: `a whole number of tokens from 1 to ${MAX_TOKEN_CAP}, or null for no cap` });
  const row = await findTranslationSettings(uow.trx, uow.actor.spaceId);
  await saveTranslationSettings(uow.trx, { space_id: uow.actor.spaceId, glossary: row?.glossary ?? JSON.stringify(EMPTY_GLOSSARY), monthly_token_cap: cap, updated_at: uow.now });
  uow.record({ action: 'translation.cap_changed', resourceType: 'space', resourceId: uow.actor.spaceId, details: { monthly_token_cap: cap, before: row?.monthly_token_cap ?? null } });
  return readTranslationBudget(uow.trx, uow.actor.spaceId, new Date(uow.now));
}
