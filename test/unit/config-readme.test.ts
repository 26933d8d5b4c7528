import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadConfig } from '../../src/config.ts';

// The README's configuration table is what operators read; src/config.ts is what the service
// reads. Each side names every variable of the other, so neither drifts.
const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** Variables in the first column of README's "## Configuration" table. */
function readmeVariables(): Set<string> {
  const section = read('README.md').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  return new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])));
}

/** Every variable name src/config.ts spells out (`env.NAME`, or a name passed to a reader as a string). */
function configVariables(): Set<string> {
  const source = read('src/config.ts');
  const names = [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b|'([A-Z][A-Z0-9_]*_[A-Z0-9_]+|PORT|HOST)'/g)].map((m) => m[1] ?? m[2]);
  return new Set(names);
}

/** What loadConfig actually asks its environment for, over settings that open each optional branch. */
function variablesRead(): Set<string> {
  const asked = new Set<string>();
  const settings: Array<Record<string, string>> = [
    {},
    { DATABASE_URL: 'postgres://u@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379', TESSERA_S3_BUCKET: 'files', TESSERA_TRUST_PROXY: '1' },
    { TESSERA_AI_BASE_URL: 'http://127.0.0.1:1/v1', TESSERA_AI_API_KEY: 'k', TESSERA_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'), TESSERA_ENGINE_A_CLIENT_ID: 'id', TESSERA_ENGINE_A_CLIENT_SECRET: 's' },
  ];
  for (const values of settings) {
    const env = new Proxy(values, { get: (t, k) => (typeof k === 'string' && asked.add(k), Reflect.get(t, k)) });
    loadConfig(env);
  }
  return asked;
}

describe('README "Configuration" lists exactly the variables src/config.ts reads', () => {
  it('every variable config.ts names is in the README table', () => {
    const missing = [...configVariables()].filter((v) => !readmeVariables().has(v));
    assert.deepEqual(missing, [], 'add these to README.md "## Configuration"');
  });
  it('every variable of the README table is read by config.ts', () => {
    const unknown = [...readmeVariables()].filter((v) => !configVariables().has(v));
    assert.deepEqual(unknown, [], 'config.ts does not read these: remove them from README.md or read them');
  });
  it('config.ts reads no variable it does not spell out (so the scan above misses none)', () => {
    const unseen = [...variablesRead()].filter((v) => !configVariables().has(v));
    assert.deepEqual(unseen, []);
    assert.ok(variablesRead().size > 20, 'loadConfig reads its environment through the object it is given');
  });
});
