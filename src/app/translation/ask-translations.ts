import { defaultLocaleName } from '../../domain/locales.ts';
import type { Segment } from '../../domain/translation/plan.ts';
import { AiError, packByBudget, type AiClient, type Usage } from '../../integrations/ai/index.ts';

/** Characters of segment text per request: well inside every current model's context and output limits. */
export const REQUEST_BUDGET_CHARS = 12_000;

export interface AskTranslationsInput {
  from: string;
  to: string;
  /** What the text is (content type name), to help the model choose words. */
  context: string;
  segments: readonly Segment[];
}

export interface AskTranslationsResult {
  /** Segment id → translated text. Segments answered twice or not at all are absent. */
  answers: Map<string, string>;
  usage: Usage;
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
    'kind "slug": answer a short URL slug in the target language, only lowercase ASCII letters, digits and hyphens (transliterate other scripts).',
    'kind "tag": a short label; translate it as a label.',
  ].join('\n');
}

/**
 * Sends the segments to the model in requests within the size budget (in parallel, limited by
 * the client's concurrency) and collects the answers. Throws AiError when a request fails or
 * an answer is unusable as a whole; a single segment missing from an otherwise good answer is
 * the caller's business (that field is skipped).
 */
export async function askTranslations(ai: AiClient, input: AskTranslationsInput): Promise<AskTranslationsResult> {
  const groups = packByBudget(input.segments, (s) => s.text.length + s.id.length + 24, REQUEST_BUDGET_CHARS);
  const system = instructions(input);
  const results = await Promise.all(
    groups.map((group) =>
      ai.chatJson<{ segments: { id: string; text: string }[] }>(
        {
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: JSON.stringify({ segments: group.map((s) => ({ id: s.id, kind: s.kind, text: s.text })) }) },
          ],
          temperature: 0,
        },
        { name: 'translated_segments', schema: SCHEMA },
      ),
    ),
  );
  const answers = new Map<string, string>();
  const repeated = new Set<string>();
  const usage: Usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  results.forEach((result, i) => {
    const asked = new Set(groups[i].map((s) => s.id));
    let known = 0;
    for (const { id, text } of result.value.segments) {
      if (!asked.has(id)) continue;
      known++;
      if (answers.has(id)) repeated.add(id);
      answers.set(id, text);
    }
    if (known === 0) throw new AiError('bad_answer', 'the AI provider answered none of the segments it was sent');
    if (result.usage) {
      usage.prompt_tokens += result.usage.prompt_tokens;
      usage.completion_tokens += result.usage.completion_tokens;
      usage.total_tokens += result.usage.total_tokens;
    }
  });
  for (const id of repeated) answers.delete(id);
  return { answers, usage };
}
