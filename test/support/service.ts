import { after, before } from 'node:test';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { buildApp } from '../../src/http/app.ts';
import type { App } from '../../src/http/types.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import type { KeyKind } from '../../src/domain/permissions.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { client, type Client } from './http.ts';
import { startWorkers } from '../../src/workers/index.ts';

/** A real service on a real port over a fresh database of the selected engine. */
export interface TestService {
  url: string;
  config: Config;
  database: Database;
  app: App;
  /** A client with no key. */
  anon: Client;
  client(token?: string): Client;
  /** Creates a space (default locale `en` unless given). */
  space(slug: string, opts?: { name?: string; locale?: string }): Promise<string>;
  /** Creates a key of any kind directly (agent included) and returns its token. */
  key(slug: string, kind: KeyKind, name?: string): Promise<string>;
  /** The database it runs on (pass it to another service to restart on the same data). */
  testDatabase: TestDatabase;
  stop(): Promise<void>;
}

export interface StartTestServiceOptions {
  /** Run on this database instead of a fresh one; the caller drops it. */
  database?: TestDatabase;
}

/**
 * Background workers (deploy-hook deliveries) run only when the test asks with
 * `TESSERA_WORKERS: '1'`, so other tests' database snapshots never race a worker.
 */
export async function startTestService(env: Record<string, string> = {}, opts: StartTestServiceOptions = {}): Promise<TestService> {
  const tdb: TestDatabase = opts.database ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({ TESSERA_DATA_DIR: tdb.dataDir, PORT: '0', TESSERA_ALLOW_PRIVATE_TARGETS: '1', TESSERA_WORKERS: '0', ...env }),
    database: tdb.config,
    logLevel: 'silent',
  };
  const database = await openDatabase(config.database);
  // The base URL depends on the port, which is known only after listen: build, listen, then fix it.
  const ctx = { config, database };
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const url = `http://127.0.0.1:${port}`;
  if (!env.TESSERA_BASE_URL) config.baseUrl = url;
  const workers = config.runWorkers ? startWorkers(ctx, app.log) : null;

  return {
    url,
    config,
    database,
    app,
    anon: client(url),
    client: (token) => client(url, token),
    async space(slug, opts = {}) {
      await runUnitOfWork(database, systemActor(slug), (uow) => createSpace(uow, { slug, name: opts.name ?? slug, locale: opts.locale }));
      return slug;
    },
    async key(slug, kind, name = `${kind} key`) {
      const { token } = await runUnitOfWork(database, systemActor(slug), (uow) => createKey(uow, { name, kind }));
      return token;
    },
    testDatabase: tdb,
    async stop() {
      await app.close();
      await workers?.stop();
      await database.destroy();
      if (!opts.database) await tdb.drop();
    },
  };
}

/** One service for the whole test file: `const svc = useService();` then `svc()` inside tests. */
export function useService(env: Record<string, string> = {}): () => TestService {
  let service: TestService | undefined;
  before(async () => {
    service = await startTestService(env);
  });
  after(async () => {
    await service?.stop();
  });
  return () => {
    if (!service) throw new Error('service not started');
    return service;
  };
}
