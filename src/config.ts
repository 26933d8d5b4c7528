import { isIP } from 'node:net';
import path from 'node:path';

/** The one parsed, validated view of the environment. Nothing else reads process.env. */
export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  allowPrivateTargets: boolean;
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number; concurrency: number } | null;
  rateLimitPerMinute: number;
  /** Flood limits of the keyless collect endpoint, events per minute (TESSERA_COLLECT_LIMIT_PER_ADDRESS, TESSERA_COLLECT_LIMIT_PER_SPACE). */
  collectLimits: { perAddress: number; perSpace: number };
  /** OAuth client registrations one address may make per hour (TESSERA_REGISTRATION_LIMIT_PER_HOUR). */
  registrationLimitPerHour: number;
  hookRetrySchedule: number[];
  /** How long a deploy hook gathers a burst of events into one delivery (TESSERA_HOOK_COALESCE_MS). */
  hookCoalesceMs: number;
  /** Time limit of one deploy-hook request (TESSERA_HOOK_TIMEOUT_MS); a claim on a delivery holds six times as long. */
  hookTimeoutMs: number;
  /** Longest wait before the schedule worker looks for due scheduled actions (TESSERA_SCHEDULE_POLL_MS). */
  schedulePollMs: number;
  logLevel: string;
  runWorkers: boolean;
  /** Where uploaded files live (docs/assets.md): local disk under dataDir/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Upper bound of the on-disk cache of transformed images, in bytes. */
  transformCacheBytes: number;
  /** Memory for cached entry reads, plain and compressed forms together (http/delivery-cache.ts). */
  deliveryCacheBytes: number;
  /** Days raw analytics events are kept (rollups stay); TESSERA_ANALYTICS_RETENTION_DAYS. */
  analyticsRetentionDays: number;
  /**
   * Where collected analytics events are written (docs/analytics.md "Storage and retention"):
   * `thread`, a worker thread with its own connection, off the event loop that serves reads
   * (the default; SQLite in memory has no second connection, so it writes inline), or `inline`;
   * TESSERA_ANALYTICS_WRITER.
   */
  analyticsWriter: 'thread' | 'inline';
  /**
   * Which proxies' `X-Forwarded-For` entries are believed for the client address
   * (TESSERA_TRUST_PROXY; docs/deploy.md "Behind a reverse proxy"): `false` (the socket's
   * address), a number of hops (proxies in front, counted from the socket), or the trusted
   * proxies' addresses and CIDR ranges. The client address is the right-most untrusted one.
   * Never `true`: trusting every hop would make the left-most address, which the client writes
   * itself, the client's address.
   */
  trustProxy: false | number | string[];
  /** AI answers (docs/answers.md): tokens one run may spend, how often workers look for due runs, how often a run may be started on demand. */
  answers: {
    maxTokensPerRun: number;
    pollMs: number;
    manualIntervalMs: number;
    /** Where questions are asked (TESSERA_ANSWERS_ENGINES; else the TESSERA_AI_* provider as one ungrounded engine; empty without either). */
    engines: AnswerEngineConfig[];
  };
  /** Time budget of one readiness check's reading of the live site (TESSERA_READINESS_TIMEOUT_MS). */
  readinessTimeoutMs: number;
  /** Pages one readiness check reads besides the home page: published entries' URLs, then the sitemap's (TESSERA_READINESS_PAGES). */
  readinessPages: number;
  /** How often the worker looks for scheduled readiness checks that fell due (TESSERA_READINESS_POLL_MS). */
  readinessPollMs: number;
  /** The two search engines' APIs and OAuth endpoints (docs/search-queries.md). */
  search: SearchConfig;
  /**
   * Keys that encrypt stored credentials (AES-256-GCM): `current` seals, every key opens
   * (TESSERA_SECRET_KEY, then TESSERA_SECRET_KEY_PREVIOUS while rotating). Empty: none set.
   */
  secretKeys: Buffer[];
  /** Redis shared by several nodes (REDIS_URL; docs/deploy.md), or null for one node. */
  redis: RedisConfig | null;
  /**
   * A dashboard session unused for this long ends (TESSERA_SESSION_IDLE_HOURS, in ms), besides
   * its absolute end 14 days after sign-in (docs/dashboard.md "Your account").
   */
  sessionIdleMs: number;
}

export interface RedisConfig {
  url: string;
  /** Prefix of every key and channel (TESSERA_REDIS_PREFIX): several installations may share one Redis. */
  prefix: string;
  /**
   * How long a node trusts its caches after its last heartbeat went through Redis
   * (TESSERA_CACHE_LEASE_MS), and the longest a write waits for a node that does not acknowledge.
   */
  leaseMs: number;
  /**
   * The longest one Redis command may take, written or not (TESSERA_REDIS_TIMEOUT_MS): past it
   * the command counts as failed and Redis as unreachable until a probe answers.
   */
  timeoutMs: number;
}

export interface SearchConfig {
  engineA: { apiUrl: string; authorizeUrl: string; tokenUrl: string; clientId: string | undefined; clientSecret: string | undefined };
  engineB: { apiUrl: string };
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Key prefix inside the bucket ('' or ending in '/'). */
      prefix: string;
      /** Public base URL of the bucket: original files are then served from there (redirect). */
      publicUrl: string | undefined;
    };

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200;
export const DEFAULT_HOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 86400];
export const DEFAULT_HOOK_COALESCE_MS = 2000;

export class ConfigError extends Error {}

export const ANSWER_ENGINE_KINDS = ['openai_search', 'openai_responses', 'perplexity', 'chat'] as const;
export type AnswerEngineKind = (typeof ANSWER_ENGINE_KINDS)[number];

/** One place questions are asked (docs/answers.md "Engines"). */
export interface AnswerEngineConfig {
  /** Shown in runs and reports; letters, digits, `-`, `_`, `.` and spaces, unique. */
  name: string;
  kind: AnswerEngineKind;
  /** e.g. https://api.openai.com/v1 or https://api.perplexity.ai (no trailing slash). */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** USD per million input and output tokens and per request, for the cost of a run; null when unknown. */
  price: { inputPer1m: number; outputPer1m: number; perRequest: number } | null;
}

const ENGINE_EXAMPLE = '[{"name":"ChatGPT search","kind":"openai_search","base_url":"https://api.openai.com/v1","model":"gpt-4o-mini-search-preview","api_key":"sk-..."}]';

/** TESSERA_ANSWERS_ENGINES: a JSON array of {name, kind, base_url, model, api_key, price?}. */
function answerEnginesFrom(env: NodeJS.ProcessEnv, ai: Config['ai']): AnswerEngineConfig[] {
  const raw = (env.TESSERA_ANSWERS_ENGINES ?? '').trim();
  if (!raw) return ai ? [{ name: 'chat', kind: 'chat', baseUrl: ai.baseUrl, model: ai.model, apiKey: ai.apiKey, price: null }] : [];
  const fail = (why: string): never => {
    throw new ConfigError(`TESSERA_ANSWERS_ENGINES ${why}; for example ${ENGINE_EXAMPLE}`);
  };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    fail('is not JSON');
  }
  if (!Array.isArray(list) || list.length < 1 || list.length > 8) return fail('must be a JSON array of 1 to 8 engines');
  const names = new Set<string>();
  const engines = list.map((item: unknown, i): AnswerEngineConfig => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail(`[${i}] must be an object`);
    const e = item as Record<string, unknown>;
    const name = typeof e.name === 'string' ? e.name.trim() : '';
    if (!/^[\p{L}\p{N} ._-]{1,40}$/u.test(name)) fail(`[${i}].name must be 1 to 40 letters, digits, spaces, ".", "-" or "_"`);
    if (names.has(name.toLowerCase())) fail(`[${i}].name "${name}" is used twice`);
    names.add(name.toLowerCase());
    if (!ANSWER_ENGINE_KINDS.includes(e.kind as AnswerEngineKind)) fail(`[${i}].kind must be one of ${ANSWER_ENGINE_KINDS.join(', ')}`);
    if (typeof e.base_url !== 'string' || !/^https?:\/\/[^/]/.test(e.base_url)) fail(`[${i}].base_url must be an http(s) URL`);
    if (typeof e.model !== 'string' || !e.model.trim()) fail(`[${i}].model must be the model's name`);
    if (e.api_key !== undefined && typeof e.api_key !== 'string') fail(`[${i}].api_key must be a string`);
    let price: AnswerEngineConfig['price'] = null;
    if (e.price !== undefined) {
      const p = e.price as Record<string, unknown> | null;
      const n = (v: unknown) => (v === undefined ? 0 : typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fail(`[${i}].price values must be numbers of USD, 0 or more`));
      if (typeof p !== 'object' || p === null) fail(`[${i}].price must be {input_per_1m, output_per_1m, per_request}`);
      price = { inputPer1m: n(p!.input_per_1m), outputPer1m: n(p!.output_per_1m), perRequest: n(p!.per_request) };
    }
    return { name, kind: e.kind as AnswerEngineKind, baseUrl: (e.base_url as string).replace(/\/+$/, ''), model: (e.model as string).trim(), apiKey: (e.api_key as string | undefined) || undefined, price };
  });
  if (!ai && !engines.some((e) => e.kind === 'chat')) fail('needs a model to read the answers: set TESSERA_AI_BASE_URL, or list one engine of kind "chat"');
  return engines;
}

/** A 32-byte key given as 64 hex digits or base64 (e.g. `openssl rand -base64 32`). */
function secretKeyFrom(env: NodeJS.ProcessEnv, name: string): Buffer | null {
  const raw = (env[name] ?? '').trim();
  if (!raw) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && !/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw))) {
    throw new ConfigError(`${name} must be 32 random bytes as base64 or 64 hex digits (openssl rand -base64 32)`);
  }
  return key;
}

function secretKeysFrom(env: NodeJS.ProcessEnv): Buffer[] {
  const current = secretKeyFrom(env, 'TESSERA_SECRET_KEY');
  const previous = secretKeyFrom(env, 'TESSERA_SECRET_KEY_PREVIOUS');
  if (previous && !current) throw new ConfigError('TESSERA_SECRET_KEY_PREVIOUS is only read while rotating: set the new key in TESSERA_SECRET_KEY too');
  return [current, previous].filter((k): k is Buffer => k !== null);
}

function urlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  if (!/^https?:\/\/[^/]/.test(raw)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function searchFrom(env: NodeJS.ProcessEnv): SearchConfig {
  return {
    engineA: {
      apiUrl: urlFrom(env, 'TESSERA_ENGINE_A_API_URL', 'https://searchconsole.googleapis.com'),
      authorizeUrl: urlFrom(env, 'TESSERA_ENGINE_A_AUTHORIZE_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: urlFrom(env, 'TESSERA_ENGINE_A_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
      clientId: env.TESSERA_ENGINE_A_CLIENT_ID || undefined,
      clientSecret: env.TESSERA_ENGINE_A_CLIENT_SECRET || undefined,
    },
    engineB: { apiUrl: urlFrom(env, 'TESSERA_ENGINE_B_API_URL', 'https://ssl.bing.com') },
  };
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function analyticsWriterFrom(env: NodeJS.ProcessEnv): Config['analyticsWriter'] {
  const raw = env.TESSERA_ANALYTICS_WRITER;
  if (raw === undefined || raw === '' || raw === 'thread') return 'thread';
  if (raw === 'inline') return 'inline';
  throw new ConfigError(`TESSERA_ANALYTICS_WRITER must be thread or inline, got "${raw}"`);
}

/** Names @fastify/proxy-addr knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const bits = entry.slice(slash + 1);
  // A prefix length, or (IPv4 only) a dotted netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(bits) === 4;
}

function trustProxyFrom(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TESSERA_TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new ConfigError(`TESSERA_TRUST_PROXY must be a number of proxies from 0 to 32, or a list of proxy addresses/CIDRs, got "${raw}"`);
    return hops;
  }
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !PROXY_RANGE_NAMES.has(e) && !isAddressOrCidr(e));
  if (wrong.length || entries.length === 0) {
    throw new ConfigError(
      `TESSERA_TRUST_PROXY must be the number of proxies in front (1 for one nginx) or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8,192.0.2.7; also loopback, linklocal, uniquelocal); "${wrong[0] ?? raw}" is neither. "true" is not accepted: it would believe the address the client writes itself`,
    );
  }
  return entries;
}

function redisFrom(env: NodeJS.ProcessEnv): RedisConfig | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  if (!/^rediss?:\/\/[^/]/.test(url)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${redactUserinfo(url)}"`);
  const prefix = env.TESSERA_REDIS_PREFIX ?? 'tessera:';
  if (!/^[A-Za-z0-9:_.-]{0,64}$/.test(prefix)) throw new ConfigError(`TESSERA_REDIS_PREFIX must be up to 64 letters, digits, ":", "_", "." or "-", got "${prefix}"`);
  return { url, prefix, leaseMs: intFrom(env, 'TESSERA_CACHE_LEASE_MS', 2000, 200, 60_000), timeoutMs: intFrom(env, 'TESSERA_REDIS_TIMEOUT_MS', 250, 10, 10_000) };
}

function redactUserinfo(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}

function storageFrom(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = env.TESSERA_S3_BUCKET;
  if (!bucket) return { kind: 'local', dir: path.join(dataDir, 'files') };
  const endpoint = env.TESSERA_S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ConfigError(`TESSERA_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const publicUrl = env.TESSERA_S3_PUBLIC_URL ? env.TESSERA_S3_PUBLIC_URL.replace(/\/+$/, '') : undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new ConfigError(`TESSERA_S3_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  const rawPrefix = (env.TESSERA_S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket,
    region: env.TESSERA_S3_REGION || 'us-east-1',
    endpoint,
    // Most S3-compatible servers (MinIO, Ceph, s3rver) need path-style addressing.
    forcePathStyle: env.TESSERA_S3_FORCE_PATH_STYLE ? env.TESSERA_S3_FORCE_PATH_STYLE === '1' : endpoint !== undefined,
    accessKeyId: env.TESSERA_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.TESSERA_S3_SECRET_ACCESS_KEY || undefined,
    prefix: rawPrefix ? `${rawPrefix}/` : '',
    publicUrl,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.TESSERA_DATA_DIR || './data');
  const rawBase = env.TESSERA_BASE_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let baseUrl: string;
  try {
    baseUrl = new URL(rawBase).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`TESSERA_BASE_URL must be an absolute URL, got "${rawBase}"`);
  }

  const dbUrl = env.DATABASE_URL;
  let database: Config['database'];
  if (!dbUrl) database = { kind: 'sqlite', path: path.join(dataDir, 'tessera.db') };
  else if (dbUrl.startsWith('postgres://') || dbUrl.startsWith('postgresql://')) database = { kind: 'postgres', url: dbUrl };
  else if (dbUrl.startsWith('sqlite:')) {
    const p = dbUrl.slice('sqlite:'.length);
    database = { kind: 'sqlite', path: p === ':memory:' ? p : path.resolve(p) };
  } else throw new ConfigError('DATABASE_URL must start with postgres://, postgresql:// or sqlite:');

  const schedule = env.TESSERA_HOOK_RETRY_SCHEDULE
    ? env.TESSERA_HOOK_RETRY_SCHEDULE.split(',').map((s) => Number(s.trim()))
    : DEFAULT_HOOK_RETRY_SCHEDULE;
  if (schedule.length === 0 || schedule.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new ConfigError('TESSERA_HOOK_RETRY_SCHEDULE must be comma-separated seconds, e.g. 5,300,1800');
  }

  const ai = env.TESSERA_AI_BASE_URL
    ? {
        baseUrl: env.TESSERA_AI_BASE_URL.replace(/\/$/, ''),
        apiKey: env.TESSERA_AI_API_KEY || undefined,
        model: env.TESSERA_AI_MODEL || 'gpt-4o-mini',
        timeoutMs: intFrom(env, 'TESSERA_AI_TIMEOUT_MS', 60_000, 100, 600_000),
        concurrency: intFrom(env, 'TESSERA_AI_CONCURRENCY', 4, 1, 256),
      }
    : null;

  return {
    port,
    host,
    baseUrl,
    dataDir,
    database,
    allowPrivateTargets: env.TESSERA_ALLOW_PRIVATE_TARGETS === '1',
    ai,
    rateLimitPerMinute: intFrom(env, 'TESSERA_RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE, 1, 1_000_000),
    collectLimits: {
      perAddress: intFrom(env, 'TESSERA_COLLECT_LIMIT_PER_ADDRESS', 60, 1, 1_000_000),
      perSpace: intFrom(env, 'TESSERA_COLLECT_LIMIT_PER_SPACE', 60_000, 1, 100_000_000),
    },
    registrationLimitPerHour: intFrom(env, 'TESSERA_REGISTRATION_LIMIT_PER_HOUR', 100, 1, 1_000_000),
    hookRetrySchedule: schedule,
    hookCoalesceMs: intFrom(env, 'TESSERA_HOOK_COALESCE_MS', DEFAULT_HOOK_COALESCE_MS, 0, 60_000),
    hookTimeoutMs: intFrom(env, 'TESSERA_HOOK_TIMEOUT_MS', 10_000, 500, 120_000),
    schedulePollMs: intFrom(env, 'TESSERA_SCHEDULE_POLL_MS', 1000, 20, 60_000),
    logLevel: env.LOG_LEVEL || 'info',
    runWorkers: env.TESSERA_WORKERS !== '0',
    storage: storageFrom(env, dataDir),
    transformCacheBytes: intFrom(env, 'TESSERA_TRANSFORM_CACHE_MB', 1024, 1, 1_000_000) * 1024 * 1024,
    deliveryCacheBytes: intFrom(env, 'TESSERA_DELIVERY_CACHE_MB', 64, 1, 100_000) * 1024 * 1024,
    analyticsRetentionDays: intFrom(env, 'TESSERA_ANALYTICS_RETENTION_DAYS', 30, 1, 3650),
    analyticsWriter: analyticsWriterFrom(env),
    trustProxy: trustProxyFrom(env),
    answers: {
      maxTokensPerRun: intFrom(env, 'TESSERA_ANSWERS_MAX_TOKENS', 200_000, 1_000, 100_000_000),
      pollMs: intFrom(env, 'TESSERA_ANSWERS_POLL_MS', 60_000, 50, 3_600_000),
      manualIntervalMs: intFrom(env, 'TESSERA_ANSWERS_MANUAL_INTERVAL_S', 600, 0, 86_400) * 1000,
      engines: answerEnginesFrom(env, ai),
    },
    readinessTimeoutMs: intFrom(env, 'TESSERA_READINESS_TIMEOUT_MS', 30_000, 500, 300_000),
    readinessPages: intFrom(env, 'TESSERA_READINESS_PAGES', 50, 1, 500),
    readinessPollMs: intFrom(env, 'TESSERA_READINESS_POLL_MS', 60_000, 50, 3_600_000),
    search: searchFrom(env),
    secretKeys: secretKeysFrom(env),
    redis: redisFrom(env),
    sessionIdleMs: intFrom(env, 'TESSERA_SESSION_IDLE_HOURS', 12, 1, 336) * 3_600_000,
  };
}
