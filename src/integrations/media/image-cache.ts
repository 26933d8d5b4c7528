import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Transformed images on local disk, keyed by the source's content hash and the canonical
 * transformation (docs/assets.md): the same request is computed once. The cache is bounded:
 * when it grows past its limit the least recently written files go first, down to 80 %.
 * Each node keeps its own cache; everything in it can be recomputed.
 */
export class ImageCache {
  readonly dir: string;
  private readonly maxBytes: number;
  private total: number | null = null;
  private pruning: Promise<void> | null = null;
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  pathFor(sha256: string, key: string, ext: string): string {
    return path.join(this.dir, sha256.slice(0, 2), `${sha256}_${key}.${ext}`);
  }

  /** The cached file for (sha, key), computing it with `make` at most once at a time. */
  async get(sha256: string, key: string, ext: string, make: () => Promise<Buffer>): Promise<{ path: string; size: number }> {
    const file = this.pathFor(sha256, key, ext);
    try {
      const st = await fs.promises.stat(file);
      return { path: file, size: st.size };
    } catch {
      /* not cached yet */
    }
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.write(file, make).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    await pending;
    const st = await fs.promises.stat(file);
    return { path: file, size: st.size };
  }

  private async write(file: string, make: () => Promise<Buffer>): Promise<string> {
    const bytes = await make();
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file); // readers see the whole file or none
    await this.added(bytes.length);
    return file;
  }

  private async added(bytes: number): Promise<void> {
    if (this.total === null) this.total = await this.scanTotal();
    else this.total += bytes;
    if (this.total > this.maxBytes && !this.pruning) {
      this.pruning = this.prune().finally(() => (this.pruning = null));
    }
  }

  private async files(): Promise<Array<{ file: string; size: number; mtime: number }>> {
    const out: Array<{ file: string; size: number; mtime: number }> = [];
    let dirs: string[];
    try {
      dirs = await fs.promises.readdir(this.dir);
    } catch {
      return out;
    }
    for (const d of dirs) {
      const sub = path.join(this.dir, d);
      let names: string[];
      try {
        names = await fs.promises.readdir(sub);
      } catch {
        continue;
      }
      for (const n of names) {
        if (n.endsWith('.partial')) continue;
        try {
          const st = await fs.promises.stat(path.join(sub, n));
          out.push({ file: path.join(sub, n), size: st.size, mtime: st.mtimeMs });
        } catch {
          /* removed meanwhile */
        }
      }
    }
    return out;
  }

  private async scanTotal(): Promise<number> {
    return (await this.files()).reduce((sum, f) => sum + f.size, 0);
  }

  /** Removes the oldest files until the cache holds at most 80 % of its limit. */
  async prune(): Promise<void> {
    const files = (await this.files()).sort((a, b) => a.mtime - b.mtime);
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const f of files) {
      if (total <= this.maxBytes * 0.8) break;
      await fs.promises.rm(f.file, { force: true });
      total -= f.size;
    }
    this.total = total;
  }
}
