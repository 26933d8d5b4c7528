import { pingDatabase } from '../../db/repos/nodes.ts';
import { fileStorage } from '../../integrations/storage/index.ts';
import type { AppContext } from '../context.ts';

/**
 * Whether this node can serve now (docs/deploy.md "Health checks"): its database, its file
 * storage and, with several nodes, Redis each answered within `CHECK_TIMEOUT_MS`. A load
 * balancer asks this often, so answers are shared for `REUSE_MS` and concurrent asks wait for
 * the same checks. Reasons name the part and the kind of failure only (an error code or a
 * time-out), never an address: the endpoint is public; the log has the whole error.
 */
export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  ok: boolean;
  /** The parts that failed, in check order. */
  failing: string[];
  checks: Record<string, CheckResult>;
}

export const CHECK_TIMEOUT_MS = 1000;
const REUSE_MS = 1000;

type Log = { warn(obj: object, msg: string): void };

class CheckTimeout extends Error {}

async function timed(name: string, run: () => Promise<unknown>, log: Log): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([run(), new Promise((_, reject) => (timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS)))]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    if (err instanceof CheckTimeout) return { ok: false, ms, error: `no answer within ${CHECK_TIMEOUT_MS} ms` };
    log.warn({ err }, `readiness: ${name} check failed`);
    const code = (err as { code?: unknown }).code;
    return { ok: false, ms, error: typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? `unreachable (${code})` : 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

async function runChecks(ctx: AppContext, log: Log): Promise<Readiness> {
  const parts: [string, () => Promise<unknown>][] = [
    ['database', () => pingDatabase(ctx.database.db)],
    ['storage', () => fileStorage(ctx.config).check()],
  ];
  const redis = ctx.redis;
  if (redis) parts.push(['redis', () => redis.ping()]);
  const results = await Promise.all(parts.map(([name, run]) => timed(name, run, log)));
  const checks: Record<string, CheckResult> = {};
  parts.forEach(([name], i) => (checks[name] = results[i]));
  const failing = parts.map(([name]) => name).filter((name) => !checks[name].ok);
  return { ok: failing.length === 0, failing, checks };
}

const recent = new WeakMap<AppContext, { at: number; answer: Promise<Readiness> }>();

export function checkReadiness(ctx: AppContext, log: Log): Promise<Readiness> {
  const last = recent.get(ctx);
  if (last && performance.now() - last.at < REUSE_MS) return last.answer;
  const answer = runChecks(ctx, log);
  recent.set(ctx, { at: performance.now(), answer });
  return answer;
}
