import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type FileStorage } from './types.ts';

/** Files on the local disk under one directory (`TESSERA_DATA_DIR/files` by default). */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, sourcePath) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(sourcePath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // Temp files on another file system: copy to a sibling, then rename, so readers never see half a file.
        const partial = `${target}.partial`;
        await fs.promises.copyFile(sourcePath, partial);
        await fs.promises.rename(partial, target);
        await fs.promises.rm(sourcePath, { force: true });
      }
    },
    async open(key, range?: ByteRange): Promise<Readable | null> {
      const file = pathOf(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      const file = pathOf(key);
      await fs.promises.rm(file, { force: true });
      // Drop directories the removal left empty (the asset's, then the space's); never the root.
      for (let dir = path.dirname(file); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
        try {
          await fs.promises.rmdir(dir);
        } catch {
          break;
        }
      }
    },
    publicUrl: () => null,
    async check() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
