import { createHash } from 'node:crypto';

/**
 * A space's glossary and style for translation (docs/translation.md "Glossary and tone"):
 * terms never translated (brand and product names), fixed translations per language, and a
 * tone per language (German `Sie` or `du`). Applied in the prompt and checked in the answer.
 */
export interface GlossaryTerm {
  term: string;
  translations: Record<string, string>;
}

export type Tone = 'formal' | 'informal';

export interface Glossary {
  never_translate: string[];
  terms: GlossaryTerm[];
  tone: Record<string, Tone>;
}

/** What of the glossary applies to one target language. */
export interface GlossaryView {
  keep: string[];
  fixed: { term: string; translation: string }[];
  tone: Tone | null;
}

export const EMPTY_GLOSSARY: Glossary = { never_translate: [], terms: [], tone: {} };
export const MAX_GLOSSARY_TERMS = 500;
export const MAX_TERM_CHARS = 100;

export type GlossaryCheck = { ok: true; value: Glossary } | { ok: false; fields: Record<string, string> };

/** Validates a glossary sent by an owner; language codes must be languages of the space. */
export function checkGlossary(raw: unknown, localeCodes: readonly string[]): GlossaryCheck {
  const fields: Record<string, string> = {};
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObj(raw)) return { ok: false, fields: { glossary: 'an object {never_translate, terms, tone}' } };
  const term = (v: unknown) => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_TERM_CHARS;
  const termRule = `a non-empty text of at most ${MAX_TERM_CHARS} characters`;
  const langs = `a language of this site (${localeCodes.join(', ')})`;
  const out: Glossary = { never_translate: [], terms: [], tone: {} };

  const never = raw.never_translate ?? [];
  if (!Array.isArray(never) || never.length > MAX_GLOSSARY_TERMS) fields.never_translate = `a list of at most ${MAX_GLOSSARY_TERMS} terms`;
  else
    never.forEach((t, i) => {
      if (!term(t)) fields[`never_translate[${i}]`] = termRule;
      else out.never_translate.push((t as string).trim());
    });

  const terms = raw.terms ?? [];
  if (!Array.isArray(terms) || terms.length > MAX_GLOSSARY_TERMS) fields.terms = `a list of at most ${MAX_GLOSSARY_TERMS} {term, translations}`;
  else
    terms.forEach((t, i) => {
      if (!isObj(t) || !term(t.term) || !isObj(t.translations)) {
        fields[`terms[${i}]`] = `{term: ${termRule}, translations: {language code: text}}`;
        return;
      }
      const translations: Record<string, string> = {};
      for (const [code, text] of Object.entries(t.translations)) {
        if (!localeCodes.includes(code)) fields[`terms[${i}].translations.${code}`] = langs;
        else if (!term(text)) fields[`terms[${i}].translations.${code}`] = termRule;
        else translations[code] = (text as string).trim();
      }
      out.terms.push({ term: (t.term as string).trim(), translations });
    });

  const tone = raw.tone ?? {};
  if (!isObj(tone)) fields.tone = 'an object {language code: "formal" | "informal"}';
  else
    for (const [code, v] of Object.entries(tone)) {
      if (!localeCodes.includes(code)) fields[`tone.${code}`] = langs;
      else if (v !== 'formal' && v !== 'informal') fields[`tone.${code}`] = '"formal" or "informal"';
      else out.tone[code] = v;
    }
  for (const k of Object.keys(raw)) if (!['never_translate', 'terms', 'tone'].includes(k)) fields[k] = 'not a glossary property (never_translate, terms, tone)';
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: out };
}

export function glossaryFor(g: Glossary, to: string): GlossaryView {
  return {
    keep: g.never_translate,
    fixed: g.terms.flatMap((t) => (t.translations[to] ? [{ term: t.term, translation: t.translations[to] }] : [])),
    tone: g.tone[to] ?? null,
  };
}

/** Changes when anything that shapes a translation into that language changes (part of the memory key). */
export function glossaryHash(view: GlossaryView): string {
  if (view.keep.length === 0 && view.fixed.length === 0 && view.tone === null) return '';
  return createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 16);
}

/** Lines added to the instructions when a glossary or tone applies. */
export function glossaryInstructions(view: GlossaryView, toName: string): string[] {
  const lines: string[] = [];
  if (view.keep.length > 0) lines.push(`Never translate these names and terms; keep them exactly as written: ${view.keep.map((t) => JSON.stringify(t)).join(', ')}.`);
  if (view.fixed.length > 0) lines.push(`Always translate these terms this way: ${view.fixed.map((f) => `${JSON.stringify(f.term)} → ${JSON.stringify(f.translation)}`).join(', ')}.`);
  if (view.tone === 'formal') lines.push(`Address the reader formally, as is polite in ${toName} (for example "Sie" in German, "vous" in French).`);
  if (view.tone === 'informal') lines.push(`Address the reader informally, as friends do in ${toName} (for example "du" in German, "tu" in French).`);
  return lines;
}

function contains(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The glossary terms a translated segment should hold and does not: a never-translated term
 * of the source missing from the answer, or a term with a fixed translation whose translation
 * is missing. Matched as whole words, ignoring case.
 */
export function missingTerms(view: GlossaryView, source: string, answer: string): string[] {
  const missing: string[] = [];
  for (const t of view.keep) if (contains(source, t) && !contains(answer, t)) missing.push(t);
  for (const f of view.fixed) if (contains(source, f.term) && !contains(answer, f.translation)) missing.push(f.term);
  return missing;
}
