import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import { disableUser } from '../app/users/disable-user.ts';
import { enableUser } from '../app/users/enable-user.ts';
import { resetPassword } from '../app/users/reset-password.ts';
import { systemActor } from '../domain/actor.ts';
import { validationFailed } from '../domain/errors.ts';

// Logins belong to no space: '*' marks the actor as the operator's, across spaces.
const OPERATOR = () => systemActor('*', 'tessera CLI');

async function inUnitOfWork(config: Config, fn: Parameters<typeof runUnitOfWork<void>>[2]): Promise<void> {
  const db = await openDatabase(config.database);
  try {
    await runUnitOfWork(db, OPERATOR(), fn);
  } finally {
    await db.destroy();
  }
}

/** `tessera user password EMAIL`: the new password comes from `readPassword` (stdin), never from argv. */
export async function resetPasswordCommand(config: Config, email: string, readPassword: () => Promise<string>): Promise<void> {
  const password = await readPassword();
  await inUnitOfWork(config, (uow) => resetPassword(uow, email, password));
}

export function disableUserCommand(config: Config, email: string): Promise<void> {
  return inUnitOfWork(config, (uow) => disableUser(uow, email));
}

export function enableUserCommand(config: Config, email: string): Promise<void> {
  return inUnitOfWork(config, (uow) => enableUser(uow, email));
}

/**
 * The new password from standard input. Piped: its first line (a shell's `echo` or a secret
 * manager's output keeps it out of argv, ps and shell history). On a terminal: typed twice
 * after a prompt on stderr, without echo.
 */
export async function readNewPassword(stdin: NodeJS.ReadStream = process.stdin, stderr: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!stdin.isTTY) {
    let text = '';
    stdin.setEncoding('utf8');
    for await (const chunk of stdin) text += chunk as string;
    const line = text.split(/\r?\n/)[0] ?? '';
    if (!line) throw validationFailed({ password: 'a new password on standard input (one line)' }, 'No password was given on standard input.');
    return line;
  }
  const first = await promptHidden(stdin, stderr, 'New password: ');
  const again = await promptHidden(stdin, stderr, 'Repeat the new password: ');
  if (first !== again) throw validationFailed({ password: 'the same password typed twice' }, 'The two passwords differ; nothing was changed.');
  return first;
}

/** Reads one line from a terminal in raw mode, echoing nothing; Ctrl-C exits 130 like a shell. */
function promptHidden(stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream, prompt: string): Promise<string> {
  stderr.write(prompt);
  return new Promise((resolve) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          stderr.write('\n');
          process.exit(130);
        }
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
