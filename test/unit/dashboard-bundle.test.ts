import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FIRST_SCREEN_BUDGET, firstScreen, type FirstScreen } from '../../web/bundle-size.ts';

const web = path.join(import.meta.dirname, '..', '..', 'web');

/** The dashboard's first screen stays small and every other screen is split off, so the dashboard opens fast. */
describe('dashboard bundle', () => {
  let first: FirstScreen;
  before(() => {
    // Builds only when the sources changed since the last build (a few milliseconds otherwise).
    execFileSync(process.execPath, [path.join(web, 'build.ts')], { stdio: 'ignore' });
    first = firstScreen(path.join(web, 'dist'));
  });

  it(`loads under ${FIRST_SCREEN_BUDGET / 1024} KB of JavaScript gzipped on the first screen`, () => {
    assert.ok(first.gzipBytes < FIRST_SCREEN_BUDGET, `${first.gzipBytes} bytes in ${first.files.join(', ')}`);
  });

  it('loads each screen other than the spaces list, and the rich-text editor, only when it opens', () => {
    for (const page of ['EntryEdit', 'EntryList', 'Model', 'People', 'ActivityFeed', 'Keys', 'reports/Analytics']) {
      assert.ok(first.lazy.includes(`src/pages/${page}.tsx`), `${page} is split off: ${first.lazy.join(', ')}`);
    }
    assert.ok(!first.files.some((f) => /milkdown|RichText/i.test(f)), 'the editor is not in the first screen');
  });
});
