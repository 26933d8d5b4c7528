/**
 * A worker node in a child process: the service's background workers (the schedule worker among
 * them) on the given database, looking for due scheduled actions every 50 ms, and no HTTP. With
 * TEST_DIE_AFTER set it is killed (SIGKILL, no goodbye) the moment a unit of work recording that
 * activity action has committed, like dies-after-commit.ts. Prints `ready` once its workers run.
 *
 * Environment: TEST_NODE_DATABASE (JSON of a TestDatabase's config), TEST_NODE_DATA_DIR, TEST_DIE_AFTER.
 */
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { onEveryCommit } from '../../src/app/unit-of-work.ts';
import { startWorkers } from '../../src/workers/index.ts';

const dieAfter = process.env.TEST_DIE_AFTER;
if (dieAfter) {
  onEveryCommit((work) => {
    if (work.actions.includes(dieAfter)) process.kill(process.pid, 'SIGKILL');
  });
}
const config: Config = {
  ...loadConfig({ TESSERA_DATA_DIR: process.env.TEST_NODE_DATA_DIR!, TESSERA_SCHEDULE_POLL_MS: '50', TESSERA_READINESS_POLL_MS: '50', TESSERA_ALLOW_PRIVATE_TARGETS: '1' }),
  database: JSON.parse(process.env.TEST_NODE_DATABASE!) as Config['database'],
  logLevel: 'silent',
};
const database = await openDatabase(config.database, { migrate: false });
const workers = startWorkers({ config, database }, { error: (obj, msg) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`) });
process.on('SIGTERM', () => void workers.stop().then(() => database.destroy()).then(() => process.exit(0)));
process.stdout.write('ready\n');
