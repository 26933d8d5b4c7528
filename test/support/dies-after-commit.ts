/**
 * A real Tessera service in a child process that is killed (SIGKILL, no goodbye) the moment a
 * unit of work writing `TEST_DIE_AFTER` (an activity action such as `entry.created`) has
 * committed: after the database said yes and before any answer left the process. The listener
 * is the service's own commit hook (`onEveryCommit` runs right after the commit), so the write
 * takes its real path up to that point. Prints `listening <url>` once ready.
 *
 * Environment: TEST_DIE_DATABASE (JSON of a TestDatabase's config), TEST_DIE_DATA_DIR, TEST_DIE_AFTER.
 */
import { onEveryCommit } from '../../src/app/unit-of-work.ts';
import { startTestService } from './service.ts';

const action = process.env.TEST_DIE_AFTER ?? 'entry.created';
onEveryCommit((work) => {
  if (work.actions.includes(action)) process.kill(process.pid, 'SIGKILL');
});
const service = await startTestService({}, { database: { config: JSON.parse(process.env.TEST_DIE_DATABASE!), dataDir: process.env.TEST_DIE_DATA_DIR!, drop: async () => undefined } });
process.stdout.write(`listening ${service.url}\n`);
