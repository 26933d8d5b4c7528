import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { useService } from '../support/service.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Redocly's linter (recommended rules) finds no error and no unexplained warning. */
describe('OpenAPI document under Redocly lint', () => {
  const svc = useService();

  it('has 0 errors and only the warnings explained in .redocly.lint-ignore.yaml', async () => {
    const doc = await (await fetch(`${svc().url}/api/v1/openapi.json`)).text();
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    // The ignore file names this path: keep them in step.
    await writeFile(path.join(root, '.tmp/openapi.json'), doc);
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const result = await run(process.execPath, [cli, 'lint', '.tmp/openapi.json', '--format=summary'], { cwd: root }).catch((err: { stdout: string; stderr: string }) =>
      assert.fail(`redocly lint failed:\n${err.stdout}\n${err.stderr}`),
    );
    const out = `${result.stdout}\n${result.stderr}`;
    assert.doesNotMatch(out, /\berror\b/i, out);
    assert.doesNotMatch(out, /warning/i, out);
  });

  it('every operation has a unique operationId, and defaulted query parameters are optional', async () => {
    const doc = (await (await fetch(`${svc().url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[] }>>;
    };
    const ids: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        assert.match(op.operationId ?? '', /^[a-z][A-Za-z]+$/, `${m} ${p}`);
        ids.push(op.operationId!);
        for (const q of op.parameters ?? []) if (q.in === 'query' && q.schema?.default !== undefined) assert.notEqual(q.required, true, `${m} ${p} ${q.name}`);
      }
    }
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(doc.paths['/api/v1/spaces/{space_id}/entries'].post.operationId, 'createEntry');
    assert.equal(doc.paths['/api/v1/spaces/{space_id}/entries/{id}/publish'].post.operationId, 'publishEntry');
  });
});
