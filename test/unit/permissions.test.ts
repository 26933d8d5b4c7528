import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import type { Actor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';
import { ACTIONS, mayDo, requireContentType, ROLE_PERMISSIONS, type Action, type EntryVerb, type Holder } from '../../src/domain/permissions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const person = (role: 'owner' | 'editor', types?: string[]): Actor => ({
  type: 'user', kind: role, id: 'u1', name: 'writer@example.com', spaceId: 's', can: new Set(ROLE_PERMISSIONS[role]), ...(types ? { writableContentTypes: new Set(types) } : {}),
});

describe('requireContentType: a limit to some types covers every change of an entry', () => {
  const verbs: EntryVerb[] = ['create', 'edit', 'publish', 'unpublish', 'archive', 'unarchive', 'translate', 'order', 'restore'];
  const cases: Array<[string, Actor, string | null, boolean]> = [
    ['an owner, any type', person('owner'), 'page', true],
    ['an editor without a limit, any type', person('editor'), 'page', true],
    ['an editor limited to post, a post', person('editor', ['post']), 'post', true],
    ['an editor limited to post, a page', person('editor', ['post']), 'page', false],
    ['an editor limited to post, every type at once', person('editor', ['post']), null, false],
    ['an editor without a limit, every type at once', person('editor'), null, true],
  ];
  for (const [name, actor, type, allowed] of cases) {
    for (const verb of verbs) {
      it(`${name}: ${verb} ${allowed ? 'allowed' : 'refused'}`, () => {
        const run = () => requireContentType(actor, type, verb);
        if (allowed) return assert.doesNotThrow(run);
        assert.throws(run, (e: unknown) => {
          assert.ok(e instanceof AppError);
          assert.equal(e.code, 'key_cannot');
          assert.equal(e.status, 403);
          assert.deepEqual(e.details, { needs: 'write', role: 'editor', content_type: type, write_types: ['post'] });
          assert.match(e.message, new RegExp(`^As editor of this space, writer@example.com cannot ${verb} entries of `));
          return true;
        });
      });
    }
  }
});

/** The table of docs/people.md "Who may do what", rendered from the permission table. */
function accessTable(): string {
  const columns: Array<[string, Holder]> = [
    ['Owner', { can: new Set(ROLE_PERMISSIONS.owner) }],
    ['Editor', { can: new Set(ROLE_PERMISSIONS.editor) }],
    ['Editor limited to `post`', { can: new Set(ROLE_PERMISSIONS.editor), writableContentTypes: new Set(['post']) }],
  ];
  const cell = (h: Holder, action: Action) => {
    if (!mayDo(h, action)) return 'no';
    if (ACTIONS[action].typed && !mayDo(h, action, 'page')) return mayDo(h, action, 'post') ? '`post` entries only' : 'no';
    return 'yes';
  };
  const rows = (Object.keys(ACTIONS) as Action[]).map((a) => `| ${ACTIONS[a].label} | \`${ACTIONS[a].needs}\` | ${columns.map(([, h]) => cell(h, a)).join(' | ')} |`);
  return [`| Action | Needs | ${columns.map(([c]) => c).join(' | ')} |`, `|---|---|${columns.map(() => '---|').join('')}`, ...rows].join('\n');
}

describe('docs/people.md shows the permission table as it is', () => {
  it('"Who may do what" is the table rendered from ACTIONS and ROLE_PERMISSIONS', () => {
    const doc = fs.readFileSync(new URL('docs/people.md', `file://${root}`), 'utf8');
    const section = doc.slice(doc.indexOf('## Who may do what'));
    const lines = section.split('\n');
    const first = lines.findIndex((l) => l.startsWith('|'));
    const end = lines.findIndex((l, i) => i > first && !l.startsWith('|'));
    const table = lines.slice(first, end).join('\n');
    assert.equal(table, accessTable(), `paste this table into docs/people.md:\n${accessTable()}`);
  });
});

describe('one way to refuse (eslint rule tessera/one-refusal)', () => {
  let eslint: ESLint;
  before(() => {
    eslint = new ESLint({ cwd: root });
  });
  const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
    return result.messages.filter((m) => m.ruleId === 'tessera/one-refusal').map((m) => m.message);
  };

  const refused: Array<[string, string]> = [
    ['src/app/analytics/read-analytics.ts', "import { appError } from '../../domain/errors.ts';\nexport const f = () => { throw appError('key_cannot', 'no'); };"],
    ['src/http/routes/integrations.ts', "import { AppError } from '../../domain/errors.ts';\nexport const f = () => new AppError('key_cannot', { message: 'no' });"],
    ['src/app/entries/guards.ts', 'export function requirePermission(): void {}'],
    ['src/domain/actor.ts', 'export const keyCannot = () => null;'],
  ];
  for (const [file, code] of refused) {
    it(`refuses in ${file}: ${code.split('\n').pop()}`, async () => {
      assert.equal((await problems(file, code)).length, 1);
    });
  }

  it('lets the permission module build refusals, and others call it', async () => {
    assert.deepEqual(await problems('src/domain/permissions.ts', "import { appError } from './errors.ts';\nexport function keyCannot() { return appError('key_cannot', 'no'); }"), []);
    assert.deepEqual(await problems('src/app/x.ts', "import { requirePermission } from '../domain/permissions.ts';\nimport { appError } from '../domain/errors.ts';\nexport const f = (a: never) => { requirePermission(a, 'write', 'x'); throw appError('not_found', 'no'); };"), []);
  });

  it('holds for the code as it is', async () => {
    const results = await eslint.lintFiles(['src/**/*.ts']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'tessera/one-refusal').map((m) => `${r.filePath}:${m.line} ${m.message}`));
    assert.deepEqual(found, []);
  });
});
