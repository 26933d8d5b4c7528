import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { importProgressReporter } from '../../src/cli/progress.ts';

/** Progress of `tessera import` on a terminal, nothing otherwise. */
describe('importProgressReporter', () => {
  const fake = (isTTY: boolean) => {
    const out: string[] = [];
    return { stream: { isTTY, write: (s: string) => out.push(s) }, out };
  };
  const p = (phase: 'files' | 'entries', files: number, entries: number) => ({ phase, read: { done: 300, total: 300 }, files: { done: files, total: 2 }, entries: { done: entries, total: 1000 } });
  const reading = (done: number, total: number) => ({ phase: 'reading' as const, read: { done, total }, files: { done: 0, total: 0 }, entries: { done: 0, total: 0 } });

  it('stays quiet when stderr is not a terminal', () => {
    assert.equal(importProgressReporter(fake(false).stream), null);
  });

  it('shows files and entries done of their totals and the time, redrawing at most ten times a second', () => {
    const { stream, out } = fake(true);
    let now = 0;
    const r = importProgressReporter(stream, () => now)!;
    out.length = 0; // the line it shows at once (below)
    r.update(p('files', 0, 0));
    now = 50;
    r.update(p('files', 1, 0)); // within 100 ms: skipped
    now = 60;
    r.update(p('files', 2, 0)); // end of the phase: always shown
    now = 1500;
    r.update(p('entries', 2, 500));
    now = 2000;
    r.finish();
    const lines = out.map((s) => s.replace('\r\u001b[2K', ''));
    assert.deepEqual(lines, [
      'import: files 0/2, entries 0/1000, 0.0 s',
      'import: files 2/2, entries 0/1000, 0.1 s',
      'import: files 2/2, entries 500/1000, 1.5 s',
      'import: files 2/2, entries 500/1000, 1.5 s; done in 2.0 s\n',
    ]);
  });

  it('shows a line at once, then how much of the file it has read while it checks it, before any file or entry', () => {
    const { stream, out } = fake(true);
    let now = 0;
    const r = importProgressReporter(stream, () => now)!;
    now = 400;
    r.update(reading(0, 3000));
    now = 900;
    r.update(reading(1110, 3000));
    now = 950;
    r.update(reading(2000, 3000)); // within 100 ms: skipped
    now = 1000;
    r.update(reading(3000, 3000)); // end of the phase: always shown
    r.finish();
    assert.deepEqual(
      out.map((s) => s.replace('\r\u001b[2K', '')),
      ['import: starting, 0.0 s', 'import: checking the file 0%, 0.4 s', 'import: checking the file 37%, 0.9 s', 'import: checking the file 100%, 1.0 s', 'import: checking the file 100%, 1.0 s; done in 1.0 s\n'],
    );
  });

  it('says how much it has read when the size of the file is unknown', () => {
    const { stream, out } = fake(true);
    const r = importProgressReporter(stream, () => 0)!;
    r.update(reading(2_500_000, 0));
    r.finish(new Error('stopped'));
    assert.equal(out[1].replace('\r\u001b[2K', ''), 'import: checking the file, 2.5 MB read, 0.0 s');
  });

  it('clears its line on failure so the one-line error stands alone', () => {
    const { stream, out } = fake(true);
    const r = importProgressReporter(stream, () => 0)!;
    r.update(p('files', 1, 0));
    r.finish(new Error('boom'));
    assert.equal(out.at(-1), '\r\u001b[2K');
  });
});
