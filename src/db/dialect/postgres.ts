import type pg from 'pg';
import { PostgresDialect } from 'kysely';

/** The driver, loaded when a PostgreSQL database is opened: a SQLite node never holds it in memory. */
let driver: Promise<typeof pg> | undefined;
const loadDriver = (): Promise<typeof pg> =>
  (driver ??= import('pg').then(({ default: loaded }) => {
    // COUNT(*) and BIGINT come back as strings by default; every count we read fits a double.
    loaded.types.setTypeParser(20, (v) => Number(v));
    return loaded;
  }));

export async function postgresDialect(url: string, max = 10): Promise<{ dialect: PostgresDialect; pool: pg.Pool }> {
  const pg = await loadDriver();
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (restart, failover, DROP DATABASE … FORCE, or a
  // connection still closing after pool.end() resolved) is reported as a pool 'error'. The
  // pool has already dropped that client; without a listener Node would crash the process.
  pool.on('error', () => undefined);
  return { dialect: new PostgresDialect({ pool }), pool };
}
