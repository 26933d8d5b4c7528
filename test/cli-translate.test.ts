import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { startTestService } from './support/service.ts';
import { buildContentType, field, insertContentType } from './support/builders.ts';
import { entriesApi } from './support/entries.ts';
import { startAiProvider, type FakeAiProvider } from './support/ai-provider.ts';
import { segmentsOf, translator } from './support/translator.ts';
import { startTessera, tessera } from './support/cli.ts';
import { progressLine } from '../src/cli/translate.ts';


const NOTES = 10;

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
    // For the exit codes: pages of which one the provider cannot translate, and notes to interrupt.
    for (const code of ['de', 'es']) await svc.client(mgt).post('/api/v1/spaces/site/locales', { code });
    await insertContentType(svc.database, 'site', buildContentType({ api_id: 'page', fields: [field('title', 'symbol', { localized: true })] }));
    for (const t of ['Alpha', 'BROKEN beta', 'Gamma']) await api.create('page', { title: t });
    await insertContentType(svc.database, 'site', buildContentType({ api_id: 'note', fields: [field('title', 'symbol', { localized: true })] }));
    for (let i = 1; i <= NOTES; i++) await api.create('note', { title: `Note ${i}` });
    await svc.stop();
  });
  after(async () => {
    await db.drop();
    await provider.close();
  });

  it('translates every entry and prints the finished job as JSON (no progress bar when stderr is not a terminal)', async () => {
    const r = await tessera(db, ['translate', 'site', '--to', 'fr', '--type', 'post'], provider.env());
    assert.equal(r.code, 0, r.stderr);
    const job = JSON.parse(r.stdout);
    assert.equal(job.status, 'done');
    assert.equal(job.done, 3);
    assert.equal(job.translated, 3);
    assert.equal(r.stderr, '');
  });

  it('fails with one line on stderr when no AI provider is configured', async () => {
    const r = await tessera(db, ['translate', 'site', '--to', 'fr']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^tessera: No AI provider is configured/);
    assert.equal(r.stderr.trim().split('\n').length, 1);
  });

  it('exits 1 when any entry failed, with one line on stderr saying how many and where their errors are', async () => {
    provider.answerWith((call) => (segmentsOf(call).some((seg) => seg.text.includes('BROKEN')) ? { malformed: '{"nope":' } : translator()(call)));
    try {
      const r = await tessera(db, ['translate', 'site', '--to', 'de', '--type', 'page'], provider.env());
      assert.equal(r.code, 1, r.stderr);
      const job = JSON.parse(r.stdout);
      assert.equal(job.status, 'done');
      assert.equal(job.translated, 2);
      assert.equal(job.failures.length, 1);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.equal(
        r.stderr,
        `tessera: 1 of 3 entries could not be translated (translation job ${job.id}): their errors are under "failures" in the job printed on stdout and at GET /api/v1/spaces/site/translation_jobs/${job.id}\n`,
      );
    } finally {
      provider.answerWith(translator());
    }
  });

  it('stops at --max-tokens with exit 1 and one line saying how to resume', async () => {
    const bad = await tessera(db, ['translate', 'site', '--to', 'es', '--type', 'post', '--max-tokens', 'lots'], provider.env());
    assert.equal(bad.code, 1, bad.stderr);
    assert.match(bad.stderr, /--max-tokens needs a whole number/);
    const r = await tessera(db, ['translate', 'site', '--to', 'es', '--type', 'post', '--max-tokens', '100'], provider.env());
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr, /paused after 2 of 3 entries: The job has used 118 tokens, reaching its cap of 100\..*\/resume/);
  });

  it('Ctrl-C exits 130 leaving the job resumable, and the next run resumes it where it stopped', async () => {
    // The first request waits until the command got SIGINT; later ones are slow, so the
    // command stops after an entry or two, not after all of them.
    let firstCall!: () => void;
    const called = new Promise<void>((resolve) => (firstCall = resolve));
    let answerFirst!: () => void;
    const signalled = new Promise<void>((resolve) => (answerFirst = resolve));
    let calls = 0;
    provider.answerWith(async (call) => {
      if (++calls === 1) {
        firstCall();
        await signalled;
        return translator()(call);
      }
      return { delayMs: 300, then: translator()(call) };
    });
    const running = startTessera(db, ['translate', 'site', '--to', 'es', '--type', 'note'], provider.env());
    await Promise.race([called, running.done]);
    running.child.kill('SIGINT');
    answerFirst();
    const r = await running.done;
    assert.equal(r.code, 130, r.stderr);
    const stopped = JSON.parse(r.stdout);
    assert.equal(stopped.status, 'queued');
    assert.ok(stopped.done >= 1 && stopped.done < NOTES, `stopped after ${stopped.done} of ${NOTES}`);
    assert.equal(
      r.stderr,
      `tessera: interrupted: translation job ${stopped.id} stopped after ${stopped.done} of ${NOTES} entries (0 failed); run "tessera translate site --to es --type note" again to resume it\n`,
    );

    provider.answerWith(translator());
    const before = provider.calls.length;
    const again = await tessera(db, ['translate', 'site', '--to', 'es', '--type', 'note'], provider.env());
    assert.equal(again.code, 0, again.stderr);
    const job = JSON.parse(again.stdout);
    assert.equal(job.id, stopped.id, 'the same job');
    assert.equal(job.status, 'done');
    assert.equal(job.done, NOTES);
    assert.equal(job.translated, NOTES);
    // It went on after the last entry recorded: no entry was sent to the provider twice.
    assert.equal(provider.calls.length - before, NOTES - stopped.done);
  });

  it('draws a progress bar', () => {
    assert.equal(progressLine({ done: 1, total: 4, translated: 1, failures: '[]' }, 8), '[##------] 1/4 translated 1, failed 0');
  });
});
