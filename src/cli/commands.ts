import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import fs from 'node:fs';
import { createInvite } from '../app/agents/create-invite.ts';
import { importSpace, type ImportSummary } from '../app/export/import-space.ts';
import type { ImportProgressReporter } from './progress.ts';
import { createKey } from '../app/keys/create-key.ts';
import { createSpace } from '../app/spaces/create-space.ts';
import { readSpace } from '../app/spaces/read-space.ts';
import { readTypesModel } from '../app/content-types/read-types-model.ts';
import { generateTypeScript } from '../domain/content-model/generate-types.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import { requireSpace } from '../app/spaces/require-space.ts';
import { createUser } from '../app/users/create-user.ts';
import { grantUser } from '../app/users/grant-user.ts';
import { systemActor } from '../domain/actor.ts';
import { validationFailed } from '../domain/errors.ts';
import { joinUrl } from '../present/agent.ts';
import { presentSpace } from '../present/space.ts';

async function withDatabase<T>(config: Config, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(config.database);
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

export function createSpaceCommand(config: Config, input: { slug: string; name: string; locale?: string }) {
  return withDatabase(config, async (db) => {
    await runUnitOfWork(db, systemActor(input.slug, 'tessera CLI'), (uow) => createSpace(uow, input));
    const v = await readSpace(db.db, input.slug);
    return presentSpace(v.space, v.locales, v.contentTypes);
  });
}

export function createKeyCommand(config: Config, slug: string, kind: 'management' | 'preview' | 'delivery', name: string): Promise<string> {
  return withDatabase(config, async (db) => {
    const { token } = await runUnitOfWork(db, systemActor(slug, 'tessera CLI'), async (uow) => {
      await requireSpace(uow.trx, slug);
      return createKey(uow, { name, kind });
    });
    return token;
  });
}

export function createUserCommand(config: Config, email: string, password: string) {
  // Logins belong to no space: '*' marks the actor as the operator's, across spaces.
  return withDatabase(config, (db) => runUnitOfWork(db, systemActor('*', 'tessera CLI'), (uow) => createUser(uow, email, password)));
}

export function grantUserCommand(config: Config, email: string, slug: string, role: 'owner' | 'editor', writeTypes: string[] = []) {
  return withDatabase(config, (db) => runUnitOfWork(db, systemActor(slug, 'tessera CLI'), (uow) => grantUser(uow, email, slug, role, writeTypes)));
}

/** OPERATOR-CONTRACT: prints the invite URL alone (`{base_url}/join/{token}`). */
export function createInviteCommand(config: Config, slug: string, name: string | undefined): Promise<string> {
  return withDatabase(config, async (db) => {
    const { token } = await runUnitOfWork(db, systemActor(slug, 'tessera CLI'), async (uow) => {
      await requireSpace(uow.trx, slug);
      return createInvite(uow, { name });
    });
    return joinUrl(config.baseUrl, token);
  });
}

/** `tessera import SLUG FILE`: restores an export into an empty (or new) space; prints a summary as JSON. */
export async function importCommand(config: Config, slug: string, file: string, progress: ImportProgressReporter | null = null): Promise<ImportSummary> {
  if (!fs.existsSync(file)) throw validationFailed({ file: `an export file; "${file}" does not exist` }, `No file "${file}".`);
  try {
    const size = fs.statSync(file).size;
    const summary = await withDatabase(config, (db) => importSpace({ config, database: db }, slug, () => fs.createReadStream(file), new Date(), progress ? (p) => progress.update(p) : undefined, size));
    progress?.finish();
    return summary;
  } catch (err) {
    progress?.finish(err as Error);
    throw err;
  }
}

/**
 * `tessera types SLUG [--out FILE]`: the space's content model as TypeScript declarations, the
 * same text as `GET …/types.ts`; written to FILE (only when it changed, so a watcher sees no
 * change for an unchanged model) or printed.
 */
export async function typesCommand(config: Config, slug: string, out: string | undefined): Promise<string | null> {
  const text = await withDatabase(config, async (db) => {
    await requireSpace(db.db, slug);
    return generateTypeScript(await readTypesModel(db.db, systemActor(slug, 'tessera CLI')));
  });
  if (out === undefined) return text;
  const before = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null;
  if (before !== text) fs.writeFileSync(out, text);
  return null;
}
