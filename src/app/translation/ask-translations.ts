import { defaultLocaleName } from '../../domain/locales.ts';
import { glossaryInstructions, missingTerms, type GlossaryView } from '../../domain/translation/glossary.ts';
import { joinPieces, splitSegment, type Piece } from '../../domain/translation/pieces.ts';
import type { Segment } from '../../domain/translation/plan.ts';
import { AiError, packByBudget, type AiClient, type Usage } from '../../integrations/ai/index.ts';

/** Characters of segment text per request: well inside every current model's context and output limits. */
export const REQUEST_BUDGET_CHARS = 12_000;
/** A segment longer than this is sent in pieces cut at sentence ends (a third of a request). */
export const PIECE_CHARS = 4_000;
/** Characters per token, to estimate usage when a provider reports none. */
export const CHARS_PER_TOKEN = 4;

export interface AskTranslationsInput {
  from: string;
  to: string;
  /** What the text is (content type name), to help the model choose words. */
  context: string;
  segments: readonly Segment[];
  /** The glossary and tone for `to`, applied in the prompt and checked in the answers. */
  glossary?: GlossaryView;
}

export interface AskTranslationsResult {
  /** Segment id → translated text. Segments answered twice, not at all, or without their glossary terms after one retry are absent. */
  answers: Map<string, string>;
  /** Tokens used, as the provider reported them or, when it did not, estimated. */
  usage: Usage;
  /** The part of usage.total_tokens that was estimated from characters. */
  estimated: number;
  requests: number;
  /** Segment ids whose answers lacked a glossary term even after a retry. */
  glossaryMisses: string[];
}

const SCHEMA = {
  type: 'object',
  properties: {
    segments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, text: { type: 'string' } },
        required: ['id', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['segments'],
  additionalProperties: false,
};

function instructions(input: AskTranslationsInput): string {
  const from = `${defaultLocaleName(input.from)} (${input.from})`;
  const to = `${defaultLocaleName(input.to)} (${input.to})`;
  return [
    `You translate website content (${input.context}) from ${from} to ${to}.`,
    'You get JSON {"segments":[{"id","kind","text"}]}. Answer {"segments":[{"id","text"}]} with exactly one item per input segment, the same ids, in the same order.',
    'Translate the meaning naturally for readers of the target language; keep names, numbers, URLs and code unchanged.',
    'Numbered tags such as <1>…</1> and <2/> mark formatting and links: keep every tag exactly once, with the same number, around the words that correspond; never add, drop or merge tags. Keep &lt; &gt; &amp; as they are.',
    'Ids ending in ~0, ~1, … are consecutive parts of one long text: a tag opened in one part may close in a later part; keep it that way.',
    'kind "slug": answer a short URL slug in the target language, only lowercase ASCII letters, digits and hyphens (transliterate other scripts).',
    'kind "tag": a short label; translate it as a label.',
    ...(input.glossary ? glossaryInstructions(input.glossary, defaultLocaleName(input.to)) : []),
  ].join('\n');
}

interface Sendable {
  id: string;
  kind: string;
  text: string;
}

/**
 * Sends the segments to the model in requests within the size budget (in parallel, limited by
 * the client's concurrency) and collects the answers. A segment longer than PIECE_CHARS goes in
 * pieces cut at sentence ends and is joined back. An answer missing a glossary term is asked
 * again once, then dropped (its field is skipped). Throws AiError when a request fails or an
 * answer is unusable as a whole; a single segment missing from an otherwise good answer is the
 * caller's business (that field is skipped).
 */
export async function askTranslations(ai: AiClient, input: AskTranslationsInput): Promise<AskTranslationsResult> {
  const system = instructions(input);
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let estimated = 0;
  let requests = 0;

  const round = async (items: readonly Sendable[]): Promise<Map<string, string>> => {
    const groups = packByBudget(items, (s) => s.text.length + s.id.length + 24, REQUEST_BUDGET_CHARS);
    const results = await Promise.all(
      groups.map(async (group) => {
        const user = JSON.stringify({ segments: group.map((s) => ({ id: s.id, kind: s.kind, text: s.text })) });
        const result = await ai.chatJson<{ segments: { id: string; text: string }[] }>(
          { messages: [{ role: 'system', content: system }, { role: 'user', content: user }], temperature: 0 },
          { name: 'translated_segments', schema: SCHEMA },
        );
        return { result, sent: system.length + user.length };
      }),
    );
    const answers = new Map<string, string>();
    const repeated = new Set<string>();
    results.forEach(({ result, sent }, i) => {
      requests++;
      const asked = new Set(groups[i].map((s) => s.id));
      let known = 0;
      for (const { id, text } of result.value.segments) {
        if (!asked.has(id)) continue;
        known++;
        if (answers.has(id)) repeated.add(id);
        answers.set(id, text);
      }
      if (known === 0) throw new AiError('bad_answer', 'the AI provider answered none of the segments it was sent');
      if (result.usage && result.usage.total_tokens > 0) {
        usage.prompt_tokens += result.usage.prompt_tokens;
        usage.completion_tokens += result.usage.completion_tokens;
        usage.total_tokens += result.usage.total_tokens;
      } else {
        const prompt = Math.ceil(sent / CHARS_PER_TOKEN);
        const completion = Math.ceil(result.content.length / CHARS_PER_TOKEN);
        usage.prompt_tokens += prompt;
        usage.completion_tokens += completion;
        usage.total_tokens += prompt + completion;
        estimated += prompt + completion;
      }
    });
    for (const id of repeated) answers.delete(id);
    return answers;
  };

  const split = new Map<string, Piece[]>();
  const items: Sendable[] = [];
  for (const s of input.segments) {
    const pieces = splitSegment(s.id, s.text, PIECE_CHARS);
    split.set(s.id, pieces);
    for (const p of pieces) items.push({ id: p.id, kind: s.kind, text: p.text });
  }
  const answers = items.length > 0 ? await round(items) : new Map<string, string>();

  const glossary = input.glossary;
  const glossaryMisses = new Set<string>();
  if (glossary && (glossary.keep.length > 0 || glossary.fixed.length > 0)) {
    const lacking = (list: readonly Sendable[]) => list.filter((s) => answers.has(s.id) && missingTerms(glossary, s.text, answers.get(s.id)!).length > 0);
    const first = lacking(items);
    if (first.length > 0) {
      const again = await round(first);
      for (const s of first) {
        const a = again.get(s.id);
        if (a !== undefined && missingTerms(glossary, s.text, a).length === 0) answers.set(s.id, a);
        else {
          answers.delete(s.id);
          glossaryMisses.add(s.id.replace(/~\d+$/, ''));
        }
      }
    }
  }

  const joined = new Map<string, string>();
  for (const [id, pieces] of split) {
    const a = joinPieces(pieces, answers);
    if (a !== undefined) joined.set(id, a);
  }
  return { answers: joined, usage, estimated, requests, glossaryMisses: [...glossaryMisses] };
}
