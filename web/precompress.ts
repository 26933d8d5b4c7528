/**
 * Stores a brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the build, so the
 * service sends the best encoding the browser accepts without compressing on every request
 * (src/http/routes/dashboard.ts). Compressed once per build, so both use their best levels.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The extensions the service looks for precompressed copies of (kept in step with the route). */
const TEXT = new Set(['.js', '.css', '.svg', '.json']);

export interface Precompressed {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

export async function precompress(dir: string): Promise<Precompressed> {
  const names = (await readdir(dir)).filter((n) => TEXT.has(path.extname(n)));
  const totals: Precompressed = { files: names.length, bytes: 0, brBytes: 0, gzipBytes: 0 };
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      totals.bytes += body.length;
      // A copy no smaller than the file is not written: the service then sends the file itself.
      totals.brBytes += Math.min(br.length, body.length);
      totals.gzipBytes += Math.min(gzipped.length, body.length);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
  return totals;
}
