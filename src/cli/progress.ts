import type { ImportProgress } from '../app/export/import-space.ts';

export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

export interface ImportProgressReporter {
  update(p: ImportProgress): void;
  /**
   * Ends the display: a last line with the totals and time, or, when it failed, clears the line
   * so the command's one-line error message (what failed) stands alone.
   */
  finish(error?: Error): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Progress of a long command on stderr, rewritten in place, only when stderr is a terminal:
 * scripts reading the JSON summary on stdout (or capturing stderr) see nothing more than before.
 * `clock` is injectable so the display can be tested without waiting.
 */
export function importProgressReporter(stream: ProgressStream, clock: () => number = Date.now): ImportProgressReporter | null {
  if (!stream.isTTY) return null;
  const started = clock();
  let last = -Infinity;
  let lastLine = '';
  const line = (p: ImportProgress) =>
    `import: files ${p.files.done}/${p.files.total}, entries ${p.entries.done}/${p.entries.total}, ${seconds(clock() - started)}`;
  return {
    update(p) {
      const now = clock();
      // At most ten redraws a second; the end of each phase always shows.
      const phaseEnd = (p.phase === 'files' && p.files.done === p.files.total) || (p.phase === 'entries' && p.entries.done === p.entries.total);
      if (now - last < 100 && !phaseEnd) return;
      last = now;
      lastLine = line(p);
      stream.write(`\r\u001b[2K${lastLine}`);
    },
    finish(error) {
      if (error) stream.write('\r\u001b[2K');
      else stream.write(`\r\u001b[2K${lastLine || 'import'}; done in ${seconds(clock() - started)}\n`);
    },
  };
}
