import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AiError, createAiClient, type AiClient } from '../../src/integrations/ai/index.ts';
import { FAKE_MODEL, startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { ANALYSIS_SCHEMA, type AnalysisAnswer } from '../../src/domain/answers/prompts.ts';

const schema = {
  type: 'object',
  properties: { greeting: { type: 'string' } },
  required: ['greeting'],
  additionalProperties: false,
};
const format = { name: 'greeting', schema };
const ask = { messages: [{ role: 'user' as const, content: 'Say hello' }] };

async function failure(work: Promise<unknown>): Promise<AiError> {
  try {
    await work;
  } catch (err) {
    assert.ok(err instanceof AiError, `expected AiError, got ${String(err)}`);
    return err;
  }
  assert.fail('expected the call to fail');
}

describe('AI provider client against a local chat-completions server', () => {
  let provider: FakeAiProvider;
  let ai: AiClient;
  before(async () => {
    provider = await startAiProvider();
    ai = createAiClient({ baseUrl: provider.baseUrl, apiKey: 'sk-test-fake', model: FAKE_MODEL, timeoutMs: 1000, maxRetryWaitMs: 5000 });
  });
  after(() => provider.close());
  beforeEach(() => provider.reset());

  it('sends the model, messages and key, and returns the text, usage and raw answer', async () => {
    provider.queue({ text: 'Hello!', usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 } });
    const result = await ai.chat(ask);
    assert.equal(result.content, 'Hello!');
    assert.deepEqual(result.usage, { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 });
    assert.equal(result.model, FAKE_MODEL);
    assert.equal(result.finishReason, 'stop');
    assert.equal(provider.calls[0].headers.authorization, 'Bearer sk-test-fake');
    assert.equal(provider.calls[0].model, FAKE_MODEL);
    assert.equal(provider.calls[0].userText, 'Say hello');
  });

  it('keeps annotations on the message and citations at the top level for callers that need them', async () => {
    const annotations = [{ type: 'url_citation', url_citation: { url: 'https://example.com/a', title: 'A' } }];
    provider.queue({ message: { content: 'See A.', annotations }, extra: { citations: ['https://example.com/a'], search_results: [{ title: 'A', url: 'https://example.com/a' }] } });
    const result = await ai.chat(ask);
    assert.deepEqual(result.message.annotations, annotations);
    assert.deepEqual(result.raw.citations, ['https://example.com/a']);
    assert.ok(Array.isArray(result.raw.search_results));
  });

  it('asks for structured output with a strict json_schema and returns the parsed value', async () => {
    provider.queue({ json: { greeting: 'Hallo' } });
    const result = await ai.chatJson<{ greeting: string }>(ask, format);
    assert.deepEqual(result.value, { greeting: 'Hallo' });
    assert.equal(result.structured, true);
    assert.deepEqual(provider.calls[0].responseFormat, { type: 'json_schema', json_schema: { name: 'greeting', strict: true, schema } });
  });

  it('reads the JSON out of prose or a code fence when the provider ignores response_format', async () => {
    provider.queue({ json: { greeting: 'Bonjour' }, wrap: 'fence' }, { json: { greeting: 'Ciao' }, wrap: 'prose' });
    assert.deepEqual((await ai.chatJson(ask, format)).value, { greeting: 'Bonjour' });
    const prose = await ai.chatJson(ask, format);
    assert.deepEqual(prose.value, { greeting: 'Ciao' });
    assert.equal(prose.structured, false);
  });

  it('asks again without response_format when the provider refuses it', async () => {
    provider.rejectResponseFormat(true);
    provider.answerWith(() => ({ json: { greeting: 'Hola' }, wrap: 'fence' }));
    const result = await ai.chatJson(ask, format);
    assert.deepEqual(result.value, { greeting: 'Hola' });
    assert.equal(provider.calls.length, 2);
    assert.equal(provider.calls[1].responseFormat, undefined);
    assert.match(provider.calls[1].messages.map((m) => m.content).join('\n'), /JSON Schema/);
  });

  it('retries a 429 after the Retry-After it names, then succeeds', async () => {
    provider.queue({ status: 429, headers: { 'retry-after': '1' }, body: JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }) }, { text: 'late hello' });
    const result = await ai.chat(ask);
    assert.equal(result.content, 'late hello');
    assert.equal(result.attempts, 2);
    assert.equal(provider.calls.length, 2);
  });

  it('retries 5xx a bounded number of times, then fails as provider_error', async () => {
    provider.answerWith(() => ({ status: 503, headers: { 'retry-after': '0' } }));
    const err = await failure(ai.chat(ask));
    assert.equal(err.reason, 'provider_error');
    assert.equal(err.status, 503);
    assert.equal(provider.calls.length, 3);
  });

  it('does not wait for a Retry-After longer than its limit', async () => {
    provider.answerWith(() => ({ status: 429, headers: { 'retry-after': '3600' } }));
    const err = await failure(ai.chat(ask));
    assert.equal(err.reason, 'rate_limited');
    assert.equal(provider.calls.length, 1);
  });

  it('does not retry a refused request (wrong key) and says what the provider said', async () => {
    provider.queue({ status: 401, body: JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }) });
    const err = await failure(ai.chat(ask));
    assert.equal(err.reason, 'rejected');
    assert.match(err.message, /Incorrect API key provided/);
    assert.equal(provider.calls.length, 1);
  });

  it('gives up on a slow provider at the time limit', async () => {
    provider.queue({ delayMs: 3000, then: { text: 'too late' } });
    const err = await failure(ai.chat(ask));
    assert.equal(err.reason, 'timeout');
  });

  it('reports a body that is not a chat completion, and JSON that does not match the schema, as bad answers', async () => {
    provider.queue({ malformed: '<html>Bad gateway</html>' }, { text: 'I cannot help with that.' }, { json: { salutation: 'hi' } });
    assert.equal((await failure(ai.chat(ask))).reason, 'bad_answer');
    assert.equal((await failure(ai.chatJson(ask, format))).reason, 'bad_answer');
    assert.equal((await failure(ai.chatJson(ask, format))).reason, 'bad_answer');
  });

  it('reads an answer with properties the schema does not name, and still requires the ones it names', async () => {
    provider.queue({ json: { greeting: 'hi', tone: 'warm' } }, { json: { brands: ['Loaf & Co'], issues: [{ claim: 'a', correct: 'b', excerpt: 'E1', severity: 'high' }], confidence: 1 } }, { json: { tone: 'warm' } });
    assert.deepEqual((await ai.chatJson(ask, format)).value, { greeting: 'hi', tone: 'warm' });
    // The AI answers analysis: the same reader, nested objects included.
    const analysis = await ai.chatJson<AnalysisAnswer>(ask, { name: 'answer_analysis', schema: ANALYSIS_SCHEMA as unknown as Record<string, unknown> });
    assert.deepEqual(analysis.value.brands, ['Loaf & Co']);
    assert.equal(analysis.value.issues[0].claim, 'a');
    assert.equal((await failure(ai.chatJson(ask, format))).reason, 'bad_answer', 'a missing property that is read is still refused');
    // What is sent stays strict: providers with strict structured output need closed objects.
    assert.equal((provider.calls[0].responseFormat?.json_schema?.schema as { additionalProperties?: boolean }).additionalProperties, false);
  });

  it('reports a refusal of structured output as a bad answer', async () => {
    provider.queue({ message: { content: null, refusal: "I'm sorry, I can't help with that." } });
    const err = await failure(ai.chatJson(ask, format));
    assert.equal(err.reason, 'bad_answer');
    assert.match(err.message, /refused/);
  });

  it('reports a provider that is down as a network failure', async () => {
    const down = await startAiProvider();
    await down.close();
    const client = createAiClient({ baseUrl: down.baseUrl, apiKey: undefined, model: 'm', timeoutMs: 1000 });
    assert.equal((await failure(client.chat(ask))).reason, 'network');
  });

  it('refuses to send a request over the size limit', async () => {
    const small = createAiClient({ baseUrl: provider.baseUrl, apiKey: undefined, model: 'm', maxRequestBytes: 100 });
    const err = await failure(small.chat({ messages: [{ role: 'user', content: 'x'.repeat(500) }] }));
    assert.equal(err.reason, 'too_large');
    assert.equal(provider.calls.length, 0);
  });

  it('never has more requests in flight than its concurrency limit', async () => {
    let inFlight = 0;
    let most = 0;
    // The same provider with a trailing slash: the limit is per base URL, so it is shared.
    const limited = createAiClient({ baseUrl: `${provider.baseUrl}/`, apiKey: undefined, model: 'm', concurrency: 2 });
    provider.answerWith(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 50));
      inFlight--;
      return { text: 'ok' };
    });
    await Promise.all(Array.from({ length: 6 }, () => limited.chat(ask)));
    assert.equal(provider.calls.length, 6);
    assert.equal(most, 2);
  });
});
