import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = { TESSERA_DATA_DIR: '/tmp/tessera-config-test' };
const engine = { name: 'Perplexity', kind: 'perplexity', base_url: 'https://api.perplexity.ai/', model: 'sonar', api_key: 'pplx-1' };

describe('TESSERA_ANSWERS_ENGINES', () => {
  it('reads engines, and falls back to the TESSERA_AI_* provider as one ungrounded engine', () => {
    const ai = { TESSERA_AI_BASE_URL: 'https://ai.example/v1', TESSERA_AI_MODEL: 'm1' };
    assert.deepEqual(loadConfig({ ...base, ...ai }).answers.engines, [{ name: 'chat', kind: 'chat', baseUrl: 'https://ai.example/v1', model: 'm1', apiKey: undefined, price: null }]);
    assert.deepEqual(loadConfig(base).answers.engines, []);
    const read = loadConfig({ ...base, ...ai, TESSERA_ANSWERS_ENGINES: JSON.stringify([{ ...engine, price: { per_request: 0.005 } }]) }).answers.engines;
    assert.deepEqual(read, [{ name: 'Perplexity', kind: 'perplexity', baseUrl: 'https://api.perplexity.ai', model: 'sonar', apiKey: 'pplx-1', price: { inputPer1m: 0, outputPer1m: 0, perRequest: 0.005 } }]);
  });

  it('refuses a configuration it cannot use, naming the entry', () => {
    const ai = { TESSERA_AI_BASE_URL: 'https://ai.example/v1' };
    const bad: Array<[string, unknown, RegExp]> = [
      ['not JSON', '[{', /not JSON/],
      ['empty', [], /1 to 8 engines/],
      ['unknown kind', [{ ...engine, kind: 'gemini' }], /\[0\]\.kind must be one of openai_search, openai_responses, perplexity, chat/],
      ['no URL', [{ ...engine, base_url: 'api.perplexity.ai' }], /\[0\]\.base_url/],
      ['a name twice', [engine, { ...engine, kind: 'chat' }], /\[1\]\.name "Perplexity" is used twice/],
      ['a negative price', [{ ...engine, price: { per_request: -1 } }], /price/],
    ];
    for (const [what, value, message] of bad) {
      assert.throws(() => loadConfig({ ...base, ...ai, TESSERA_ANSWERS_ENGINES: typeof value === 'string' ? value : JSON.stringify(value) }), (err: Error) => err instanceof ConfigError && message.test(err.message), what);
    }
    // Search engines alone cannot read their answers: an analysis model is needed.
    assert.throws(() => loadConfig({ ...base, TESSERA_ANSWERS_ENGINES: JSON.stringify([engine]) }), /needs a model to read the answers/);
  });
});
