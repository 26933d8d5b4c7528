/**
 * Builds the dashboard into web/dist when its sources changed since the last build (or with
 * --force). Run when the package is installed (`prepare`), by `npm start` and `npm test`
 * (prestart/pretest), and by `tessera serve` when the build is stale, so no one builds it by
 * hand; an unchanged checkout skips the build in a few milliseconds.
 *
 * --if-possible: where Vite is not installed (`npm ci --omit=dev`), say so and exit 0 instead
 * of failing, so such an install completes and serves the build it already has.
 */
import { writeFileSync } from 'node:fs';
import type * as Vite from 'vite';
import path from 'node:path';
import { DIST, STAMP, dashboardIsBuilt, dashboardIsFresh, sourceHash } from './dashboard-freshness.ts';

const hash = sourceHash();
if (!process.argv.includes('--force') && dashboardIsFresh(hash)) process.exit(0);

let vite: typeof Vite;
try {
  vite = await import('vite');
} catch (err) {
  if (!process.argv.includes('--if-possible')) throw err;
  console.warn(
    dashboardIsBuilt()
      ? 'The dashboard sources changed but Vite is not installed (dev dependencies omitted): the existing build in web/dist is served. Build on a machine with `npm ci`, then `npm prune --omit=dev` (docs/deploy.md).'
      : 'The dashboard cannot be built: Vite is not installed (dev dependencies omitted). Install with `npm ci`, then `npm prune --omit=dev` (docs/deploy.md).',
  );
  process.exit(0);
}

console.log('Building the dashboard (web/dist)…');
await vite.build({ configFile: path.join(import.meta.dirname, 'vite.config.ts'), logLevel: 'warn' });
const { precompress } = await import('./precompress.ts');
const packed = await precompress(path.join(DIST, 'assets-app'));
writeFileSync(STAMP, hash);
const { firstScreen, FIRST_SCREEN_BUDGET } = await import('./bundle-size.ts');
const first = firstScreen(DIST);
console.log(`Dashboard built: first screen ${(first.gzipBytes / 1024).toFixed(1)} KB of JavaScript gzipped (budget ${FIRST_SCREEN_BUDGET / 1024} KB), ${first.lazy.length} chunks loaded on demand; ${packed.files} files precompressed (${(packed.bytes / 1024).toFixed(0)} KB → brotli ${(packed.brBytes / 1024).toFixed(0)} KB, gzip ${(packed.gzipBytes / 1024).toFixed(0)} KB).`);
