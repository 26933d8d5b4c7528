import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const lint = async (file: string, code: string) => (await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, file) }))[0].messages.map((m) => m.message);

// The dashboard spells its cache keys once, in web/src/queryKeys.ts: a key written inline would
// miss the refresh its resource gets after a change, and the screen would show stale data.
describe('dashboard query keys come from the factory', () => {
  it('refuses an inline queryKey array in a dashboard file', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport const useX = (space: string) => useQuery({ queryKey: ['entries', space], queryFn: () => 1 });\n";
    assert.ok((await lint('web/src/pages/X.tsx', code)).some((m) => m.includes('queryKeys')));
  });
  it('refuses an inline key given to setQueryData', async () => {
    const code = "import type { QueryClient } from '@tanstack/react-query';\nexport const put = (qc: QueryClient, space: string) => qc.setQueryData(['space', space], {});\n";
    assert.ok((await lint('web/src/pages/X.tsx', code)).some((m) => m.includes('queryKeys')));
  });
  it('accepts keys from the factory', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nimport { queryKeys } from '../queryKeys.ts';\nexport const useX = (space: string) => useQuery({ queryKey: queryKeys.entries.all(space), queryFn: () => 1 });\n";
    assert.deepEqual(await lint('web/src/pages/X.tsx', code), []);
  });
});
