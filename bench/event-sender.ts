import { Agent, request } from 'node:http';

/**
 * The event sender of `npm run bench:analytics`: the sites' edge nodes posting server events,
 * run in a child process so it never shares an event loop with the Q1 load generator. On a real
 * deployment those are other machines; here they share the service's two cores, so the sender
 * is kept as cheap as a client can be: it imports nothing of the project, makes its bodies,
 * opens its keep-alive connections and warms its HTTP client before the clock starts (`ready`),
 * and sends with node:http.
 * Its CPU is counted from `go` to the end.
 */

/** A deterministic pseudo-random source, so runs compare. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Zipf-like pick from 0..n-1: a few pages get most views, as on real sites. */
export const zipf = (r: () => number, n: number) => Math.min(n - 1, Math.floor(n * r() ** 3));

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const CRAWLERS = ['GPTBot/1.2', 'ChatGPT-User/1.0', 'ClaudeBot/1.0', 'PerplexityBot/1.0', 'OAI-SearchBot/1.0', 'Bytespider', 'CCBot/2.0', 'Amazonbot/0.1'];
const REFERRERS = [null, null, null, 'https://www.google.com/', 'https://chatgpt.com/', 'https://www.perplexity.ai/', 'https://news.ycombinator.com/item', 'https://www.bing.com/', 'https://claude.ai/'];

/** One request a site's server saw: 20% AI crawlers, 10% other bots, the rest people. */
function serverEvent(r: () => number, i: number) {
  const kind = r();
  if (kind < 0.2) return { path: `/posts/post-${zipf(r, 2000)}`, user_agent: `Mozilla/5.0 (compatible; ${CRAWLERS[Math.floor(r() * CRAWLERS.length)]})` };
  if (kind < 0.3) return { path: '/', user_agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  return {
    path: `/posts/post-${zipf(r, 2000)}${r() < 0.05 ? '?utm_source=newsletter&utm_campaign=week' : ''}`,
    user_agent: BROWSERS[i % BROWSERS.length],
    referrer: REFERRERS[Math.floor(r() * REFERRERS.length)],
    ip: `81.2.${Math.floor(r() * 200)}.${Math.floor(r() * 250) + 1}`,
    headers: { 'cf-ipcountry': ['DE', 'US', 'FR', 'GB', 'JP'][Math.floor(r() * 5)] },
  };
}

export interface SenderOptions {
  url: string;
  token: string;
  spaceId: string;
  seconds: number;
  /** Events per second (batches of 100), or null: as fast as `parallel` senders go. */
  perSecond: number | null;
  parallel: number;
}

export interface IngestResult {
  events: number;
  failed: number;
  /** Events accepted per second of sending. */
  rate: number;
  /** The sender's own CPU time (µs) from `go` to the end: the sites' edge nodes, on this machine only in the bench. */
  cpuUs: number;
}

/**
 * Sends batches of 100 events at `perSecond` for `seconds`. `rate` is the events accepted per
 * second of sending (from the start to the last send plus one pacing step): a batch's answer
 * waits for the group commit (up to half a second under load), and waiting for the last answers
 * is not a slower intake.
 */
async function prepare(o: SenderOptions): Promise<() => Promise<IngestResult>> {
  const r = rng(42);
  // 300 distinct batches, sent round-robin.
  const bodies = Array.from({ length: 300 }, (_, b) => Buffer.from(JSON.stringify({ events: Array.from({ length: 100 }, (_, i) => serverEvent(r, b * 100 + i)) })));
  const target = new URL(`${o.url}/api/v1/spaces/${o.spaceId}/analytics/server_events`);
  const agent = new Agent({ keepAlive: true, maxSockets: o.parallel });
  const post = (body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { agent, hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.once('error', reject);
      req.end(body);
    });

  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ agent, hostname: target.hostname, port: target.port, path }, (res) => {
        res.resume();
        res.once('end', resolve);
      });
      req.once('error', reject);
      req.end();
    });

  // An edge node that has been running a while: its HTTP client compiled by the JIT, its
  // connections open. Warmed on the health check, so no event is sent before `go`.
  for (let i = 0; i < 50; i++) await Promise.all(Array.from({ length: o.parallel }, () => get('/healthz')));

  return async () => {
    const cpuFrom = process.cpuUsage();
    let events = 0;
    let failed = 0;
    let sent = 0;
    let lastSend = 0;
    const start = performance.now();
    const end = start + o.seconds * 1000;
    async function sender(): Promise<void> {
      while (performance.now() < end) {
        // Each send takes its slot of the pace before waiting for it, so no two senders send in one slot.
        const slot = sent++;
        if (o.perSecond !== null) {
          const due = start + (slot * 100 * 1000) / o.perSecond;
          if (due > performance.now()) await new Promise((res) => setTimeout(res, due - performance.now()));
          if (performance.now() >= end) break;
        }
        lastSend = performance.now();
        if ((await post(bodies[slot % bodies.length])) === 202) events += 100;
        else failed += 100;
      }
    }
    await Promise.all(Array.from({ length: o.parallel }, sender));
    const step = o.perSecond === null ? 0 : (100 * 1000) / o.perSecond;
    const cpu = process.cpuUsage(cpuFrom);
    agent.destroy();
    return { events, failed, rate: (events * 1000) / (lastSend - start + step), cpuUs: cpu.user + cpu.system };
  };
}

if (process.env.BENCH_EVENT_SENDER === '1') {
  // The child: { options } → 'ready' once prepared; 'go' → the result.
  process.once('message', async (options: SenderOptions) => {
    const run = await prepare(options);
    process.send!('ready');
    process.once('message', async () => process.send!(await run(), () => process.exit(0)));
  });
}
