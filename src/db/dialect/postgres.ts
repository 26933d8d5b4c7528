import pg from 'pg';
import { PostgresDialect } from 'kysely';

// COUNT(*) and BIGINT come back as strings by default; every count we read fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export function postgresDialect(url: string, max = 10): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (restart, failover, DROP DATABASE … FORCE, or a
  // connection still closing after pool.end() resolved) is reported as a pool 'error'. The
  // pool has already dropped that client; without a listener Node would crash the process.
  pool.on('error', () => undefined);
  return { dialect: new PostgresDialect({ pool }), pool };
}
