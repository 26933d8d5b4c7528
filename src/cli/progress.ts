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
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What the import does now, e.g. `checking the file 37%` or `files 2/2, entries 500/1000`. */
function doing(p: ImportProgress | null): string {
  if (!p) return 'starting';
  if (p.phase === 'reading') {
    return p.read.total > 0 ? `checking the file ${Math.min(100, Math.floor((p.read.done / p.read.total) * 100))}%` : `checking the file, ${megabytes(p.read.done)} read`;
  }
  return `files ${p.files.done}/${p.files.total}, entries ${p.entries.done}/${p.entries.total}`;
}

/**
 * Progress of a long command on stderr, rewritten in place, only when stderr is a terminal:
 * scripts reading the JSON summary on stdout (or capturing stderr) see nothing more than before.
 * A line shows at once and its time is redrawn every second even while nothing else moves
 * (opening the database, waiting for another process's write), so the command never looks
 * stuck. `clock` is injectable so the display can be tested without waiting.
 */
export function importProgressReporter(stream: ProgressStream, clock: () => number = Date.now): ImportProgressReporter | null {
  if (!stream.isTTY) return null;
  const started = clock();
  let last = -Infinity;
  let current: ImportProgress | null = null;
  let lastLine = '';
  const draw = () => {
    lastLine = `import: ${doing(current)}, ${seconds(clock() - started)}`;
    stream.write(`\r\u001b[2K${lastLine}`);
  };
  draw();
  const ticker = setInterval(draw, 1000);
  ticker.unref();
  return {
    update(p) {
      current = p;
      const now = clock();
      // At most ten redraws a second; the end of each phase always shows.
      const phaseEnd =
        (p.phase === 'reading' && p.read.total > 0 && p.read.done === p.read.total) ||
        (p.phase === 'files' && p.files.done === p.files.total) ||
        (p.phase === 'entries' && p.entries.done === p.entries.total);
      if (now - last < 100 && !phaseEnd) return;
      last = now;
      draw();
    },
    finish(error) {
      clearInterval(ticker);
      if (error) stream.write('\r\u001b[2K');
      else stream.write(`\r\u001b[2K${lastLine}; done in ${seconds(clock() - started)}\n`);
    },
  };
}
