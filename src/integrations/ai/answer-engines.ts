import { setTimeout as sleep } from 'node:timers/promises';
import type { AnswerEngineConfig, AnswerEngineKind } from '../../config.ts';
import { answerSources, type Source } from '../../domain/answers/analysis.ts';
import type { Market } from '../../domain/answers/settings.ts';
import { safeFetch, FetchLimitError, UnsafeTargetError, type SafeResponse } from '../safe-fetch.ts';
import { AI_DEFAULTS, createAiClient, retryAfterMs, type AiClient, type ChatMessage, type Usage } from './client.ts';
import { limitFor } from './concurrency.ts';
import { AiError } from './errors.ts';

/**
 * The places AI-answers questions are asked (docs/answers.md "Engines"), each speaking its
 * provider's protocol exactly:
 *
 * - `openai_search`: chat completions with `web_search_options` (OpenAI's search models); the
 *   market goes as `user_location {type: "approximate", approximate: {country, city}}`; sources
 *   arrive as `message.annotations` of type `url_citation`.
 * - `openai_responses`: `POST /responses` with the `web_search` tool (its `user_location`
 *   `{type: "approximate", country, city}`); the answer is the `output_text` parts of the
 *   `message` output items, sources their `url_citation` annotations; usage in
 *   `input_tokens`/`output_tokens`.
 * - `perplexity`: chat completions of the `sonar` models, market in
 *   `web_search_options.user_location {country, city}`, sources in top-level `citations` and
 *   `search_results`.
 * - `chat`: a plain chat completion: the model's memory, not what a search shows ("ungrounded").
 */
export interface EngineAnswer {
  content: string;
  sources: Source[];
  /** As the provider reported it; null when it reported none. */
  usage: Usage | null;
  /** USD the provider itself reported for this request (Perplexity's `usage.cost`), else null. */
  reportedCostUsd: number | null;
  model: string;
}

export interface AnswerEngine {
  readonly name: string;
  readonly kind: AnswerEngineKind;
  readonly model: string;
  /** True when answers come from a web search with their sources. */
  readonly grounded: boolean;
  readonly price: AnswerEngineConfig['price'];
  /** The text the model is given for a question, for estimating its tokens before asking. */
  promptText(question: string, market: Market): string;
  ask(question: string, market: Market, maxTokens: number): Promise<EngineAnswer>;
}

const where = (m: Market) => [m.city, m.country].filter(Boolean).join(', ');
const isCode = (c: string) => /^[A-Z]{2}$/.test(c);

/** The system message of an ungrounded chat model: the market as the user's location. */
function chatMessages(question: string, market: Market): ChatMessage[] {
  const at = where(market);
  const system = at
    ? `You are a helpful assistant. The user is located in ${at}; answer for someone there. Name specific businesses, products or websites where they help, and cite your sources.`
    : 'You are a helpful assistant. Name specific businesses, products or websites where they help, and cite your sources.';
  return [
    { role: 'system', content: system },
    { role: 'user', content: question },
  ];
}

export function createAnswerEngine(e: AnswerEngineConfig, timeoutMs: number = AI_DEFAULTS.timeoutMs): AnswerEngine {
  const common = { name: e.name, kind: e.kind, model: e.model, grounded: e.kind !== 'chat', price: e.price };
  if (e.kind === 'openai_responses') return responsesEngine(e, timeoutMs, common);
  const client: AiClient = createAiClient({ baseUrl: e.baseUrl, apiKey: e.apiKey, model: e.model, timeoutMs });
  // Search engines get the question as a person types it: the location travels as a search
  // option, and a system prompt of ours would make the answer less like the one people see.
  const messagesFor = (question: string, market: Market): ChatMessage[] => (e.kind === 'chat' ? chatMessages(question, market) : [{ role: 'user', content: question }]);
  const extraFor = (market: Market): Record<string, unknown> | undefined => {
    const country = isCode(market.country) ? market.country : undefined;
    const city = market.city || undefined;
    if (e.kind === 'openai_search') {
      return { web_search_options: country || city ? { user_location: { type: 'approximate', approximate: { ...(country ? { country } : {}), ...(city ? { city } : {}) } } } : {} };
    }
    if (e.kind === 'perplexity' && (country || city)) return { web_search_options: { user_location: { ...(country ? { country } : {}), ...(city ? { city } : {}) } } };
    return undefined;
  };
  return {
    ...common,
    promptText: (q, m) => messagesFor(q, m).map((x) => x.content).join('\n'),
    async ask(question, market, maxTokens) {
      const r = await client.chat({ messages: messagesFor(question, market), maxTokens, extra: extraFor(market) });
      return { content: r.content, sources: answerSources(r.message, r.raw), usage: r.usage, reportedCostUsd: reportedCost(r.raw.usage), model: r.model || e.model };
    },
  };
}

/** Perplexity reports what a request cost: `usage.cost.total_cost` (USD). */
function reportedCost(usage: unknown): number | null {
  const cost = (usage as { cost?: { total_cost?: unknown } } | null)?.cost?.total_cost;
  return typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 ? cost : null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function responsesEngine(e: AnswerEngineConfig, timeoutMs: number, common: Pick<AnswerEngine, 'name' | 'kind' | 'model' | 'grounded' | 'price'>): AnswerEngine {
  const url = `${e.baseUrl}/responses`;
  const semaphore = limitFor(e.baseUrl, AI_DEFAULTS.concurrency);
  async function send(payload: string): Promise<SafeResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (e.apiKey) headers.authorization = `Bearer ${e.apiKey}`;
    try {
      // The operator chose this address: a private network is allowed, limits still hold.
      return await safeFetch(url, { policy: { allowPrivate: true }, method: 'POST', headers, body: payload, timeoutMs, maxBytes: AI_DEFAULTS.maxResponseBytes, maxRedirects: 0 });
    } catch (err) {
      if (err instanceof FetchLimitError) throw new AiError(err.reason === 'timeout' ? 'timeout' : err.reason === 'too_large' ? 'too_large' : 'network', `AI provider: ${err.message}`, { cause: err });
      if (err instanceof UnsafeTargetError) throw new AiError('network', `AI provider address: ${err.message}`, { cause: err });
      throw err;
    }
  }
  return {
    ...common,
    promptText: (q) => q,
    async ask(question, market, maxTokens) {
      const location: Json = { type: 'approximate' };
      if (isCode(market.country)) location.country = market.country;
      if (market.city) location.city = market.city;
      const tool: Json = { type: 'web_search', ...(Object.keys(location).length > 1 ? { user_location: location } : {}) };
      const payload = JSON.stringify({ model: e.model, input: question, tools: [tool], max_output_tokens: maxTokens });
      for (let attempt = 1; ; attempt++) {
        const res = await semaphore.run(() => send(payload));
        if (res.status >= 200 && res.status < 300) return readResponse(res, e.model);
        const detail = providerMessage(res);
        const failure =
          res.status === 429
            ? new AiError('rate_limited', `the AI provider is rate limiting us (429)${detail}`, { status: 429 })
            : res.status >= 500
              ? new AiError('provider_error', `the AI provider failed (${res.status})${detail}`, { status: res.status })
              : new AiError('rejected', `the AI provider refused the request (${res.status})${detail}`, { status: res.status });
        if (!(res.status === 429 || res.status >= 500) || attempt >= AI_DEFAULTS.maxAttempts) throw failure;
        const wait = retryAfterMs(res.headers.get('retry-after'), Date.now()) ?? 500 * 2 ** (attempt - 1);
        if (wait > AI_DEFAULTS.maxRetryWaitMs) throw failure;
        await sleep(wait);
      }
    },
  };
}

function providerMessage(res: SafeResponse): string {
  try {
    const body = JSON.parse(res.body.toString('utf8')) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** The text and cited sources of a Responses API answer: `message` output items' `output_text` parts. */
function readResponse(res: SafeResponse, model: string): EngineAnswer {
  let json: unknown;
  try {
    json = JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new AiError('bad_answer', `the AI provider answered ${res.status} with a body that is not JSON`, { status: res.status });
  }
  if (!isObject(json) || !Array.isArray(json.output)) throw new AiError('bad_answer', 'the AI provider answered without an `output` list (not a Responses API answer)');
  const texts: string[] = [];
  const annotations: unknown[] = [];
  for (const item of json.output) {
    if (!isObject(item) || item.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content) {
      if (!isObject(part) || part.type !== 'output_text' || typeof part.text !== 'string') continue;
      texts.push(part.text);
      if (Array.isArray(part.annotations)) annotations.push(...part.annotations);
    }
  }
  if (texts.length === 0) throw new AiError('bad_answer', `the AI provider's answer has no output_text (status ${typeof json.status === 'string' ? json.status : 'unknown'})`);
  const u = isObject(json.usage) ? json.usage : null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const usage = u ? { prompt_tokens: n(u.input_tokens), completion_tokens: n(u.output_tokens), total_tokens: n(u.total_tokens) || n(u.input_tokens) + n(u.output_tokens) } : null;
  return { content: texts.join('\n\n'), sources: answerSources({ annotations }, {}), usage, reportedCostUsd: null, model: typeof json.model === 'string' ? json.model : model };
}
