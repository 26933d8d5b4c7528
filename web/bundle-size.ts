/**
 * What the first screen downloads, read from Vite's manifest (web/dist/.vite/manifest.json): the
 * entry chunk and every chunk it imports statically. Lazy routes are `dynamicImports` and load only
 * when their screen opens. The budget, so the dashboard opens fast: under 200 KB of JavaScript
 * gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET = 200 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface FirstScreen {
  files: string[];
  gzipBytes: number;
  /** Source modules loaded only on demand (the routes), by their manifest key. */
  lazy: string[];
}

export function firstScreen(dist: string): FirstScreen {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  visit(entry);
  const files = [...seen].map((k) => manifest[k].file);
  const gzipBytes = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  const lazy = [...new Set([...seen].flatMap((k) => manifest[k].dynamicImports ?? []))].filter((k) => !seen.has(k));
  return { files, gzipBytes, lazy };
}
