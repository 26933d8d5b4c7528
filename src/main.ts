import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp, redactUrl } from './http/app.ts';
import type { App } from './http/types.ts';
import { startWorkers } from './workers/index.ts';

export interface RunningService {
  app: App;
  url: string;
  stop(): Promise<void>;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
    },
  };
}

/** Boots the service: database (migrated), HTTP, workers. SIGTERM handling is the caller's. */
export async function startService(config: Config, opts: { logger?: FastifyServerOptions['logger'] } = {}): Promise<RunningService> {
  const database = await openDatabase(config.database);
  const ctx = { config, database };
  const app = await buildApp(ctx, { logger: opts.logger ?? loggerOptions(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const workers = config.runWorkers ? startWorkers(ctx, app.log) : null;
  return {
    app,
    url,
    async stop() {
      await app.close(); // stops accepting, drains in-flight requests
      await workers?.stop(); // lets attempts in flight finish and be recorded
      await database.destroy();
    },
  };
}
