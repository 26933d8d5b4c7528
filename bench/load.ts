import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The benches' HTTP load generator: wrk (a C client, Debian's package) when installed, so the
 * client takes little of a 2-core machine and the figure is the server's; autocannon (in the
 * calling process, much more CPU per request) otherwise. Results in autocannon's shape.
 */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
export type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannonModule = createRequire(import.meta.url)('autocannon') as Autocannon;
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => fs.existsSync(p));

function wrkMs(v: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(v.trim());
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
}

/** One load run with wrk (one thread, `connections` connections), in autocannon's result shape. */
function wrk(opts: { url: string; connections: number; headers: Record<string, string>; duration: number }): Promise<AutocannonResult> {
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.duration}s`, '--latency', ...Object.entries(opts.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), opts.url];
  return new Promise((resolve, reject) => {
    execFile(WRK as string, args, { maxBuffer: 1 << 20 }, (err, out) => {
      if (err) return reject(err);
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const total = Number(/(\d+) requests in/.exec(out)?.[1]);
      const p50 = wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '');
      const p99 = wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '');
      const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        requests: { average: rps, total },
        latency: { p50, p99 },
        non2xx: bad,
        errors: errors ? Number(errors[1]) + Number(errors[3]) + Number(errors[4]) : 0,
        statusCodeStats: bad ? { other: { count: bad } } : undefined,
      });
    });
  });
}

/** One load run: wrk when installed, else autocannon. */
export const load: Autocannon = (opts) => (WRK ? wrk(opts as Parameters<typeof wrk>[0]) : autocannonModule(opts));
