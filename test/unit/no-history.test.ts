import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const self = path.relative(root, import.meta.filename);

/**
 * Code and docs say why things are as they are and describe the system as it is now. Issue
 * numbers point outside the repository (the issues are not in it), and work periods ("stop 24",
 * "this pass") date a figure or a choice by something no reader can look up; the reason, the
 * measured effect with the command that reproduces it, or the SPEC section says it instead, and
 * history lives in git. A GitHub issue of a dependency cited by its URL is allowed.
 */
const HISTORY = [/\bissue \d+/i, /\bstop \d+\b/i, /\bthis pass\b/i];

/** Every file under dir (recursively), skipping node_modules and the built dashboard. */
function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || rel === path.join('web', 'dist')) continue;
    if (entry.isDirectory()) out.push(...walk(rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

const filesIn = (dir: string, ext: string) => readdirSync(path.join(root, dir)).filter((f) => f.endsWith(ext) && statSync(path.join(root, dir, f)).isFile()).map((f) => path.join(dir, f));

function scanned(): string[] {
  const files = [
    ...['src', path.join('web', 'src'), 'test', 'bench', 'scripts', 'eslint'].flatMap(walk),
    ...filesIn('web', '.ts'),
    ...filesIn('docs', '.md'),
    'README.md',
  ];
  return files.filter((f) => f !== self);
}

describe('no history in code and docs', () => {
  it('cites no issue numbers, work periods or "this pass" (file:line of each)', () => {
    const files = scanned();
    assert.ok(files.some((f) => f.startsWith('src' + path.sep)) && files.some((f) => f.startsWith(path.join('web', 'src') + path.sep)), 'src and web/src are scanned');
    assert.ok(files.includes('README.md') && files.some((f) => f.startsWith('docs' + path.sep)), 'docs are scanned');
    const found: string[] = [];
    for (const file of files) {
      const buf = readFileSync(path.join(root, file));
      if (buf.subarray(0, 8000).includes(0)) continue; // binary fixtures
      buf.toString('utf8').split('\n').forEach((line, i) => {
        if (line.includes('github.com')) return;
        if (HISTORY.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
    }
    assert.deepEqual(found, [], `say why instead (history lives in git):\n${found.join('\n')}`);
  });

  it('flags each pattern and lets a dependency issue cited by its URL through', () => {
    const flagged = (line: string) => !line.includes('github.com') && HISTORY.some((re) => re.test(line));
    for (const line of ['// Issue 19 item 4: lists read the keys', 'measured at the end of stop 26', 'the report, which this pass did not change']) {
      assert.ok(flagged(line), line);
    }
    for (const line of ['// see https://github.com/nodejs/node/issues/12345 (issue 12345)', 'const issued = 3; // tissue 5', 'this password', 'issues: Type.Array(IssueSchema)']) {
      assert.ok(!flagged(line), line);
    }
  });
});
