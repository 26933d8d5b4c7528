import { createClient } from 'redis';

/**
 * Redis for several nodes (docs/deploy.md), through `redis` (node-redis): the client Redis
 * itself maintains and recommends, with pub/sub, MULTI and reconnection built in; nothing here
 * needs what `ioredis` adds. Two connections: one for commands, one subscribed (a subscribed
 * connection can run no other command). Commands fail fast while disconnected (no offline
 * queue) and after COMMAND_TIMEOUT_MS, so a lost Redis degrades requests instead of hanging
 * them; reconnection goes on in the background.
 */
export type RedisClient = ReturnType<typeof createClient>;

export interface RedisConnections {
  commands: RedisClient;
  subscriber: RedisClient;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 1000;
const FIRST_CONNECT_WAIT_MS = 5000;

export async function connectRedis(url: string, onError: (err: Error, which: string) => void): Promise<RedisConnections> {
  const make = (which: string) => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      // TCP keepalive alone can take minutes to notice a dead peer.
      pingInterval: 5000,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** Math.min(retries, 5), 1000) },
    });
    let last = 0;
    client.on('error', (err: Error) => {
      // A Redis that is down reports every reconnection attempt: say it once every few seconds.
      if (Date.now() - last > 5000) onError(err, which);
      last = Date.now();
    });
    return client;
  };
  const commands = make('commands');
  const subscriber = make('subscriber');
  // A node starts while Redis is away (it then runs without caches until Redis answers).
  const started = Promise.all([commands.connect(), subscriber.connect()]);
  started.catch(() => undefined);
  await Promise.race([started, new Promise((r) => setTimeout(r, FIRST_CONNECT_WAIT_MS).unref())]);
  return {
    commands,
    subscriber,
    async close() {
      for (const c of [subscriber, commands]) {
        if (c.isOpen) await c.close().catch(() => undefined);
        else c.destroy();
      }
    },
  };
}
