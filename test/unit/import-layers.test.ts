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
    ['src/mcp/tools/site.ts', 'export const load = () => import(`../../http/app.ts`);', /src\/mcp must not import src\/http/],
    ['src/mcp/tools/site.ts', 'export const load = (name: string) => import(`../../http/${name}.ts`);', /import\(\) of a computed path/],
    ['src/http/routes/x.ts', 'export const load = (name: string) => import(name);', /import\(\) of a computed path/],
    ['src/present/entry.ts', "import { readSpace } from '../app/spaces/read-space.ts';", /src\/present must not import src\/app: a presenter maps what an operation returned/],
    ['src/present/entry.ts', "export { readEntries } from '../app/entries/read-entries.ts';", /src\/present must not import src\/app/],
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
    ['src/present/answers.ts', "import type { AnswersView } from '../app/answers/read-answers.ts';"],
    ['src/present/entry.ts', "import { siteUrlOf } from '../domain/entries/site-url.ts';"],
    ['src/workers/x.ts', "export const load = () => import('sharp');"],
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
    // The ways around the dot are the same query.
    ['src/app/users/create-user.ts', "export const f = (db: any) => db['selectFrom']('users').selectAll().execute();", /`\.selectFrom\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', 'export const f = (db: any) => db[`deleteFrom`](\'users\').execute();', /`\.deleteFrom\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = (db: any) => db.trx['insertInto']('users');", /`\.insertInto\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = (db: any) => db.updateTable.call(db, 'users');", /`\.updateTable\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = (db: any) => db.selectFrom.bind(db)('users');", /`\.selectFrom\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = (db: any) => { const q = db['selectFrom']; return q('users'); };", /`\.selectFrom\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = (db: any) => { const { selectFrom } = db; return selectFrom('users'); };", /`\.selectFrom\(\)` outside src\/db/],
    ['src/app/users/create-user.ts', "export const f = ({ insertInto }: any) => insertInto('users');", /`\.insertInto\(\)` outside src\/db/],
    ['src/app/spaces/create-space.ts', "export const f = (db: any) => db['transaction']().execute(async () => {});", /take a `uow` and let runUnitOfWork own the transaction/],
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
    ['src/app/unit-of-work.ts', "export const f = (db: any) => db['transaction']().execute(async () => {});"],
    // Ordinary words elsewhere: a sync job's `connection`, an array read by index.
    ['src/app/search/x.ts', 'export const f = (j: any) => { const { connection } = j; return connection.engine; };'],
    ['src/app/x.ts', 'export const f = (fns: Array<() => void>, i: number) => fns[i]();'],
  ];
  for (const [file, code] of right) {
    it(`allows in ${file}: ${code.split('\n')[0]}`, async () => assert.deepEqual(await sqlErrors(file, code), []));
  }
});

const ruleErrors = async (eslint: ESLint, ruleId: string, file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
};

describe('domain rules do no I/O and read no clock (tessera/pure-domain)', () => {
  before(() => {
    eslint = new ESLint({ cwd: root });
  });
  const wrong: Array<[string, string, RegExp]> = [
    ['src/domain/assets.ts', "import fs from 'node:fs';\nexport const f = () => fs.readFileSync('x');", /must not import node:fs/],
    ['src/domain/assets.ts', "import { readFile } from 'node:fs/promises';\nexport const f = () => readFile('x');", /must not import node:fs\/promises/],
    ['src/domain/cors.ts', "import net from 'net';\nexport const f = () => net.connect(80);", /must not import net/],
    ['src/domain/cors.ts', "import { request } from 'node:http';\nexport const f = () => request('x');", /must not import node:http/],
    ['src/domain/cors.ts', "import { execFile } from 'node:child_process';\nexport const f = () => execFile('x');", /must not import node:child_process/],
    ['src/domain/cors.ts', "import { lookup } from 'node:dns';\nexport const f = () => lookup('x', () => {});", /must not import node:dns/],
    ['src/domain/cors.ts', "export const f = () => import('node:net');", /must not import node:net/],
    ['src/domain/cors.ts', "export { readFile } from 'node:fs/promises';", /must not import node:fs\/promises/],
    ['src/domain/sessions.ts', 'export const f = () => Date.now();', /must not read the clock \(Date\.now\(\)\)/],
    ['src/domain/sessions.ts', 'export const f = () => new Date().toISOString();', /must not read the clock \(new Date\(\)\)/],
    ['src/domain/sessions.ts', 'export const f = (now = new Date()) => now;', /must not read the clock \(new Date\(\)\)/],
    ['src/domain/sessions.ts', 'export const f = () => performance.now();', /must not read the clock \(performance\.now\(\)\)/],
    ['src/domain/sessions.ts', 'export const f = () => Date();', /must not read the clock \(Date\(\)\)/],
  ];
  for (const [file, code, message] of wrong) {
    it(`refuses in ${file}: ${code.split('\n')[0]}`, async () => {
      const errors = await ruleErrors(eslint, 'tessera/pure-domain', file, code);
      assert.equal(errors.length, 1, `expected one error, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], message);
    });
  }
  const right: Array<[string, string]> = [
    ['src/domain/sessions.ts', 'export const f = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();'],
    ['src/domain/sessions.ts', "export const f = (s: string) => Date.parse(s) + Date.UTC(2026, 0, 1);"],
    ['src/domain/sessions.ts', "import { createHash } from 'node:crypto';\nexport const f = (s: string) => createHash('sha256').update(s).digest('hex');"],
    ['src/app/sessions/x.ts', "import fs from 'node:fs';\nexport const f = () => [fs, Date.now(), new Date()];"],
  ];
  for (const [file, code] of right) {
    it(`allows in ${file}: ${code.split('\n').pop()}`, async () => assert.deepEqual(await ruleErrors(eslint, 'tessera/pure-domain', file, code), []));
  }
});

describe('the dashboard never imports server code (tessera/dashboard-apart)', () => {
  before(() => {
    eslint = new ESLint({ cwd: root });
  });
  const wrong: Array<[string, string]> = [
    ['web/src/pages/Entries.tsx', "import { ACTIONS } from '../../../src/domain/permissions.ts';\nexport const a = ACTIONS;"],
    ['web/src/api.ts', "import type { SpaceRow } from '../../src/db/repos/spaces.ts';\nexport type S = SpaceRow;"],
    ['web/src/api.ts', "export const load = () => import('../../src/config.ts');"],
    ['web/src/api.ts', "export * from '../../src/domain/errors.ts';"],
  ];
  for (const [file, code] of wrong) {
    it(`refuses in ${file}: ${code.split('\n')[0]}`, async () => {
      const errors = await ruleErrors(eslint, 'tessera/dashboard-apart', file, code);
      assert.equal(errors.length, 1, `expected one error, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], /web\/ must not import server code/);
    });
  }
  it('allows the dashboard its own modules and packages', async () => {
    assert.deepEqual(await ruleErrors(eslint, 'tessera/dashboard-apart', 'web/src/pages/Entries.tsx', "import { api } from '../api.ts';\nimport { useState } from 'react';\nexport const a = [api, useState];"), []);
  });
});

describe('the rules hold for the code as it is', () => {
  it('src/ and web/ break none of the layer rules', async () => {
    const lint = new ESLint({ cwd: root });
    const results = await lint.lintFiles(['src/**/*.ts', 'web/src/**/*.{ts,tsx}']);
    const ids = new Set(['tessera/layers', 'tessera/sql-in-repos', 'tessera/pure-domain', 'tessera/dashboard-apart']);
    const found = results.flatMap((r) => r.messages.filter((m) => ids.has(m.ruleId ?? '')).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    assert.deepEqual(found, []);
  });
});
