import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A local HTTP server standing in for a deploy-hook destination (a site host's build hook). */
export interface Receiver {
  readonly port: number;
  url(path?: string): string;
  /** Every request received, oldest first. */
  readonly requests: Received[];
  /** Requests to one path. */
  at(path: string): Received[];
  /** Answers for the next requests to `path`, in order; after them (and by default) 200. */
  reply(path: string, ...replies: (number | Reply)[]): void;
  /** Waits until `path` (every path when omitted) has received at least `count` requests. */
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<Received[]>;
  /** Stops listening (the destination is down); `start` listens again on the same port. */
  close(): Promise<void>;
  start(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const requests: Received[] = [];
  const queued = new Map<string, Reply[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      requests.push({ path, headers, body, json });
      const reply = queued.get(path)?.shift() ?? { status: 200, body: '{"ok":true}' };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(reply.body ?? '');
    });
  });
  let bound = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(bound, '127.0.0.1', () => {
        server.off('error', reject);
        bound = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  const receiver: Receiver = {
    get port() {
      return bound;
    },
    url: (path = '/') => `http://127.0.0.1:${bound}${path}`,
    requests,
    at: (path) => requests.filter((r) => r.path === path),
    reply(path, ...replies) {
      const list = queued.get(path) ?? [];
      for (const r of replies) list.push(typeof r === 'number' ? { status: r } : r);
      queued.set(path, list);
    },
    async waitFor(count, path, timeoutMs = 10_000) {
      const seen = () => (path === undefined ? requests : receiver.at(path));
      await eventually(() => seen().length >= count, timeoutMs, `${count} request(s) at ${path ?? 'the receiver'} (got ${seen().length})`);
      return seen();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: listen,
  };
  return receiver;
}

/** Polls `check` until it holds, failing with `what` after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
