import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, notFound, validationFailed } from '../../domain/errors.ts';
import { normalizeLocaleCode } from '../../domain/locales.ts';
import { transition } from '../../domain/entries/state.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { buildTranslatedValue, planTranslation, translationStates, type TranslationState } from '../../domain/translation/plan.ts';
import { findEntry, type EntryRow } from '../../db/repos/entries.ts';
import { listTranslationSources } from '../../db/repos/entry-translations.ts';
import { aiClientFrom, AiError, type AiClient, type Usage } from '../../integrations/ai/index.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { loadSpaceModel, type SpaceModel } from '../entries/space-model.ts';
import { addTranslationUsage, findMemorized, memorize } from '../../db/repos/translation-settings.ts';
import { glossaryFor, glossaryHash } from '../../domain/translation/glossary.ts';
import { memoryKey } from '../../domain/translation/memory.ts';
import { askTranslations } from './ask-translations.ts';
import { saveTranslation, type TranslatedValue } from './save-translation.ts';
import { loadTranslationSettings } from './translation-settings.ts';
import { monthlyCapReached, translationUnavailable } from './unavailable.ts';

export interface TranslateEntryInput {
  id: string;
  /** A language code of the space other than the default one. */
  to: string;
  /** Translate every translatable field again, not only the empty ones. */
  overwrite?: boolean;
  /** Also translate again the fields whose translation is stale. */
  stale?: boolean;
}

export interface TranslationSummary {
  from: string;
  to: string;
  /** Fields written in the target language. */
  fields: string[];
  /** Fields whose translation did not fit (structure changed, segment missing, glossary term missing, value too long): left unchanged. */
  skipped: string[];
  /** Tokens this translation used (estimated from characters where the provider reported none). */
  usage: Usage;
  /** Segments taken from the translation memory instead of the provider. */
  from_memory: number;
  /** Segments sent to the provider. */
  sent: number;
}

export interface TranslateEntryResult {
  row: EntryRow;
  model: SpaceModel;
  translation: TranslationSummary;
  /** The part of translation.usage.total_tokens estimated from characters. */
  estimated: number;
  /** sys.translations of the saved entry (which fields of which languages are machine-translated, which stale). */
  states: Record<string, TranslationState>;
}

/** The `to` of a translation: a language of the space that is not the default one. */
export function targetLocale(raw: string, model: SpaceModel): string {
  const code = normalizeLocaleCode(raw);
  const others = model.locales.codes.filter((c) => c !== model.locales.defaultLocale);
  if (!code || !model.locales.codes.includes(code)) {
    throw validationFailed({ to: `a language of this site other than the default ${model.locales.defaultLocale}: ${others.join(', ') || 'none yet (add one with POST …/locales)'}` });
  }
  if (code === model.locales.defaultLocale) {
    throw validationFailed({ to: `a language other than the default ${code}, which is what translations are made from: ${others.join(', ') || 'none yet (add one with POST …/locales)'}` });
  }
  return code;
}

/**
 * SPEC "Entries" Translate: fills the target language's empty localized fields
 * from the default language with the AI provider, or every field with `overwrite`, or the stale
 * ones with `stale`; saves one new draft version, never publishes. The provider is asked
 * outside any transaction; the write re-checks the version (see saveTranslation). Any provider
 * failure is `translation_unavailable` and nothing is saved.
 */
export async function translateEntry(ctx: AppContext, actor: Actor, input: TranslateEntryInput, ai: AiClient | null = aiClientFrom(ctx.config)): Promise<TranslateEntryResult> {
  requirePermission(actor, 'write', 'translate entries');
  const db = ctx.database.db;
  const model = await loadSpaceModel(db, actor.spaceId);
  const row = await findEntry(db, actor.spaceId, input.id);
  if (!row) throw notFound('entry', input.id);
  requireContentType(actor, row.content_type, 'translate');
  const to = targetLocale(input.to, model);
  const t = transition({ status: row.status, upToDate: row.published_version === row.version }, 'edit');
  if (!t.ok) throw appError('validation_failed', `Entry ${row.id} cannot be translated: ${t.reason}.`, { fix: t.fix, details: { fields: { id: 'an entry that is not archived' } } });
  const def = model.types.get(row.content_type);
  if (!def) throw validationFailed({ content_type: `an existing content type; "${row.content_type}" no longer exists` });
  if (!ai) throw translationUnavailable('not_configured');

  const from = model.locales.defaultLocale;
  const stored = JSON.parse(row.fields) as StoredFields;
  const sources = (await listTranslationSources(db, actor.spaceId, [row.id])).filter((s) => s.locale === to);
  const plans = planTranslation(def, stored, model.locales, to, { overwrite: input.overwrite === true, stale: input.stale === true }, sources);
  const settings = await loadTranslationSettings(db, actor.spaceId, new Date());
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let estimated = 0;
  const values: TranslatedValue[] = [];
  const skipped: string[] = [];
  let fromMemory = 0;
  let sent = 0;
  if (plans.length > 0) {
    const view = glossaryFor(settings.glossary, to);
    const gh = glossaryHash(view);
    const segments = plans.flatMap((p) => p.segments);
    const keyOf = new Map(segments.map((s) => [s.id, memoryKey(from, to, s.kind, gh, s.text)]));
    const remembered = await findMemorized(db, actor.spaceId, [...keyOf.values()]);
    const answers = new Map<string, string>();
    const fresh = new Set<string>();
    for (const s of segments) {
      const known = remembered.get(keyOf.get(s.id) as string);
      if (known !== undefined) answers.set(s.id, known);
    }
    const toAsk = segments.filter((s) => !answers.has(s.id));
    fromMemory = segments.length - toAsk.length;
    sent = toAsk.length;
    if (toAsk.length > 0) {
      if (settings.monthlyCap !== null && settings.usedThisMonth >= settings.monthlyCap) throw monthlyCapReached(settings.usedThisMonth, settings.monthlyCap, settings.month);
      try {
        const asked = await askTranslations(ai, { from, to, context: `"${def.name}" entries`, segments: toAsk, glossary: view });
        for (const [id, text] of asked.answers) {
          answers.set(id, text);
          fresh.add(id);
        }
        Object.assign(usage, asked.usage);
        estimated = asked.estimated;
        await addTranslationUsage(db, { space_id: actor.spaceId, month: settings.month, ...asked.usage, estimated_tokens: asked.estimated, requests: asked.requests });
      } catch (err) {
        if (err instanceof AiError) throw translationUnavailable(err);
        throw err;
      }
    }
    const learned: { key: string; text: string }[] = [];
    for (const plan of plans) {
      const built = buildTranslatedValue(plan, answers);
      if (!built.ok) {
        skipped.push(plan.field.api_id);
        continue;
      }
      values.push({ field: plan.field.api_id, type: plan.field.type, value: built.value, sourceHash: plan.sourceHash });
      // Only answers that made a usable value are remembered, so a bad answer is never reused.
      for (const s of plan.segments) if (fresh.has(s.id)) learned.push({ key: keyOf.get(s.id) as string, text: answers.get(s.id) as string });
    }
    await memorize(db, actor.spaceId, learned, new Date().toISOString());
  }
  const saved = await runUnitOfWork(ctx.database, actor, (uow) => saveTranslation(uow, { id: row.id, version: row.version, from, to, values, skipped, model: ai.model, usage, fromMemory }));
  const states = translationStates(def, JSON.parse(saved.fields) as StoredFields, model.locales, await listTranslationSources(db, actor.spaceId, [row.id]));
  return { row: saved, model, translation: { from, to, fields: values.map((v) => v.field), skipped, usage, from_memory: fromMemory, sent }, estimated, states };
}
