import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { startTestService } from './support/service.ts';
import { buildContentType, field, insertContentType } from './support/builders.ts';
import { entriesApi } from './support/entries.ts';
import { startAiProvider, type FakeAiProvider } from './support/ai-provider.ts';
import { translator } from './support/translator.ts';
import { progressLine } from '../src/cli/translate.ts';

const run = promisify(execFile);
const CLI = path.resolve('src/cli/main.ts');

describe('tessera translate (whole-site job from the command line)', () => {
  let db: TestDatabase;
  let provider: FakeAiProvider;
  let mgt: string;

  before(async () => {
    db = await createTestDatabase();
    provider = await startAiProvider();
    provider.answerWith(translator());
    const svc = await startTestService({}, { database: db });
    await svc.space('site');
    mgt = await svc.key('site', 'management');
    await svc.client(mgt).post('/api/v1/spaces/site/locales', { code: 'fr' });
    await insertContentType(svc.database, 'site', buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { localized: true })] }));
    const api = entriesApi(svc.client(mgt), 'site');
    for (const t of ['One', 'Two', 'Three']) await api.create('post', { title: t });
    await svc.stop();
  });
  after(async () => {
    await db.drop();
    await provider.close();
  });

  function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const e: NodeJS.ProcessEnv = { ...process.env, TESSERA_DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', ...extra };
    delete e.DATABASE_URL;
    if (db.config.kind === 'postgres') e.DATABASE_URL = db.config.url;
    return e;
  }

  it('translates every entry and prints the finished job as JSON (no progress bar when stderr is not a terminal)', async () => {
    const r = await run(process.execPath, [CLI, 'translate', 'site', '--to', 'fr', '--type', 'post'], { env: env(provider.env()) });
    const job = JSON.parse(r.stdout);
    assert.equal(job.status, 'done');
    assert.equal(job.done, 3);
    assert.equal(job.translated, 3);
    assert.equal(r.stderr, '');
  });

  it('fails with one line on stderr when no AI provider is configured', async () => {
    await assert.rejects(run(process.execPath, [CLI, 'translate', 'site', '--to', 'fr'], { env: env() }), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stderr, /^tessera: No AI provider is configured/);
      assert.equal(err.stderr.trim().split('\n').length, 1);
      return true;
    });
  });

  it('draws a progress bar', () => {
    assert.equal(progressLine({ done: 1, total: 4, translated: 1, failures: '[]' }, 8), '[##------] 1/4 translated 1, failed 0');
  });
});
