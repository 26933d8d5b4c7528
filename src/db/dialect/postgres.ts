import pg from 'pg';
import { PostgresDialect } from 'kysely';

// COUNT(*) and BIGINT come back as strings by default; every count we read fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export function postgresDialect(url: string, max = 10): { dialect: PostgresDialect; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  return { dialect: new PostgresDialect({ pool }), pool };
}
