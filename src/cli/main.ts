import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../domain/errors.ts';
import { startService } from '../main.ts';
import { importProgressReporter } from './progress.ts';
import { outcomeLine, translateCommand } from './translate.ts';
import { importCommand, createInviteCommand, createKeyCommand, createSpaceCommand, createUserCommand, grantUserCommand } from './commands.ts';

const USAGE = `usage:
  tessera serve [--role api|worker|all]
  tessera space create SLUG --name NAME [--locale CODE]
  tessera key create SLUG --kind management|preview|delivery --name NAME
  tessera invite create SLUG [--name AGENT_NAME]
  tessera import SLUG FILE
  tessera user create EMAIL --password PASSWORD
  tessera user grant EMAIL SLUG [--role owner|editor] [--write-types TYPE,TYPE]
  tessera translate SLUG --to CODE [--type API_ID] [--overwrite] [--stale]`;

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
  const service = await startService(config, { role });
  service.log.info(`Tessera serving on ${service.url} (public URL ${config.baseUrl}, ${config.database.kind})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.log.info(`${signal}: draining requests and stopping`);
    await service.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
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
  if (cmd === 'translate') {
    const { values, positionals } = flags([sub, ...rest].filter((a) => a !== undefined), { to: { type: 'string' }, type: { type: 'string' }, overwrite: { type: 'boolean' }, stale: { type: 'boolean' } });
    if (positionals.length !== 1 || typeof values.to !== 'string') throw new UsageError('translate needs SLUG and --to CODE');
    const input = { to: values.to, content_type: typeof values.type === 'string' ? values.type : undefined, overwrite: values.overwrite === true, stale: values.stale === true };
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
