import type { Market } from './settings.ts';

/**
 * What the AI provider is asked in a run. The question goes as a user would type it, with the
 * market as the user's location, so the answer is the one people there get. The analysis
 * asks for the brands named and for contradictions with excerpts of the site's own published
 * content, quoting that content, so every issue can be checked against what we sent.
 */
export function questionMessages(question: string, market: Market): Array<{ role: 'system' | 'user'; content: string }> {
  const where = [market.city, market.country].filter(Boolean).join(', ');
  const system = where
    ? `You are a helpful assistant. The user is located in ${where}; answer for someone there. Name specific businesses, products or websites where they help, and cite your sources.`
    : 'You are a helpful assistant. Name specific businesses, products or websites where they help, and cite your sources.';
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}

export interface Excerpt {
  /** Our reference for the excerpt in the prompt: `E1`, `E2`, … */
  ref: string;
  entry_id: string;
  content_type: string;
  field: string;
  locale: string;
  body: string;
}

export const ANALYSIS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['brands', 'issues'],
  properties: {
    brands: {
      type: 'array',
      description: 'every brand, business, product or website the answer names, in the order they first appear',
      items: { type: 'string' },
    },
    issues: {
      type: 'array',
      description: 'statements of the answer that the excerpts show to be wrong',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['claim', 'correct', 'excerpt'],
        properties: {
          claim: { type: 'string', description: 'the wrong statement, quoted from the answer' },
          correct: { type: 'string', description: 'the sentence of the excerpt that shows it is wrong, quoted exactly' },
          excerpt: { type: 'string', description: 'the reference of that excerpt, e.g. E2' },
        },
      },
    },
  },
} as const;

export interface AnalysisAnswer {
  brands: string[];
  issues: Array<{ claim: string; correct: string; excerpt: string }>;
}

export function analysisMessages(site: string, question: string, answer: string, excerpts: readonly Excerpt[]): Array<{ role: 'system' | 'user'; content: string }> {
  const content = excerpts.length
    ? excerpts.map((e) => `[${e.ref}] (${e.content_type}.${e.field}, ${e.locale})\n${e.body}`).join('\n\n')
    : '(no published content matched)';
  return [
    {
      role: 'system',
      content:
        `You check what an AI assistant said about the website "${site}" against the site's own published content. ` +
        'List the brands, businesses, products and websites the answer names. Then list only statements of the answer that an excerpt clearly contradicts ' +
        '(different hours, prices, places, dates, names, facts); for each, quote the wrong statement from the answer as `claim` and quote the contradicting sentence ' +
        'from the excerpt exactly as `correct`, with the excerpt reference. Do not list statements the excerpts do not address. Answer with JSON only.',
    },
    { role: 'user', content: `Question: ${question}\n\nAnswer:\n${answer}\n\nPublished content of ${site}:\n${content}` },
  ];
}

const squash = (s: string) => s.toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[“”„"‘’']/g, '').trim();

/**
 * True when `quote` really is in `body` (case, spacing and quote marks aside): an issue whose
 * `correct` is not our content's own words is dropped rather than shown as our statement.
 */
export function quotes(body: string, quote: string): boolean {
  const q = squash(quote).replace(/[.!?…]+$/, '');
  return q.length >= 3 && squash(body).includes(q);
}
