import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local AI provider: a real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions
 * protocol (`POST /v1/chat/completions`), scriptable per test. Used by translation and AI
 * answers tests; point the service at it with `provider.env()`.
 */

/** One request the provider received. */
export interface ChatCall {
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  model: string;
  messages: { role: string; content: string }[];
  /** The `response_format` sent, if any. */
  responseFormat: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } } | undefined;
  /** The text of the last user message, and that text parsed as JSON when it is JSON. */
  userText: string;
  userJson: unknown;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** What the provider answers to one request. */
export type ProviderReply =
  /** A JSON value as the assistant's content: bare (as with json_schema), in a ```json fence, or inside prose (providers that ignore response_format). */
  | { json: unknown; wrap?: 'bare' | 'fence' | 'prose'; usage?: TokenUsage | null }
  /** Plain text as the assistant's content. */
  | { text: string; usage?: TokenUsage | null }
  /** A full assistant message (annotations, citations...) plus top-level fields such as `citations` or `search_results`. */
  | { message: Record<string, unknown>; extra?: Record<string, unknown>; usage?: TokenUsage | null }
  /** Any HTTP answer as it is: 429 with Retry-After, 500, 401... */
  | { status: number; headers?: Record<string, string>; body?: string }
  /** Answers `then` only after `delayMs` (a slow provider). */
  | { delayMs: number; then: ProviderReply }
  /** 200 with a body that is not a chat completion. */
  | { malformed: string };

export type Answerer = (call: ChatCall) => ProviderReply | Promise<ProviderReply>;

export interface FakeAiProvider {
  /** e.g. http://127.0.0.1:40123/v1 */
  readonly baseUrl: string;
  /** Every chat-completions request, oldest first. */
  readonly calls: ChatCall[];
  /** Replies for the next requests, in order; after them the answerer is used. */
  queue(...replies: ProviderReply[]): void;
  /** How to answer when nothing is queued (default: the text "OK"). */
  answerWith(answerer: Answerer): void;
  /** Refuse requests carrying response_format with a 400, like servers that do not know it. */
  rejectResponseFormat(on: boolean): void;
  /** Forgets calls, queued replies, the answerer and rejectResponseFormat. */
  reset(): void;
  /** Service environment pointing at this provider. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_MODEL = 'fake-translator-1';
const DEFAULT_USAGE: TokenUsage = { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 };

export async function startAiProvider(): Promise<FakeAiProvider> {
  const calls: ChatCall[] = [];
  let queued: ProviderReply[] = [];
  let answerer: Answerer = () => ({ text: 'OK' });
  let rejectFormat = false;
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(err), type: 'server_error' } }));
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `Unknown request URL: ${req.method} ${path}`, type: 'invalid_request_error' } });
    }
    let body: ChatCall['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' } });
    }
    if (!Array.isArray(body?.messages) || typeof body?.model !== 'string') {
      return send(res, 400, { error: { message: "'messages' and 'model' are required", type: 'invalid_request_error' } });
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const users = (body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user');
    const userText = users.length > 0 ? String(users[users.length - 1].content) : '';
    const call: ChatCall = { headers, body, model: body.model, messages: body.messages, responseFormat: body.response_format, userText, userJson: parseOrUndefined(userText) };
    calls.push(call);
    if (rejectFormat && body.response_format) {
      return send(res, 400, { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format' } });
    }
    let reply = queued.shift() ?? (await answerer(call));
    while ('delayMs' in reply) {
      await new Promise((r) => setTimeout(r, (reply as { delayMs: number }).delayMs));
      if (res.destroyed || req.socket.destroyed) return;
      reply = reply.then;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(reply.body ?? JSON.stringify({ error: { message: http.STATUS_CODES[reply.status] ?? 'error', type: 'server_error' } }));
      return;
    }
    if ('malformed' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply.malformed);
      return;
    }
    let message: Record<string, unknown>;
    let extra: Record<string, unknown> = {};
    if ('message' in reply) {
      message = { role: 'assistant', ...reply.message };
      extra = reply.extra ?? {};
    } else if ('json' in reply) {
      message = { role: 'assistant', content: wrapJson(reply.json, reply.wrap ?? 'bare'), refusal: null };
    } else {
      message = { role: 'assistant', content: reply.text, refusal: null };
    }
    counter++;
    send(res, 200, {
      id: `chatcmpl-fake${counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: 'stop' }],
      // `usage: null` leaves usage out, as providers that report none do.
      ...(reply.usage === null ? {} : { usage: reply.usage ?? DEFAULT_USAGE }),
      system_fingerprint: 'fp_fake',
      ...extra,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}/v1`;

  return {
    baseUrl,
    calls,
    queue: (...replies) => void queued.push(...replies),
    answerWith: (a) => void (answerer = a),
    rejectResponseFormat: (on) => void (rejectFormat = on),
    reset() {
      calls.length = 0;
      queued = [];
      answerer = () => ({ text: 'OK' });
      rejectFormat = false;
    },
    env: (extra = {}) => ({ TESSERA_AI_BASE_URL: baseUrl, TESSERA_AI_API_KEY: 'sk-test-fake', TESSERA_AI_MODEL: FAKE_MODEL, ...extra }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function wrapJson(value: unknown, wrap: 'bare' | 'fence' | 'prose'): string {
  const json = JSON.stringify(value);
  if (wrap === 'fence') return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
  if (wrap === 'prose') return `Sure! Here is the result you asked for: ${json} Let me know if you need anything else.`;
  return json;
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
