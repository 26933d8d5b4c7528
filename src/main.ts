import { randomUUID } from 'node:crypto';
import pino from 'pino';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ConfigError, type Config } from './config.ts';
import { startCommitBus, type CommitBus } from './runtime/commit-bus.ts';
import { registerNode, type NodeRegistration, type NodeRole } from './runtime/node-registry.ts';
import { redisLimits } from './runtime/shared-limits.ts';
import type { AppContext } from './app/context.ts';
import { applyRemoteWork, setCommitRelay } from './app/unit-of-work.ts';
import { openDatabase } from './db/client.ts';
import { buildApp, redactUrl } from './http/app.ts';
import { registerReadiness } from './http/readiness.ts';
import { busIdentity, connectRedis, describeRedis, type RedisConnections } from './integrations/redis.ts';
import { startWorkers } from './workers/index.ts';

export type { NodeRole } from './runtime/node-registry.ts';

export interface RunningService {
  url: string;
  log: FastifyBaseLogger;
  stop(): Promise<void>;
}

/**
 * Log lines go to stdout through one buffered writer: a line is written at once when the writer
 * is idle, and lines logged while a write is under way go out together in the next one, so a
 * busy server makes one write per batch of lines, not one system call per request. Whatever is
 * still buffered is written before the process exits.
 */
let stdoutWriter: ReturnType<typeof pino.destination> | undefined;
function stdoutLog(): ReturnType<typeof pino.destination> {
  if (!stdoutWriter) {
    const writer = (stdoutWriter = pino.destination({ dest: 1, sync: false }));
    process.once('exit', () => writer.flushSync());
  }
  return stdoutWriter;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stdoutLog(),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
    },
  };
}

/** A worker node serves no API: only the health checks its orchestrator asks. */
function healthOnly(logger: FastifyServerOptions['logger'], ctx: AppContext): FastifyInstance {
  const app = Fastify({ logger: logger ?? false });
  app.get('/healthz', async () => ({ ok: true, role: 'worker' }));
  registerReadiness(app, ctx);
  return app;
}

/**
 * Boots the service: database (migrated), Redis and the commit bus when REDIS_URL is set, then
 * HTTP and/or workers by role (docs/deploy.md). SIGTERM handling is the caller's.
 */
export async function startService(config: Config, opts: { logger?: FastifyServerOptions['logger']; role?: NodeRole } = {}): Promise<RunningService> {
  const role = opts.role ?? 'all';
  if (role !== 'all' && !config.redis) {
    throw new ConfigError(`--role ${role} is for several nodes, which need REDIS_URL so that none serves stale content (docs/deploy.md)`);
  }
  const logger = opts.logger ?? loggerOptions(config.logLevel);
  const database = await openDatabase(config.database);
  const nodeId = randomUUID();
  let redis: RedisConnections | null = null;
  let bus: CommitBus | null = null;
  let registration: NodeRegistration | null = null;
  let http: FastifyInstance | null = null;
  const ctx: AppContext = { config, database };
  try {
    registration = await registerNode(database, { nodeId, role, bus: config.redis ? busIdentity(config.redis.url, config.redis.prefix) : null, log: { error: (obj, msg) => http?.log.error(obj, msg) } });
    if (config.redis) {
      redis = await connectRedis(config.redis.url, {
        timeoutMs: config.redis.timeoutMs,
        onError: (err, which) => http?.log.error({ err }, `Redis (${which} connection): ${err.message}`),
        onReachable: (up, reason) => {
          if (up) http?.log.info('Redis answers again');
          else http?.log.error({ reason }, 'Redis does not answer: calls to it fail at once (limits count on this node, caches are bypassed) until a probe gets an answer');
        },
      });
      ctx.limits = redisLimits(redis, config.redis.prefix);
      ctx.redis = redis;
    }
    http = role === 'worker' ? healthOnly(logger, ctx) : await buildApp(ctx, { logger });
    if (redis && config.redis) {
      bus = await startCommitBus(database, redis, {
        nodeId,
        prefix: config.redis.prefix,
        bus: busIdentity(config.redis.url, config.redis.prefix),
        busLabel: `${describeRedis(config.redis.url)}, prefix "${config.redis.prefix}"`,
        leaseMs: config.redis.leaseMs,
        servesReads: role !== 'worker',
        log: http.log,
        commits: { setRelay: setCommitRelay, applyRemote: applyRemoteWork },
      });
    }
    await http.listen({ port: config.port, host: config.host });
  } catch (err) {
    await http?.close();
    await bus?.stop();
    await registration?.stop();
    await redis?.close();
    await database.destroy();
    throw err;
  }
  const app = http;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const workers = config.runWorkers && role !== 'api' ? startWorkers(ctx, app.log) : null;
  app.log.info({ node: nodeId, role, redis: config.redis !== null, workers: workers !== null }, 'node started');
  return {
    url,
    log: app.log,
    async stop() {
      await app.close(); // stops accepting, drains in-flight requests
      await workers?.stop(); // lets attempts in flight finish and be recorded
      await bus?.stop();
      await registration?.stop();
      await redis?.close();
      await database.destroy();
    },
  };
}
