import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { BUILD_SCRIPT, dashboardIsFresh } from '../../web/dashboard-freshness.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../domain/errors.ts';
import { startService } from '../main.ts';
import { importProgressReporter } from './progress.ts';
import { outcomeLine, translateCommand } from './translate.ts';
import { importCommand, createInviteCommand, createKeyCommand, createSpaceCommand, createUserCommand, grantUserCommand, typesCommand } from './commands.ts';
import { disableUserCommand, enableUserCommand, readNewPassword, resetPasswordCommand } from './users.ts';

const USAGE = `usage:
  tessera serve [--role api|worker|all]
  tessera space create SLUG --name NAME [--locale CODE]
  tessera key create SLUG --kind management|preview|delivery --name NAME
  tessera invite create SLUG [--name AGENT_NAME]
  tessera import SLUG FILE
  tessera user create EMAIL --password PASSWORD
  tessera user grant EMAIL SLUG [--role owner|editor] [--write-types TYPE,TYPE]
  tessera user password EMAIL        (the new password on stdin, or typed at a prompt)
  tessera user disable EMAIL
  tessera user enable EMAIL
  tessera translate SLUG --to CODE [--type API_ID] [--overwrite] [--stale] [--max-tokens N]
  tessera types SLUG [--out FILE]`;

class UsageError extends Error {}

function flags<const O extends Record<string, { type: 'string' } | { type: 'boolean' }>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

async function serve(args: string[]): Promise<void> {
  const { values, positionals } = flags(args, { role: { type: 'string' } });
  if (positionals.length) throw new UsageError(`serve takes no arguments, got "${positionals[0]}"`);
  const role = values.role ?? 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all') throw new UsageError(`--role must be api, worker or all, got "${role}"`);
  const config = loadConfig();
  if (role !== 'worker') buildDashboardIfStale();
  const service = await startService(config, { role });
  service.log.info(`Tessera serving on ${service.url} (public URL ${config.baseUrl}, ${config.database.kind})`);
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    service.log.info(`${reason}: draining requests and stopping`);
    await service.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  stopWithLauncher(() => void stop('the npm process that started this server exited'));
}

/**
 * `npx tessera serve` (and any npm script without `exec`) runs the server under `sh -c`, and the
 * shell dies of the SIGTERM npm forwards to it without passing it on: the server would be
 * orphaned and never drain. Under a package manager, a server whose launcher is gone stops as if
 * it had been sent SIGTERM. (Started any other way, e.g. by systemd or `nohup`, a changed parent
 * is no reason to stop, so this watch is only set up under a package manager.)
 */
function stopWithLauncher(stop: () => void): void {
  // Every package manager's runner (npm, npx, pnpm, yarn) sets this for what it launches.
  if (!process.env.npm_config_user_agent) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop();
  }, 250);
  watch.unref();
}

/**
 * Serves the dashboard of the code that runs: a checkout updated since its last build (or an
 * install that skipped `prepare`) is built before listening, in a child process so Vite never
 * sits in the server's memory. Where Vite is not installed the build says so and the existing
 * build is served.
 */
function buildDashboardIfStale(): void {
  if (dashboardIsFresh()) return;
  const run = spawnSync(process.execPath, [BUILD_SCRIPT, '--if-possible'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`building the dashboard failed (exit ${run.status ?? run.signal}); run \`node web/build.ts\` to see why`);
}

async function run(argv: string[]): Promise<void> {
  const [cmd, sub, ...rest] = argv;
  if (cmd === 'serve') return serve([sub, ...rest].filter((a) => a !== undefined));
  if (cmd === 'help' || cmd === '--help' || cmd === '-h') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (cmd === 'import') {
    const { positionals } = flags([sub, ...rest].filter((a) => a !== undefined), {});
    if (positionals.length !== 2) throw new UsageError('import needs SLUG and FILE');
    console.log(JSON.stringify(await importCommand(config, positionals[0], positionals[1], importProgressReporter(process.stderr))));
    return;
  }
  if (cmd === 'types') {
    const { values, positionals } = flags([sub, ...rest].filter((a) => a !== undefined), { out: { type: 'string' } });
    if (positionals.length !== 1) throw new UsageError('types needs SLUG');
    const text = await typesCommand(config, positionals[0], values.out);
    if (text !== null) process.stdout.write(text);
    return;
  }
  if (cmd === 'translate') {
    const { values, positionals } = flags([sub, ...rest].filter((a) => a !== undefined), { to: { type: 'string' }, type: { type: 'string' }, overwrite: { type: 'boolean' }, stale: { type: 'boolean' }, 'max-tokens': { type: 'string' } });
    if (positionals.length !== 1 || typeof values.to !== 'string') throw new UsageError('translate needs SLUG and --to CODE');
    const maxTokens = values['max-tokens'];
    if (maxTokens !== undefined && !/^[1-9]\d{0,9}$/.test(String(maxTokens))) throw new UsageError('--max-tokens needs a whole number of tokens, e.g. --max-tokens 200000');
    const input = {
      to: values.to,
      content_type: typeof values.type === 'string' ? values.type : undefined,
      overwrite: values.overwrite === true,
      stale: values.stale === true,
      ...(maxTokens !== undefined ? { max_tokens: Number(maxTokens) } : {}),
    };
    const outcome = await translateCommand(config, positionals[0], input);
    console.log(JSON.stringify(outcome.job));
    const line = outcomeLine(positionals[0], outcome);
    if (line) process.stderr.write(line + '\n');
    // 130: stopped by SIGINT (128 + 2), as shells report it; 1: some entry failed.
    if (outcome.interrupted) process.exitCode = 130;
    else if (outcome.failed > 0) process.exitCode = 1;
    return;
  }
  const key = `${cmd ?? ''} ${sub ?? ''}`;
  switch (key) {
    case 'space create': {
      const { values, positionals } = flags(rest, { name: { type: 'string' }, locale: { type: 'string' } });
      if (positionals.length !== 1 || !values.name) throw new UsageError('space create needs SLUG and --name NAME');
      console.log(JSON.stringify(await createSpaceCommand(config, { slug: positionals[0], name: values.name, locale: values.locale })));
      return;
    }
    case 'key create': {
      const { values, positionals } = flags(rest, { kind: { type: 'string' }, name: { type: 'string' } });
      if (positionals.length !== 1 || !values.kind || !values.name) throw new UsageError('key create needs SLUG, --kind and --name');
      if (!['management', 'preview', 'delivery'].includes(values.kind)) throw new UsageError('--kind must be management, preview or delivery');
      console.log(await createKeyCommand(config, positionals[0], values.kind as 'management', values.name));
      return;
    }
    case 'invite create': {
      const { values, positionals } = flags(rest, { name: { type: 'string' } });
      if (positionals.length !== 1) throw new UsageError('invite create needs SLUG');
      console.log(await createInviteCommand(config, positionals[0], values.name));
      return;
    }
    case 'user create': {
      const { values, positionals } = flags(rest, { password: { type: 'string' } });
      if (positionals.length !== 1 || !values.password) throw new UsageError('user create needs EMAIL and --password PASSWORD');
      console.log(JSON.stringify(await createUserCommand(config, positionals[0], values.password)));
      return;
    }
    case 'user grant': {
      const { values, positionals } = flags(rest, { role: { type: 'string' }, 'write-types': { type: 'string' } });
      if (positionals.length !== 2) throw new UsageError('user grant needs EMAIL and SLUG');
      const role = values.role ?? 'owner';
      if (role !== 'owner' && role !== 'editor') throw new UsageError('--role must be owner or editor');
      const writeTypes = (values['write-types'] ?? '').split(',').map((t) => t.trim()).filter(Boolean);
      await grantUserCommand(config, positionals[0], positionals[1], role, writeTypes);
      return;
    }
    case 'user password': {
      // No --password flag: a password in argv is visible in ps and shell history.
      const { positionals } = flags(rest, {});
      if (positionals.length !== 1) throw new UsageError('user password needs EMAIL alone; the new password is read from stdin');
      await resetPasswordCommand(config, positionals[0], () => readNewPassword());
      return;
    }
    case 'user disable':
    case 'user enable': {
      const { positionals } = flags(rest, {});
      if (positionals.length !== 1) throw new UsageError(`${key} needs EMAIL`);
      await (sub === 'disable' ? disableUserCommand : enableUserCommand)(config, positionals[0]);
      return;
    }
    default:
      throw new UsageError(cmd ? `unknown command "${[cmd, sub].filter(Boolean).join(' ')}"` : 'no command given');
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  let msg: string;
  if (err instanceof UsageError) msg = `tessera: ${err.message} (run "tessera help" for usage)`;
  else if (err instanceof AppError) {
    const fields = (err.details?.fields ?? {}) as Record<string, string>;
    const extra = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
    msg = `tessera: ${err.message}${extra ? ` (${extra})` : ''}`;
  } else if (err instanceof ConfigError) msg = `tessera: configuration: ${err.message}`;
  else msg = `tessera: ${(err as Error).message ?? String(err)}`;
  // OPERATOR-CONTRACT: failures are one line on stderr.
  process.stderr.write(msg.split('\n')[0] + '\n');
  process.exit(1);
});
