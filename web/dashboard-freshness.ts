/**
 * Whether web/dist holds a build of the dashboard's current sources: a hash of the sources is
 * stamped into the build. Kept apart from the build itself so `tessera serve` can ask without
 * loading Vite into the server process.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const web = import.meta.dirname;
const root = path.dirname(web);
export const DIST = path.join(web, 'dist');
export const STAMP = path.join(DIST, '.source-hash');
export const BUILD_SCRIPT = path.join(web, 'build.ts');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? files(p) : [p];
    });
}

export function sourceHash(): string {
  const h = createHash('sha256');
  // The build scripts count as sources: a build made by older ones (say, without the
  // precompressed copies) is rebuilt.
  for (const f of [path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), BUILD_SCRIPT, path.join(web, 'precompress.ts'), path.join(root, 'package-lock.json'), ...files(path.join(web, 'src'))]) {
    h.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex');
}

export function dashboardIsBuilt(): boolean {
  return existsSync(path.join(DIST, 'index.html'));
}

export function dashboardIsFresh(hash = sourceHash()): boolean {
  return dashboardIsBuilt() && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
}
