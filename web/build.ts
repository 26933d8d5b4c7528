/**
 * Builds the dashboard into web/dist when its sources changed since the last build (or with
 * --force). Run by `npm start` and `npm test` (prestart/pretest), so a fresh clone needs only the
 * README's commands; an unchanged checkout skips the build in a few milliseconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const web = import.meta.dirname;
const root = path.dirname(web);
const stamp = path.join(web, 'dist', '.source-hash');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? files(p) : [p];
    });
}

function sourceHash(): string {
  const h = createHash('sha256');
  for (const f of [path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(root, 'package-lock.json'), ...files(path.join(web, 'src'))]) {
    h.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex');
}

const hash = sourceHash();
const force = process.argv.includes('--force');
if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(path.join(web, 'dist', 'index.html'))) process.exit(0);

console.log('Building the dashboard (web/dist)…');
const { build } = await import('vite');
await build({ configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' });
writeFileSync(stamp, hash);
const { firstScreen, FIRST_SCREEN_BUDGET } = await import('./bundle-size.ts');
const first = firstScreen(path.join(web, 'dist'));
console.log(`Dashboard built: first screen ${(first.gzipBytes / 1024).toFixed(1)} KB of JavaScript gzipped (budget ${FIRST_SCREEN_BUDGET / 1024} KB), ${first.lazy.length} chunks loaded on demand.`);
