import { setTimeout as sleep } from 'node:timers/promises';
import { Ajv, type ValidateFunction } from 'ajv';
import { safeFetch, FetchLimitError, UnsafeTargetError, type SafeResponse } from '../safe-fetch.ts';
import { limitFor } from './concurrency.ts';
import { AiError } from './errors.ts';
import { extractJson } from './json-answer.ts';

/**
 * The one client for the AI provider (ARCHITECTURE "Integrations"): an OpenAI-compatible
 * `POST {base}/chat/completions`, shared by translation and AI answers.
 *
 * Plain HTTP through the safe fetcher rather than the `openai` package: the fetcher already
 * gives the time limit for the whole exchange and a size limit while the body streams, which
 * the SDK does not, and it keeps the raw JSON (annotations, citations, search_results of
 * search-capable providers) that the SDK's types drop. Retries, Retry-After and the JSON
 * fallback are a few lines each and have to be ours anyway to be bounded the way we want.
 */
export interface AiSettings {
  /** e.g. https://api.openai.com/v1 (no trailing slash). Operator-set: a private address is allowed. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt, the whole exchange. */
  timeoutMs?: number;
  /** Attempts in total, first included; only 429 and 5xx answers are retried. */
  maxAttempts?: number;
  /** A Retry-After longer than this is not waited for: the call fails with `rate_limited`. */
  maxRetryWaitMs?: number;
  /** Parallel requests to this provider from this process. */
  concurrency?: number;
  /** Largest request body sent, in bytes. */
  maxRequestBytes?: number;
  /** Largest answer accepted, in bytes. */
  maxResponseBytes?: number;
}

export const AI_DEFAULTS = {
  timeoutMs: 60_000,
  maxAttempts: 3,
  maxRetryWaitMs: 30_000,
  concurrency: 4,
  maxRequestBytes: 1024 * 1024,
  maxResponseBytes: 4 * 1024 * 1024,
} as const;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** Provider-specific body fields sent as they are (e.g. search options of a search-capable model). */
  extra?: Record<string, unknown>;
}

export interface JsonSchemaFormat {
  /** Letters, digits, `_` and `-` (the provider's rule for schema names). */
  name: string;
  /** A JSON Schema the answer must match; for strict providers every object lists all its properties as required and sets additionalProperties false. */
  schema: Record<string, unknown>;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatResult {
  /** The assistant message's text. */
  content: string;
  /** The assistant message exactly as the provider sent it (annotations, citations, tool calls included). */
  message: Record<string, unknown>;
  /** The whole parsed answer (top-level `citations`, `search_results` of some providers live here). */
  raw: Record<string, unknown>;
  usage: Usage | null;
  /** The model that answered, as the provider names it. */
  model: string;
  finishReason: string | null;
  /** Requests made for this answer (1 unless 429/5xx were retried). */
  attempts: number;
}

export interface JsonChatResult<T> extends ChatResult {
  value: T;
  /** False when the provider ignored or refused `response_format` and the JSON was read from text. */
  structured: boolean;
}

export interface AiClient {
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatResult>;
  /** Asks for one JSON value matching `format.schema`; validates it before returning. */
  chatJson<T>(request: ChatRequest, format: JsonSchemaFormat): Promise<JsonChatResult<T>>;
}

/** The client for the configured provider, or null when none is configured. */
export function aiClientFrom(config: { ai: AiSettings | null }): AiClient | null {
  return config.ai ? createAiClient(config.ai) : null;
}

export function createAiClient(settings: AiSettings): AiClient {
  const s = { ...AI_DEFAULTS, ...withoutUndefined(settings), baseUrl: settings.baseUrl, model: settings.model, apiKey: settings.apiKey };
  const base = s.baseUrl.replace(/\/+$/, '');
  const url = `${base}/chat/completions`;
  const semaphore = limitFor(base, s.concurrency);

  async function post(body: Record<string, unknown>): Promise<{ json: Record<string, unknown>; attempts: number }> {
    const payload = JSON.stringify(body);
    if (Buffer.byteLength(payload) > s.maxRequestBytes) {
      throw new AiError('too_large', `the request to the AI provider would be ${Buffer.byteLength(payload)} bytes; the limit is ${s.maxRequestBytes}`);
    }
    for (let attempt = 1; ; attempt++) {
      const res = await semaphore.run(() => send(payload));
      if (res.status >= 200 && res.status < 300) return { json: parseBody(res), attempts: attempt };
      const retryable = res.status === 429 || res.status >= 500;
      const failure = statusError(res);
      if (!retryable || attempt >= s.maxAttempts) throw failure;
      const wait = retryAfterMs(res.headers.get('retry-after'), Date.now()) ?? backoffMs(attempt);
      if (wait > s.maxRetryWaitMs) throw failure;
      await sleep(wait);
    }
  }

  async function send(payload: string): Promise<SafeResponse> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (s.apiKey) headers.authorization = `Bearer ${s.apiKey}`;
    try {
      return await safeFetch(url, {
        // The operator chose this address, so private networks are allowed (a provider
        // inside the company network is common); time and size limits still hold.
        policy: { allowPrivate: true },
        method: 'POST',
        headers,
        body: payload,
        timeoutMs: s.timeoutMs,
        maxBytes: s.maxResponseBytes,
        maxRedirects: 0,
      });
    } catch (err) {
      if (err instanceof FetchLimitError) {
        const reason = err.reason === 'timeout' ? 'timeout' : err.reason === 'too_large' ? 'too_large' : 'network';
        throw new AiError(reason, `AI provider: ${err.message}`, { cause: err });
      }
      if (err instanceof UnsafeTargetError) throw new AiError('network', `AI provider address: ${err.message}`, { cause: err });
      throw err;
    }
  }

  function requestBody(request: ChatRequest, format: JsonSchemaFormat | null): Record<string, unknown> {
    const body: Record<string, unknown> = { ...request.extra, model: s.model, messages: request.messages };
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    if (format) body.response_format = { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } };
    return body;
  }

  async function chat(request: ChatRequest): Promise<ChatResult> {
    const { json, attempts } = await post(requestBody(request, null));
    return resultOf(json, attempts);
  }

  async function chatJson<T>(request: ChatRequest, format: JsonSchemaFormat): Promise<JsonChatResult<T>> {
    // The schema is also stated in the prompt, for providers that ignore response_format.
    const messages: ChatMessage[] = [
      ...request.messages,
      { role: 'system', content: `Reply with only one JSON value matching this JSON Schema, no other text:\n${JSON.stringify(format.schema)}` },
    ];
    let structured = true;
    let answer: { json: Record<string, unknown>; attempts: number };
    try {
      answer = await post(requestBody({ ...request, messages }, format));
    } catch (err) {
      // Some OpenAI-compatible servers refuse an unknown response_format with a 400; ask again without it.
      if (!(err instanceof AiError && err.reason === 'rejected' && err.status === 400 && /response_format|json_schema/i.test(err.message))) throw err;
      structured = false;
      answer = await post(requestBody({ ...request, messages }, null));
    }
    const result = resultOf(answer.json, answer.attempts);
    const refusal = result.message.refusal;
    if (typeof refusal === 'string' && refusal) throw new AiError('bad_answer', `the model refused: ${clip(refusal)}`);
    const value = extractJson(result.content);
    if (value === undefined) throw new AiError('bad_answer', `the AI provider's answer is not JSON: "${clip(result.content)}"`);
    const validate = validatorFor(format.schema);
    if (!validate(value)) {
      const first = validate.errors?.[0];
      throw new AiError('bad_answer', `the AI provider's answer does not match the ${format.name} schema: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}`);
    }
    return { ...result, value: value as T, structured: structured && isBareJson(result.content) };
  }

  return { model: s.model, chat, chatJson };
}

function resultOf(json: Record<string, unknown>, attempts: number): ChatResult {
  const choices = json.choices;
  const choice = Array.isArray(choices) ? (choices[0] as Record<string, unknown> | undefined) : undefined;
  const message = choice && typeof choice.message === 'object' && choice.message !== null ? (choice.message as Record<string, unknown>) : null;
  if (!message) throw new AiError('bad_answer', 'the AI provider answered without choices[0].message');
  const content = typeof message.content === 'string' ? message.content : '';
  return {
    content,
    message,
    raw: json,
    usage: usageOf(json.usage),
    model: typeof json.model === 'string' ? json.model : '',
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
    attempts,
  };
}

function usageOf(raw: unknown): Usage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const prompt = n(u.prompt_tokens);
  const completion = n(u.completion_tokens);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: n(u.total_tokens) || prompt + completion };
}

function parseBody(res: SafeResponse): Record<string, unknown> {
  try {
    const json = JSON.parse(res.body.toString('utf8')) as unknown;
    if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new AiError('bad_answer', `the AI provider answered ${res.status} with a body that is not a JSON object`, { status: res.status });
}

function statusError(res: SafeResponse): AiError {
  const detail = providerMessage(res);
  const said = detail ? `: ${detail}` : '';
  if (res.status === 429) return new AiError('rate_limited', `the AI provider is rate limiting us (429)${said}`, { status: 429 });
  if (res.status >= 500) return new AiError('provider_error', `the AI provider failed (${res.status})${said}`, { status: res.status });
  return new AiError('rejected', `the AI provider refused the request (${res.status})${said}`, { status: res.status });
}

/** The `error.message` of an OpenAI-style error body, if any. */
function providerMessage(res: SafeResponse): string {
  try {
    const body = JSON.parse(res.body.toString('utf8')) as { error?: { message?: unknown } | string };
    const m = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof m === 'string' ? clip(m) : '';
  } catch {
    return clip(res.body.toString('utf8'));
  }
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function backoffMs(attempt: number): number {
  const base = 500 * 2 ** (attempt - 1);
  return base + Math.floor(Math.random() * base * 0.25);
}

const ajv = new Ajv({ strict: false, allErrors: false });
const validators = new WeakMap<object, ValidateFunction>();

/**
 * Answers are checked as a tolerant reader: the schema sent to the provider closes every object
 * (`additionalProperties: false`, which strict structured output requires), but a model that adds
 * a property of its own (echoing `kind` beside `id` and `text`) still gave everything we read.
 * So the answer is validated against the same schema with its objects left open; the properties
 * we use are still required and typed, and the extra ones are never read.
 */
function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(openObjects(schema) as Record<string, unknown>);
    validators.set(schema, v);
  }
  return v;
}

/** A copy of a JSON Schema without `additionalProperties: false` anywhere in it. */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = openObjects(v);
  }
  return out;
}

function isBareJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function clip(s: string, max = 200): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
