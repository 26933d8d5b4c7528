import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// The layer rule (eslint/layers.js) run through ESLint's own API with the project's config, so
// this fails if the rule is switched off, loses a layer or lets a wrong-way import through.
const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'tessera/layers').map((m) => m.message);
}

describe('imports point one way (domain ← app ← adapters)', () => {
  before(() => {
    eslint = new ESLint({ cwd: root });
  });

  const wrong: Array<[string, string, RegExp]> = [
    ['src/mcp/tools/site.ts', "import { presentSpace } from '../../http/routes/v1/spaces.ts';", /src\/mcp must not import src\/http/],
    ['src/cli/commands.ts', "import { sendError } from '../http/errors.ts';", /src\/cli must not import src\/http/],
    ['src/http/routes/mcp.ts', "import { callTool } from '../../mcp/call-tool.ts';", /src\/http must not import src\/mcp/],
    ['src/workers/hook-worker.ts', "import { nextDueAt } from '../db/repos/webhook-deliveries.ts';", /src\/workers must not import src\/db/],
    ['src/http/routes/v1/spaces.ts', "import { findSpace } from '../../../db/repos/spaces.ts';", /src\/http must not import src\/db/],
    ['src/present/space.ts', "import { findSpace } from '../db/repos/spaces.ts';", /src\/present must not import src\/db/],
    ['src/present/space.ts', "import { sendError } from '../http/errors.ts';", /src\/present must not import src\/http/],
    ['src/app/spaces/read-space.ts', "import { presentSpace } from '../../present/space.ts';", /src\/app must not import src\/present/],
    ['src/app/spaces/read-space.ts', "import type { App } from '../../http/types.ts';", /src\/app must not import src\/http/],
    ['src/domain/spaces.ts', "import { readSpace } from '../app/spaces/read-space.ts';", /src\/domain must not import src\/app/],
    ['src/domain/spaces.ts', "import { findSpace } from '../db/repos/spaces.ts';", /src\/domain must not import src\/db/],
    ['src/db/repos/spaces.ts', "import { readSpace } from '../../app/spaces/read-space.ts';", /src\/db must not import src\/app/],
    ['src/mcp/tools/site.ts', "export { findSpace } from '../../db/repos/spaces.ts';", /src\/mcp must not import src\/db/],
    ['src/mcp/tools/site.ts', "export const load = () => import('../../http/app.ts');", /src\/mcp must not import src\/http/],
  ];
  for (const [file, code, message] of wrong) {
    it(`refuses in ${file}: ${code}`, async () => {
      const errors = await layerErrors(file, code);
      assert.equal(errors.length, 1, `expected one layer error, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], message);
    });
  }

  const right: Array<[string, string]> = [
    ['src/mcp/tools/site.ts', "import { presentSpace } from '../../present/space.ts';"],
    ['src/mcp/tools/site.ts', "import { readSpace } from '../../app/spaces/read-space.ts';"],
    ['src/http/routes/v1/entries.ts', "import type { EntryRow } from '../../../db/repos/entries.ts';"],
    ['src/present/space.ts', "import type { SpaceRow } from '../db/repos/spaces.ts';"],
    ['src/http/routes/mcp.ts', "import { handleMcp } from '../../mcp/handle.ts';"],
    ['src/cli/commands.ts', "import { openDatabase } from '../db/client.ts';"],
    ['src/app/spaces/read-space.ts', "import { findSpace } from '../../db/repos/spaces.ts';"],
    ['src/main.ts', "import { buildApp } from './http/app.ts';"],
    ['test/http/spaces.test.ts', "import { findSpace } from '../../src/db/repos/spaces.ts';"],
  ];
  for (const [file, code] of right) {
    it(`allows in ${file}: ${code}`, async () => assert.deepEqual(await layerErrors(file, code), []));
  }
});

describe('SQL only in repositories; one transaction owner (tessera/sql-in-repos)', () => {
  before(() => {
    eslint = new ESLint({ cwd: root });
  });
  const sqlErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
    return result.messages.filter((m) => m.ruleId === 'tessera/sql-in-repos').map((m) => m.message);
  };

  const wrong: Array<[string, string, RegExp]> = [
    ['src/app/users/create-user.ts', "export const f = (db: any) => db.selectFrom('users').selectAll().execute();", /`\.selectFrom\(\)` outside src\/db/],
    ['src/app/hooks/attempt-delivery.ts', "export const f = (uow: any) => uow.trx.insertInto('setup_steps').values({}).execute();", /`\.insertInto\(\)` outside src\/db/],
    ['src/cli/commands.ts', "export const f = (db: any) => db.db.deleteFrom('spaces').execute();", /`\.deleteFrom\(\)` outside src\/db/],
    ['src/app/spaces/create-space.ts', 'export const f = (db: any) => db.transaction().execute(async () => {});', /take a `uow` and let runUnitOfWork own the transaction/],
    ['src/workers/hook-worker.ts', "import { sql } from 'kysely';\nexport const q = sql`select 1`;", /importing kysely values outside src\/db/],
  ];
  for (const [file, code, message] of wrong) {
    it(`refuses in ${file}: ${code.split('\n')[0]}`, async () => {
      const errors = await sqlErrors(file, code);
      assert.equal(errors.length, 1, `expected one error, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], message);
    });
  }

  const right: Array<[string, string]> = [
    ['src/db/repos/spaces.ts', "import { sql } from 'kysely';\nexport const f = (db: any) => db.selectFrom('spaces').where(sql`1 = 1`).execute();"],
    ['src/app/unit-of-work.ts', 'export const f = (db: any) => db.transaction().execute(async () => {});'],
    ['src/app/spaces/read-space.ts', "import type { Kysely } from 'kysely';\nexport type K = Kysely<object>;"],
    ['test/http/spaces.test.ts', "export const f = (db: any) => db.selectFrom('spaces').execute();"],
  ];
  for (const [file, code] of right) {
    it(`allows in ${file}: ${code.split('\n')[0]}`, async () => assert.deepEqual(await sqlErrors(file, code), []));
  }
});
