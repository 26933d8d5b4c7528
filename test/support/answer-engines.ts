import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local answer engines: one HTTP server on 127.0.0.1 speaking three web-search protocols in
 * their exact shapes, each under its own base path:
 *
 * - `/openai/v1/chat/completions`: OpenAI's search models (`web_search_options`; sources as
 *   `message.annotations[]` `{type: "url_citation", url_citation: {url, title, start_index, end_index}}`);
 * - `/openai/v1/responses`: OpenAI's Responses API with the `web_search` tool (`output` holds a
 *   `web_search_call` and a `message` whose `output_text` carries `url_citation` annotations;
 *   usage as `input_tokens`/`output_tokens`);
 * - `/pplx/chat/completions`: Perplexity's sonar (`citations` URLs and `search_results`
 *   `{title, url, date}` at the top level, `usage.cost`).
 *
 * What each answers is scripted per test with `answerWith`.
 */

export type Protocol = 'openai_search' | 'openai_responses' | 'perplexity';

export interface EngineCall {
  protocol: Protocol;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  question: string;
  authorization: string | undefined;
}

export interface EngineReply {
  text: string;
  sources?: Array<{ url: string; title: string }>;
  /** false: the answer carries no `usage` at all (some compatible servers omit it). */
  usage?: boolean;
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
}

export interface FakeAnswerEngines {
  readonly origin: string;
  readonly calls: EngineCall[];
  answerWith(fn: (call: EngineCall) => EngineReply): void;
  /** TESSERA_ANSWERS_ENGINES entries for the three protocols. */
  engine(protocol: Protocol, name: string, extra?: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

const USAGE = { prompt: 30, completion: 60 };

export async function startAnswerEngines(): Promise<FakeAnswerEngines> {
  const calls: EngineCall[] = [];
  let answerer: (call: EngineCall) => EngineReply = () => ({ text: 'I do not know.' });
  let n = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const protocol: Protocol | null =
        path === '/openai/v1/chat/completions' ? 'openai_search' : path === '/openai/v1/responses' ? 'openai_responses' : path === '/pplx/chat/completions' ? 'perplexity' : null;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !protocol) return send(404, { error: { message: `Unknown request URL: ${req.method} ${path}`, type: 'invalid_request_error' } });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' } });
      }
      const question =
        protocol === 'openai_responses'
          ? String(body.input ?? '')
          : String(((body.messages ?? []) as Array<{ role: string; content: string }>).filter((m) => m.role === 'user').at(-1)?.content ?? '');
      const call: EngineCall = { protocol, body, question, authorization: req.headers.authorization };
      calls.push(call);
      // What the real services refuse: a search model with `temperature`, a Responses request without input.
      if (protocol === 'openai_search' && body.temperature !== undefined) return send(400, { error: { message: "Unsupported parameter: 'temperature' is not supported with this model.", type: 'invalid_request_error', param: 'temperature' } });
      if (protocol === 'openai_responses' && !body.input) return send(400, { error: { message: "Missing required parameter: 'input'.", type: 'invalid_request_error' } });
      const reply = answerer(call);
      if (reply.status) return send(reply.status, { error: { message: `engine failure ${reply.status}`, type: 'server_error' } });
      n += 1;
      const sources = reply.sources ?? [];
      const created = Math.floor(Date.now() / 1000);
      if (protocol === 'openai_search') {
        let at = 0;
        const annotations = sources.map((s) => {
          const start = Math.min(at, reply.text.length);
          at = Math.min(start + 10, reply.text.length);
          return { type: 'url_citation', url_citation: { end_index: at, start_index: start, title: s.title, url: s.url } };
        });
        return send(200, {
          id: `chatcmpl-search${n}`,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply.text, refusal: null, annotations }, finish_reason: 'stop' }],
          ...(reply.usage === false ? {} : { usage: { prompt_tokens: USAGE.prompt, completion_tokens: USAGE.completion, total_tokens: USAGE.prompt + USAGE.completion, prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 } } }),
          system_fingerprint: null,
        });
      }
      if (protocol === 'openai_responses') {
        const annotations = sources.map((s, i) => ({ type: 'url_citation', start_index: i, end_index: i + 1, url: s.url, title: s.title }));
        return send(200, {
          id: `resp_${n}`,
          object: 'response',
          created_at: created,
          status: 'completed',
          error: null,
          incomplete_details: null,
          max_output_tokens: body.max_output_tokens ?? null,
          model: body.model,
          output: [
            { type: 'web_search_call', id: `ws_${n}`, status: 'completed', action: { type: 'search', query: question } },
            { type: 'message', id: `msg_${n}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: reply.text, annotations, logprobs: [] }] },
          ],
          tools: body.tools ?? [],
          ...(reply.usage === false
            ? {}
            : { usage: { input_tokens: USAGE.prompt, input_tokens_details: { cached_tokens: 0 }, output_tokens: USAGE.completion, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: USAGE.prompt + USAGE.completion } }),
        });
      }
      return send(200, {
        id: `pplx-${n}`,
        model: body.model,
        created,
        ...(reply.usage === false
          ? {}
          : { usage: { prompt_tokens: USAGE.prompt, completion_tokens: USAGE.completion, total_tokens: USAGE.prompt + USAGE.completion, search_context_size: 'low', cost: { input_tokens_cost: 0.00003, output_tokens_cost: 0.00006, request_cost: 0.005, total_cost: 0.00509 } } }),
        citations: sources.map((s) => s.url),
        search_results: sources.map((s) => ({ title: s.title, url: s.url, date: '2026-11-01' })),
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.text } }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bases: Record<Protocol, string> = { openai_search: `${origin}/openai/v1`, openai_responses: `${origin}/openai/v1`, perplexity: `${origin}/pplx` };
  const models: Record<Protocol, string> = { openai_search: 'gpt-4o-mini-search-preview', openai_responses: 'gpt-4.1-mini', perplexity: 'sonar' };
  return {
    origin,
    calls,
    answerWith: (fn) => void (answerer = fn),
    engine: (protocol, name, extra = {}) => ({ name, kind: protocol, base_url: bases[protocol], model: models[protocol], api_key: `key-${protocol}`, ...extra }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
